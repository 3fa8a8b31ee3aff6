// The add-on's creative slider has no autoplay control; this product reads the shared carousel names
// (`autoplay` switcher, `autoplay_speed` in ms) from data-settings. The other printed settings
// (cs_prev_icon, cs_next_icon) are icons the server has already rendered.
import { bool, num, schema, type SettingsOf } from '../../settings/schema';

/** Autoplay waits at least this long: one slow (1000 ms) move and time to read it. */
export const MIN_AUTOPLAY_SPEED = 1000;

export const creativeSliderSchema = schema({
  autoplay: bool(false),
  autoplay_speed: num(3000, { min: MIN_AUTOPLAY_SPEED }),
});

export type CreativeSliderSettings = SettingsOf<typeof creativeSliderSchema>;
