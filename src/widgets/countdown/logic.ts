// Pure rules of the countdown: reading dates, splitting the time left into units, the evergreen and
// endless targets, and what happens at zero. Times are epoch milliseconds; intervals are seconds.

import { httpUrl } from '../../services/http-url';
export const TICK_MS = 1000;

/** A: the add-on's own countdown markup; B: modelled on the page builder's countdown. */
export type Variant = 'a' | 'b';

export const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;
export type Unit = (typeof UNITS)[number];

const UNIT_SECONDS: Record<Unit, number> = { days: 86400, hours: 3600, minutes: 60, seconds: 1 };

export const END_ACTIONS = ['none', 'message', 'img', 'url'] as const;
export type EndAction = (typeof END_ACTIONS)[number];

export const COUNTDOWN_TYPES = ['due_date', 'evergreen', 'endless'] as const;
export type CountdownType = (typeof COUNTDOWN_TYPES)[number];

export const EXPIRE_ACTIONS = ['redirect', 'message', 'hide', 'restart'] as const;
export type ExpireAction = (typeof EXPIRE_ACTIONS)[number];

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

// "Dec 31 2026 23:59:59" (the add-on's "M d Y G:i:s"); the time part is optional.
const MONTH_NAME_DATE = /^([a-z]{3})[a-z]*\.?\s+(\d{1,2}),?\s+(\d{4})(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/i;
// "2026-12-31 23:59" (the editor's date picker) or ISO-like "2026-12-31T23:59:59", without a zone.
const NUMERIC_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

function localTime(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number | null {
  if (month < 0 || month > 11 || hour > 23 || minute > 59 || second > 59) return null;
  const date = new Date(year, month, day, hour, minute, second);
  // Rejects days the month does not have (Feb 30 would silently become Mar 2).
  return date.getFullYear() === year && date.getMonth() === month && date.getDate() === day ? date.getTime() : null;
}

const toInt = (text: string | undefined) => (text === undefined ? 0 : Number(text));

/**
 * A countdown date in the visitor's local time, or null when unreadable. Accepts the add-on's
 * "M d Y G:i:s", "Y-m-d H:i[:s]", and a Unix timestamp in seconds (what the page builder prints).
 */
export function parseCountdownDate(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? value * 1000 : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (/^\d{9,11}$/.test(text)) return Number(text) * 1000;
  const named = MONTH_NAME_DATE.exec(text);
  if (named) {
    const month = MONTHS.indexOf(named[1].toLowerCase());
    if (month < 0) return null;
    return localTime(toInt(named[3]), month, toInt(named[2]), toInt(named[4]), toInt(named[5]), toInt(named[6]));
  }
  const numeric = NUMERIC_DATE.exec(text);
  if (numeric) {
    const [, year, month, day, hour, minute, second] = numeric;
    return localTime(toInt(year), toInt(month) - 1, toInt(day), toInt(hour), toInt(minute), toInt(second));
  }
  return null;
}

/** Whole seconds left, rounded up so that zero is shown exactly when the target is reached. */
export function secondsLeft(target: number, now: number): number {
  return Math.max(0, Math.ceil((target - now) / 1000));
}

/**
 * The time left split over the units the widget shows. A unit that is not shown passes its
 * amount down to the next shown one (no days item: hours count past 24).
 */
export function splitRemaining(totalSeconds: number, shown: readonly Unit[] = UNITS): Record<Unit, number> {
  const out: Record<Unit, number> = { days: 0, hours: 0, minutes: 0, seconds: 0 };
  let rest = Math.max(0, Math.floor(totalSeconds));
  for (const unit of UNITS) {
    if (!shown.includes(unit)) continue;
    out[unit] = Math.floor(rest / UNIT_SECONDS[unit]);
    rest -= out[unit] * UNIT_SECONDS[unit];
  }
  return out;
}

/** Digits as the add-on's countdown prints them: at least two, zero padded. */
export function formatDigits(value: number): string {
  return String(Math.max(0, Math.floor(value))).padStart(2, '0');
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * The timer's accessible name. It has minute precision on purpose, so assistive technology is
 * not told about a change every second.
 */
export function remainingLabel(totalSeconds: number): string {
  if (totalSeconds <= 0) return 'Countdown ended';
  if (totalSeconds < 60) return 'Time remaining: less than a minute';
  const { days, hours, minutes } = splitRemaining(totalSeconds, ['days', 'hours', 'minutes']);
  const parts = [
    days ? plural(days, 'day') : '',
    hours ? plural(hours, 'hour') : '',
    minutes ? plural(minutes, 'minute') : '',
  ].filter(Boolean);
  return `Time remaining: ${parts.join(', ')}`;
}

export interface EvergreenRecord {
  dueDate: number;
  interval: number;
}

function isEvergreenRecord(value: unknown): value is EvergreenRecord {
  if (!value || typeof value !== 'object') return false;
  const { dueDate, interval } = value as Record<string, unknown>;
  return typeof dueDate === 'number' && Number.isFinite(dueDate) && typeof interval === 'number';
}

/**
 * The evergreen due date: the stored one while it was made for the same interval setting,
 * otherwise a new one `interval` seconds from now (`fresh`: it has to be stored).
 */
export function resolveEvergreen(
  stored: unknown,
  intervalSeconds: number,
  now: number,
): { record: EvergreenRecord; fresh: boolean } {
  if (isEvergreenRecord(stored) && stored.interval === intervalSeconds)
    return { record: { dueDate: stored.dueDate, interval: stored.interval }, fresh: false };
  return { record: { dueDate: now + intervalSeconds * 1000, interval: intervalSeconds }, fresh: true };
}

/** The first end of an endless countdown after `now`: `start` plus a whole number (at least one) of intervals. */
export function nextEndlessTarget(start: number, intervalSeconds: number, now: number): number {
  const interval = intervalSeconds * 1000;
  const passed = Math.floor((now - start) / interval) + 1;
  return start + Math.max(1, passed) * interval;
}

function actionName(entry: unknown): unknown {
  return entry && typeof entry === 'object' ? (entry as { type?: unknown }).type : entry;
}

/**
 * The expire actions from `[{"type":"hide"},{"type":"message"}]` (the page builder's form), a
 * plain array of names or a JSON string of either. Unknown entries are dropped and make `ok`
 * false; unreadable input gives no actions.
 */
export function parseExpireActions(value: unknown): { actions: ExpireAction[]; ok: boolean } {
  let list = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      return { actions: [], ok: false };
    }
  }
  if (!Array.isArray(list)) return { actions: [], ok: false };
  const actions: ExpireAction[] = [];
  let ok = true;
  for (const entry of list) {
    const name = actionName(entry);
    if (!EXPIRE_ACTIONS.includes(name as ExpireAction)) ok = false;
    else if (!actions.includes(name as ExpireAction)) actions.push(name as ExpireAction);
  }
  return { actions, ok };
}

/** What the widget does once the time is up. */
export interface ExpirePlan {
  /** Show the end block (variant A) or the expire message (variant B). */
  showEnd: boolean;
  /** Hide the digits: the items in variant A, the whole timer in variant B. */
  hideTimer: boolean;
  redirect: boolean;
  /** Start again with a new target; the timer keeps ticking. */
  restart: boolean;
}

/** Variant A: message and img swap the items for the end block (when one was printed); url redirects. */
export function planForEndAction(action: EndAction, hasEndBlock: boolean): ExpirePlan {
  const swap = (action === 'message' || action === 'img') && hasEndBlock;
  return { showEnd: swap, hideTimer: swap, redirect: action === 'url', restart: false };
}

/** Variant B. A restarted timer stays visible: hiding one that keeps running would help nobody. */
export function planForExpireActions(actions: readonly ExpireAction[]): ExpirePlan {
  const restart = actions.includes('restart');
  return {
    showEnd: actions.includes('message'),
    hideTimer: actions.includes('hide') && !restart,
    redirect: actions.includes('redirect'),
    restart,
  };
}

export interface TimingSettings {
  date: number | null;
  type: CountdownType;
  dueDate: number | null;
  startDate: number | null;
  evergreenInterval: number;
  restartInterval: number;
}

/**
 * The first target of a countdown, or null when it has none (an unreadable date). An evergreen
 * countdown also says what to store when it made a new due date.
 */
export function firstTarget(
  variant: Variant,
  settings: TimingSettings,
  stored: unknown,
  now: number,
): { target: number | null; store: EvergreenRecord | null } {
  if (variant === 'a') return { target: settings.date, store: null };
  switch (settings.type) {
    case 'evergreen': {
      const { record, fresh } = resolveEvergreen(stored, settings.evergreenInterval, now);
      return { target: record.dueDate, store: fresh ? record : null };
    }
    case 'endless':
      return { target: nextEndlessTarget(settings.startDate ?? now, settings.restartInterval, now), store: null };
    default:
      return { target: settings.dueDate, store: null };
  }
}

/** An absolute http(s) address for a redirect, or null (empty, unparsable, or javascript: and the like). */
export function safeRedirectUrl(link: string, base: string): string | null {
  return httpUrl(link, base);
}
