import { describe, expect, it, vi } from 'vitest';
import { localTimeZone, readDisplayConditions } from '../../../src/extensions/display-conditions/rules';

describe('display conditions', () => {
  it('are on with true or an object, with the cookie named or the default; a bad name gives the default and a warning', () => {
    const warn = vi.fn();
    expect(readDisplayConditions(true, warn)).toEqual({ timeZoneCookie: 'ha_local_time_zone' });
    expect(readDisplayConditions({ timeZoneCookie: 'site_tz' }, warn)).toEqual({ timeZoneCookie: 'site_tz' });
    expect(readDisplayConditions(false, warn)).toBeNull();
    expect(readDisplayConditions('yes', warn)).toBeNull();
    expect(readDisplayConditions({ timeZoneCookie: 'a; b=c' }, warn)).toEqual({ timeZoneCookie: 'ha_local_time_zone' });
    expect(warn).toHaveBeenCalledOnce();
  });

  it("give the browser's time zone, or the UTC offset where it names none", () => {
    expect(localTimeZone(new Date(), () => 'Europe/Paris')).toBe('Europe/Paris');
    const date = { getTimezoneOffset: () => -330 } as Date;
    expect(localTimeZone(date, () => '')).toBe('UTC+05:30');
    expect(localTimeZone({ getTimezoneOffset: () => 240 } as Date, () => { throw new Error('no Intl'); })).toBe('UTC-04:00');
  });
});
