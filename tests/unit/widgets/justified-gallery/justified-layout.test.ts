import { describe, expect, it } from 'vitest';
import {
  FALLBACK_RATIO,
  LAST_ROW_MAX_GROWTH,
  layoutRows,
  usableRatio,
  type Box,
  type LayoutOptions,
} from '../../../../src/widgets/justified-gallery/layout';
import { gallerySchema } from '../../../../src/widgets/justified-gallery/settings';
import { findGallery } from '../../../../src/widgets/justified-gallery/dom';
import { isUnnamedLink, measure } from '../../../../src/ui/grid';

const base: LayoutOptions = { width: 1000, rowHeight: 150, margin: 10, lastRow: 'justify' };

function rowsOf(boxes: (Box | null)[]): Box[][] {
  const rows = new Map<number, Box[]>();
  for (const box of boxes) if (box) rows.set(box.top, [...(rows.get(box.top) ?? []), box]);
  return [...rows.values()].map((row) => row.sort((a, b) => a.left - b.left));
}

const right = (row: Box[]) => row[row.length - 1].left + row[row.length - 1].width;

describe('layoutRows: full rows', () => {
  const ratios = [1.5, 1, 0.75, 1.78, 1.33, 1, 1.5, 0.66, 2, 1.2, 1.5, 1];
  const { boxes, height } = layoutRows(ratios, base);
  const rows = rowsOf(boxes);

  it('places every image in whole pixels', () => {
    expect(boxes.every((b) => b && [b.left, b.top, b.width, b.height].every(Number.isInteger))).toBe(true);
  });

  it('makes each full row end exactly at the width, with the margin between images', () => {
    for (const row of rows.slice(0, -1)) {
      expect(row[0].left).toBe(0);
      expect(right(row)).toBe(1000);
      for (let i = 1; i < row.length; i++) expect(row[i].left - (row[i - 1].left + row[i - 1].width)).toBe(10);
    }
  });

  it('gives a row one height and puts the margin between rows', () => {
    for (const row of rows) expect(new Set(row.map((b) => b.height)).size).toBe(1);
    for (let r = 1; r < rows.length; r++) expect(rows[r][0].top).toBe(rows[r - 1][0].top + rows[r - 1][0].height + 10);
    const last = rows[rows.length - 1][0];
    expect(height).toBe(last.top + last.height);
  });

  it('keeps each aspect ratio within a pixel of rounding', () => {
    boxes.forEach((box, i) => expect(Math.abs(box!.width - ratios[i] * box!.height)).toBeLessThanOrEqual(1.5));
  });

  it('keeps full rows near the row height', () => {
    for (const row of rows.slice(0, -1)) {
      expect(row[0].height).toBeGreaterThan(110);
      expect(row[0].height).toBeLessThan(200);
    }
  });

  it('keeps the images in their order', () => {
    const order = boxes.map((b) => b!.top * 10_000 + b!.left);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });
});

describe('layoutRows: choosing where a row breaks', () => {
  it('ends a row before an image when that keeps the height nearer the target', () => {
    // Four 16:9 images fill 1000 px at 130 px high; three fill it at 180 px: four is nearer 150.
    const four = rowsOf(layoutRows([16 / 9, 16 / 9, 16 / 9, 16 / 9, 16 / 9], base).boxes);
    expect(four[0]).toHaveLength(4);
    // Squares with a 300 px target: three fill the width at 327 px, four at 243; three is nearer.
    const squares = rowsOf(layoutRows([1, 1, 1, 1, 1, 1, 1, 1, 1], { ...base, rowHeight: 300 }).boxes);
    expect(squares[0]).toHaveLength(3);
    expect(squares[0][0].height).toBe(327);
  });

  it('gives an image wider than the gallery a row of its own, shrunk to the width', () => {
    const { boxes } = layoutRows([10, 1, 1], base);
    expect(boxes[0]).toEqual({ left: 0, top: 0, width: 1000, height: 100 });
    expect(boxes[1]).toMatchObject({ left: 0, top: 110 });
  });

  it('never makes a row taller than maxRowHeight', () => {
    const ratios = [1, 1, 1, 1, 1, 1, 1, 1];
    const free = rowsOf(layoutRows(ratios, { ...base, rowHeight: 300 }).boxes);
    expect(free[0][0].height).toBeGreaterThan(240);
    const capped = layoutRows(ratios, { ...base, rowHeight: 300, maxRowHeight: 200 }).boxes;
    for (const box of capped) expect(box!.height).toBeLessThanOrEqual(200);
    for (const row of rowsOf(capped).slice(0, -1)) expect(right(row)).toBe(1000);
  });

  it('works with no margins and with fractional widths', () => {
    const rows = rowsOf(layoutRows([1.5, 1.5, 1.5, 1.5, 1.5, 1.5], { ...base, width: 999.7, margin: 0 }).boxes);
    expect(right(rows[0])).toBe(999);
    for (let i = 1; i < rows[0].length; i++) expect(rows[0][i].left).toBe(rows[0][i - 1].left + rows[0][i - 1].width);
  });
});

describe('layoutRows: the last row', () => {
  // Six 3:2 images: four fill a row (at 162 px, nearer 150 than five at 128), two are left over.
  const ratios = [1.5, 1.5, 1.5, 1.5, 1.5, 1.5];
  const lastOf = (options: Partial<LayoutOptions>) => {
    const { boxes, height } = layoutRows(ratios, { ...base, ...options });
    return { last: boxes[4], height, rows: rowsOf(boxes) };
  };

  it('nojustify keeps the row height and the left edge', () => {
    const { rows } = lastOf({ lastRow: 'nojustify' });
    expect(rows[0]).toHaveLength(4);
    expect(rows[1]).toMatchObject([
      { left: 0, width: 225, height: 150 },
      { left: 235, width: 225, height: 150 },
    ]);
  });

  it('justify fills the width when its images grow at most LAST_ROW_MAX_GROWTH times', () => {
    // Three 3:2 images left over: 1000 px at 218 px high (1.45 times 150).
    const rows = rowsOf(layoutRows([1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5], { ...base, lastRow: 'justify' }).boxes);
    const lastRow = rows[rows.length - 1];
    expect(lastRow).toHaveLength(3);
    expect(right(lastRow)).toBe(1000);
    expect(lastRow[0].height).toBe(218);
    // At the limit and just past it.
    const limit = 150 * LAST_ROW_MAX_GROWTH;
    expect(layoutRows([1000 / (limit - 1)], base).boxes[0]).toMatchObject({ width: 1000, height: limit - 1 });
    expect(layoutRows([1000 / (limit + 1)], base).boxes[0]).toMatchObject({ height: 150 });
  });

  it('justify keeps the row height when filling would blow the images up', () => {
    // Two 3:2 images left over would need 330 px of height (2.2 times 150).
    const { rows } = lastOf({ lastRow: 'justify' });
    expect(rows[1][0].height).toBe(150);
    expect(right(rows[1])).toBe(460);
  });

  it('with maxRowHeight, full rows take one image more rather than grow, and a justified last row stops there', () => {
    const { rows } = lastOf({ lastRow: 'justify', maxRowHeight: 150 });
    expect(rows[0]).toHaveLength(5);
    expect(rows[0][0].height).toBe(128);
    expect(rows[1]).toMatchObject([{ left: 0, width: 225, height: 150 }]);
  });

  it('hide leaves the short last row out, and the height ends at the row above', () => {
    const { last, height, rows } = lastOf({ lastRow: 'hide' });
    expect(last).toBeNull();
    expect(rows).toHaveLength(1);
    expect(height).toBe(rows[0][0].height);
  });

  it('justifies a last row that is nearly full, whatever the setting', () => {
    // Four 3:2 images at 150 px: 4 * 225 + 30 = 930 of 1000 (93%).
    for (const lastRow of ['nojustify', 'hide', 'justify'] as const) {
      const boxes = layoutRows([1.5, 1.5, 1.5, 1.5], { ...base, lastRow }).boxes;
      expect(right(rowsOf(boxes)[0])).toBe(1000);
    }
  });
});

describe('layoutRows: input it cannot use', () => {
  it('lays out nothing without width or images', () => {
    expect(layoutRows([1, 2], { ...base, width: 0 })).toEqual({ boxes: [null, null], height: 0 });
    expect(layoutRows([], base)).toEqual({ boxes: [], height: 0 });
  });

  it('treats unknown and broken ratios as squares', () => {
    expect(usableRatio(undefined)).toBe(FALLBACK_RATIO);
    expect(usableRatio(NaN)).toBe(FALLBACK_RATIO);
    expect(usableRatio(-2)).toBe(FALLBACK_RATIO);
    expect(usableRatio(Infinity)).toBe(FALLBACK_RATIO);
    const { boxes } = layoutRows([undefined, 0], { ...base, lastRow: 'nojustify' });
    expect(boxes.map((b) => b!.width)).toEqual([150, 150]);
  });

  it('survives margins wider than the gallery', () => {
    const { boxes } = layoutRows([1, 1, 1], { ...base, width: 50, margin: 100 });
    for (const box of boxes) expect(box!.width).toBeGreaterThan(0);
    expect(boxes.every((b) => b!.left + b!.width <= 50)).toBe(true);
  });
});

describe('gallerySchema', () => {
  const parse = (raw: Record<string, unknown>) => gallerySchema.parse(raw, 'desktop', { mobile: 767, tablet: 1024 });

  it('reads the real page settings (slider objects, switchers)', () => {
    const { value, problems } = parse({
      row_height: { unit: 'px', size: 150, sizes: [] },
      margins: { unit: 'px', size: 10, sizes: [] },
      last_row: 'justify',
      enable_popup: 'yes',
      ekit_we_effect_on: 'none',
    });
    expect(problems).toEqual([]);
    expect(value).toEqual({
      row_height: 150,
      max_row_height: false,
      margins: 10,
      last_row: 'justify',
      show_caption: false,
      enable_popup: true,
      disable_lightbox_on_tablet: false,
      disable_lightbox_on_mobile: false,
    });
  });

  it('treats absent switchers as off, as the page builder drops switched-off values', () => {
    expect(parse({}).value).toMatchObject({ enable_popup: false, show_caption: false, max_row_height: false, row_height: 150, margins: 10 });
  });

  it('falls back to defaults with a problem line for each bad value', () => {
    const { value, problems } = parse({
      row_height: { size: 'tall' },
      margins: { size: -4 },
      last_row: 'zigzag',
      max_row_height: [1],
      show_caption: 'maybe',
    });
    expect(value).toMatchObject({ row_height: 150, margins: 0, last_row: 'justify', max_row_height: false, show_caption: false });
    expect(problems).toHaveLength(5);
    expect(problems.join(' ')).toMatch(/row_height.*margins|margins.*row_height/);
  });

  it('refuses a row height of 0 or below, like the original', () => {
    expect(parse({ row_height: { size: 0 } }).value.row_height).toBe(150);
    expect(parse({ row_height: { size: -20 } }).problems).toHaveLength(1);
    expect(parse({ row_height: '220' }).value.row_height).toBe(220);
  });
});

describe('gallery markup', () => {
  const html = `<div class="ha-justified-grid__wrap hajs-justified-grid">
      <a href="#" class="ha-justified-grid__item ha-js-lightbox __fltr-1" title="Harbour"><img width="600" height="400" alt=""></a>
      <a href="#" class="ha-justified-grid__item ha-js-lightbox __fltr-1" title=""><img alt="A lane"></a>
      <a href="#" class="ha-justified-grid__item ha-js-lightbox __fltr-2" title=""><img alt=""></a>
      <p>not an item</p>
    </div>`;

  it('finds the items and their captions (title, else alt)', () => {
    const container = document.createElement('div');
    container.innerHTML = html;
    const dom = findGallery(container)!;
    expect(dom.items).toHaveLength(3);
    expect(dom.items.map((item) => item.caption)).toEqual(['Harbour', 'A lane', '']);
    expect(dom.items.map(isUnnamedLink)).toEqual([false, false, true]);
    expect(findGallery(document.createElement('div'))).toBeNull();
  });

  it('measures the content width in whole pixels', () => {
    const grid = document.createElement('div');
    grid.style.padding = '0 12px';
    grid.getBoundingClientRect = () => ({ width: 1000.6 }) as DOMRect;
    document.body.append(grid);
    expect(measure(grid)).toEqual({ width: 976, rtl: false, paddingStart: 12, paddingTop: 0 });
    grid.style.direction = 'rtl';
    grid.style.paddingRight = '20px';
    expect(measure(grid)).toMatchObject({ width: 968, rtl: true, paddingStart: 20 });
    grid.remove();
  });
});
