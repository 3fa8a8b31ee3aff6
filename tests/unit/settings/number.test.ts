import { describe, expect, it } from 'vitest';
import { num } from '../../../src/settings/schema';
import { settingNumber } from '../../../src/settings/number';

describe('settingNumber', () => {
  const cases: [unknown, number][] = [
    [120, 120],
    ['120', 120],
    [' 80 ', 80],
    [{ unit: 'px', size: 180, sizes: [] }, 180],
    [{ size: '6' }, 6],
    [-4, -4],
    [0, 0],
    ['1e2', 100],
    ['', NaN],
    ['  ', NaN],
    ['tall', NaN],
    [null, NaN],
    [undefined, NaN],
    [true, NaN],
    [[1], NaN],
    [{ size: '' }, NaN],
    [{ x: 1 }, NaN],
    [NaN, NaN],
    [Infinity, Infinity],
  ];

  it('reads numbers, numeric text and slider sizes; NaN for anything else', () => {
    for (const [value, expected] of cases) expect(settingNumber(value), JSON.stringify(value)).toBe(expected);
  });

  it('is what the settings schema reads (the loader copies the same numbers for the premount stylesheet)', () => {
    const field = num(-999);
    for (const [value] of cases) {
      const read = field.coerce(value);
      const n = settingNumber(value);
      expect(Number.isFinite(n) ? n : undefined, JSON.stringify(value)).toBe(read.ok ? read.value : undefined);
    }
  });
});
