import { bool, json, num, oneOf, schema, str, type SettingsOf } from '../../settings/schema';

const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

// The add-on prints these on `.ha-multi-scroll-wrap[data-settings]` (the multiscroll library's options).
export const multiScrollSchema = schema({
  /** ms of a move between sections. */
  scrollingSpeed: num(700, { min: 0, integer: true }),
  /** Up from the first section goes to the last; down from the last goes to the first. */
  loopTop: bool(false),
  loopBottom: bool(false),
  /** Section names: the address shows the current one's, and an address naming one opens it. */
  anchors: json<string[]>([], isStringList),
  dots: bool(true),
  dotsTooltips: json<string[]>([], isStringList),
  /** Which side the dots sit on, and where along it. */
  dotsPosition: oneOf(['right', 'left', ''], 'right'),
  dotsVertical: str(''),
  /** A selector of the printed menu (`#ha-multi-scroll-menu-{id}`) or false for none. */
  menu: str(''),
  leftWidth: num(50, { min: 0, max: 100 }),
  rightWidth: num(50, { min: 0, max: 100 }),
});

export type MultiScrollSettings = SettingsOf<typeof multiScrollSchema>;
