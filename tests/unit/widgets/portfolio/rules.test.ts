import { describe, expect, it } from 'vitest';
import { nextLimit, pageOf, ratioOf } from '../../../../src/widgets/portfolio/rules';
import { portfolioSchema } from '../../../../src/widgets/portfolio/settings';

const parse = (raw: Record<string, unknown>) => portfolioSchema.parse(raw, 'desktop', { mobile: 767, tablet: 1024 });

describe('portfolio paging', () => {
  it('shows up to the limit of the matching items and keeps the more button while some remain', () => {
    expect(pageOf(14, 6)).toEqual({ shown: 6, more: true });
    expect(pageOf(14, 12)).toEqual({ shown: 12, more: true });
    expect(pageOf(14, 18)).toEqual({ shown: 14, more: false });
    expect(pageOf(6, 6)).toEqual({ shown: 6, more: false });
    expect(pageOf(0, 6)).toEqual({ shown: 0, more: false });
  });

  it('the more button reveals the next perPage items', () => {
    expect(nextLimit(6, 6)).toBe(12);
    expect(nextLimit(4, 4)).toBe(8);
  });

  it('reads an image ratio only from usable sizes', () => {
    expect(ratioOf(400, 200)).toBe(2);
    expect(ratioOf(0, 200)).toBeUndefined();
    expect(ratioOf(400, 0)).toBeUndefined();
    expect(ratioOf(Number.NaN, 1)).toBeUndefined();
  });
});

describe('portfolio settings', () => {
  it('has the spec defaults: masonry, 3 columns, 6 per page, justify height 300', () => {
    expect(parse({}).value).toEqual({ layoutType: 'masonry', columns: 3, perPage: 6, justifyHeight: 300 });
    expect(parse({}).problems).toEqual([]);
  });

  it('gives the default, not the nearest bound, for values out of range, and says so', () => {
    const { value, problems } = parse({ layoutType: 'grid', columns: 9, perPage: -2, justifyHeight: 0 });
    expect(value).toEqual({ layoutType: 'masonry', columns: 3, perPage: 6, justifyHeight: 300 });
    expect(problems).toHaveLength(4);
    expect(parse({ layoutType: 'justify', columns: '4', perPage: '8', justifyHeight: { size: 240, unit: 'px' } }).value).toEqual({
      layoutType: 'justify',
      columns: 4,
      perPage: 8,
      justifyHeight: 240,
    });
  });
});
