// The server table, read once, and the boxes the widget adds around it, built detached so the
// controls can render into them before they go into the page.
import { bodiesOf, cellsOf, headOf, planBody, rowsOf, sectionGrid } from '../../ui/table';
import { cellText } from '../../ui/cell-text';
import { fold } from './logic';

export interface Row {
  el: HTMLTableRowElement;
  /** Text per column. */
  cells: string[];
  /** All cells' text, folded for search. */
  folded: string;
}

export interface TableModel {
  table: HTMLTableElement;
  body: HTMLTableSectionElement;
  /** The cells of the last head row, with the column each starts at. */
  heads: { cell: HTMLTableCellElement; column: number }[];
  headTexts: string[];
  columns: number;
  /** The body rows in server order, without the empty ones (spec: they are removed). */
  rows: Row[];
}

export function readTable(table: HTMLTableElement): TableModel | null {
  const body = bodiesOf(table)[0];
  if (!body) return null;
  const head = headOf(table);
  const headRow = head ? rowsOf(head).pop() : undefined;
  const headCells = headRow ? cellsOf(headRow) : [];
  const headGrid = sectionGrid(headRow ? [headRow] : []);
  const heads = headCells.map((cell, i) => ({ cell, column: headGrid.cells[0][i].col }));
  const { rows: all, plan } = planBody(body);
  const kept = all.filter((_, r) => !plan.drop.includes(r));
  const grid = sectionGrid(kept);
  const columns = Math.max(grid.columns, headGrid.columns);
  const rows = kept.map((el, r) => {
    const cells: string[] = Array(columns).fill('');
    const own = cellsOf(el);
    grid.cells[r].forEach((placed, i) => (cells[placed.col] = cellText(own[i])));
    return { el, cells, folded: fold(cells.join(' ')) };
  });
  const headTexts: string[] = Array(columns).fill('');
  for (const { cell, column } of heads) headTexts[column] = cellText(cell);
  return { table, body, heads, headTexts, columns, rows };
}

export interface Frame {
  /** `.dataTables_wrapper`, so the add-on's generated CSS (its max-width) still applies. */
  wrapper: HTMLDivElement;
  top: HTMLDivElement;
  scroll: HTMLDivElement;
  bottom: HTMLDivElement;
  /** `.ha-advanced-table-btn-wrap`, which the add-on put first in the widget container. */
  exportBox: HTMLDivElement;
  emptyRow: HTMLTableRowElement;
  emptyCell: HTMLTableCellElement;
}

export function createFrame(doc: Document, columns: number): Frame {
  const div = (className: string) => Object.assign(doc.createElement('div'), { className });
  const wrapper = div('dataTables_wrapper ha-adt');
  const top = div('ha-adt__top');
  const scroll = div('ha-table-scroll');
  const bottom = div('ha-adt__bottom');
  wrapper.append(top, scroll, bottom);
  const emptyRow = doc.createElement('tr');
  emptyRow.className = 'ha-adt__empty';
  const emptyCell = doc.createElement('td');
  emptyCell.className = 'dataTables_empty';
  emptyCell.colSpan = Math.max(1, columns);
  emptyRow.append(emptyCell);
  return { wrapper, top, scroll, bottom, exportBox: div('ha-advanced-table-btn-wrap'), emptyRow, emptyCell };
}

/**
 * Wraps each head cell's content in a sort button; the returned function moves the content back.
 * The buttons are handed to `onButton` with their column.
 */
export function addSortButtons(
  heads: TableModel['heads'],
  onButton: (button: HTMLButtonElement, column: number) => void,
): () => void {
  const undo = heads.map(({ cell: head, column }) => {
    const button = head.ownerDocument.createElement('button');
    button.type = 'button';
    button.className = 'ha-adt-sort';
    const nodes = [...head.childNodes];
    button.append(...nodes);
    head.append(button);
    onButton(button, column);
    return () => {
      head.append(...nodes.filter((node) => node.parentNode === button));
      button.remove();
    };
  });
  return () => undo.forEach((fn) => fn());
}

/** Starts a download of `text` as a UTF-8 CSV file (with a byte-order mark, for spreadsheet apps). */
export function downloadCsv(doc: Document, name: string, text: string): string {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(doc.createElement('a'), { href: url, download: name, hidden: true });
  doc.body.append(link);
  link.click();
  link.remove();
  return url;
}
