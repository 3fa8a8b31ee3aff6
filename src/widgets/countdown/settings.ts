// Settings of both countdown variants. They come from the countdown element's own attributes
// (see markup.ts `readSettings`), named as `dataset` names them: data-end-action -> endAction.
import { oneOf, schema, type Field, type SettingsOf } from '../../settings/schema';
import {
  COUNTDOWN_TYPES,
  END_ACTIONS,
  parseCountdownDate,
  parseExpireActions,
  safeRedirectUrl,
  type ExpireAction,
} from './logic';
import { isCountdownMarkup, type CountdownMarkup } from './markup';

/** The page builder's evergreen default: 47 hours 59 minutes. */
export const DEFAULT_EVERGREEN_SECONDS = 47 * 3600 + 59 * 60;
/** Restart and endless interval when none is set: one day. */
export const DEFAULT_RESTART_SECONDS = 86400;

/** A date in one of the formats `parseCountdownDate` reads; null when absent or unreadable. */
function date(): Field<number | null> {
  return {
    default: null,
    coerce(value) {
      const time = parseCountdownDate(value);
      return time === null ? { ok: false, value: null } : { ok: true, value: time };
    },
  };
}

/** A whole number of seconds above zero; anything else gives the default. */
function seconds(fallback: number): Field<number> {
  return {
    default: fallback,
    coerce(value) {
      const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
      return Number.isInteger(n) && n > 0 ? { ok: true, value: n } : { ok: false, value: fallback };
    },
  };
}

/** A redirect address: relative or http(s). Others (javascript: and the like) are refused. */
function link(): Field<string> {
  return {
    default: '',
    coerce: (value) =>
      typeof value === 'string' && safeRedirectUrl(value, 'https://base.invalid/') !== null
        ? { ok: true, value: value.trim() }
        : { ok: false, value: '' },
  };
}

/** Known actions are kept even when others in the list are not. */
function expireActions(): Field<ExpireAction[]> {
  return {
    default: [],
    coerce(value) {
      const { actions, ok } = parseExpireActions(value);
      return { ok, value: actions };
    },
  };
}

/** The server markup read by `readMarkup`; never given by a page's data-settings. */
function markup(): Field<CountdownMarkup | null> {
  return {
    default: null,
    coerce: (value) => (isCountdownMarkup(value) ? { ok: true, value } : { ok: false, value: null }),
  };
}

export const countdownSchema = schema({
  markup: markup(),
  // Variant A (the add-on's countdown).
  date: date(),
  endAction: oneOf(END_ACTIONS, 'none'),
  redirectLink: link(),
  // Variant B (modelled on the page builder's countdown).
  type: oneOf(COUNTDOWN_TYPES, 'due_date'),
  dueDate: date(),
  startDate: date(),
  expireActions: expireActions(),
  expireRedirectUrl: link(),
  evergreenInterval: seconds(DEFAULT_EVERGREEN_SECONDS),
  // Also the interval of the endless type: both mean "the length of one round".
  restartInterval: seconds(DEFAULT_RESTART_SECONDS),
});

export type CountdownSettings = SettingsOf<typeof countdownSchema>;
