// Settings of ha-circle-progress (see fixtures/widgets/circle-progress.html for the markup):
//   data-settings {"current":72,"max":100,"duration":1500,"prefix":"","suffix":"","label":"Completed"}
import { num, schema, where, type SettingsOf } from '../../settings/schema';
import { progressFields } from '../../ui/progress';

/** How long the circle draws and counts when no duration is configured, in ms. */
export const DEFAULT_CIRCLE_DURATION = 1500;

export const circleProgressSchema = schema({
  ...progressFields,
  /** 0 draws the final state at once. */
  duration: where(num(DEFAULT_CIRCLE_DURATION), (value) => value >= 0),
});

export type CircleProgressSettings = SettingsOf<typeof circleProgressSchema>;
