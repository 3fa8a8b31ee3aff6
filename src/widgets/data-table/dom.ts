// Reading and marking the server markup of one data table (see fixtures/widgets/data-table.html):
// table.ha-table > thead.ha-table__head > tr > th.ha-table__head-column-cell, and
// tbody.ha-table__body > tr.ha-table__body-row > td.ha-table__body-row-cell (rowspan/colspan).
import { bodiesOf, cellsOf, headOf, rowsOf, sectionGrid } from '../../ui/table';
import { headsForCells } from './heads';

/** Marks the head copies the widget puts into body cells (the CSS shows them on narrow screens). */
const COPY_ATTR = 'data-ha-copy';

export interface DataTableDom {
  table: HTMLTableElement;
  headRows: HTMLTableRowElement[];
  bodies: HTMLTableSectionElement[];
}

export function findDataTable(container: HTMLElement): DataTableDom | null {
  const table = container.querySelector<HTMLTableElement>('table.ha-table') ?? container.querySelector('table');
  const bodies = table ? bodiesOf(table) : [];
  if (!table || bodies.length === 0) return null;
  const head = headOf(table);
  return { table, headRows: head ? rowsOf(head) : [], bodies };
}

function withoutIds(node: Node): Node {
  if (node.nodeType === 1) {
    const el = node as Element;
    el.removeAttribute('id');
    el.querySelectorAll('[id]').forEach((inner) => inner.removeAttribute('id'));
  }
  return node;
}

/**
 * Puts a copy of the column head(s) at the start of each body cell, as the add-on did
 * (`div.ha-table__head-column-cell`, so its styles apply); the add-on's and our CSS show them only on
 * narrow screens. Returns the copies.
 */
export function copyHeads(dom: DataTableDom, rows: HTMLTableRowElement[]): HTMLElement[] {
  const heads = dom.headRows.flatMap(cellsOf);
  const doc = dom.table.ownerDocument;
  const labels = headsForCells(sectionGrid(dom.headRows), sectionGrid(rows));
  return rows.flatMap((row, r) =>
    cellsOf(row).flatMap((cell, i) => {
      const over = labels[r][i];
      if (!over.length) return [];
      const copy = doc.createElement('div');
      copy.className = 'ha-table__head-column-cell';
      copy.setAttribute(COPY_ATTR, '');
      over.forEach((h, n) => {
        if (n) copy.append(' / ');
        heads[h].childNodes.forEach((child) => copy.append(withoutIds(child.cloneNode(true))));
      });
      cell.prepend(copy);
      return [copy];
    }),
  );
}
