import { describe, expect, it } from 'vitest';
import { BAR_DURATION, progressBarSchema } from '../../../../src/widgets/progress-bar/settings';

const bp = { mobile: 767, tablet: 1024 };
const parse = (raw: Record<string, unknown>) => progressBarSchema.parse(raw, 'desktop', bp);

describe('ha-progress-bar settings', () => {
  it('defaults: 0 of 100, no prefix, suffix or label', () => {
    expect(parse({})).toEqual({ value: { current: 0, max: 100, prefix: '', suffix: '', label: '' }, problems: [] });
  });

  it('reads the printed settings', () => {
    const { value, problems } = parse({ current: 750, max: 1000, prefix: 'Raised ', suffix: ' of the goal', label: 'Funding' });
    expect(value).toEqual({ current: 750, max: 1000, prefix: 'Raised ', suffix: ' of the goal', label: 'Funding' });
    expect(problems).toEqual([]);
  });

  it('bad numbers give the defaults and one problem line each', () => {
    const { value, problems } = parse({ current: 'lots', max: 0, label: 42 });
    expect(value).toMatchObject({ current: 0, max: 100, label: '42' });
    expect(problems).toEqual(['current "lots" is not valid; using 0', 'max 0 is not valid; using 100']);
  });

  it('has no duration: the bar always takes 1000 ms', () => {
    expect(BAR_DURATION).toBe(1000);
    expect(parse({ current: 40, duration: 4000 }).value).not.toHaveProperty('duration');
  });
});
