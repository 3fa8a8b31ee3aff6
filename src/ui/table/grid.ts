// Where each cell of a table section sits in the column grid, by the HTML table rules for rowspan
// and colspan: a cell takes the first column not already held by a cell spanning down from above.

export interface Span {
  rows: number;
  cols: number;
}

export interface Placed {
  row: number;
  col: number;
  rows: number;
  cols: number;
}

export interface Grid {
  /** Per row, its own cells in document order. */
  cells: Placed[][];
  columns: number;
}

/** rowspan 0 reaches the end of the section, as in HTML; no span reaches past it. */
export function placeCells(rows: readonly (readonly Span[])[]): Grid {
  const held: boolean[][] = rows.map(() => []);
  let columns = 0;
  const cells = rows.map((row, r) => {
    let col = 0;
    return row.map((span) => {
      while (held[r][col]) col++;
      const height = span.rows <= 0 ? rows.length - r : Math.min(span.rows, rows.length - r);
      const width = Math.max(1, span.cols);
      for (let y = r; y < r + height; y++) for (let x = col; x < col + width; x++) held[y][x] = true;
      const placed = { row: r, col, rows: height, cols: width };
      col += width;
      columns = Math.max(columns, col);
      return placed;
    });
  });
  return { cells, columns };
}

/** For each column, the cell covering it in the given row: that cell's row and index in it; row -1 where none does. */
export function columnOwners(grid: Grid, row: number): { row: number; cell: number }[] {
  const owners = Array.from({ length: grid.columns }, () => ({ row: -1, cell: -1 }));
  grid.cells.forEach((cells, r) =>
    cells.forEach((placed, index) => {
      if (placed.row > row || placed.row + placed.rows <= row) return;
      for (let x = placed.col; x < placed.col + placed.cols; x++) owners[x] = { row: r, cell: index };
    }),
  );
  return owners;
}

function spanValue(text: string | null, zeroMeans: number): number {
  const n = text === null ? 1 : parseInt(text, 10);
  if (!Number.isFinite(n) || n < 0) return 1;
  return n === 0 ? zeroMeans : n;
}

/** A cell's spans as the browser reads its attributes (rowspan 0 kept as 0, colspan 0 is 1). */
export function spanOf(cell: Element): Span {
  return { rows: spanValue(cell.getAttribute('rowspan'), 0), cols: spanValue(cell.getAttribute('colspan'), 1) };
}
