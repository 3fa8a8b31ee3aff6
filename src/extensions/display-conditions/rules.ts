// Display conditions are the server's: it shows or leaves out an element by rules such as the
// visitor's local time, which only the browser knows. The browser tells it through cookies.

export interface DisplayConditionSettings {
  /** The cookie the server reads the visitor's time zone from (an IANA name, e.g. `Europe/Paris`). */
  timeZoneCookie: string;
}

export const DEFAULT_TIME_ZONE_COOKIE = 'ha_local_time_zone';

/** `true` or `{ timeZoneCookie }`; anything else: off. A cookie name must be a plain token. */
export function readDisplayConditions(raw: unknown, warn: (message: string) => void): DisplayConditionSettings | null {
  if (raw === true) return { timeZoneCookie: DEFAULT_TIME_ZONE_COOKIE };
  if (!raw || typeof raw != 'object') return null;
  const name = (raw as { timeZoneCookie?: unknown }).timeZoneCookie;
  if (name === undefined) return { timeZoneCookie: DEFAULT_TIME_ZONE_COOKIE };
  if (typeof name == 'string' && /^[\w-]{1,64}$/.test(name)) return { timeZoneCookie: name };
  warn(`displayConditions.timeZoneCookie should be a cookie name; "${DEFAULT_TIME_ZONE_COOKIE}" used`);
  return { timeZoneCookie: DEFAULT_TIME_ZONE_COOKIE };
}

/** The visitor's time zone, or its UTC offset (`UTC+02:00`) where the browser names none. */
export function localTimeZone(date = new Date(), resolved = () => Intl.DateTimeFormat().resolvedOptions().timeZone): string {
  try {
    const name = resolved();
    if (name) return name;
  } catch {
    // No Intl time zone: the offset below.
  }
  const minutes = -date.getTimezoneOffset();
  const abs = Math.abs(minutes);
  return `UTC${minutes < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}
