// Which column heads label each body cell in the narrow layout. The add-on's script took the head
// with the same index as the cell, which mislabels every cell after a rowspan or colspan; here the
// cells are placed on the column grid first.
import { columnOwners, type Grid } from '../../ui/table';

/**
 * For each body cell (per row), the head cells over the columns it covers, each once, left to
 * right. Head cells are numbered in document order across the head rows; a column takes its head
 * from the lowest head row that reaches it.
 */
export function headsForCells(head: Grid, body: Grid): number[][][] {
  const offsets: number[] = [];
  head.cells.reduce((count, row) => (offsets.push(count), count + row.length), 0);
  const owners = head.cells.length
    ? columnOwners(head, head.cells.length - 1).map((owner) => (owner.row < 0 ? -1 : offsets[owner.row] + owner.cell))
    : [];
  return body.cells.map((row) =>
    row.map((placed) => {
      const heads: number[] = [];
      for (let x = placed.col; x < placed.col + placed.cols; x++) {
        const h = owners[x] ?? -1;
        if (h >= 0 && !heads.includes(h)) heads.push(h);
      }
      return heads;
    }),
  );
}
