// Where each event goes in a view: bars across a row of days (the month's weeks, the all-day row),
// boxes in a day's time column (the week and day views), and rows under each day (the list).
import { addDays, daySpan } from './dates';

/** An event as the calendar draws it; `id` is the index of its details, `end` is exclusive. */
export interface CalendarEntry {
  id: number;
  title: string;
  start: Date;
  end: Date;
  /** Whether the event has an end of its own (else `end` is the default length, and no time shows it). */
  hasEnd: boolean;
  allDay: boolean;
  classNames: string[];
}

const DAY = 86_400_000;
const MINUTES_PER_DAY = 1440;
const daysBetween = (a: Date, b: Date) => Math.round((b.getTime() - a.getTime()) / DAY);

/** Earlier first; on the same start the longer, then the all-day one, then by title. */
export function sortEntries(entries: readonly CalendarEntry[]): CalendarEntry[] {
  const length = (entry: CalendarEntry) => entry.end.getTime() - entry.start.getTime();
  return [...entries].sort(
    (a, b) =>
      a.start.getTime() - b.start.getTime() ||
      length(b) - length(a) ||
      Number(b.allDay) - Number(a.allDay) ||
      a.title.localeCompare(b.title),
  );
}

/** Whether an event is drawn as a bar in a row of days: all-day, or over more than one day. */
export function isBar(entry: CalendarEntry): boolean {
  const { first, last } = daySpan(entry.start, entry.end);
  return entry.allDay || first.getTime() !== last.getTime();
}

export interface RowSegment {
  entry: CalendarEntry;
  /** The first and last of the row's days it covers, counted from 0. */
  from: number;
  to: number;
  /** Whether the event starts and ends within the row (or goes on beyond it). */
  starts: boolean;
  ends: boolean;
  /** Its line in the row: 0 is the top one; an event takes the first line free on all its days. */
  level: number;
}

/** The parts of `entries` (sorted) in a row of consecutive `days`, in day order, then line order. */
export function rowSegments(entries: readonly CalendarEntry[], days: readonly Date[]): RowSegment[] {
  const taken: boolean[][] = [];
  const segments: RowSegment[] = [];
  for (const entry of entries) {
    const span = daySpan(entry.start, entry.end);
    const from = daysBetween(days[0], span.first);
    const to = daysBetween(days[0], span.last);
    if (to < 0 || from >= days.length) continue;
    const first = Math.max(from, 0);
    const last = Math.min(to, days.length - 1);
    let level = 0;
    while (taken[level]?.slice(first, last + 1).some(Boolean)) level++;
    (taken[level] ??= days.map(() => false)).fill(true, first, last + 1);
    segments.push({ entry, from: first, to: last, starts: from >= 0, ends: to < days.length, level });
  }
  return segments.sort((a, b) => a.from - b.from || a.level - b.level);
}

export interface TimeSegment {
  entry: CalendarEntry;
  /** Minutes after the day's midnight: where the box starts and ends in the day. */
  top: number;
  bottom: number;
  starts: boolean;
  ends: boolean;
  /** Events at the same time share the width: this one's column, of `columns`. */
  column: number;
  columns: number;
}

/** The timed events in `day`'s column, side by side where their times overlap. */
export function timeSegments(entries: readonly CalendarEntry[], day: Date): TimeSegment[] {
  const dayStart = day.getTime();
  const dayEnd = addDays(day, 1).getTime();
  const minutes = (time: number) => Math.round((time - dayStart) / 60_000);
  const segments = entries
    .filter((entry) => !entry.allDay && entry.start.getTime() < dayEnd && entry.end.getTime() > dayStart)
    .map((entry) => ({
      entry,
      top: Math.max(0, minutes(entry.start.getTime())),
      bottom: Math.min(MINUTES_PER_DAY, minutes(entry.end.getTime())),
      starts: entry.start.getTime() >= dayStart,
      ends: entry.end.getTime() <= dayEnd,
      column: 0,
      columns: 1,
    }))
    .sort((a, b) => a.top - b.top || b.bottom - a.bottom);

  // Overlapping events form a group; each takes the first column free at its start.
  let group: TimeSegment[] = [];
  let groupEnd = -1;
  const closeGroup = () => {
    const columns = Math.max(0, ...group.map((segment) => segment.column)) + 1;
    for (const segment of group) segment.columns = columns;
  };
  for (const segment of segments) {
    if (segment.top >= groupEnd) {
      closeGroup();
      group = [];
    }
    const busy = new Set(group.filter((other) => other.bottom > segment.top).map((other) => other.column));
    while (busy.has(segment.column)) segment.column++;
    group.push(segment);
    groupEnd = Math.max(groupEnd, segment.bottom);
  }
  closeGroup();
  return segments;
}

export interface ListItem {
  entry: CalendarEntry;
  starts: boolean;
  ends: boolean;
}

/** Each of `days` that has events, with its events (sorted) in order. */
export function listDays(entries: readonly CalendarEntry[], days: readonly Date[]): { day: Date; items: ListItem[] }[] {
  return days
    .map((day) => ({
      day,
      items: entries.flatMap((entry) => {
        const span = daySpan(entry.start, entry.end);
        if (span.first > day || span.last < day) return [];
        return [{ entry, starts: span.first.getTime() === day.getTime(), ends: span.last.getTime() === day.getTime() }];
      }),
    }))
    .filter(({ items }) => items.length > 0);
}
