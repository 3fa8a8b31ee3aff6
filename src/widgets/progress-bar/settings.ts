// Settings of ha-progress-bar (see fixtures/widgets/progress-bar.html for the markup):
//   data-settings {"current":65,"max":100,"prefix":"","suffix":"","label":"Design"}
import { schema, type SettingsOf } from '../../settings/schema';
import { progressFields } from '../../ui/progress';

/** The bar fills and its text counts in 1000 ms, whatever the settings say (spec, section 9). */
export const BAR_DURATION = 1000;

export const progressBarSchema = schema(progressFields);

export type ProgressBarSettings = SettingsOf<typeof progressBarSchema>;
