import type { Locator, Page } from '@playwright/test';
import { test, expect, widget, expectReady, ownErrors, paintedBeforeMount, sizesBeforeAndAfterMount, recordAtReady, matchedAtReady } from '../helpers';

const PAGE = '/widgets/image-grid.html';
const MASONRY = '4a1c0e21';
const EVEN = '5b2d1f32';
const FIT_ROWS = '6c3e2043';
const BAD = '7d4f3154';

interface Tile {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Shown items of a grid, relative to the grid's content box, plus that box's width and the grid's height. */
async function tiles(grid: Locator): Promise<{ width: number; height: number; tiles: Tile[] }> {
  return grid.locator('.hajs-isotope').evaluate((wrap) => {
    const style = getComputedStyle(wrap);
    const g = wrap.getBoundingClientRect();
    const x0 = g.left + parseFloat(style.paddingLeft) + parseFloat(style.borderLeftWidth);
    const y0 = g.top + parseFloat(style.paddingTop) + parseFloat(style.borderTopWidth);
    const width = g.width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - parseFloat(style.borderLeftWidth) - parseFloat(style.borderRightWidth);
    const out = [...wrap.querySelectorAll(':scope > .ha-image-grid__item')]
      .filter((el) => el.getClientRects().length > 0)
      .map((el) => {
        const r = el.getBoundingClientRect();
        return { left: r.left - x0, top: r.top - y0, right: r.right - x0, bottom: r.bottom - y0 };
      });
    return { width, height: g.height, tiles: out };
  });
}

const overlap = (a: Tile, b: Tile) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;

function expectNoOverlaps(list: Tile[]): void {
  for (let i = 0; i < list.length; i++) for (let j = i + 1; j < list.length; j++) expect(overlap(list[i], list[j]), `items ${i} and ${j} overlap`).toBe(false);
}

/** Every item is one of `columns` equal columns wide and starts at a column edge; returns its column. */
function columnsOf(list: Tile[], width: number, columns: number): number[] {
  const columnWidth = width / columns;
  return list.map((tile) => {
    expect(tile.right - tile.left).toBeCloseTo(columnWidth, 0);
    const column = Math.round(tile.left / columnWidth);
    expect(tile.left).toBeCloseTo(column * columnWidth, 0);
    expect(column).toBeGreaterThanOrEqual(0);
    expect(column).toBeLessThan(columns);
    return column;
  });
}

/** Masonry: in page order, each item sits right under the shortest column so far (the leftmost of equals). */
async function expectMasonry(grid: Locator, columns: number): Promise<Tile[]> {
  const { width, height, tiles: list } = await tiles(grid);
  const bottoms: number[] = new Array(columns).fill(0);
  columnsOf(list, width, columns).forEach((column, i) => {
    const shortest = Math.min(...bottoms);
    expect(bottoms[column], `item ${i} is not in the shortest column`).toBeLessThanOrEqual(shortest + 1);
    expect(bottoms.indexOf(bottoms.find((b) => b <= shortest + 1)!)).toBe(column);
    expect(Math.abs(list[i].top - bottoms[column])).toBeLessThanOrEqual(1);
    bottoms[column] = list[i].bottom;
  });
  expectNoOverlaps(list);
  expect(Math.abs(height - Math.max(...bottoms))).toBeLessThanOrEqual(1);
  return list;
}

/** Rows of `columns` items left to right; each row starts where the tallest item of the row above ends. */
async function expectFitRows(grid: Locator, columns: number): Promise<Tile[][]> {
  const { width, tiles: list } = await tiles(grid);
  const placed = columnsOf(list, width, columns);
  const rows: Tile[][] = [];
  list.forEach((tile, i) => {
    expect(placed[i]).toBe(i % columns);
    if (i % columns === 0) rows.push([]);
    rows[rows.length - 1].push(tile);
  });
  let top = 0;
  for (const row of rows) {
    for (const tile of row) expect(Math.abs(tile.top - top)).toBeLessThanOrEqual(1);
    top = Math.max(...row.map((tile) => tile.bottom));
  }
  expectNoOverlaps(list);
  return rows;
}

async function open(page: Page, id: string): Promise<Locator> {
  await page.goto(PAGE);
  const grid = widget(page, id);
  await expectReady(grid);
  return grid;
}

const items = (grid: Locator) => grid.locator('.ha-image-grid__item');
const shown = (grid: Locator) => grid.locator('.ha-image-grid__item:visible');
const lightbox = (page: Page) => page.locator('dialog.ha-lightbox');
const counter = (page: Page) => lightbox(page).locator('.ha-lightbox__counter');
const lightboxImage = (page: Page) => lightbox(page).locator('img.ha-lightbox__image');

test('masonry puts each item into the shortest column, with nothing overlapping', async ({ page, problems }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const grid = await open(page, MASONRY);
  await expect(grid.locator('.hajs-isotope')).toHaveClass(/ha-ig--ready/);
  const list = await expectMasonry(grid, 3);
  expect(list).toHaveLength(10);
  // Images keep their aspect ratio inside the 5 px borders: dunes is 3:2.
  const dunes = (await items(grid).first().locator('img').boundingBox())!;
  expect(dunes.width / dunes.height).toBeCloseTo(1.5, 1);
  // Not a plain float layout: the third column's second item (cactus) sits right under the short pier.
  expect(list[3].left).toBeCloseTo(list[2].left, 0);
  expect(list[3].top).toBeCloseTo(list[2].bottom, 0);
  expect(ownErrors(problems)).toEqual([]);
});

test('even cells are all the same size, in rows of the page CSS column count', async ({ page, problems }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const grid = await open(page, EVEN);
  await grid.getByRole('button', { name: 'All' }).click();
  await expect(shown(grid)).toHaveCount(8);
  const { width, tiles: list } = await tiles(grid);
  const columns = columnsOf(list, width, 4);
  expect(columns).toEqual([0, 1, 2, 3, 0, 1, 2, 3]);
  for (const [i, tile] of list.entries()) {
    expect(tile.bottom - tile.top).toBeCloseTo(200, 0);
    expect(tile.top).toBeCloseTo(Math.floor(i / 4) * 200, 0);
  }
  // The images fill their cells whatever their own shape.
  const img = (await items(grid).nth(1).locator('img').boundingBox())!;
  expect(img.height).toBeCloseTo(200 - 8, 0);
  expect(ownErrors(problems)).toEqual([]);
});

test('fit rows go left to right, each row as tall as its tallest item', async ({ page, problems }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const grid = await open(page, FIT_ROWS);
  await grid.scrollIntoViewIfNeeded();
  const images = grid.locator('img');
  await expect.poll(() => images.evaluateAll((all) => all.every((img) => (img as HTMLImageElement).naturalWidth > 0))).toBe(true);
  await expect.poll(async () => (await tiles(grid)).height).toBeGreaterThan(900);
  const rows = await expectFitRows(grid, 3);
  expect(rows.map((row) => row.length)).toEqual([3, 3, 1]);
  // Row 1 is as tall as its tallest item (the 2:3 tower), which leaves room under the shorter ones.
  const [dunes, tower] = rows[0];
  expect(tower.bottom - tower.top).toBeGreaterThan(dunes.bottom - dunes.top + 100);
  expect(rows[1][0].top).toBeCloseTo(tower.bottom, 0);
  expect(ownErrors(problems)).toEqual([]);
});

test('an image without sizes is placed again once it loads', async ({ page, problems }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/image-grid\/tower\.svg\?fit$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  const grid = await open(page, FIT_ROWS);
  await grid.scrollIntoViewIfNeeded();
  const tower = items(grid).nth(1);
  const towerHeight = async () => (await tower.boundingBox())!.height;
  const secondRowTop = async () => (await items(grid).nth(3).boundingBox())!.y;
  await expect.poll(() => items(grid).nth(4).locator('img').evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  expect(await towerHeight()).toBeLessThan(100);
  const before = await secondRowTop();
  release();
  // 2:3 at a third of the width, plus the 6 px borders.
  await expect.poll(towerHeight).toBeGreaterThan(500);
  await expect.poll(secondRowTop).toBeGreaterThan(before + 100);
  await expectFitRows(grid, 3);
  expect(ownErrors(problems)).toEqual([]);
});

test('a grid is ready once its items are placed', async ({ page }) => {
  await recordAtReady(page, '.hajs-isotope.ha-ig--ready');
  const grid = await open(page, MASONRY);
  for (const id of [EVEN, FIT_ROWS]) await expectReady(widget(page, id));
  expect(await matchedAtReady(page)).toMatchObject({ [MASONRY]: true, [EVEN]: true, [FIT_ROWS]: true });
  await expectMasonry(grid, 3);
});

test('resizing the viewport lays the items out again for the new width and column count', async ({ page, problems }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const grid = await open(page, MASONRY);
  await expectMasonry(grid, 3);
  const before = (await tiles(grid)).tiles[0];
  await page.setViewportSize({ width: 900, height: 900 });
  await expect.poll(async () => (await tiles(grid)).tiles[0].right).not.toBeCloseTo(before.right, 0);
  // The page CSS asks for 2 columns below 1025 px.
  await expect.poll(async () => {
    const { width, tiles: list } = await tiles(grid);
    return Math.round(width / (list[0].right - list[0].left));
  }).toBe(2);
  await expectMasonry(grid, 2);

  const even = widget(page, EVEN);
  await even.getByRole('button', { name: 'All' }).click();
  await expect(shown(even)).toHaveCount(8);
  const { width, tiles: cells } = await tiles(even);
  expect(columnsOf(cells, width, 3)).toEqual([0, 1, 2, 0, 1, 2, 0, 1]);
  expect(ownErrors(problems)).toEqual([]);
});

test('a filter click marks its button pressed and shows only matching items, laid out again', async ({ page, problems }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const grid = await open(page, MASONRY);
  const bar = grid.locator('.hajs-filter');
  await expect(bar).toHaveAttribute('role', 'group');
  const all = bar.getByRole('button', { name: 'All' });
  const city = bar.getByRole('button', { name: 'City' });
  await expect(all).toHaveAttribute('aria-pressed', 'true');
  await expect(all).toHaveClass(/ha-filter__item--active/);
  await expect(city).toHaveAttribute('aria-pressed', 'false');

  await city.click();
  await expect(city).toHaveAttribute('aria-pressed', 'true');
  await expect(city).toHaveClass(/ha-filter__item--active/);
  await expect(all).toHaveAttribute('aria-pressed', 'false');
  await expect(all).not.toHaveClass(/ha-filter__item--active/);
  await expect(bar.locator('.ha-filter__item--active')).toHaveCount(1);
  await expect(shown(grid)).toHaveCount(4);
  await expect(grid.locator('.__fltr-2:visible')).toHaveCount(4);
  await expect(grid.locator('img[alt="Sand dunes at sunset"]')).toBeHidden();
  // The four City items fill the columns from the top again.
  const list = await expectMasonry(grid, 3);
  expect(list.slice(0, 3).map((tile) => Math.round(tile.top))).toEqual([0, 0, 0]);

  await bar.getByRole('button', { name: 'Coast' }).click();
  await expect(shown(grid)).toHaveCount(3);
  await all.click();
  await expect(shown(grid)).toHaveCount(10);
  await expectMasonry(grid, 3);
  expect(ownErrors(problems)).toEqual([]);
});

test('the items follow the pressed filter 200 ms after the last click', async ({ page }) => {
  await page.clock.install({ time: 0 });
  const grid = await open(page, MASONRY);
  await page.clock.pauseAt(60_000);
  await grid.getByRole('button', { name: 'Nature' }).click();
  await page.clock.runFor(120);
  await grid.getByRole('button', { name: 'Coast' }).click();
  await expect(grid.getByRole('button', { name: 'Coast' })).toHaveAttribute('aria-pressed', 'true');
  await page.clock.runFor(190);
  await expect(shown(grid)).toHaveCount(10);
  await page.clock.runFor(20);
  await expect(shown(grid)).toHaveCount(3);
});

test('the default filter from data-default-filter applies at load', async ({ page, problems }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const grid = await open(page, EVEN);
  const city = grid.getByRole('button', { name: 'City' });
  await expect(city).toHaveAttribute('aria-pressed', 'true');
  await expect(city).toHaveClass(/ha-filter__item--active/);
  await expect(grid.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
  await expect(shown(grid)).toHaveCount(4);
  await expect(grid.locator('img[alt="A still lake"]')).toBeHidden();
  await expect(grid.locator('img[alt="Clock tower"]')).toBeVisible();
  // Laid out as the first four cells, not where they would be among all items.
  const { width, tiles: list } = await tiles(grid);
  expect(columnsOf(list, width, 4)).toEqual([0, 1, 2, 3]);
  for (const tile of list) expect(tile.top).toBeCloseTo(0, 0);
  expect(ownErrors(problems)).toEqual([]);
});

test('the lightbox opens the clicked image among the shown ones and moves through them', async ({ page, problems }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const grid = await open(page, MASONRY);
  await grid.getByRole('button', { name: 'City' }).click();
  await expect(shown(grid)).toHaveCount(4);
  // City: tower, lantern, harbour, alley.
  const lantern = shown(grid).nth(1);
  await lantern.click();
  await expect(lightbox(page)).toBeVisible();
  await expect(lightboxImage(page)).toHaveAttribute('src', /lantern-large\.svg$/);
  await expect(lightboxImage(page)).toHaveAttribute('alt', 'Paper lanterns');
  await expect(counter(page)).toHaveText('2 / 4');
  await expect(lightbox(page).getByRole('button', { name: 'Close' })).toBeFocused();

  await page.keyboard.press('ArrowRight');
  await expect(counter(page)).toHaveText('3 / 4');
  await expect(lightboxImage(page)).toHaveAttribute('src', /harbour-large\.svg$/);
  await lightbox(page).getByRole('button', { name: 'Next image' }).click();
  await expect(lightboxImage(page)).toHaveAttribute('src', /alley-large\.svg$/);
  await page.keyboard.press('ArrowRight');
  await expect(counter(page)).toHaveText('1 / 4');
  await expect(lightboxImage(page)).toHaveAttribute('src', /tower-large\.svg$/);

  await page.keyboard.press('Escape');
  await expect(lightbox(page)).toHaveCount(0);
  await expect(lantern).toBeFocused();
  expect(new URL(page.url()).hash).toBe('');

  await grid.getByRole('button', { name: 'All' }).click();
  await expect(shown(grid)).toHaveCount(10);
  await items(grid).nth(4).click();
  await expect(counter(page)).toHaveText('5 / 10');
  await expect(lightboxImage(page)).toHaveAttribute('src', /lake-large\.svg$/);
  await lightbox(page).getByRole('button', { name: 'Close' }).click();
  await expect(lightbox(page)).toHaveCount(0);
  expect(ownErrors(problems)).toEqual([]);
});

test('links without alt text get a name', async ({ page }) => {
  const grid = await open(page, MASONRY);
  await expect(items(grid).nth(1)).toHaveAttribute('aria-label', 'Image 2');
  await expect(grid.getByRole('link', { name: 'Sand dunes at sunset' })).toHaveCount(1);
});

test('at 375 px a lightbox disabled on mobile does not open, while another one does', async ({ page, problems }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const grid = await open(page, EVEN);
  await shown(grid).first().click();
  await page.waitForTimeout(100);
  await expect(lightbox(page)).toHaveCount(0);
  expect(new URL(page.url()).hash).toBe('');

  await items(widget(page, MASONRY)).first().click();
  await expect(lightbox(page)).toBeVisible();
  await expect(lightboxImage(page)).toHaveAttribute('src', /dunes-large\.svg$/);
  expect(ownErrors(problems)).toEqual([]);
});

test('the lightbox that is disabled on tablet and mobile opens on desktop', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const grid = await open(page, EVEN);
  await shown(grid).nth(2).click();
  await expect(lightbox(page)).toBeVisible();
  await expect(counter(page)).toHaveText('3 / 4');
});

test('with enable_popup off, a click opens nothing', async ({ page }) => {
  const grid = await open(page, FIT_ROWS);
  await items(grid).first().click();
  await page.waitForTimeout(100);
  await expect(lightbox(page)).toHaveCount(0);
});

test('bad settings: the grid is ready with defaults and one debug warning', async ({ page, problems }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const grid = await open(page, BAD);
  const warnings = problems.warnings.filter((text) => text.includes(`ha-image-grid #${BAD}`));
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toMatch(/layout "zigzag"/);
  expect(warnings[0]).toMatch(/enable_popup/);
  expect(warnings[0]).toMatch(/columns "many"/);
  // Defaults: masonry, 4 columns on desktop (no --image-grid-column on the page), lightbox off.
  await expectMasonry(grid, 4);
  await items(grid).first().click();
  await page.waitForTimeout(100);
  await expect(lightbox(page)).toHaveCount(0);
  await grid.getByRole('button', { name: 'Odd' }).click();
  await expect(shown(grid)).toHaveCount(3);
  await expectMasonry(grid, 4);
  expect(problems.warnings.filter((text) => /ha-image-grid #(?!7d4f3154)/.test(text))).toEqual([]);
  expect(ownErrors(problems)).toEqual([]);
});

test('unmounting puts the server markup back exactly', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const grid = await open(page, MASONRY);
  await grid.getByRole('button', { name: 'Nature' }).click();
  await expect(shown(grid)).toHaveCount(5);
  await shown(grid).first().click();
  await expect(lightbox(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(lightbox(page)).toHaveCount(0);

  const served = await (await page.request.get(PAGE)).text();
  const same = await page.evaluate(
    ([html, id]) => {
      const original = new DOMParser().parseFromString(html, 'text/html');
      const live = document.querySelector(`[data-id="${id}"]`)!;
      window.haWidgets!.unmount(live);
      const container = (root: ParentNode) => root.querySelector(`[data-id="${id}"] .elementor-widget-container`)!.innerHTML;
      return container(document) === container(original);
    },
    [served, MASONRY] as const,
  );
  expect(same).toBe(true);
  await expect(grid.locator('.ha-image-grid__item:visible')).toHaveCount(10);
});


test('painted before the script runs, a fit-rows grid and an even grid showing its default filter already have their rows: mounting keeps their size', async ({ page }) => {
  const { before, after } = await sizesBeforeAndAfterMount(page, PAGE, [FIT_ROWS, EVEN]);
  expect(after).toEqual(before);
  // The even grid shows only its default filter's four items, before and after.
  await expect(widget(page, EVEN).locator('.ha-image-grid__item:visible')).toHaveCount(4);
});

test('painted before the script runs, a masonry grid already has its columns: every item stands within a few pixels of its place', async ({ page }) => {
  const itemBoxes = (grid: HTMLElement) => {
    const origin = grid.querySelector('.hajs-isotope')!.getBoundingClientRect();
    return [...grid.querySelectorAll<HTMLElement>('.ha-image-grid__item')].map((item) => {
      // Before it mounts the link steps aside (display: contents) and its image takes its border.
      const box = (getComputedStyle(item).display === 'contents' ? item.querySelector('img')! : item).getBoundingClientRect();
      return [box.left - origin.left, box.top - origin.top, box.width, box.height];
    });
  };
  const { before, after } = await sizesBeforeAndAfterMount(page, PAGE, [MASONRY, BAD], itemBoxes);
  const worst = Math.max(...before.flatMap((grid, g) => grid.flatMap((box, i) => box.map((value, side) => Math.abs(value - after[g][i][side])))));
  // The rows the grid spans leave out the items' borders (the page's spacing), a few pixels per item.
  expect(worst).toBeLessThanOrEqual(6);
});

test('painted before the script runs, no grid has an item moved by a layout as it mounts (the items are placed in the layout that first shows them positioned)', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { counting: boolean; movedIn: string[] };
    w.counting = false;
    w.movedIn = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { sources: { node: Node | null }[] }[])
        for (const { node } of entry.sources) {
          const el = node instanceof Element ? node : node?.parentElement;
          const id = el?.closest<HTMLElement>('.elementor-widget-ha-image-grid')?.dataset.id;
          if (w.counting && id) w.movedIn.push(id);
        }
    }).observe({ type: 'layout-shift' });
  });
  const release = await paintedBeforeMount(page, PAGE);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.evaluate(() => ((window as unknown as { counting: boolean }).counting = true));
  release();
  for (const id of [MASONRY, EVEN, FIT_ROWS, BAD]) await expectReady(widget(page, id));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await page.evaluate(() => (window as unknown as { movedIn: string[] }).movedIn)).toEqual([]);
});
