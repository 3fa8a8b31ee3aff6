import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_FORMAT, formatPhpDate, partsOf, type DateParts } from '../../../../src/widgets/event-calendar/php-time';

// Thursday 12 June 2025.
const at = (hour: number, minute = 0, second = 0): DateParts => ({ year: 2025, month: 5, day: 12, hour, minute, second });

describe('formatPhpDate: time tokens', () => {
  it('the default g:i a is a 12-hour clock without a leading zero and lower-case am/pm', () => {
    expect(DEFAULT_TIME_FORMAT).toBe('g:i a');
    expect(formatPhpDate(at(9, 5), 'g:i a')).toBe('9:05 am');
    expect(formatPhpDate(at(21, 30), 'g:i a')).toBe('9:30 pm');
  });

  it('midnight and noon are 12 on the 12-hour clock, 0 and 12 on the 24-hour clock', () => {
    expect(formatPhpDate(at(0, 0), 'g:i A')).toBe('12:00 AM');
    expect(formatPhpDate(at(12, 0), 'g:i A')).toBe('12:00 PM');
    expect(formatPhpDate(at(0, 7), 'G:i')).toBe('0:07');
    expect(formatPhpDate(at(12, 0), 'G')).toBe('12');
  });

  it('h and H pad the hour to two digits, G does not', () => {
    expect(formatPhpDate(at(7, 4), 'h:i')).toBe('07:04');
    expect(formatPhpDate(at(15, 4), 'h:i')).toBe('03:04');
    expect(formatPhpDate(at(7, 4), 'H:i')).toBe('07:04');
    expect(formatPhpDate(at(19, 4), 'H:i')).toBe('19:04');
    expect(formatPhpDate(at(7, 4), 'G:i')).toBe('7:04');
  });

  it('seconds and fractions', () => {
    expect(formatPhpDate(at(9, 0, 5), 'H:i:s')).toBe('09:00:05');
    expect(formatPhpDate({ ...at(9), millisecond: 42 }, 's.v')).toBe('00.042');
    expect(formatPhpDate({ ...at(9), millisecond: 42 }, 'u')).toBe('042000');
  });
});

describe('formatPhpDate: date tokens', () => {
  it('day, month and year numbers', () => {
    const parts: DateParts = { year: 2025, month: 2, day: 5, hour: 0, minute: 0, second: 0 };
    expect(formatPhpDate(parts, 'j/n/y')).toBe('5/3/25');
    expect(formatPhpDate(parts, 'd.m.Y')).toBe('05.03.2025');
  });

  it('weekday numbers: w counts from Sunday 0, N from Monday 1 to Sunday 7', () => {
    expect(formatPhpDate(at(9), 'w N')).toBe('4 4');
    const sunday: DateParts = { year: 2025, month: 5, day: 15, hour: 0, minute: 0, second: 0 };
    expect(formatPhpDate(sunday, 'w N')).toBe('0 7');
  });

  it('English ordinal suffixes, including 11th to 13th', () => {
    const suffix = (day: number) => formatPhpDate({ year: 2025, month: 0, day, hour: 0, minute: 0, second: 0 }, 'jS');
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 31].map(suffix)).toEqual([
      '1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '23rd', '31st',
    ]);
  });

  it('names of days and months in the calendar language', () => {
    expect(formatPhpDate(at(9), 'D, M j', 'en')).toBe('Thu, Jun 12');
    expect(formatPhpDate(at(9), 'l, F j', 'en')).toBe('Thursday, June 12');
    expect(formatPhpDate(at(9), 'l, j. F', 'de')).toBe('Donnerstag, 12. Juni');
    expect(formatPhpDate(at(9), 'l', 'fr')).toBe('jeudi');
  });
});

describe('formatPhpDate: literals', () => {
  it('letters that are no token print as themselves, and a backslash escapes a token', () => {
    expect(formatPhpDate(at(9), 'G:i \\U\\h\\r')).toBe('9:00 Uhr');
    expect(formatPhpDate(at(14, 15), 'H\\hi')).toBe('14h15');
    expect(formatPhpDate(at(9), 'G:i [x]')).toBe('9:00 [x]');
  });

  it('an empty format prints nothing; a trailing backslash is dropped', () => {
    expect(formatPhpDate(at(9), '')).toBe('');
    expect(formatPhpDate(at(9), 'G\\')).toBe('9');
  });
});

describe('partsOf', () => {
  it('reads the local wall clock of a Date', () => {
    expect(partsOf(new Date(2025, 5, 12, 18, 45, 9, 7))).toEqual({
      year: 2025, month: 5, day: 12, hour: 18, minute: 45, second: 9, millisecond: 7,
    });
  });
});
