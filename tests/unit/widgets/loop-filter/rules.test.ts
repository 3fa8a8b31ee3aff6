import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ALL_TERMS,
  SEPARATORS,
  filteredHref,
  logicalJoinOf,
  nextTerms,
  operatorOf,
  queryValue,
  widgetFilters,
  type LoopFilter,
} from '../../../../src/widgets/loop-filter/rules';

const filter = (terms: string[], logicalJoin: string, selectedTaxonomy = 'category'): LoopFilter => ({
  filterType: 'taxonomy',
  filterData: { terms, selectedTaxonomy, logicalJoin },
});

describe('loop filter rules', () => {
  it('accepts AND and OR as the logical join, in any case, and nothing else', () => {
    expect(logicalJoinOf('AND')).toBe('AND');
    expect(logicalJoinOf(' or ')).toBe('OR');
    for (const bad of ['XOR', '', 'NOT', undefined, 1, null]) expect(logicalJoinOf(bad)).toBeNull();
  });

  it('maps joins to operators and operators to the spec separators', () => {
    expect(operatorOf('AND')).toBe('AND');
    expect(operatorOf('OR')).toBe('IN');
    expect(SEPARATORS).toEqual({ AND: '+', IN: '~', 'NOT IN': '!' });
  });

  it('single selection: a term replaces the pressed one, the pressed one again or All clears', () => {
    expect(nextTerms([], 'news', false)).toEqual(['news']);
    expect(nextTerms(['news'], 'design', false)).toEqual(['design']);
    expect(nextTerms(['news'], 'news', false)).toEqual([]);
    expect(nextTerms(['news'], ALL_TERMS, false)).toEqual([]);
  });

  it('multiple selection: a term toggles in the set, All clears it', () => {
    expect(nextTerms(['news'], 'design', true)).toEqual(['news', 'design']);
    expect(nextTerms(['news', 'design'], 'news', true)).toEqual(['design']);
    expect(nextTerms(['news', 'design'], ALL_TERMS, true)).toEqual([]);
  });

  it('builds widget_filters per type and taxonomy; empty filters and bad joins add nothing', () => {
    expect(
      widgetFilters({
        a: filter(['news'], 'AND'),
        b: filter(['x'], 'XOR'),
        c: filter([], 'OR', 'post_tag'),
        d: undefined,
        e: filter(['red'], 'or', 'colour'),
      }),
    ).toEqual({ taxonomy: { category: { terms: ['news'], logicalJoin: 'AND' }, colour: { terms: ['red'], logicalJoin: 'OR' } } });
    // Two filters on one taxonomy share it: terms merged once each, the later join.
    expect(widgetFilters({ a: filter(['news', 'design'], 'AND'), b: filter(['design', 'travel'], 'OR') })).toEqual({
      taxonomy: { category: { terms: ['news', 'design', 'travel'], logicalJoin: 'OR' } },
    });
    expect(widgetFilters({})).toEqual({});
  });

  it('writes query values with their separators', () => {
    expect(queryValue(['news', 'design'], 'AND')).toBe('news+design');
    expect(queryValue(['news', 'design'], 'IN')).toBe('news~design');
    expect(queryValue(['news'], 'NOT IN')).toBe('news');
    expect(queryValue(['a b', 'c&d'], 'AND')).toBe('a%20b+c%26d');
  });

  it("writes the grid's filters into the address, drops its page number and its old filters, keeps the rest", () => {
    const href = 'https://site.test/blog/?keep=1&e-page-g1=3&e-filter-g1-post_tag=old&e-page-g2=2&e-filter-g2-category=x#top';
    expect(filteredHref(href, 'g1', { taxonomy: { category: { terms: ['news', 'design'], logicalJoin: 'AND' } } })).toBe(
      'https://site.test/blog/?keep=1&e-page-g2=2&e-filter-g2-category=x&e-filter-g1-category=news+design#top',
    );
    expect(filteredHref(href, 'g1', { taxonomy: { category: { terms: ['a', 'b'], logicalJoin: 'OR' } } })).toContain('e-filter-g1-category=a~b');
    expect(filteredHref('https://site.test/blog/?e-page-g1=2', 'g1', {})).toBe('https://site.test/blog/');
  });
});

describe('the build lists built types that do not start with ha- for the loader', () => {
  it('otherTypes', async () => {
    const root = path.resolve(__dirname, '../../../..');
    const { otherTypes } = await import(/* @vite-ignore */ pathToFileURL(path.join(root, 'build.mjs')).href);
    expect(otherTypes({ a: { types: ['ha-a'] }, b: { types: ['taxonomy-filter', 'ha-b'] } })).toEqual(['taxonomy-filter']);
  });
});
