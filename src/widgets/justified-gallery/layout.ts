// Justified rows: pure maths, no DOM. Images keep their aspect ratio; every full row is scaled so
// that it fills the width exactly, choosing the row break that keeps its height nearest the target.

export type LastRow = 'justify' | 'nojustify' | 'hide';

export interface LayoutOptions {
  /** Width to fill, in px (floored to whole pixels). */
  width: number;
  rowHeight: number;
  /** Rows never grow taller than this; undefined for no limit. */
  maxRowHeight?: number;
  /** Gap between images and between rows, in px. */
  margin: number;
  lastRow: LastRow;
}

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface Layout {
  /** One box per ratio, in px from the top-left corner; null for an image of a hidden last row. */
  boxes: (Box | null)[];
  /** Height of the whole gallery. */
  height: number;
}

/** A last row at least this full is justified whatever the setting (its images grow by 11% at most). */
export const JUSTIFY_THRESHOLD = 0.9;
/**
 * `justify` fills the last row only if its images grow to at most this multiple of the row height
 * (and not past maxRowHeight); otherwise it keeps the row height: one image left over would fill the width.
 */
export const LAST_ROW_MAX_GROWTH = 1.5;
/** Width / height used for an image whose size is not known yet. */
export const FALLBACK_RATIO = 1;

interface Row {
  items: number[];
  height: number;
  /** The row reaches the right edge exactly. */
  fills: boolean;
}

export function usableRatio(ratio: number | undefined): number {
  return ratio !== undefined && Number.isFinite(ratio) && ratio > 0 ? ratio : FALLBACK_RATIO;
}

export function layoutRows(ratios: readonly (number | undefined)[], options: LayoutOptions): Layout {
  const width = Math.floor(options.width);
  if (!(width > 0) || ratios.length === 0) return { boxes: ratios.map(() => null), height: 0 };
  const r = ratios.map(usableRatio);
  const margin = Math.max(0, options.margin);
  const cap = options.maxRowHeight !== undefined && options.maxRowHeight > 0 ? options.maxRowHeight : Infinity;
  const target = Math.min(Math.max(1, options.rowHeight), cap);
  // Height at which `count` images whose ratios add up to `sum` fill the width exactly.
  const fillHeight = (sum: number, count: number) => (width - margin * (count - 1)) / sum;

  const rows: Row[] = [];
  let row: number[] = [];
  let sum = 0;
  for (let i = 0; i < r.length; i++) {
    row.push(i);
    sum += r[i];
    // A loop, not an if: the image carried over to a new row may fill it alone (a panorama).
    while (row.length > 0 && sum * target + margin * (row.length - 1) >= width) {
      const withLast = fillHeight(sum, row.length);
      if (row.length > 1) {
        const last = row[row.length - 1];
        const withoutLast = fillHeight(sum - r[last], row.length - 1);
        const closer = withoutLast <= cap && withoutLast - target < target - withLast;
        if (closer || withLast <= 0) {
          rows.push({ items: row.slice(0, -1), height: Math.min(withoutLast, cap), fills: withoutLast <= cap });
          row = [last];
          sum = r[last];
          continue;
        }
      }
      rows.push({ items: row, height: Math.min(withLast, cap), fills: withLast <= cap });
      row = [];
      sum = 0;
    }
  }
  if (row.length > 0) {
    const last = lastRowOf(row, sum, target, cap, width, margin, options.lastRow, fillHeight(sum, row.length));
    if (last) rows.push(last);
  }
  return place(rows, r, width, margin);
}

function lastRowOf(
  items: number[],
  sum: number,
  target: number,
  cap: number,
  width: number,
  margin: number,
  mode: LastRow,
  fill: number,
): Row | null {
  const natural = sum * target + margin * (items.length - 1);
  if (natural / width >= JUSTIFY_THRESHOLD && fill <= cap) return { items, height: fill, fills: true };
  if (mode === 'hide') return null;
  if (mode === 'nojustify') return { items, height: target, fills: false };
  const fits = fill <= Math.min(cap, target * LAST_ROW_MAX_GROWTH);
  return { items, height: fits ? fill : target, fills: fits };
}

/** Whole-pixel boxes: edges are rounded from running totals, so gaps stay exact and a full row ends at the width. */
function place(rows: Row[], r: number[], width: number, margin: number): Layout {
  const boxes: (Box | null)[] = r.map(() => null);
  let top = 0;
  for (const row of rows) {
    const height = Math.round(row.height);
    let x = 0;
    row.items.forEach((index, position) => {
      const left = Math.round(x);
      x += r[index] * row.height;
      const lastOfFull = row.fills && position === row.items.length - 1;
      const right = lastOfFull ? width : Math.min(width, Math.round(x));
      boxes[index] = { left, top, width: Math.max(0, right - left), height };
      x += margin;
    });
    top += height + margin;
  }
  return { boxes, height: rows.length ? top - margin : 0 };
}
