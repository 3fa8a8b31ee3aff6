import type { Locator, Page } from '@playwright/test';
import { test, expect, widget, expectReady, ownErrors, sizesBeforeAndAfterMount } from '../helpers';

const PAGE = '/widgets/data-table.html';
const IDS = ['d7a0001', 'd7a0002', 'd7a0003', 'd7a0004'];

async function open(page: Page, id: string, width = 1280): Promise<Locator> {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(PAGE);
  const table = widget(page, id);
  await expectReady(table);
  return table;
}

const bodyRows = (table: Locator) => table.locator('tbody > tr');
/** Each body row's cell values, without the head copies. */
const values = (table: Locator) =>
  bodyRows(table).evaluateAll((rows) =>
    rows.map((row) => [...row.children].map((cell) => cell.querySelector('.ha-table__body-row-cell-text')?.textContent?.trim() ?? '')),
  );
/** Each body row's copied head labels, as shown. */
const labels = (table: Locator) =>
  bodyRows(table).evaluateAll((rows) =>
    rows.map((row) => [...row.children].map((cell) => ((cell.querySelector('[data-ha-copy]') as HTMLElement | null)?.innerText ?? '').replace(/\s+/g, ' ').trim())),
  );
const box = async (locator: Locator) => (await locator.boundingBox())!;

/** The widget's markup as the server printed it, read from a fresh copy of the page. */
const serverHtml = (page: Page, id: string) =>
  page.evaluate(async (id) => {
    const doc = new DOMParser().parseFromString(await (await fetch(location.href)).text(), 'text/html');
    return doc.querySelector(`[data-id="${id}"]`)!.innerHTML;
  }, id);

test('body rows whose cells are all empty are gone; a row holding only an icon stays', async ({ page, problems }) => {
  const plans = await open(page, 'd7a0001');
  expect(await values(plans)).toEqual([
    ['Starter', '10 GB', '1', '', '$5 / month'],
    ['Team', '100 GB', '10', '', '$25 / month'],
    ['', '', '', '', ''],
    ['Business', '1 TB', '50', '', '$90 / month'],
  ]);
  await expect(bodyRows(plans).nth(2).locator('svg')).toBeVisible();

  // Without .elementor-widget-container and with broken data-settings, too.
  const bad = widget(page, 'd7a0004');
  await expectReady(bad);
  expect(await values(bad)).toEqual([
    ['Pencils', '12'],
    ['Erasers', '4'],
  ]);
  expect(problems.warnings.filter((text) => text.includes('#d7a0004'))).toEqual([
    '[ha-widgets] ha-data-table #d7a0004: data-settings is not a JSON object; using defaults',
  ]);
  expect(problems.warnings.filter((text) => /#d7a000[123]/.test(text))).toEqual([]);
  expect(ownErrors(problems)).toEqual([]);
});

test('on a wide screen the head row shows and the head copies stay hidden', async ({ page, problems }) => {
  const spans = await open(page, 'd7a0002');
  await expect(spans.locator('thead')).toBeVisible();
  const copies = spans.locator('[data-ha-copy]');
  await expect(copies).toHaveCount(17);
  for (const copy of await copies.all()) await expect(copy).toBeHidden();
  await expect(spans.getByRole('region')).toHaveCount(0);
  expect(ownErrors(problems)).toEqual([]);
});

test('at 375 px each cell shows its own column head, and row and column spans still hold', async ({ page, problems }) => {
  const spans = await open(page, 'd7a0002', 375);
  await expect(spans.locator('thead')).toBeHidden();
  // Cells after a rowspan are labelled by their column, not by their position in the row.
  expect(await labels(spans)).toEqual([
    ['Region', 'City', 'Q1', 'Q2', 'Notes'],
    ['City', 'Q1', 'Q2', 'Notes'],
    ['Region', 'City', 'Q1 / Q2', 'Notes'],
    ['City', 'Q1', 'Q2', 'Notes'],
  ]);
  for (const copy of await spans.locator('[data-ha-copy]').all()) await expect(copy).toBeVisible();

  // Europe spanned three rows; the empty third is gone, so it spans Paris and Berlin.
  const europe = spans.locator('td', { hasText: 'Europe' });
  await expect(europe).toHaveAttribute('rowspan', '2');
  const [e, paris, berlin] = [await box(europe), await box(bodyRows(spans).nth(0)), await box(bodyRows(spans).nth(1))];
  expect(Math.abs(e.y - paris.y)).toBeLessThan(2);
  expect(Math.abs(e.y + e.height - (berlin.y + berlin.height))).toBeLessThan(2);
  // Tokyo's half-year figure covers Seoul's Q1 and Q2 cells.
  const half = await box(spans.locator('td', { hasText: '150 (half year)' }));
  const seoul = bodyRows(spans).nth(3).locator('td');
  const [q1, q2] = [await box(seoul.nth(1)), await box(seoul.nth(2))];
  expect(Math.abs(half.x - q1.x)).toBeLessThan(2);
  expect(Math.abs(half.x + half.width - (q2.x + q2.width))).toBeLessThan(2);
  expect(ownErrors(problems)).toEqual([]);
});

test('at 767 px or less a wide table scrolls sideways in its own box, by keyboard too; the page does not', async ({ page, problems }) => {
  const timetable = await open(page, 'd7a0003', 375);
  const region = timetable.getByRole('region', { name: 'Table' });
  await expect(region).toHaveAttribute('tabindex', '0');
  const sizes = await region.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(sizes.scroll).toBeGreaterThan(sizes.client + 100);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await page.locator('.fixture-note', { hasText: 'A wide timetable' }).click();
  await page.keyboard.press('Tab');
  await expect(region).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  expect(await page.evaluate(() => window.scrollX)).toBe(0);

  // The box follows the width live.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(timetable.getByRole('region')).toHaveCount(0);
  await expect(timetable.locator('.ha-table-scroll')).not.toHaveAttribute('tabindex');
  await expect(timetable.locator('thead')).toBeVisible();
  await page.setViewportSize({ width: 700, height: 900 });
  await expect(timetable.getByRole('region', { name: 'Table' })).toBeVisible();
  await expect(timetable.locator('[data-ha-copy]').first()).toBeVisible();
  expect(ownErrors(problems)).toEqual([]);
});

test('unmount puts every table back exactly as the server printed it', async ({ page, problems }) => {
  await open(page, 'd7a0002', 375);
  for (const id of IDS) {
    const table = widget(page, id);
    await expectReady(table);
    const server = await serverHtml(page, id);
    expect(await table.innerHTML()).not.toBe(server);
    await table.evaluate((el) => window.haWidgets!.unmount(el));
    expect(await table.innerHTML()).toBe(server);
  }
  expect(ownErrors(problems)).toEqual([]);
});


test('tables whose empty rows are printed empty are painted without them: mounting keeps their size', async ({ page }) => {
  const { before, after } = await sizesBeforeAndAfterMount(page, PAGE, ['d7a0002', 'd7a0004']);
  expect(after).toEqual(before);
});
