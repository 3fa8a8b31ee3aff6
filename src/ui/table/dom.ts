// Table markup helpers shared by the table widgets. Everything they change can be put back exactly.
import { planEmptyRows } from './empty-rows';
import { placeCells, spanOf, type Grid } from './grid';
import { isEmptyCell } from '../cell-text';

// Children by tag instead of `rows`, `cells` and `tBodies`, which not every DOM implements.
const childrenOf = <T extends Element>(parent: Element, ...tags: string[]) =>
  [...parent.children].filter((child) => tags.includes(child.tagName)) as T[];

export const bodiesOf = (table: Element) => childrenOf<HTMLTableSectionElement>(table, 'TBODY');
export const headOf = (table: Element): HTMLTableSectionElement | undefined => childrenOf<HTMLTableSectionElement>(table, 'THEAD')[0];
export const rowsOf = (section: Element) => childrenOf<HTMLTableRowElement>(section, 'TR');
export const cellsOf = (row: Element) => childrenOf<HTMLTableCellElement>(row, 'TD', 'TH');

export function sectionGrid(rows: readonly Element[]): Grid {
  return placeCells(rows.map((row) => cellsOf(row).map(spanOf)));
}

/**
 * The empty-row rule for one table body: its rows and the plan of which to take out and which
 * rowspans to shorten. Reads only.
 */
export function planBody(body: Element) {
  const rows = rowsOf(body);
  const plan = planEmptyRows(
    sectionGrid(rows),
    rows.map((row) => cellsOf(row).map(isEmptyCell)),
  );
  return { rows, plan };
}

/** Remembers a node's children; the returned function puts exactly those back, in their order. */
export function snapshotChildren(parent: Element): () => void {
  const nodes = [...parent.childNodes];
  return () => parent.replaceChildren(...nodes);
}

/** Puts `outer` where `node` is and `node` into `inner` (a descendant of `outer`, or itself). */
export function wrapIn(node: Element, outer: Element, inner: Element = outer): () => void {
  node.before(outer);
  inner.append(node);
  return () => {
    outer.before(node);
    outer.remove();
  };
}

/** The name of a table's scroll region: its caption, else a plain word. */
export function tableLabel(table: Element): string {
  return childrenOf(table, 'CAPTION')[0]?.textContent?.trim() || 'Table';
}
