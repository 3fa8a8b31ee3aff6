import { describe, expect, it } from 'vitest';
import type { DeviceMode } from '../../../../src/api-types';
import { findGrid, isUnnamedLink, shownItems } from '../../../../src/ui/grid';
import { placeItems, resolveColumns, type Cell } from '../../../../src/widgets/image-grid/layout';
import { imageGridSchema } from '../../../../src/widgets/image-grid/settings';

const overlaps = (a: Cell, b: Cell) =>
  a.left < b.left + b.width - 1e-9 && b.left < a.left + a.width - 1e-9 && a.top < b.top + b.height - 1e-9 && b.top < a.top + a.height - 1e-9;

function expectNoOverlaps(cells: Cell[]): void {
  for (let i = 0; i < cells.length; i++) for (let j = i + 1; j < cells.length; j++) expect(overlaps(cells[i], cells[j])).toBe(false);
}

describe('placeItems: masonry', () => {
  const heights = [200, 300, 100, 150, 250, 120, 80];
  const { cells, height } = placeItems('masonry', heights, 900, 3);

  it('makes every item one column wide, at a column edge', () => {
    for (const cell of cells) {
      expect(cell.width).toBe(300);
      expect([0, 300, 600]).toContain(cell.left);
    }
  });

  it('puts each item into the shortest column so far, leftmost among equals', () => {
    // Columns after each item: [200,0,0] [200,300,0] [200,300,100] [200,300,250] [450,300,250] [450,300,370] [450,380,370]
    expect(cells.map((c) => c.left / 300)).toEqual([0, 1, 2, 2, 0, 2, 1]);
    expect(cells.map((c) => c.top)).toEqual([0, 0, 0, 100, 200, 250, 300]);
  });

  it('keeps item heights, overlaps nothing, and is as tall as its tallest column', () => {
    expect(cells.map((c) => c.height)).toEqual(heights);
    expectNoOverlaps(cells);
    expect(height).toBe(450);
  });

  it('with one column stacks the items', () => {
    const one = placeItems('masonry', [10, 20, 30], 500, 1);
    expect(one.cells.map((c) => [c.left, c.top, c.width])).toEqual([
      [0, 0, 500],
      [0, 10, 500],
      [0, 30, 500],
    ]);
    expect(one.height).toBe(60);
  });
});

describe('placeItems: fitRows', () => {
  const heights = [200, 300, 100, 150, 50, 120, 80];
  const { cells, height } = placeItems('fitRows', heights, 600, 3);

  it('fills rows left to right, each as tall as its tallest item', () => {
    expect(cells.map((c) => c.left)).toEqual([0, 200, 400, 0, 200, 400, 0]);
    expect(cells.map((c) => c.top)).toEqual([0, 0, 0, 300, 300, 300, 450]);
    expect(cells.map((c) => c.height)).toEqual(heights);
    expect(height).toBe(530);
    expectNoOverlaps(cells);
  });
});

describe('placeItems: even', () => {
  it('gives every item the same cell, as tall as the tallest item', () => {
    const { cells, height } = placeItems('even', [200, 200, 240, 200, 200], 800, 4);
    expect(cells.map((c) => [c.left, c.top])).toEqual([
      [0, 0],
      [200, 0],
      [400, 0],
      [600, 0],
      [0, 240],
    ]);
    expect(new Set(cells.map((c) => `${c.width}x${c.height}`))).toEqual(new Set(['200x240']));
    expect(height).toBe(480);
  });
});

describe('placeItems: edge cases', () => {
  it('lays out nothing as an empty grid', () => {
    for (const layout of ['even', 'masonry', 'fitRows'] as const) expect(placeItems(layout, [], 900, 3)).toEqual({ cells: [], height: 0 });
  });

  it('reads bad heights as 0 and a bad column count as 1', () => {
    const { cells } = placeItems('masonry', [NaN, -5, 40], 300, 0);
    expect(cells.map((c) => [c.top, c.height, c.width])).toEqual([
      [0, 0, 300],
      [0, 0, 300],
      [0, 40, 300],
    ]);
  });

  it('keeps the column count when fewer items are shown', () => {
    const { cells } = placeItems('fitRows', [100, 120], 900, 3);
    expect(cells.map((c) => c.width)).toEqual([300, 300]);
  });
});

describe('resolveColumns', () => {
  it('takes the add-on CSS variable when it is a whole number from 1', () => {
    expect(resolveColumns(' 3', 4)).toBe(3);
    expect(resolveColumns('6', 4)).toBe(6);
  });

  it('falls back when the variable is missing or not a column count', () => {
    for (const value of ['', null, undefined, '0', '2.5', 'three', '-2', 'calc(2)']) expect(resolveColumns(value, 4)).toBe(4);
  });
});

describe('image grid settings', () => {
  const breakpoints = { mobile: 767, tablet: 1024 };
  const parse = (raw: Record<string, unknown>, device: DeviceMode = 'desktop') => imageGridSchema.parse(raw, device, breakpoints);

  it('reads the printed settings', () => {
    const { value, problems } = parse({ layout: 'fitRows', enable_popup: 'yes', disable_lightbox_on_mobile: 'yes' });
    expect(problems).toEqual([]);
    expect(value).toEqual({
      layout: 'fitRows',
      columns: 4,
      enable_popup: true,
      disable_lightbox_on_tablet: false,
      disable_lightbox_on_mobile: true,
    });
  });

  it('defaults to masonry with switchers off (the page builder drops switched-off values)', () => {
    expect(parse({}).value).toMatchObject({ layout: 'masonry', enable_popup: false, disable_lightbox_on_tablet: false });
  });

  it("uses the add-on's column defaults per device, and per-device values when given", () => {
    expect([parse({}, 'desktop'), parse({}, 'tablet'), parse({}, 'mobile')].map((p) => p.value.columns)).toEqual([4, 3, 2]);
    expect(parse({ columns: 5, columns_mobile: '1' }, 'mobile').value.columns).toBe(1);
    expect(parse({ columns: 5, columns_mobile: '1' }, 'tablet').value.columns).toBe(5);
  });

  it('falls back to defaults with a problem line for each bad value', () => {
    const { value, problems } = parse({ layout: 'zigzag', enable_popup: [1], disable_lightbox_on_mobile: 'sometimes', columns: 'many' });
    expect(value).toMatchObject({ layout: 'masonry', enable_popup: false, disable_lightbox_on_mobile: false, columns: 4 });
    expect(problems).toHaveLength(4);
    expect(problems.join(' ')).toMatch(/layout "zigzag"/);
  });
});

describe('shared grid markup', () => {
  const html = `<div class="ha-filter hajs-filter"><button class="ha-filter__item" data-filter="*">All</button></div>
    <div class="ha-image-grid__wrap hajs-isotope">
      <a href="#" class="ha-image-grid__item ha-js-lightbox __fltr-1"><img alt="Dunes"></a>
      <a href="#" class="ha-image-grid__item ha-js-lightbox __fltr-2 __fltr-1"><img alt=" "></a>
      <figure class="ha-image-grid__item ha-js-lightbox __fltr-2"><img alt=""></figure>
      <a href="#" class="ha-image-grid__item __fltr-2" title="Tower"><img alt=""></a>
      <p class="ha-image-grid__note">not an item</p>
      <div><a href="#" class="ha-image-grid__item">nested, not an item</a></div>
    </div>`;
  const parts = { grid: '.hajs-isotope', item: '.ha-image-grid__item' };

  function grid() {
    const container = document.createElement('div');
    container.innerHTML = html;
    return findGrid(container, parts)!;
  }

  it('finds the direct children that are items, with their images', () => {
    const dom = grid();
    expect(dom.grid.classList.contains('hajs-isotope')).toBe(true);
    expect(dom.items.map((item) => item.el.tagName)).toEqual(['A', 'A', 'FIGURE', 'A']);
    expect(dom.items.every((item) => item.img instanceof HTMLImageElement)).toBe(true);
    expect(findGrid(document.createElement('div'), parts)).toBeNull();
  });

  it('spots links with no accessible name', () => {
    expect(grid().items.map(isUnnamedLink)).toEqual([false, true, false, false]);
  });

  it('shows the items a filter matches, and all of them for * or a broken filter', () => {
    const { items } = grid();
    expect(shownItems(items, '.__fltr-2').map((item) => items.indexOf(item))).toEqual([1, 2, 3]);
    expect(shownItems(items, '.__fltr-1')).toHaveLength(2);
    expect(shownItems(items, '*')).toHaveLength(4);
    expect(shownItems(items, '..broken')).toHaveLength(4);
  });
});
