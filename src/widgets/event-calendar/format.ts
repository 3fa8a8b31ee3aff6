// Dates in the calendar's language through Intl: the toolbar's title, the column heads, the hours
// beside the time grid and the list's day lines. Event times use the add-on's PHP format instead.
import { formatPhpDate, partsOf } from './php-time';
import type { ViewName } from './dates';

const formats = new Map<string, Intl.DateTimeFormat>();

function format(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language} ${JSON.stringify(options)}`;
  let formatter = formats.get(key);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat(language, options);
    } catch {
      formatter = new Intl.DateTimeFormat('en', options);
    }
    formats.set(key, formatter);
  }
  return formatter;
}

const MONTH_YEAR: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long' };
const WEEK_RANGE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };
const FULL_DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' };

/** The toolbar's title for the days a view shows. */
export function viewTitle(view: ViewName, days: readonly Date[], language: string): string {
  if (view === 'timeGridWeek') return format(language, WEEK_RANGE).formatRange(days[0], days[days.length - 1]);
  if (view === 'timeGridDay') return format(language, FULL_DAY).format(days[0]);
  // The month view's first days may be in the month before: its middle day is in the month.
  return format(language, MONTH_YEAR).format(days[Math.floor(days.length / 2)]);
}

/** A column's head: the weekday in the month, weekday and date in the week, the weekday alone in a day. */
export function columnHead(view: ViewName, day: Date, language: string): string {
  if (view === 'dayGridMonth') return format(language, { weekday: 'short' }).format(day);
  if (view === 'timeGridDay') return format(language, { weekday: 'long' }).format(day);
  return format(language, { weekday: 'short', month: 'numeric', day: 'numeric' }).format(day).replace(/,/g, '');
}

/** An hour beside the time grid. */
export const hourLabel = (hour: number, language: string): string => format(language, { hour: 'numeric' }).format(new Date(2000, 0, 1, hour));

/** The list's line for a day: the weekday, and the date beside it. */
export function listDayTexts(day: Date, language: string): [weekday: string, date: string] {
  return [format(language, { weekday: 'long' }).format(day), format(language, FULL_DAY).format(day)];
}

export interface TimeFormat {
  timeFormat: string;
  language: string;
}

/** An event's time in the add-on's PHP format: its start, or start and end. */
export function eventTime(start: Date, end: Date | null, { timeFormat, language }: TimeFormat): string {
  const text = (date: Date) => formatPhpDate(partsOf(date), timeFormat, language);
  return end ? `${text(start)} - ${text(end)}` : text(start);
}
