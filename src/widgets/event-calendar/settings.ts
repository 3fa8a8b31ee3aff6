import { bool, json, oneOf, schema, str, type Field, type SettingsOf } from '../../settings/schema';
import { DEFAULT_TIME_FORMAT } from './php-time';

export const VIEWS = ['dayGridMonth', 'timeGridWeek', 'timeGridDay', 'listMonth'] as const;

/** The add-on's "First Day of Week" select: '0' (Sunday) to '6'. */
function weekday(fallback: number): Field<number> {
  return {
    default: fallback,
    coerce(value) {
      const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d\s*$/.test(value) ? Number(value) : NaN;
      return Number.isInteger(n) && n >= 0 && n <= 6 ? { ok: true, value: n } : { ok: false, value: fallback };
    },
  };
}

/** A language tag Intl accepts (the add-on's codes look like `de` or `zh-cn`; `de_DE` is read too). */
function languageTag(fallback: string): Field<string> {
  return {
    default: fallback,
    coerce(value) {
      if (typeof value !== 'string' || value.trim() === '') return { ok: false, value: fallback };
      const tag = value.trim().replace(/_/g, '-').toLowerCase();
      try {
        Intl.getCanonicalLocales(tag);
        return { ok: true, value: tag };
      } catch {
        return { ok: false, value: fallback };
      }
    },
  };
}

// Names as the `.ha-ec` data attributes spell them; `events` is read from the page (see dom.ts).
export const calendarSchema = schema({
  initialview: oneOf(VIEWS, 'dayGridMonth'),
  firstday: weekday(0),
  locale: languageTag('en'),
  'show-popup': bool(true),
  'allday-text': str('All Day'),
  'time-format': str(DEFAULT_TIME_FORMAT),
  events: json<unknown[]>([], (value): value is unknown[] => Array.isArray(value)),
});

export type CalendarSettings = SettingsOf<typeof calendarSchema>;
