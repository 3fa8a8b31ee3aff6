// The image comparison's settings, from the container's data-happy-settings (the add-on's names):
// default_offset_pct 0-1, orientation, no_overlay, move_handle, before_label, after_label. The add-on
// always prints both labels (its controls start as "Before" and "After"), so a label that is missing
// or empty means none.
import { bool, num, oneOf, schema, str, type SettingsOf } from '../../settings/schema';
import { MOVE_MODES, ORIENTATIONS } from './logic';

export const compareSchema = schema({
  default_offset_pct: num(0.5, { min: 0, max: 1 }),
  orientation: oneOf(ORIENTATIONS, 'horizontal'),
  no_overlay: bool(false),
  move_handle: oneOf(MOVE_MODES, 'on_swipe'),
  before_label: str(''),
  after_label: str(''),
});

export type CompareSettings = SettingsOf<typeof compareSchema>;
