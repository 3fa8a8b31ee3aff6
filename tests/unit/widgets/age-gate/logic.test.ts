import { describe, expect, it } from 'vitest';
import { ageByYear, expiryAfter, isOldEnough, storedState } from '../../../../src/widgets/age-gate/logic';

const NOW = new Date('2026-11-28T12:00:00');

describe('age gate expiry', () => {
  it('is now plus the days, or nothing kept for 0 days', () => {
    expect(expiryAfter(NOW, 7)?.getTime()).toBe(NOW.getTime() + 7 * 86_400_000);
    expect(expiryAfter(NOW, 0.5)?.getTime()).toBe(NOW.getTime() + 43_200_000);
    expect(expiryAfter(NOW, 0)).toBeNull();
    expect(expiryAfter(NOW, -3)).toBeNull();
    expect(expiryAfter(NOW, Number.NaN)).toBeNull();
  });

  it('reads a stored date as valid until it passes, then expired; nothing stored is none', () => {
    const expires = expiryAfter(NOW, 7)!.toISOString();
    expect(storedState(expires, NOW)).toBe('valid');
    expect(storedState(expires, new Date(Date.parse(expires)))).toBe('valid');
    expect(storedState(expires, new Date(Date.parse(expires) + 1))).toBe('expired');
    expect(storedState(null, NOW)).toBe('none');
    expect(storedState('', NOW)).toBe('none');
  });

  it("reads the add-on's own Date#toString() format, and takes anything unreadable as expired", () => {
    const later = new Date('2026-12-05T12:00:00');
    expect(storedState(later.toString(), NOW)).toBe('valid');
    expect(storedState(new Date('2026-11-01T00:00:00').toString(), NOW)).toBe('expired');
    expect(storedState('Invalid Date', NOW)).toBe('expired');
    expect(storedState('yes', NOW)).toBe('expired');
  });
});

describe('age gate date of birth', () => {
  it('counts the current year minus the birth year, ignoring month and day', () => {
    expect(ageByYear('2008-12-31', NOW)).toBe(18);
    expect(ageByYear('2008-01-01', NOW)).toBe(18);
    expect(ageByYear('2009-01-01', NOW)).toBe(17);
    expect(ageByYear(' 1990-06-15 ', NOW)).toBe(36);
  });

  it('refuses what is not a date', () => {
    expect(ageByYear('', NOW)).toBeNull();
    expect(ageByYear('15/06/1990', NOW)).toBeNull();
    expect(ageByYear('1990', NOW)).toBeNull();
  });

  it('lets in at the required age and above, not below or without a date', () => {
    expect(isOldEnough('2008-12-31', 18, NOW)).toBe(true);
    expect(isOldEnough('2009-01-01', 18, NOW)).toBe(false);
    expect(isOldEnough('2005-05-05', 21, NOW)).toBe(true);
    expect(isOldEnough('2006-05-05', 21, NOW)).toBe(false);
    expect(isOldEnough('', 18, NOW)).toBe(false);
    expect(isOldEnough('2026-11-28', 0, NOW)).toBe(true);
  });
});
