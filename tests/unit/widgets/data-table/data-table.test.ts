import { describe, expect, it } from 'vitest';
import { planEmptyRows } from '../../../../src/ui/table/empty-rows';
import { columnOwners, placeCells, spanOf, type Span } from '../../../../src/ui/table/grid';
import { cellsOf, planBody, rowsOf, snapshotChildren, wrapIn } from '../../../../src/ui/table/dom';
import { cellText, isEmptyCell } from '../../../../src/ui/cell-text';
import { copyHeads, findDataTable } from '../../../../src/widgets/data-table/dom';
import { headsForCells } from '../../../../src/widgets/data-table/heads';

const cell = (rows = 1, cols = 1): Span => ({ rows, cols });
const starts = (rows: Span[][]) => placeCells(rows).cells.map((row) => row.map((p) => p.col));

function html(markup: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = markup;
  return host;
}

describe('column grid', () => {
  it('places plain cells in order', () => {
    expect(starts([[cell(), cell(), cell()]])).toEqual([[0, 1, 2]]);
  });

  it('a rowspan pushes the cells of the rows below to the right', () => {
    const grid = placeCells([[cell(3), cell(), cell()], [cell(), cell()], [cell(), cell()]]);
    expect(grid.cells.map((row) => row.map((p) => p.col))).toEqual([[0, 1, 2], [1, 2], [1, 2]]);
    expect(grid.columns).toBe(3);
  });

  it('a rowspan in a middle column leaves a hole the next rows skip', () => {
    expect(starts([[cell(), cell(2), cell()], [cell(), cell()]])).toEqual([[0, 1, 2], [0, 2]]);
  });

  it('a colspan takes several columns', () => {
    const grid = placeCells([[cell(1, 2), cell()], [cell(), cell(), cell()]]);
    expect(grid.cells[0].map((p) => [p.col, p.cols])).toEqual([[0, 2], [2, 1]]);
    expect(grid.columns).toBe(3);
  });

  it('spans are cut at the end of the section; rowspan 0 reaches it', () => {
    const grid = placeCells([[cell(0), cell(9)], [cell()]]);
    expect(grid.cells[0].map((p) => p.rows)).toEqual([2, 2]);
    expect(grid.cells[1][0].col).toBe(2);
  });

  it('reads spans as the browser does', () => {
    const row = html('<table><tr><td rowspan="2" colspan="0"></td><td rowspan="x" colspan="-1"></td><td rowspan="0"></td></tr></table>').querySelector('tr')!;
    expect([...row.children].map(spanOf)).toEqual([cell(2, 1), cell(1, 1), cell(0, 1)]);
  });

  it('knows which cell owns each column of a row, spans from above included', () => {
    const grid = placeCells([[cell(2), cell(1, 2)], [cell(), cell()]]);
    expect(columnOwners(grid, 1)).toEqual([
      { row: 0, cell: 0 },
      { row: 1, cell: 0 },
      { row: 1, cell: 1 },
    ]);
  });
});

describe('column heads for body cells', () => {
  const head = placeCells([[cell(), cell(), cell(), cell(), cell()]]);

  it('each cell gets the head of its own column, not of its index, after a rowspan', () => {
    // Region (rowspan 2) | City | Q1 | Q2 | Notes, then a row without the Region cell.
    const body = placeCells([[cell(2), cell(), cell(), cell(), cell()], [cell(), cell(), cell(), cell()]]);
    expect(headsForCells(head, body)).toEqual([
      [[0], [1], [2], [3], [4]],
      [[1], [2], [3], [4]],
    ]);
  });

  it('a cell over several columns gets each of their heads once', () => {
    const body = placeCells([[cell(), cell(), cell(1, 2), cell()]]);
    expect(headsForCells(head, body)[0]).toEqual([[0], [1], [2, 3], [4]]);
  });

  it('a head over several columns labels each of them', () => {
    const grouped = placeCells([[cell(), cell(1, 2)]]);
    expect(headsForCells(grouped, placeCells([[cell(), cell(), cell()]]))[0]).toEqual([[0], [1], [1]]);
  });

  it('with two head rows, the lower one labels the columns it reaches', () => {
    // Name (rowspan 2) | Sales (colspan 2), then Q1 | Q2.
    const twoRows = placeCells([[cell(2), cell(1, 2)], [cell(), cell()]]);
    expect(headsForCells(twoRows, placeCells([[cell(), cell(), cell()]]))[0]).toEqual([[0], [2], [3]]);
  });

  it('columns beyond the head get no label', () => {
    expect(headsForCells(placeCells([[cell()]]), placeCells([[cell(), cell()]]))[0]).toEqual([[0], []]);
    expect(headsForCells(placeCells([]), placeCells([[cell()]]))[0]).toEqual([[]]);
  });
});

describe('empty rows', () => {
  it('drops rows whose cells are all empty', () => {
    const grid = placeCells([[cell(), cell()], [cell(), cell()], [cell(), cell()]]);
    expect(planEmptyRows(grid, [[false, true], [true, true], [true, false]])).toEqual({ drop: [1], spans: [] });
  });

  it('a row with no cells of its own is empty; spans over a dropped row get shorter', () => {
    const grid = placeCells([[cell(3), cell()], [cell()], [], [cell()]]);
    const plan = planEmptyRows(grid, [[false, false], [true], [], [false]]);
    expect(plan).toEqual({ drop: [1, 2], spans: [[0, 0, 1]] });
  });

  it('keeps a row that starts an empty cell spanning further rows', () => {
    const grid = placeCells([[cell(2), cell()], [cell()]]);
    expect(planEmptyRows(grid, [[true, true], [false]]).drop).toEqual([]);
  });

  it('a cell is empty without text (white space and &nbsp; count as none) and without media', () => {
    const cells = html(`<table><tr>
      <td> <div class="ha-table__body-row-cell-wrap"><div class="ha-table__body-row-cell-text">&nbsp; </div></div></td>
      <td><div><i class="fas fa-check"></i></div></td>
      <td><svg viewBox="0 0 1 1"></svg></td>
      <td>0</td>
    </tr></table>`).querySelectorAll('td');
    expect([...cells].map(isEmptyCell)).toEqual([true, false, false, false]);
  });

  it('the body plan reads the markup', () => {
    const body = html(`<table><tbody>
      <tr><td rowspan="3">A</td><td>1</td></tr>
      <tr><td> </td></tr>
      <tr><td>3</td></tr>
      <tr><td></td><td><div></div></td></tr>
    </tbody></table>`).querySelector('tbody')!;
    const { rows, plan } = planBody(body);
    expect(rows).toHaveLength(4);
    expect(plan).toEqual({ drop: [1, 3], spans: [[0, 0, 2]] });
  });
});

describe('cell text', () => {
  it('collapses source white space and keeps <br> and block breaks', () => {
    const td = html('<table><tr><td>\n  <div class="wrap"><div>Hello   <b>big</b>\n world</div></div><p>two<br>lines</p> </td></tr></table>').querySelector('td')!;
    expect(cellText(td)).toBe('Hello big world\ntwo\nlines');
  });

  it('reads a cell of text alone the same way: white space collapsed and trimmed', () => {
    const [plain, blank] = html('<table><tr><td>\n  $498,950 \u00a0 a\tyear </td><td> &nbsp; </td></tr></table>').querySelectorAll('td');
    expect(cellText(plain)).toBe('$498,950 a year');
    expect(cellText(blank)).toBe('');
    expect(isEmptyCell(blank)).toBe(true);
    expect(isEmptyCell(plain)).toBe(false);
  });
});

describe('head copies in the markup', () => {
  const TABLE = `<div class="elementor-widget-container"><table class="ha-table">
    <thead class="ha-table__head"><tr class="ha-table__head-column">
      <th class="ha-table__head-column-cell"><div class="ha-table__head-column-cell-wrap"><div class="ha-table__head-column-cell-text" id="h1">Region</div></div></th>
      <th class="ha-table__head-column-cell">City</th>
      <th class="ha-table__head-column-cell">Q1</th>
      <th class="ha-table__head-column-cell">Q2</th>
    </tr></thead>
    <tbody class="ha-table__body">
      <tr class="ha-table__body-row"><td rowspan="2">Europe</td><td>Paris</td><td>1</td><td>2</td></tr>
      <tr class="ha-table__body-row"><td>Berlin</td><td colspan="2">3</td></tr>
    </tbody></table></div>`;

  it('copies the right head into each cell, as the add-on\'s inner element, without ids', () => {
    const host = html(TABLE);
    const dom = findDataTable(host)!;
    const rows = rowsOf(dom.bodies[0]);
    const copies = copyHeads(dom, rows);
    expect(copies).toHaveLength(6);
    const labels = rows.map((row) => cellsOf(row).map((td) => td.firstElementChild!.textContent));
    expect(labels).toEqual([
      ['Region', 'City', 'Q1', 'Q2'],
      ['City', 'Q1 / Q2'],
    ]);
    const first = cellsOf(rows[0])[0].firstElementChild!;
    expect(first.className).toBe('ha-table__head-column-cell');
    expect(first.hasAttribute('data-ha-copy')).toBe(true);
    expect(first.querySelector('.ha-table__head-column-cell-text')!.id).toBe('');
    expect(host.querySelectorAll('#h1')).toHaveLength(1);
  });

  it('wrapping and child snapshots put the markup back exactly', () => {
    const host = html(TABLE);
    const before = host.innerHTML;
    const dom = findDataTable(host)!;
    const restore = snapshotChildren(dom.bodies[0]);
    const box = document.createElement('div');
    const unwrap = wrapIn(dom.table, box);
    expect(dom.table.parentElement).toBe(box);
    rowsOf(dom.bodies[0])[0].remove();
    restore();
    unwrap();
    expect(host.innerHTML).toBe(before);
  });

  it('finds no table in other markup', () => {
    expect(findDataTable(html('<p>no table</p>'))).toBeNull();
  });
});
