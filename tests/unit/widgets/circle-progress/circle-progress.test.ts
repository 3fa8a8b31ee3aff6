import { describe, expect, it } from 'vitest';
import { circumference, dashOffset, printed, RADIUS, VIEW_SIZE } from '../../../../src/widgets/circle-progress/geometry';
import { circleProgressSchema, DEFAULT_CIRCLE_DURATION } from '../../../../src/widgets/circle-progress/settings';

const bp = { mobile: 767, tablet: 1024 };
const parse = (raw: Record<string, unknown>) => circleProgressSchema.parse(raw, 'desktop', bp);

describe('ha-circle-progress settings', () => {
  it('defaults: 0 of 100 over 1500 ms', () => {
    expect(DEFAULT_CIRCLE_DURATION).toBe(1500);
    expect(parse({})).toEqual({
      value: { current: 0, max: 100, prefix: '', suffix: '', label: '', duration: 1500 },
      problems: [],
    });
  });

  it('takes the configured duration, 0 included', () => {
    expect(parse({ duration: 3000 }).value.duration).toBe(3000);
    expect(parse({ duration: '800' }).value.duration).toBe(800);
    expect(parse({ duration: 0 }).value.duration).toBe(0);
  });

  it('bad values give the defaults and a problem line each', () => {
    const { value, problems } = parse({ current: 'x', max: -1, duration: 'slow' });
    expect(value).toMatchObject({ current: 0, max: 100, duration: 1500 });
    expect(problems).toEqual([
      'current "x" is not valid; using 0',
      'max -1 is not valid; using 100',
      'duration "slow" is not valid; using 1500',
    ]);
    expect(parse({ duration: -200 }).value.duration).toBe(1500);
  });
});

describe('the ring', () => {
  it('fits its 120-unit box with room for the stroke', () => {
    expect(VIEW_SIZE / 2 - RADIUS).toBe(6);
  });

  it('is 2πr long, printed with two decimals', () => {
    expect(circumference(RADIUS)).toBeCloseTo(339.292, 3);
    expect(printed(circumference(RADIUS))).toBe('339.29');
    expect(circumference(10)).toBeCloseTo(62.832, 3);
  });

  it('a dash offset of the whole length draws nothing, 0 draws it all', () => {
    const length = circumference(RADIUS);
    expect(dashOffset(length, 0)).toBe(length);
    expect(dashOffset(length, 100)).toBe(0);
    expect(dashOffset(length, 50)).toBeCloseTo(length / 2, 10);
    expect(printed(dashOffset(length, 72))).toBe('95.00');
    expect(printed(dashOffset(length, 45))).toBe('186.61');
  });

  it('keeps the share within 0..100', () => {
    const length = circumference(RADIUS);
    expect(dashOffset(length, 130)).toBe(0);
    expect(dashOffset(length, -10)).toBe(length);
  });
});
