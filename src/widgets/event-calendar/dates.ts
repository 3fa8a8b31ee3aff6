// Days as local dates at midnight: the days each view shows, and where the toolbar's arrows go.
import type { VIEWS } from './settings';

export type ViewName = (typeof VIEWS)[number];

export const addDays = (date: Date, days: number): Date => new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
export const startOfDay = (date: Date): Date => addDays(date, 0);
export const weekStart = (date: Date, firstDay: number): Date => addDays(date, -((date.getDay() - firstDay + 7) % 7));

const pad = (n: number) => String(n).padStart(2, '0');

/** `2025-06-11`: the day's key, and its `data-date`. */
export const dayKey = (date: Date): string => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

const run = (first: Date, count: number): Date[] => Array.from({ length: count }, (_, i) => addDays(first, i));

/**
 * The days a view shows around `date`: six whole weeks from the month's first (the month), the week,
 * the day, or the month's own days (the list).
 */
export function visibleDays(view: ViewName, date: Date, firstDay: number): Date[] {
  const monthStart = new Date(date.getFullYear(), date.getMonth(), 1);
  switch (view) {
    case 'dayGridMonth':
      return run(weekStart(monthStart, firstDay), 42);
    case 'timeGridWeek':
      return run(weekStart(date, firstDay), 7);
    case 'timeGridDay':
      return [startOfDay(date)];
    case 'listMonth':
      return run(monthStart, new Date(date.getFullYear(), date.getMonth() + 1, 0).getDate());
  }
}

/** The date the view shows after `steps` presses of the next (positive) or previous arrow. */
export function stepDate(view: ViewName, date: Date, steps: number): Date {
  if (view === 'timeGridWeek') return addDays(date, 7 * steps);
  if (view === 'timeGridDay') return addDays(date, steps);
  return new Date(date.getFullYear(), date.getMonth() + steps, 1);
}

/** The days `[first, last]` that a span from `start` to `end` (exclusive) touches. */
export function daySpan(start: Date, end: Date): { first: Date; last: Date } {
  const first = startOfDay(start);
  const lastMoment = new Date(Math.max(start.getTime(), end.getTime() - 1));
  return { first, last: startOfDay(lastMoment) };
}
