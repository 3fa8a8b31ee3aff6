import { bool, num, schema, str, type SettingsOf } from '../../settings/schema';

export const onePageNavSchema = schema({
  /** ha-opn-design-default prints dotted items (.ha-opn-dotted-item); the other designs .ha_opn__item. */
  select_design: str('ha-opn-design-default'),
  /** Spec 9: 700 ms to scroll to a section. */
  scrolling_speed: num(700, { min: 0, integer: true }),
  /** Px kept above a section scrolled to (a fixed header's height). */
  row_to_offset: num(0, { min: 0 }),
  /** Spec 9: a section is the current one while it spans this fraction of the viewport's height. */
  section_threshold: num(0.5, { min: 0, max: 1 }),
  /** After the visitor's wheel, swipe or scrolling keys settle, the page settles on the current section. */
  scroll_wheel: bool(false),
  touch_swipe: bool(false),
  scroll_keys: bool(false),
});

export type OnePageNavSettings = SettingsOf<typeof onePageNavSchema>;
