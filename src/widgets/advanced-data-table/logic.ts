// Pure rules of the advanced data table: search, sort, paging and the status text, as the add-on's
// DataTables set-up behaved (its English texts, 10 rows a page, at most 7 page buttons).
//
// Why no table library: DataTables, the add-on's, needs jQuery, which this project does not ship.
// The well-kept framework-free ones (e.g. simple-datatables, Grid.js) re-render the table from data
// or rebuild its markup, which breaks the enhance contract (the server's rows are the rows, and
// unmount must put them back untouched); headless ones (TanStack Table) bring an API far larger
// than four small functions. These rules are a few dozen lines and fully unit-tested.

import { formatNumber, PLAIN } from '../../ui/number-format';

export const PAGE_LENGTHS = [10, 25, 50, 100];

/** Lower case without accents, so "sao" finds "São". */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/** A search: words, or "quoted phrases", all of which a row must hold. */
export function searchTerms(query: string): string[] {
  return [...fold(query).matchAll(/"([^"]*)"|(\S+)/g)].map((m) => (m[1] ?? m[2]).trim()).filter(Boolean);
}

/** Indices of the rows whose folded text holds every term of the query. */
export function filterRows(folded: readonly string[], query: string): number[] {
  const terms = searchTerms(query);
  return folded.flatMap((text, i) => (terms.every((term) => text.includes(term)) ? [i] : []));
}

export type SortDirection = 'ascending' | 'descending';
export interface SortState {
  column: number;
  direction: SortDirection;
}

/** A click on a column head: ascending first, then it flips. */
export function nextSort(current: SortState | null, column: number): SortState {
  const flip = current?.column === column && current.direction === 'ascending';
  return { column, direction: flip ? 'descending' : 'ascending' };
}

/** The number a cell shows, such as "$1,200.50", "-3" or "12 %"; null when it is not one. */
export function asNumber(text: string): number | null {
  const bare = text.replace(/[\s$€£¥₹%]/g, '').replace(/(\d),(?=\d{3}\b)/g, '$1');
  return /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(bare) ? Number(bare) : null;
}

// Made at the first sort: made as the module loads, it loaded the browser's locale data then, in one
// long task; the widget has it loaded in steps of its own once mounted (`loadIntl`).
let collator: Intl.Collator | undefined;

/**
 * Row indices in the order of one column. The column sorts by number when every filled cell of it
 * holds one, else as text (digit runs by value); empty cells come first; ties keep their order.
 */
export function sortRows(indices: readonly number[], column: readonly string[], direction: SortDirection): number[] {
  const numeric = column.some((v) => v !== '') && column.every((v) => v === '' || asNumber(v) !== null);
  const text = numeric ? null : (collator ??= new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' }));
  const compare = (a: string, b: string) => {
    if (a === '' || b === '') return (a === '' ? 0 : 1) - (b === '' ? 0 : 1);
    return text ? text.compare(a, b) : asNumber(a)! - asNumber(b)!;
  };
  const sign = direction === 'ascending' ? 1 : -1;
  return [...indices].sort((x, y) => sign * compare(column[x], column[y]));
}

/**
 * The numbered page buttons (pages from 0) with 'gap' where pages are left out: at most 7 items,
 * the first and last page always among them.
 */
export function pageItems(current: number, count: number): (number | 'gap')[] {
  const run = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);
  if (count <= 7) return run(0, count);
  if (current <= 3) return [...run(0, 5), 'gap', count - 1];
  if (current >= count - 4) return [0, 'gap', ...run(count - 5, count)];
  return [0, 'gap', current - 1, current, current + 1, 'gap', count - 1];
}

export interface View {
  /** Index (in the matching rows) of the first row shown, and one past the last. */
  start: number;
  end: number;
  page: number;
  pages: number;
}

/** The slice of `matching` rows a page shows; without paging, all of them. */
export function viewOf(matching: number, page: number, length: number | null): View {
  if (!length) return { start: 0, end: matching, page: 0, pages: matching ? 1 : 0 };
  const pages = Math.ceil(matching / length);
  const clamped = Math.max(0, Math.min(page, pages - 1));
  return { start: clamped * length, end: Math.min(matching, (clamped + 1) * length), page: clamped, pages };
}

// Grouped by hand: a first toLocaleString loads the browser's number format data in the middle of
// mounting.
const count = (n: number) => formatNumber(n, { ...PLAIN, group: ',' });

/** DataTables' status line, e.g. "Showing 1 to 10 of 12 entries (filtered from 57 total entries)". */
export function statusText(view: View, matching: number, total: number): string {
  const base = matching
    ? `Showing ${count(view.start + 1)} to ${count(view.end)} of ${count(matching)} entries`
    : 'Showing 0 to 0 of 0 entries';
  return matching === total ? base : `${base} (filtered from ${count(total)} total entries)`;
}
