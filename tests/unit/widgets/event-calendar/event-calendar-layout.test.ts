import { describe, expect, it } from 'vitest';
import { dayKey, daySpan, stepDate, visibleDays } from '../../../../src/widgets/event-calendar/dates';
import { columnHead, viewTitle } from '../../../../src/widgets/event-calendar/format';
import { isBar, listDays, rowSegments, sortEntries, timeSegments, type CalendarEntry } from '../../../../src/widgets/event-calendar/layout';

let nextId = 0;
function entry(title: string, start: Date, end: Date, allDay = false): CalendarEntry {
  return { id: nextId++, title, start, end, hasEnd: true, allDay, classNames: [] };
}
const day = (d: number, h = 0, m = 0) => new Date(2025, 5, d, h, m);
const keys = (days: Date[]) => days.map(dayKey);

describe('visibleDays and stepDate', () => {
  it('the month: six weeks from the week of its first day, on the first day of the week asked for', () => {
    const sunday = visibleDays('dayGridMonth', day(11), 0);
    expect(sunday).toHaveLength(42);
    expect(dayKey(sunday[0])).toBe('2025-06-01');
    expect(dayKey(sunday[41])).toBe('2025-07-12');
    const monday = visibleDays('dayGridMonth', day(11), 1);
    expect(dayKey(monday[0])).toBe('2025-05-26');
  });

  it('the week around the day, the day, and the list as the days of the month', () => {
    expect(keys(visibleDays('timeGridWeek', day(11), 0))).toEqual(['2025-06-08', '2025-06-09', '2025-06-10', '2025-06-11', '2025-06-12', '2025-06-13', '2025-06-14']);
    expect(dayKey(visibleDays('timeGridWeek', day(11), 1)[0])).toBe('2025-06-09');
    expect(keys(visibleDays('timeGridDay', day(11, 15), 0))).toEqual(['2025-06-11']);
    const list = visibleDays('listMonth', day(11), 0);
    expect([list.length, dayKey(list[0]), dayKey(list[29])]).toEqual([30, '2025-06-01', '2025-06-30']);
  });

  it('the arrows move by a month (to its first day), a week or a day, across years', () => {
    expect(dayKey(stepDate('dayGridMonth', day(30), 1))).toBe('2025-07-01');
    expect(dayKey(stepDate('listMonth', new Date(2025, 0, 15), -1))).toBe('2024-12-01');
    expect(dayKey(stepDate('timeGridWeek', day(11), -1))).toBe('2025-06-04');
    expect(dayKey(stepDate('timeGridDay', day(30), 1))).toBe('2025-07-01');
  });

  it('a span touches the days up to the last moment before its end', () => {
    expect(keys(Object.values(daySpan(day(12, 22), day(13, 0))))).toEqual(['2025-06-12', '2025-06-12']);
    expect(keys(Object.values(daySpan(day(12, 22), day(13, 0, 30))))).toEqual(['2025-06-12', '2025-06-13']);
  });
});

describe('sortEntries and isBar', () => {
  it('earlier first; at the same start the longer, then the all-day one, then by title', () => {
    const sorted = sortEntries([
      entry('late', day(12, 9), day(12, 10)),
      entry('b short', day(12, 8), day(12, 9)),
      entry('a short', day(12, 8), day(12, 9)),
      entry('long', day(12, 8), day(12, 11)),
      entry('all day', day(12), day(13), true),
      entry('timed from midnight', day(12), day(13)),
    ]);
    expect(sorted.map((e) => e.title)).toEqual(['all day', 'timed from midnight', 'long', 'a short', 'b short', 'late']);
  });

  it('a bar: all-day, or timed over more than one day', () => {
    expect(isBar(entry('a', day(12), day(13), true))).toBe(true);
    expect(isBar(entry('b', day(12, 22), day(13, 2)))).toBe(true);
    expect(isBar(entry('c', day(12, 9), day(12, 10)))).toBe(false);
    expect(isBar(entry('d', day(12, 22), day(13, 0)))).toBe(false);
  });
});

describe('rowSegments', () => {
  const week = visibleDays('timeGridWeek', day(11), 0);

  it('an event over the days it covers in the row, cut at the row and marked where it goes on', () => {
    const [conference] = rowSegments([entry('conference', day(6), day(10), true)], week);
    expect(conference).toMatchObject({ from: 0, to: 1, starts: false, ends: true, level: 0 });
    const [trip] = rowSegments([entry('trip', day(13), day(17), true)], week);
    expect(trip).toMatchObject({ from: 5, to: 6, starts: true, ends: false });
    expect(rowSegments([entry('before', day(1), day(8), true), entry('after', day(15, 9), day(15, 10))], week)).toEqual([]);
  });

  it('each event takes the first line free on all its days; in day order, then line order', () => {
    const segments = rowSegments(
      sortEntries([
        entry('long', day(9), day(13), true),
        entry('first', day(8, 9), day(8, 10)),
        entry('mid', day(10, 9), day(10, 10)),
        entry('mid later', day(10, 12), day(10, 13)),
        entry('after', day(13, 9), day(13, 10)),
      ]),
      week,
    );
    expect(segments.map((s) => [s.entry.title, s.from, s.level])).toEqual([
      ['first', 0, 0],
      ['long', 1, 0],
      ['mid', 2, 1],
      ['mid later', 2, 2],
      ['after', 5, 0],
    ]);
  });
});

describe('timeSegments', () => {
  it('minutes from the day\'s midnight, cut at the day, timed events only', () => {
    const events = [entry('night', day(11, 22), day(12, 2)), entry('all day', day(12), day(13), true), entry('morning', day(12, 9), day(12, 10, 30))];
    const segments = timeSegments(events, day(12));
    expect(segments.map((s) => [s.entry.title, s.top, s.bottom, s.starts, s.ends])).toEqual([
      ['night', 0, 120, false, true],
      ['morning', 540, 630, true, true],
    ]);
    expect(timeSegments(events, day(11)).map((s) => [s.top, s.bottom, s.ends])).toEqual([[1320, 1440, false]]);
  });

  it('overlapping events share the width; a group ends where none of it runs on', () => {
    const segments = timeSegments(
      [
        entry('a', day(12, 9), day(12, 11)),
        entry('b', day(12, 9, 30), day(12, 10)),
        entry('c', day(12, 10), day(12, 12)),
        entry('d', day(12, 13), day(12, 14)),
      ],
      day(12),
    );
    expect(segments.map((s) => [s.entry.title, s.column, s.columns])).toEqual([
      ['a', 0, 2],
      ['b', 1, 2],
      ['c', 1, 2],
      ['d', 0, 1],
    ]);
  });
});

describe('listDays', () => {
  it('each day with events, an event on each of its days, marked where it starts and ends', () => {
    const days = visibleDays('listMonth', day(11), 0);
    const groups = listDays(sortEntries([entry('conference', day(24), day(27), true), entry('talk', day(5, 18), day(5, 20))]), days);
    expect(groups.map((g) => [dayKey(g.day), g.items.map((i) => `${i.entry.title} ${i.starts} ${i.ends}`)])).toEqual([
      ['2025-06-05', ['talk true true']],
      ['2025-06-24', ['conference true false']],
      ['2025-06-25', ['conference false false']],
      ['2025-06-26', ['conference false true']],
    ]);
  });
});

describe('titles and heads', () => {
  it('month, week range, day; the month view names the month its middle is in', () => {
    expect(viewTitle('dayGridMonth', visibleDays('dayGridMonth', day(11), 0), 'en')).toBe('June 2025');
    expect(viewTitle('timeGridWeek', visibleDays('timeGridWeek', day(11), 0), 'en').replace(/\s/g, ' ')).toBe('Jun 8 – 14, 2025');
    expect(viewTitle('timeGridDay', [day(11)], 'en')).toBe('June 11, 2025');
    expect(viewTitle('listMonth', visibleDays('listMonth', day(11), 0), 'de')).toBe('Juni 2025');
  });

  it('weekday in the month, weekday and date without commas in the week, the full weekday in a day', () => {
    expect(columnHead('dayGridMonth', day(8), 'en')).toBe('Sun');
    expect(columnHead('timeGridWeek', day(8), 'en')).toBe('Sun 6/8');
    expect(columnHead('timeGridWeek', day(9), 'de')).toBe('Mo. 9.6.');
    expect(columnHead('timeGridDay', day(11), 'en')).toBe('Wednesday');
  });

  it('a language tag Intl refuses falls back to English', () => {
    expect(viewTitle('timeGridDay', [day(11)], 'xx-!!')).toBe('June 11, 2025');
  });
});
