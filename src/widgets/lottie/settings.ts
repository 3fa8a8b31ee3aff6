// The seed's vector animation (no counterpart in the add-on): data-settings with the spec's names.
// path: the animation's JSON (a string, or the page builder's media object `{url}`); renderer;
// loop and loop_times (how many times it plays in all, 0 for ever); play_speed; reversed;
// action_start: autoplay, on_hover, on_click, on_viewport, on_scroll, or a delay in ms;
// on_hover_out: none, pause, stop, reverse; redirect_url and redirect_timeout (ms after the end);
// viewport_start and viewport_end (percent of the window from its bottom).
import { bool, num, oneOf, schema, str, where, type Field, type SettingsOf } from '../../settings/schema';
import { settingNumber } from '../../settings/number';
import { START_ACTIONS, type StartAction } from './logic';

/** A named start action, or a delay (ms) given as a number or numeric string. */
const startAction: Field<StartAction> = {
  default: 'autoplay',
  coerce(value) {
    if ((START_ACTIONS as readonly unknown[]).includes(value)) return { ok: true, value: value as StartAction };
    const delay = settingNumber(value);
    return Number.isFinite(delay) && delay >= 0 ? { ok: true, value: delay } : { ok: false, value: 'autoplay' };
  },
};

const pathField: Field<string> = {
  default: '',
  coerce(value) {
    if (typeof value === 'string') return { ok: true, value: value.trim() };
    const url = value && typeof value === 'object' ? (value as { url?: unknown }).url : undefined;
    return typeof url === 'string' ? { ok: true, value: url.trim() } : { ok: false, value: '' };
  },
};

export const lottieSchema = schema({
  path: pathField,
  renderer: oneOf(['svg', 'canvas', 'html'], 'svg'),
  loop: bool(false),
  loop_times: num(0, { min: 0, integer: true }),
  play_speed: where(num(1), (speed) => speed > 0),
  reversed: bool(false),
  action_start: startAction,
  on_hover_out: oneOf(['none', 'pause', 'stop', 'reverse'], 'none'),
  redirect_url: str(''),
  redirect_timeout: num(0, { min: 0 }),
  viewport_start: num(0, { min: 0, max: 100 }),
  viewport_end: num(100, { min: 0, max: 100 }),
  /** The animation's name for assistive technology, when the markup gives none. */
  alt: str(''),
});

export type LottieSettings = SettingsOf<typeof lottieSchema>;
