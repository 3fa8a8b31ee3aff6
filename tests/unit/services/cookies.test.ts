// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteCookie, getCookie, setCookie } from '../../../src/services/cookies';

afterEach(() => {
  for (const name of ['ha_close_fsb', 'tz', 'odd name', 'a']) deleteCookie(name);
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('cookies', () => {
  it('sets, reads and deletes a cookie', () => {
    setCookie('ha_close_fsb', 'yes', { days: 1 });
    expect(getCookie('ha_close_fsb')).toBe('yes');
    deleteCookie('ha_close_fsb');
    expect(getCookie('ha_close_fsb')).toBeUndefined();
  });

  it('round-trips names and values that need encoding, and tells similar names apart', () => {
    setCookie('tz', 'Europe/Berlin; +01:00');
    setCookie('odd name', 'ä=ö');
    setCookie('a', '1');
    expect(getCookie('tz')).toBe('Europe/Berlin; +01:00');
    expect(getCookie('odd name')).toBe('ä=ö');
    expect(getCookie('a')).toBe('1');
    expect(getCookie('t')).toBeUndefined();
  });

  it('writes path, SameSite and the expiry date', () => {
    vi.useFakeTimers({ now: new Date('2030-01-01T12:00:00Z') });
    const writes: string[] = [];
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => void writes.push(value));
    setCookie('ha_close_fsb', 'yes', { days: 2 });
    setCookie('tz', 'UTC', { path: '/shop', sameSite: 'None' });
    deleteCookie('tz', '/shop');
    expect(writes).toEqual([
      'ha_close_fsb=yes; path=/; SameSite=Lax; expires=Thu, 03 Jan 2030 12:00:00 GMT',
      'tz=UTC; path=/shop; SameSite=None; Secure',
      'tz=; path=/shop; expires=Thu, 01 Jan 1970 00:00:00 GMT',
    ]);
  });
});
