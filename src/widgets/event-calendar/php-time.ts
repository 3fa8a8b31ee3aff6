// PHP `date()` format strings (the add-on's time format setting, e.g. `g:i a`) applied to a date.
// Names of days and months come from Intl in the calendar's language; am/pm and the ordinal
// suffix stay English, as PHP prints them. Unknown letters print as themselves; `\` escapes one.

/** Wall-clock fields of a date; month counts from 0, as in Date. */
export interface DateParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond?: number;
}

export const DEFAULT_TIME_FORMAT = 'g:i a';

export function partsOf(date: Date): DateParts {
  return {
    year: date.getFullYear(),
    month: date.getMonth(),
    day: date.getDate(),
    hour: date.getHours(),
    minute: date.getMinutes(),
    second: date.getSeconds(),
    millisecond: date.getMilliseconds(),
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function ordinal(day: number): string {
  if (day % 100 >= 11 && day % 100 <= 13) return 'th';
  return ['th', 'st', 'nd', 'rd'][day % 10] ?? 'th';
}

const namers = new Map<string, Intl.DateTimeFormat>();

/** A day or month name in the given language (falls back to English for a tag Intl refuses). */
function name(parts: DateParts, locale: string, options: Intl.DateTimeFormatOptions): string {
  const key = `${locale}|${JSON.stringify(options)}`;
  let namer = namers.get(key);
  if (!namer) {
    try {
      namer = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    } catch {
      namer = new Intl.DateTimeFormat('en', { ...options, timeZone: 'UTC' });
    }
    namers.set(key, namer);
  }
  return namer.format(Date.UTC(parts.year, parts.month, parts.day));
}

function token(letter: string, p: DateParts, locale: string): string | null {
  const hour12 = p.hour % 12 || 12;
  const weekday = new Date(Date.UTC(p.year, p.month, p.day)).getUTCDay();
  switch (letter) {
    case 'd': return pad(p.day);
    case 'j': return String(p.day);
    case 'D': return name(p, locale, { weekday: 'short' });
    case 'l': return name(p, locale, { weekday: 'long' });
    case 'N': return String(weekday || 7);
    case 'w': return String(weekday);
    case 'S': return ordinal(p.day);
    case 'm': return pad(p.month + 1);
    case 'n': return String(p.month + 1);
    case 'M': return name(p, locale, { month: 'short' });
    case 'F': return name(p, locale, { month: 'long' });
    case 'Y': return String(p.year);
    case 'y': return pad(p.year % 100);
    case 'a': return p.hour < 12 ? 'am' : 'pm';
    case 'A': return p.hour < 12 ? 'AM' : 'PM';
    case 'g': return String(hour12);
    case 'h': return pad(hour12);
    case 'G': return String(p.hour);
    case 'H': return pad(p.hour);
    case 'i': return pad(p.minute);
    case 's': return pad(p.second);
    case 'v': return pad(p.millisecond ?? 0, 3);
    case 'u': return pad((p.millisecond ?? 0) * 1000, 6);
    default: return null;
  }
}

export function formatPhpDate(parts: DateParts, format: string, locale = 'en'): string {
  let out = '';
  for (let i = 0; i < format.length; i++) {
    const letter = format[i];
    if (letter === '\\') {
      out += format[++i] ?? '';
      continue;
    }
    out += token(letter, parts, locale) ?? letter;
  }
  return out;
}
