// The spec's rule "body rows whose cells are all empty are removed", made safe for spans: a row goes
// when each of its own cells is empty (a row with no cells of its own counts as empty); cells that
// span down into a removed row lose that row from their rowspan. A row that starts an empty cell
// spanning further rows stays: without it the rows below would lose that column and shift left.
import type { Grid } from './grid';

export interface EmptyRowPlan {
  /** Indices of the rows to remove. */
  drop: number[];
  /** New rowspans for cells that spanned removed rows: [row, cell index in that row, rowspan]. */
  spans: [row: number, cell: number, rows: number][];
}

export function planEmptyRows(grid: Grid, emptyCells: readonly (readonly boolean[])[]): EmptyRowPlan {
  const dropped = grid.cells.map(
    (cells, r) => cells.every((placed, i) => emptyCells[r]?.[i] && placed.rows === 1),
  );
  const spans: EmptyRowPlan['spans'] = [];
  grid.cells.forEach((cells, r) => {
    if (dropped[r]) return;
    cells.forEach((placed, i) => {
      let lost = 0;
      for (let y = r + 1; y < r + placed.rows; y++) if (dropped[y]) lost++;
      if (lost) spans.push([r, i, placed.rows - lost]);
    });
  });
  return { drop: dropped.flatMap((drop, r) => (drop ? [r] : [])), spans };
}
