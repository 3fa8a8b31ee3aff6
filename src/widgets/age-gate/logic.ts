// Pure rules of the age gate, with the clock passed in: the expiry the gate stores once the visitor is
// let in, what a stored value means now, and the date-of-birth check.

export const STORAGE_KEY = 'ha-age-gate-expire-time';

const DAY_MS = 86_400_000;

/** The expiry to store on confirming, or null when `days` keeps nothing (the gate asks on every visit). */
export function expiryAfter(now: Date, days: number): Date | null {
  if (!(days > 0)) return null;
  return new Date(now.getTime() + days * DAY_MS);
}

export type StoredState = 'none' | 'valid' | 'expired';

/**
 * What the stored value means at `now`: the add-on stored `Date#toString()`, this runtime an ISO string;
 * both parse. A value that does not parse counts as expired, so it is removed.
 */
export function storedState(raw: string | null, now: Date): StoredState {
  if (raw === null || raw === '') return 'none';
  const expires = Date.parse(raw);
  if (Number.isNaN(expires)) return 'expired';
  return now.getTime() <= expires ? 'valid' : 'expired';
}

/**
 * The visitor's age as the spec counts it: the current year minus the birth year (the month and day
 * are ignored). Null when the entry is not a date (`yyyy-mm-dd`, as a date input gives it).
 */
export function ageByYear(entry: string, now: Date): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(entry.trim());
  if (!match) return null;
  return now.getFullYear() - Number(match[1]);
}

/** Whether a date-of-birth entry lets the visitor in. */
export function isOldEnough(entry: string, requiredAge: number, now: Date): boolean {
  const age = ageByYear(entry, now);
  return age !== null && age >= requiredAge;
}
