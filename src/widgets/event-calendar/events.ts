// The add-on's event records (as its server prints them into `HaECjson{id}`) turned into calendar
// entries and popup details. Only dates this module can read reach the calendar, so the calendar
// and the popup always agree about an event's times.
import { decodeEntities } from '../../settings/attribute';
import { addDays, startOfDay } from './dates';
import type { CalendarEntry } from './layout';
import { eventTime } from './format';

export const INVALID_END_TEXT = 'Invalid Data';

export interface EventDetails {
  title: string;
  /** Start and end as printed; `end` is '' when the event has none. */
  start: string;
  end: string;
  allDay: boolean;
  /** '' when the event links nowhere. */
  url: string;
  external: boolean;
  nofollow: boolean;
  guest: string;
  location: string;
  /** HTML, sanitised where it is shown. */
  description: string;
  image: string;
}

export interface MappedEvents {
  /** Calendar entries; each `id` is the index of its details. */
  entries: CalendarEntry[];
  details: EventDetails[];
  /** Records left out because they are not objects or have no readable start. */
  dropped: number;
}

export interface ParsedDate {
  date: Date;
  hasTime: boolean;
}

// What the server prints: `Y-m-d`, `Y-m-d H:i`, `Y-m-d H:i:s` (the add-on adds `:01` to ends) and
// ISO 8601 with `T`, fractions and an offset (Google Calendar).
const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

export function parseDate(value: unknown): ParsedDate | null {
  if (typeof value !== 'string') return null;
  const match = DATE.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s, ms, zone] = match;
  const f = [y, mo, d, h, mi, s].map((part) => Number(part ?? 0));
  const fraction = Number((ms ?? '0').padEnd(3, '0'));
  if (f[1] < 1 || f[1] > 12 || f[2] < 1 || f[2] > new Date(Date.UTC(f[0], f[1], 0)).getUTCDate()) return null;
  if (f[3] > 23 || f[4] > 59 || f[5] > 59) return null;
  if (zone && h === undefined) return null;
  let date: Date;
  if (zone) {
    const sign = zone[0] === '-' ? -1 : 1;
    const offset = zone.toUpperCase() === 'Z' ? 0 : sign * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(-2)));
    date = new Date(Date.UTC(f[0], f[1] - 1, f[2], f[3], f[4], f[5], fraction) - offset * 60_000);
  } else {
    date = new Date(f[0], f[1] - 1, f[2], f[3], f[4], f[5], fraction);
  }
  return { date, hasTime: h !== undefined };
}

/** The page builder's switchers and URL options: 'yes' / 'on' and friends are on. */
export function isOn(value: unknown): boolean {
  if (value === true || value === 1) return true;
  return typeof value === 'string' && ['yes', 'on', 'true', '1'].includes(value.trim().toLowerCase());
}

const text = (value: unknown): string =>
  typeof value === 'string' ? decodeEntities(value).trim() : typeof value === 'number' ? String(value) : '';

const SAFE_PROTOCOLS = ['http:', 'https:', 'mailto:', 'tel:'];

/**
 * A URL that is safe to put in an href (`kind` link) or an img src (`kind` image): relative or
 * http(s) (links also mailto and tel, images also data:image). '' for anything else, and for the
 * add-on's placeholder link '#'.
 */
export function safeUrl(value: unknown, kind: 'link' | 'image'): string {
  if (typeof value !== 'string') return '';
  const url = value.trim();
  if (url === '' || url === '#') return '';
  if (kind === 'image' && /^data:image\//i.test(url)) return url;
  let protocol: string;
  try {
    protocol = new URL(url, 'http://relative.invalid/').protocol;
  } catch {
    return '';
  }
  const allowed = kind === 'link' ? SAFE_PROTOCOLS : SAFE_PROTOCOLS.slice(0, 2);
  return allowed.includes(protocol) ? url : '';
}

const CLASS_NAME = /^-?[_a-zA-Z][-_a-zA-Z0-9]*$/;

export function mapEvents(records: readonly unknown[]): MappedEvents {
  const entries: CalendarEntry[] = [];
  const details: EventDetails[] = [];
  let dropped = 0;
  for (const record of records) {
    const raw = record && typeof record === 'object' && !Array.isArray(record) ? (record as Record<string, unknown>) : null;
    const start = raw ? parseDate(raw.start) : null;
    if (!raw || !start) {
      dropped++;
      continue;
    }
    const allDay = isOn(raw.allDay) || !start.hasTime;
    const end = typeof raw.end === 'string' ? raw.end.trim() : '';
    const item: EventDetails = {
      title: text(raw.title),
      start: (raw.start as string).trim(),
      end,
      allDay,
      url: safeUrl(raw.url, 'link'),
      external: isOn(raw.external),
      nofollow: isOn(raw.nofollow),
      guest: text(raw.guest),
      location: text(raw.location),
      description: typeof raw.description === 'string' ? raw.description : '',
      image: safeUrl(raw.image, 'image'),
    };
    const classNames = typeof raw.classNames === 'string' ? raw.classNames.split(/\s+/).filter((name) => CLASS_NAME.test(name)) : [];
    const hasEnd = endIsValid(item);
    entries.push({ id: details.length, title: item.title, ...entryTimes(item, start.date), hasEnd, allDay, classNames });
    details.push(item);
  }
  return { entries, details, dropped };
}

const HOUR = 3_600_000;

/**
 * Where the calendar draws an event: an all-day one over whole days, its end day not included (one
 * day when it has no usable end); a timed one until its end, or for an hour. An end the calendar
 * cannot use is left out; the popup still reports it.
 */
function entryTimes(details: EventDetails, start: Date): { start: Date; end: Date } {
  const end = endIsValid(details) ? parseDate(details.end)!.date : null;
  if (!details.allDay) return { start, end: end ?? new Date(start.getTime() + HOUR) };
  const firstDay = startOfDay(start);
  const endDay = end && startOfDay(end);
  return { start: firstDay, end: endDay && endDay > firstDay ? endDay : addDays(firstDay, 1) };
}

/** An end that is present, readable and after the start. */
function endIsValid(details: EventDetails): boolean {
  const start = parseDate(details.start);
  const end = parseDate(details.end);
  return !!start && !!end && end.date.getTime() > start.date.getTime();
}

/** An end is unusable when it is printed but cannot be read, or is not after the start. */
export function hasInvalidEnd(details: EventDetails): boolean {
  return details.end !== '' && !endIsValid(details);
}

export interface TimeTextOptions {
  allDayText: string;
  timeFormat: string;
  locale: string;
}

/**
 * The popup's time line: the all-day text, or start and end in the PHP time format, with
 * 'Invalid Data' in place of an unusable end. An event printed without an end shows its start.
 */
export function timeText(details: EventDetails, options: TimeTextOptions): string {
  if (details.allDay) return options.allDayText;
  const format = { timeFormat: options.timeFormat, language: options.locale };
  const start = parseDate(details.start);
  if (!start) return INVALID_END_TEXT;
  if (details.end === '') return eventTime(start.date, null, format);
  if (hasInvalidEnd(details)) return `${eventTime(start.date, null, format)} - ${INVALID_END_TEXT}`;
  return eventTime(start.date, parseDate(details.end)!.date, format);
}

export interface LinkAttributes {
  href: string;
  target?: '_blank';
  rel?: string;
}

/** The event's link: a new tab when external (without an opener), `nofollow` when asked. */
export function linkAttributes(details: EventDetails): LinkAttributes | null {
  if (!details.url) return null;
  const rel = [details.nofollow && 'nofollow', details.external && 'noopener'].filter(Boolean).join(' ');
  return {
    href: details.url,
    ...(details.external ? { target: '_blank' as const } : {}),
    ...(rel ? { rel } : {}),
  };
}
