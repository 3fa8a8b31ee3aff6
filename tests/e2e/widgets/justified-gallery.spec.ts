import type { Locator, Page } from '@playwright/test';
import { test, expect, widget, expectReady, ownErrors, sizesBeforeAndAfterMount, rewrite, recordAtReady, matchedAtReady } from '../helpers';

const PAGE = '/widgets/justified-gallery.html';
const CORPUS = '6e4da5f4';
const CAPTIONS = '7b31c0a2';
const PLAIN = '8c42d1b3';
const NO_POPUP = '9d53e4c4';
const BAD = 'ae64f5d5';

interface Tile {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Shown items of a gallery, relative to the grid's content box, plus that box's width. */
async function tiles(gallery: Locator): Promise<{ width: number; tiles: Tile[] }> {
  return gallery.locator('.hajs-justified-grid').evaluate((grid) => {
    const style = getComputedStyle(grid);
    const g = grid.getBoundingClientRect();
    const x0 = g.left + parseFloat(style.paddingLeft) + parseFloat(style.borderLeftWidth);
    const y0 = g.top + parseFloat(style.paddingTop) + parseFloat(style.borderTopWidth);
    const width = g.width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - parseFloat(style.borderLeftWidth) - parseFloat(style.borderRightWidth);
    const out = [...grid.querySelectorAll(':scope > .ha-justified-grid__item')]
      .filter((el) => el.getClientRects().length > 0)
      .map((el) => {
        const r = el.getBoundingClientRect();
        return { left: r.left - x0, top: r.top - y0, right: r.right - x0, bottom: r.bottom - y0 };
      });
    return { width, tiles: out };
  });
}

function rowsOf(list: Tile[]): Tile[][] {
  const rows = new Map<number, Tile[]>();
  for (const tile of list) rows.set(Math.round(tile.top), [...(rows.get(Math.round(tile.top)) ?? []), tile]);
  return [...rows.values()];
}

/** Every row's items share a top and a height, sit `margin` apart, and full rows end at the width. */
async function expectJustified(gallery: Locator, margin: number, fullRows: number): Promise<Tile[][]> {
  const { width, tiles: list } = await tiles(gallery);
  const rows = rowsOf(list);
  expect(rows.length).toBeGreaterThanOrEqual(fullRows);
  for (const [r, row] of rows.entries()) {
    for (const tile of row) {
      expect(tile.top).toBe(row[0].top);
      expect(tile.bottom).toBe(row[0].bottom);
    }
    row.sort((a, b) => a.left - b.left);
    expect(row[0].left).toBeCloseTo(0, 0);
    for (let i = 1; i < row.length; i++) expect(row[i].left - row[i - 1].right).toBeCloseTo(margin, 0);
    if (r < fullRows) expect(Math.abs(row[row.length - 1].right - width)).toBeLessThanOrEqual(1.5);
    if (r > 0) expect(row[0].top - rows[r - 1][0].bottom).toBeCloseTo(margin, 0);
  }
  return rows;
}

async function open(page: Page, id: string): Promise<Locator> {
  await page.goto(PAGE);
  const gallery = widget(page, id);
  await expectReady(gallery);
  // Placed once the first layout report has measured the grid; until then the printed rows show
  // (their links have no box of their own, so a click could not be aimed at one).
  await expect(gallery.locator('.ha-justified-grid__wrap')).toHaveClass(/ha-jg--ready/);
  return gallery;
}

const items = (gallery: Locator) => gallery.locator('.ha-justified-grid__item');
const lightbox = (page: Page) => page.locator('dialog.ha-lightbox');
const counter = (page: Page) => lightbox(page).locator('.ha-lightbox__counter');
const lightboxImage = (page: Page) => lightbox(page).locator('img.ha-lightbox__image');

test('the real gallery is laid out in justified rows that fill the width', async ({ page, problems }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const gallery = await open(page, CORPUS);
  const rows = await expectJustified(gallery, 10, 2);
  expect(rows.map((row) => row.length)).toEqual([4, 4]);
  // About the row height of 150, never squashed or blown up.
  for (const row of rows) expect(row[0].bottom - row[0].top).toBeGreaterThan(100);
  // Images keep their aspect ratio: the first (768x432) is 16:9 within rounding.
  const first = rows[0][0];
  expect((first.right - first.left) / (first.bottom - first.top)).toBeCloseTo(768 / 432, 1);
  await expect(gallery.locator('.hajs-justified-grid')).toHaveClass(/ha-jg--ready/);
  expect(ownErrors(problems)).toEqual([]);
});

test('a gallery is ready once its images are placed', async ({ page }) => {
  await recordAtReady(page, '.hajs-justified-grid.ha-jg--ready');
  await open(page, CORPUS);
  for (const id of [CAPTIONS, PLAIN]) await expectReady(widget(page, id));
  expect(await matchedAtReady(page)).toMatchObject({ [CORPUS]: true, [CAPTIONS]: true, [PLAIN]: true });
});

test('resizing the viewport lays the rows out again for the new width', async ({ page, problems }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const gallery = await open(page, CORPUS);
  const before = (await tiles(gallery)).tiles[0];
  await page.setViewportSize({ width: 700, height: 900 });
  await expect.poll(async () => (await tiles(gallery)).width).toBeLessThan(700);
  await expect.poll(async () => (await tiles(gallery)).tiles[0].right).not.toBe(before.right);
  const rows = await expectJustified(gallery, 10, 2);
  expect(rows.length).toBeGreaterThan(2);
  expect(ownErrors(problems)).toEqual([]);
});

test('a filter click marks its button and shows only matching items, without justifying the last row', async ({ page, problems }) => {
  const gallery = await open(page, CORPUS);
  const bar = gallery.locator('.hajs-filter');
  await expect(bar).toHaveAttribute('role', 'group');
  const all = bar.getByRole('button', { name: 'All' });
  const app = bar.getByRole('button', { name: 'App' });
  await expect(all).toHaveAttribute('aria-pressed', 'true');
  await expect(all).toHaveClass(/ha-filter__item--active/);

  await app.click();
  await expect(app).toHaveAttribute('aria-pressed', 'true');
  await expect(app).toHaveClass(/ha-filter__item--active/);
  await expect(all).toHaveAttribute('aria-pressed', 'false');
  await expect(all).not.toHaveClass(/ha-filter__item--active/);
  await expect(gallery.locator('.ha-justified-grid__item:visible')).toHaveCount(3);
  await expect(gallery.locator('.__fltr-1').first()).toBeHidden();
  await expect(gallery.locator('.__fltr-2').first()).toBeVisible();
  // Three 3:2 images at the row height of 150 leave the row short: not justified.
  const { width, tiles: shown } = await tiles(gallery);
  for (const tile of shown) expect(tile.bottom - tile.top).toBe(150);
  expect(shown[2].right).toBeLessThan(width - 100);

  await bar.getByRole('button', { name: 'All' }).click();
  await expect(gallery.locator('.ha-justified-grid__item:visible')).toHaveCount(8);
  await expectJustified(gallery, 10, 2);
  expect(ownErrors(problems)).toEqual([]);
});

test('filter buttons work from the keyboard', async ({ page }) => {
  const gallery = await open(page, CORPUS);
  const web = gallery.getByRole('button', { name: 'Web' });
  await web.focus();
  await page.keyboard.press('Space');
  await expect(web).toHaveAttribute('aria-pressed', 'true');
  await expect(gallery.locator('.ha-justified-grid__item:visible')).toHaveCount(3);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(gallery.getByRole('button', { name: 'App' })).toHaveAttribute('aria-pressed', 'true');
  await expect(gallery.locator('.__fltr-2:visible')).toHaveCount(3);
});

test('the items follow the pressed filter 200 ms after the last click', async ({ page }) => {
  await page.clock.install({ time: 0 });
  const gallery = await open(page, CORPUS);
  await page.clock.pauseAt(60_000);
  const shown = gallery.locator('.ha-justified-grid__item:visible');
  await gallery.getByRole('button', { name: 'Web' }).click();
  await page.clock.runFor(120);
  await gallery.getByRole('button', { name: 'UI/UX' }).click();
  await expect(gallery.getByRole('button', { name: 'UI/UX' })).toHaveAttribute('aria-pressed', 'true');
  await page.clock.runFor(190);
  await expect(shown).toHaveCount(8);
  await page.clock.runFor(20);
  await expect(shown).toHaveCount(2);
  await expect(gallery.locator('.__fltr-3:visible')).toHaveCount(2);
});

test('the default filter from data-default-filter applies at load', async ({ page, problems }) => {
  const gallery = await open(page, CAPTIONS);
  const city = gallery.getByRole('button', { name: 'City' });
  await expect(city).toHaveAttribute('aria-pressed', 'true');
  await expect(city).toHaveClass(/ha-filter__item--active/);
  await expect(gallery.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
  await expect(gallery.locator('.ha-justified-grid__item:visible')).toHaveCount(5);
  await expect(gallery.locator('.ha-justified-grid__item[title="Harbour at dawn"]')).toBeHidden();
  await expect(gallery.locator('.ha-justified-grid__item[title="Skyline over the bay"]')).toBeVisible();
  expect(ownErrors(problems)).toEqual([]);
});

test('rows never grow past max_row_height, and captions show on hover', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const gallery = await open(page, CAPTIONS);
  await gallery.getByRole('button', { name: 'All' }).click();
  await expect(gallery.locator('.ha-justified-grid__item:visible')).toHaveCount(8);
  const rows = await expectJustified(gallery, 6, 1);
  for (const row of rows) expect(row[0].bottom - row[0].top).toBeLessThanOrEqual(180);
  const lane = gallery.locator('.ha-justified-grid__item[title="Old town lane"]');
  const caption = lane.locator('.ha-justified-grid__caption');
  await expect(caption).toHaveText('Old town lane');
  await expect(caption).toHaveCSS('opacity', '0');
  await lane.hover();
  await expect(caption).toHaveCSS('opacity', '1');
});

test('images without sizes are laid out again once they load; last_row "hide" hides a short last row', async ({ page, problems }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/justified-gallery/tall-1.svg', async (route) => {
    await held;
    await route.continue();
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  const gallery = await open(page, PLAIN);
  await gallery.scrollIntoViewIfNeeded();
  const first = items(gallery).first();
  const ratio = async () => {
    const box = (await first.boundingBox())!;
    return box.width / box.height;
  };
  // Not loaded yet: laid out as a square.
  await expect.poll(ratio).toBeCloseTo(1, 1);
  release();
  await expect.poll(ratio).toBeCloseTo(400 / 600, 1);
  // Six images fill the first row; the seventh alone would be a short last row, which is hidden.
  await expect(items(gallery).last()).toBeHidden();
  await expectJustified(gallery, 8, 1);
  expect(ownErrors(problems)).toEqual([]);
});

test('clicking an image opens the lightbox on it; buttons, arrow keys and swipes move; Escape closes and focus returns', async ({ page, problems }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const gallery = await open(page, CORPUS);
  const second = items(gallery).nth(1);
  await second.click();
  await expect(lightbox(page)).toBeVisible();
  await expect(lightbox(page)).toHaveJSProperty('open', true);
  await expect(lightboxImage(page)).toHaveAttribute('src', /web-2-large\.svg$/);
  await expect(counter(page)).toHaveText('2 / 8');
  await expect(lightbox(page).getByRole('button', { name: 'Close' })).toBeFocused();
  // The page behind is inert and does not scroll.
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');

  await page.keyboard.press('ArrowRight');
  await expect(counter(page)).toHaveText('3 / 8');
  await expect(lightboxImage(page)).toHaveAttribute('src', /web-3-large\.svg$/);
  await lightbox(page).getByRole('button', { name: 'Next image' }).click();
  await expect(counter(page)).toHaveText('4 / 8');
  await lightbox(page).getByRole('button', { name: 'Previous image' }).click();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(counter(page)).toHaveText('1 / 8');
  await page.keyboard.press('ArrowLeft');
  await expect(counter(page)).toHaveText('8 / 8');
  await expect(lightboxImage(page)).toHaveAttribute('src', /ui-2-large\.svg$/);

  // A leftward drag shows the next image (wrapping to the first).
  const box = (await lightboxImage(page).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2 + 100, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 60, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(counter(page)).toHaveText('1 / 8');
  await expect(lightbox(page)).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(lightbox(page)).toHaveCount(0);
  await expect(second).toBeFocused();
  expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
  expect(new URL(page.url()).hash).toBe('');
  expect(ownErrors(problems)).toEqual([]);
});

test('the close button and a click on the backdrop close the lightbox', async ({ page }) => {
  const gallery = await open(page, CORPUS);
  await items(gallery).first().click();
  await lightbox(page).getByRole('button', { name: 'Close' }).click();
  await expect(lightbox(page)).toHaveCount(0);
  await expect(items(gallery).first()).toBeFocused();

  await items(gallery).nth(3).click();
  await expect(counter(page)).toHaveText('4 / 8');
  await page.mouse.click(5, 450);
  await expect(lightbox(page)).toHaveCount(0);
});

test('the caption shows in the lightbox and the gallery holds only the filtered items', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const gallery = await open(page, CAPTIONS);
  await gallery.locator('.ha-justified-grid__item[title="Market square"]').click();
  await expect(lightbox(page).locator('.ha-lightbox__caption')).toHaveText('Market square');
  await expect(lightboxImage(page)).toHaveAttribute('alt', 'Stalls on a market square');
  // City shows 5 items; Market square is the third of them.
  await expect(counter(page)).toHaveText('3 / 5');
});

test('opening an image loads one image before and two after it', async ({ page }) => {
  const gallery = await open(page, CORPUS);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await items(gallery).nth(2).click();
  await expect(counter(page)).toHaveText('3 / 8');
  const large = () => requested.filter((path) => path.includes('-large.svg')).map((path) => path.split('/').pop());
  await expect.poll(large).toEqual(expect.arrayContaining(['web-3-large.svg', 'app-1-large.svg', 'app-2-large.svg', 'web-2-large.svg']));
  expect(large()).not.toContain('app-3-large.svg');
  expect(large()).not.toContain('ui-2-large.svg');
});

test('a plain link to an image file opens the lightbox with that file', async ({ page }) => {
  const gallery = await open(page, PLAIN);
  await items(gallery).nth(1).click();
  await expect(lightboxImage(page)).toHaveAttribute('src', '/assets/justified-gallery/web-3-large.svg');
  await expect(lightboxImage(page)).toHaveAttribute('alt', 'Placeholder web-3');
  expect(new URL(page.url()).pathname).toBe(PAGE);
});

test('with enable_popup off, a click opens nothing', async ({ page }) => {
  const gallery = await open(page, NO_POPUP);
  await items(gallery).first().click();
  await page.waitForTimeout(100);
  await expect(lightbox(page)).toHaveCount(0);
});

for (const [label, width] of [
  ['mobile', 375],
  ['tablet', 900],
] as const) {
  test(`at ${width}px a lightbox disabled on ${label} does not open, while others still do`, async ({ page, problems }) => {
    await page.setViewportSize({ width, height: 800 });
    const gallery = await open(page, CAPTIONS);
    await gallery.locator('.ha-justified-grid__item:visible').first().click();
    await page.waitForTimeout(100);
    await expect(lightbox(page)).toHaveCount(0);
    expect(new URL(page.url()).hash).toBe('');

    const other = widget(page, CORPUS);
    await items(other).first().click();
    await expect(lightbox(page)).toBeVisible();
    expect(ownErrors(problems)).toEqual([]);
  });
}

test('the lightbox that is disabled on tablet and mobile opens on desktop', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const gallery = await open(page, CAPTIONS);
  await gallery.locator('.ha-justified-grid__item:visible').first().click();
  await expect(lightbox(page)).toBeVisible();
});

async function countAnimations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { animations: number };
    w.animations = 0;
    const original = Element.prototype.animate;
    Element.prototype.animate = function (...args: Parameters<Element['animate']>) {
      w.animations++;
      return original.apply(this, args);
    };
  });
}

test('the lightbox zooms from the thumbnail and back', async ({ page }) => {
  await countAnimations(page);
  const gallery = await open(page, CORPUS);
  await items(gallery).first().click();
  await expect(lightbox(page)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { animations: number }).animations)).toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  await expect(lightbox(page)).toHaveCount(0);
});

test('with reduced motion the lightbox opens and closes without animation', async ({ page, problems }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await countAnimations(page);
  const gallery = await open(page, CORPUS);
  await items(gallery).first().click();
  await expect(lightbox(page)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(counter(page)).toHaveText('2 / 8');
  await page.keyboard.press('Escape');
  await expect(lightbox(page)).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { animations: number }).animations)).toBe(0);
  expect(ownErrors(problems)).toEqual([]);
});

test('bad settings: the gallery is ready with defaults and one debug warning', async ({ page, problems }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const gallery = await open(page, BAD);
  const warnings = problems.warnings.filter((text) => text.includes(`ha-justified-gallery #${BAD}`));
  expect(warnings.some((text) => /row_height/.test(text) && /last_row/.test(text) && /margins/.test(text))).toBe(true);
  expect(warnings.some((text) => text.includes('__fltr-9'))).toBe(true);
  // Defaults: row height 150, margins clamped to 0, everything shown (the default filter is unknown).
  await expect(gallery.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  await expect(gallery.locator('.ha-justified-grid__item:visible')).toHaveCount(6);
  const rows = await expectJustified(gallery, 0, 1);
  expect(rows[0][0].bottom - rows[0][0].top).toBeGreaterThan(110);
  expect(rows[0][0].bottom - rows[0][0].top).toBeLessThan(200);
  expect(ownErrors(problems)).toEqual([]);
});

test('unmounting puts the server markup back', async ({ page }) => {
  const gallery = await open(page, CORPUS);
  const grid = gallery.locator('.hajs-justified-grid');
  const before = await page.evaluate(() => document.querySelector('[data-id="6e4da5f4"]')!.getAttribute('data-ha-state'));
  expect(before).toBe('ready');
  await gallery.getByRole('button', { name: 'Web' }).click();
  await expect(gallery.locator('.ha-justified-grid__item:visible')).toHaveCount(3);
  await page.evaluate(() => window.haWidgets!.unmount(document.querySelector('[data-id="6e4da5f4"]')!));
  await expect(grid).not.toHaveClass(/ha-jg--ready/);
  await expect(grid).not.toHaveAttribute('style');
  expect(await items(gallery).evaluateAll((els) => els.filter((el) => el.hasAttribute('style') || el.hasAttribute('hidden')).length)).toBe(0);
  await expect(gallery.locator('.ha-filter__item--active')).toHaveCount(0);
  await expect(gallery.locator('[aria-pressed]')).toHaveCount(0);
  await expect(gallery.locator('.hajs-filter')).toHaveAttribute('role', 'navigation');
});

test('before it mounts, a gallery printed without any page CSS already has about its mounted height', async ({ page }) => {
  // The theme's stand-in rows taken out: only the premount stylesheet shapes the printed images.
  await page.route(PAGE, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/^\.ha-justified-grid__wrap:not\(\.ha-jg--ready\).*$/gm, '');
    await route.fulfill({ response, body: html });
  });
  const { before, after } = await sizesBeforeAndAfterMount(page, PAGE, [CORPUS]);
  const [[, printed]] = before;
  const [[, mounted]] = after;
  // The printed images one under the other would be about ten times as tall.
  expect(Math.abs(printed - mounted) / mounted).toBeLessThan(0.25);
});

/** Every image's box, from the gallery's top-left corner. */
const imageBoxes = (gallery: HTMLElement) => {
  const origin = gallery.getBoundingClientRect();
  return [...gallery.querySelectorAll('img')].map((img) => {
    const box = img.getBoundingClientRect();
    return [box.left - origin.left, box.top - origin.top, box.width, box.height].map(Math.round);
  });
};

async function expectImagesInPlaceBeforeMount(page: Page) {
  const { before, after } = await sizesBeforeAndAfterMount(page, PAGE, [CORPUS], imageBoxes);
  expect(before[0]).toHaveLength(8);
  // Within the widget's rounding to whole pixels.
  before[0].forEach((box, index) => box.forEach((value, side) => expect(Math.abs(value - after[0][index][side])).toBeLessThanOrEqual(2)));
  return before[0];
}

test('before it mounts, each image of a gallery without a filter already stands where the widget will place it', async ({ page }) => {
  await expectImagesInPlaceBeforeMount(page);
});

test('before it mounts, a gallery whose last row holds one image has its mounted height: that row does not fill the width and keeps the row height', async ({ page }) => {
  const { before, after } = await sizesBeforeAndAfterMount(page, PAGE, [NO_POPUP, BAD]);
  // Filled, the last image alone would be 760 px tall (and 380 px at half again the row height);
  // at 0.91 of the row height, as the images of a row start, the gallery was 13 px short.
  before.forEach(([, printed], index) => expect(Math.abs(printed - after[index][1])).toBeLessThanOrEqual(1));
});

test('before it mounts, on a tablet and on a phone, a gallery already has its mounted height: the rows take as many images as the width holds', async ({ page }) => {
  // At 0.91 of their width, as at 1280 px, the images stood one per row on a phone: 1173 px for a
  // gallery of 314, and 564 for one of 356 on a tablet.
  for (const [width, ids] of [
    [768, [NO_POPUP, BAD]],
    [390, [NO_POPUP]],
  ] as const) {
    const { before, after } = await sizesBeforeAndAfterMount(page, PAGE, [...ids], undefined, width);
    before.forEach(([, printed], index) => expect(Math.abs(printed - after[index][1]), `${ids[index]} at ${width} px`).toBeLessThanOrEqual(1));
  }
});

test('before it mounts, a gallery with its own row height and margins already has them (the loader passes them to the premount stylesheet)', async ({ page }) => {
  await rewrite(page, PAGE, (html) =>
    html.replace(
      '{&quot;row_height&quot;:{&quot;unit&quot;:&quot;px&quot;,&quot;size&quot;:150,&quot;sizes&quot;:[]},&quot;margins&quot;:{&quot;unit&quot;:&quot;px&quot;,&quot;size&quot;:10,',
      '{&quot;row_height&quot;:{&quot;unit&quot;:&quot;px&quot;,&quot;size&quot;:160,&quot;sizes&quot;:[]},&quot;margins&quot;:{&quot;unit&quot;:&quot;px&quot;,&quot;size&quot;:4,',
    ),
  );
  const boxes = await expectImagesInPlaceBeforeMount(page);
  // Not the defaults: 4 px apart (not 10).
  expect(boxes[1][0] - (boxes[0][0] + boxes[0][2])).toBe(4);
});
