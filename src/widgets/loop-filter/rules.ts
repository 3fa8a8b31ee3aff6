// Pure rules of the page builder's loop filter: which terms a click leaves pressed, the filters a
// grid's refresh sends, and the query string that says which filters are on.

export type LogicalJoin = 'AND' | 'OR';
export type Operator = 'AND' | 'IN' | 'NOT IN';

/** The filter button that stands for "no filter". */
export const ALL_TERMS = '__all';

/** Spec section 9: each operator's separator between terms in the query string. */
export const SEPARATORS: Record<Operator, string> = { AND: '+', IN: '~', 'NOT IN': '!' };

/** The query parameter prefix; a parameter is `e-filter-{gridId}-{taxonomy}`. */
export const FILTER_PARAM = 'e-filter';
/** The grid's page-number parameter, dropped when its filters change (page 3 of a new result is meaningless). */
export const PAGE_PARAM = 'e-page';

export interface FilterData {
  terms: string[];
  selectedTaxonomy: string;
  logicalJoin: string;
}

/** One filter widget's entry in its grid's store. */
export interface LoopFilter {
  filterType: string;
  filterData: FilterData;
}

/** Spec section 5: the logical operator must be AND or OR, otherwise filtering is off. */
export function logicalJoinOf(value: unknown): LogicalJoin | null {
  const text = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return text === 'AND' || text === 'OR' ? text : null;
}

export const operatorOf = (join: LogicalJoin): Operator => (join === 'AND' ? 'AND' : 'IN');

/** The pressed terms after a click on `clicked`; empty means "all". */
export function nextTerms(pressed: readonly string[], clicked: string, multiple: boolean): string[] {
  if (clicked === ALL_TERMS) return [];
  const on = pressed.includes(clicked);
  if (!multiple) return on ? [] : [clicked];
  return on ? pressed.filter((term) => term !== clicked) : [...pressed, clicked];
}

export interface TaxonomyFilter {
  terms: string[];
  logicalJoin: LogicalJoin;
}

export interface WidgetFilters {
  [filterType: string]: Record<string, TaxonomyFilter>;
}

/**
 * The `widget_filters` of a refresh: per filter type and taxonomy, the terms and their join. A filter
 * with no terms or a join that is neither AND nor OR adds nothing; two filters on one taxonomy
 * share it (the later one's join wins, terms are merged).
 */
export function widgetFilters(filters: Record<string, LoopFilter | undefined>): WidgetFilters {
  const out: WidgetFilters = {};
  for (const filter of Object.values(filters)) {
    const join = logicalJoinOf(filter?.filterData.logicalJoin);
    const taxonomy = filter?.filterData.selectedTaxonomy;
    if (!filter || !join || !taxonomy || !filter.filterData.terms.length) continue;
    const byTaxonomy = (out[filter.filterType] ??= {});
    const terms = [...new Set([...(byTaxonomy[taxonomy]?.terms ?? []), ...filter.filterData.terms])];
    byTaxonomy[taxonomy] = { terms, logicalJoin: join };
  }
  return out;
}

/** `a+b` for AND, `a~b` for OR (IN), `a!b` for NOT IN; each term URL-encoded. */
export function queryValue(terms: readonly string[], operator: Operator): string {
  return terms.map(encodeURIComponent).join(SEPARATORS[operator]);
}

const paramName = (gridId: string, taxonomy: string) => `${FILTER_PARAM}-${gridId}-${taxonomy}`;

/**
 * The address with the grid's filters written as `e-filter-{gridId}-{taxonomy}` (literal separators,
 * as the page builder writes them), the grid's other filter parameters and `e-page-{gridId}` gone,
 * every other parameter kept as it was.
 */
export function filteredHref(href: string, gridId: string, filters: WidgetFilters): string {
  const url = new URL(href);
  const own = `${FILTER_PARAM}-${gridId}-`;
  const kept = url.search
    .slice(1)
    .split('&')
    .filter((pair) => {
      if (!pair) return false;
      const name = safeDecode(pair.split('=')[0]);
      return !name.startsWith(own) && name !== `${PAGE_PARAM}-${gridId}`;
    });
  for (const byTaxonomy of Object.values(filters))
    for (const [taxonomy, filter] of Object.entries(byTaxonomy))
      kept.push(`${encodeURIComponent(paramName(gridId, taxonomy))}=${queryValue(filter.terms, operatorOf(filter.logicalJoin))}`);
  url.search = kept.length ? `?${kept.join('&')}` : '';
  return url.href;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}
