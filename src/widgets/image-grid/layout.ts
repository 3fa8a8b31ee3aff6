// Placing the image grid's items in columns: pure maths, no DOM. Every item is one column wide; the
// layouts differ in where each goes and how tall its cell is (the original used isotope for this).

export type GridLayout = 'even' | 'masonry' | 'fitRows';

export interface Cell {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface Placement {
  /** One cell per item, in px from the top-left corner of the grid's content box. */
  cells: Cell[];
  /** Height of the whole grid. */
  height: number;
}

/**
 * - masonry: each item goes into the column that is shortest so far (the leftmost of equals),
 *   straight under the item above it;
 * - fitRows: rows of `columns` items, left to right; each row is as tall as its tallest item;
 * - even: rows of `columns` equal cells, all as tall as the tallest item.
 * `heights` are the items' heights at the column width.
 */
export function placeItems(layout: GridLayout, heights: readonly number[], width: number, columns: number): Placement {
  const count = Math.max(1, Math.floor(columns) || 1);
  const columnWidth = Math.max(0, width) / count;
  const h = heights.map((value) => (Number.isFinite(value) && value > 0 ? value : 0));
  const cell = (column: number, top: number, height: number): Cell => ({ left: column * columnWidth, top, width: columnWidth, height });

  if (layout === 'masonry') {
    const bottoms: number[] = new Array(count).fill(0);
    const cells = h.map((height) => {
      const column = bottoms.indexOf(Math.min(...bottoms));
      const placed = cell(column, bottoms[column], height);
      bottoms[column] += height;
      return placed;
    });
    return { cells, height: h.length ? Math.max(...bottoms) : 0 };
  }

  const even = layout === 'even' ? Math.max(0, ...h) : 0;
  const cells: Cell[] = [];
  let top = 0;
  for (let start = 0; start < h.length; start += count) {
    const row = h.slice(start, start + count);
    const rowHeight = layout === 'even' ? even : Math.max(...row);
    row.forEach((height, column) => cells.push(cell(column, top, layout === 'even' ? even : height)));
    top += rowHeight;
  }
  return { cells, height: top };
}

/**
 * The column count: the add-on's `--image-grid-column` custom property (the page's CSS sets it per
 * breakpoint on the items) when it is a whole number from 1, else `fallback`.
 */
export function resolveColumns(cssValue: string | null | undefined, fallback: number): number {
  const text = (cssValue ?? '').trim();
  const value = /^\d+$/.test(text) ? Number(text) : NaN;
  return value >= 1 ? value : fallback;
}
