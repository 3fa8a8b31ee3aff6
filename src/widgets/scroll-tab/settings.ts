// The seed's scroll tabs (no counterpart in the add-on): data-settings on the widget wrapper.
// scroll_offset: px left above a panel scrolled to (a sticky header's height); scroll_speed: ms a
// tab's scroll takes; activation_line: where in the window (percent from its top) the panel that
// crosses it makes its tab the active one.
import { num, schema, type SettingsOf } from '../../settings/schema';

export const scrollTabSchema = schema({
  scroll_offset: num(0, { min: 0, max: 10_000 }),
  scroll_speed: num(700, { min: 0, max: 10_000 }),
  activation_line: num(40, { min: 0, max: 100 }),
});

export type ScrollTabSettings = SettingsOf<typeof scrollTabSchema>;
