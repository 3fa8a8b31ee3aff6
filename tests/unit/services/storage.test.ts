// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readStored, removeStored, writeStored } from '../../../src/services/storage';

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('storage', () => {
  it('round-trips JSON values and stores them as { value, expires }', () => {
    writeStored('ha-evergreen-1', { due: 123, interval: 60 });
    expect(readStored('ha-evergreen-1')).toEqual({ due: 123, interval: 60 });
    expect(JSON.parse(localStorage.getItem('ha-evergreen-1')!)).toEqual({ value: { due: 123, interval: 60 }, expires: null });
    expect(readStored('missing')).toBeUndefined();
  });

  it('keeps a value until its expiry, then removes it when read', () => {
    vi.useFakeTimers({ now: new Date('2030-01-01T00:00:00Z') });
    writeStored('ha-age-gate-expire-time', 'yes', 60_000);
    vi.advanceTimersByTime(59_999);
    expect(readStored('ha-age-gate-expire-time')).toBe('yes');
    vi.advanceTimersByTime(1);
    expect(readStored('ha-age-gate-expire-time')).toBeUndefined();
    expect(localStorage.getItem('ha-age-gate-expire-time')).toBeNull();
  });

  it('ignores values it did not write, without deleting them', () => {
    localStorage.setItem('foreign', 'not json');
    localStorage.setItem('other', JSON.stringify({ expires: 5 }));
    expect(readStored('foreign')).toBeUndefined();
    expect(readStored('other')).toBeUndefined();
    expect(localStorage.getItem('foreign')).toBe('not json');
  });

  it('removes a value', () => {
    writeStored('k', 1);
    removeStored('k');
    expect(readStored('k')).toBeUndefined();
  });

  it('tolerates storage whose methods throw (quota, private mode)', () => {
    const fail = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    vi.stubGlobal('localStorage', { getItem: fail, setItem: fail, removeItem: fail });
    expect(() => writeStored('k', 1, 1000)).not.toThrow();
    expect(readStored('k')).toBeUndefined();
    expect(() => removeStored('k')).not.toThrow();
  });

  it('tolerates storage that cannot even be reached (blocked by the browser)', () => {
    const original = Object.getOwnPropertyDescriptor(globalThis, 'localStorage')!;
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied', 'SecurityError');
      },
    });
    try {
      expect(() => writeStored('k', 1)).not.toThrow();
      expect(readStored('k')).toBeUndefined();
      expect(() => removeStored('k')).not.toThrow();
    } finally {
      Object.defineProperty(globalThis, 'localStorage', original);
    }
  });
});
