import type { Locator, Page } from '@playwright/test';
import { test, expect, widget, expectReady, ownErrors, recordLayoutShift, layoutShift } from '../helpers';

const PAGE = '/widgets/portfolio.html';
const MASONRY = 'pf00001';
const JUSTIFY = 'pf00002';
const BAD = 'pf00003';

const TITLES = [
  'Harbour identity',
  'Night market app',
  'Riverside campaign',
  'Coffee roaster labels',
  'Transit dashboard',
  'Gallery posters',
  'Bakery brand',
  'Field notes app',
  'Annual report',
  'Studio stationery',
  'Weather widget',
  'Festival wayfinding',
  'Recipe cards',
  'Fitness tracker',
];
const APPS = ['Night market app', 'Transit dashboard', 'Field notes app', 'Weather widget', 'Fitness tracker'];
const PRINT = ['Riverside campaign', 'Coffee roaster labels', 'Gallery posters', 'Annual report', 'Studio stationery', 'Recipe cards'];

async function open(page: Page, id: string): Promise<Locator> {
  await page.goto(PAGE);
  const portfolio = widget(page, id);
  await portfolio.scrollIntoViewIfNeeded();
  await expectReady(portfolio);
  return portfolio;
}

const shown = (portfolio: Locator) => portfolio.locator('.ha-portfolio__item:visible .ha-portfolio__title');
const more = (portfolio: Locator) => portfolio.getByRole('button', { name: 'Load more' });
const filterButton = (portfolio: Locator, name: string) => portfolio.getByRole('button', { name, exact: true });

test('6 per page in 3 masonry columns; Load more reveals the next 6, then hides when none remain', async ({ page, problems }) => {
  const portfolio = await open(page, MASONRY);
  await expect(shown(portfolio)).toHaveText(TITLES.slice(0, 6));
  expect(await portfolio.locator('.ha-portfolio__grid').evaluate((el) => getComputedStyle(el).columnCount)).toBe('3');
  // Three columns side by side: the shown items start at three different left edges.
  const lefts = await portfolio.locator('.ha-portfolio__item:visible').evaluateAll((els) => [...new Set(els.map((el) => Math.round(el.getBoundingClientRect().left)))]);
  expect(lefts).toHaveLength(3);
  await expect(more(portfolio)).toBeVisible();
  await expect(more(portfolio)).toHaveAttribute('aria-controls', (await portfolio.locator('.ha-portfolio__grid').getAttribute('id'))!);

  await more(portfolio).click();
  await expect(shown(portfolio)).toHaveText(TITLES.slice(0, 12));
  // Keyboard users go on from the first work revealed.
  await expect(portfolio.locator('.ha-portfolio__item').nth(6)).toBeFocused();
  await expect(portfolio.getByRole('status')).toHaveText('Showing 12 of 14 items');
  await more(portfolio).click();
  await expect(shown(portfolio)).toHaveText(TITLES);
  await expect(more(portfolio)).toBeHidden();
  await expect(portfolio.locator('.ha-portfolio__item').nth(12)).toBeFocused();
  await expect(portfolio.getByRole('status')).toHaveText('Showing 14 of 14 items');
  expect(problems.warnings.filter((text) => text.includes(MASONRY))).toEqual([]);
  expect(ownErrors(problems)).toEqual([]);
});

test('a filter changes the visible items, again a page at a time; the active button is highlighted and the others cleared', async ({ page, problems }) => {
  const portfolio = await open(page, MASONRY);
  await filterButton(portfolio, 'Print').click();
  await expect(shown(portfolio)).toHaveText(PRINT);
  await expect(filterButton(portfolio, 'Print')).toHaveClass(/ha-filter__item--active/);
  await expect(filterButton(portfolio, 'Print')).toHaveAttribute('aria-pressed', 'true');
  await expect(filterButton(portfolio, 'All')).not.toHaveClass(/ha-filter__item--active/);
  await expect(filterButton(portfolio, 'All')).toHaveAttribute('aria-pressed', 'false');
  // Exactly one page of print works: nothing left to load.
  await expect(more(portfolio)).toBeHidden();
  await expect(portfolio.getByRole('status')).toHaveText('Showing 6 of 6 items');

  await filterButton(portfolio, 'Apps').click();
  await expect(shown(portfolio)).toHaveText(APPS);
  await expect(more(portfolio)).toBeHidden();

  await filterButton(portfolio, 'All').click();
  await expect(shown(portfolio)).toHaveText(TITLES.slice(0, 6));
  await more(portfolio).click();
  await expect(shown(portfolio)).toHaveText(TITLES.slice(0, 12));
  // A new filter starts again from its first page.
  await filterButton(portfolio, 'Branding').click();
  await expect(shown(portfolio)).toHaveText(['Harbour identity', 'Coffee roaster labels', 'Bakery brand', 'Studio stationery', 'Festival wayfinding']);
  await filterButton(portfolio, 'All').click();
  await expect(shown(portfolio)).toHaveText(TITLES.slice(0, 6));
  await expect(more(portfolio)).toBeVisible();
  expect(ownErrors(problems)).toEqual([]);
});

test('justified rows: each row as tall as justifyHeight, works as wide as their ratio; 4 per page', async ({ page, problems }) => {
  const portfolio = await open(page, JUSTIFY);
  await expect(shown(portfolio)).toHaveText(TITLES.slice(0, 4));
  await more(portfolio).click();
  await expect(shown(portfolio)).toHaveText(TITLES.slice(0, 8));
  const grid = portfolio.locator('.ha-portfolio__grid');
  const width = await grid.evaluate((el) => el.clientWidth);
  const boxes = await portfolio.locator('.ha-portfolio__item:visible').evaluateAll((els) =>
    els.map((el) => {
      const box = el.getBoundingClientRect();
      const ratio = Number(getComputedStyle(el).getPropertyValue('--ha-portfolio-ratio'));
      return { top: Math.round(box.top), width: box.width, height: Math.round(box.height), ratio };
    }),
  );
  for (const box of boxes) expect(box.height).toBe(200);
  // A full row shares the width in proportion to the images' ratios (flex-grow by ratio) and fills it.
  const row = boxes.filter((box) => box.top === boxes[0].top);
  expect(row.length).toBeGreaterThan(1);
  const scales = row.map((box) => box.width / box.ratio);
  for (const scale of scales) expect(Math.abs(scale / scales[0] - 1)).toBeLessThan(0.02);
  expect(Math.abs(row.reduce((sum, box) => sum + box.width, 0) + 8 * (row.length - 1) - width)).toBeLessThan(2);
  // The last row keeps its images' widths instead of stretching them across.
  const last = boxes.filter((box) => box.top === boxes.at(-1)!.top);
  expect(last.length).toBeLessThan(boxes.length);
  for (const box of last) expect(Math.abs(box.width - box.ratio * 200)).toBeLessThan(2);
  await more(portfolio).click();
  await expect(shown(portfolio)).toHaveText(TITLES.slice(0, 9));
  await expect(more(portfolio)).toBeHidden();
  expect(ownErrors(problems)).toEqual([]);
});

test('bad settings: the defaults (masonry, 3 columns, 6 per page) and one debug warning', async ({ page, problems }) => {
  const portfolio = await open(page, BAD);
  await expect(shown(portfolio)).toHaveText(TITLES.slice(0, 6));
  expect(await portfolio.locator('.ha-portfolio__grid').evaluate((el) => getComputedStyle(el).columnCount)).toBe('3');
  await more(portfolio).click();
  await expect(shown(portfolio)).toHaveText(TITLES.slice(0, 8));
  await expect(more(portfolio)).toBeHidden();
  await expect.poll(() => problems.warnings.filter((text) => text.includes(`#${BAD}`))).toHaveLength(1);
  const [warning] = problems.warnings.filter((text) => text.includes(`#${BAD}`));
  expect(warning).toMatch(/layoutType/);
  expect(warning).toMatch(/perPage/);
  expect(ownErrors(problems)).toEqual([]);
});

test('keyboard: the filter buttons and Load more work with Enter and Space', async ({ page, problems }) => {
  const portfolio = await open(page, MASONRY);
  await filterButton(portfolio, 'All').focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(filterButton(portfolio, 'Apps')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(shown(portfolio)).toHaveText(APPS);
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press(' ');
  await expect(shown(portfolio)).toHaveText(TITLES.slice(0, 6));
  await more(portfolio).focus();
  await page.keyboard.press('Enter');
  await expect(shown(portfolio)).toHaveText(TITLES.slice(0, 12));
  expect(ownErrors(problems)).toEqual([]);
});

test('unmount shows the server markup again', async ({ page, problems }) => {
  const portfolio = await open(page, MASONRY);
  await filterButton(portfolio, 'Print').click();
  await expect(shown(portfolio)).toHaveText(PRINT);
  await portfolio.evaluate((el) => window.haWidgets!.unmount(el));
  await expect(portfolio.locator('.ha-portfolio__item[hidden]')).toHaveCount(0);
  await expect(portfolio.locator('.ha-portfolio__grid')).not.toHaveAttribute('id');
  await expect(portfolio.locator('.ha-portfolio__grid')).toHaveAttribute('class', 'ha-portfolio__grid');
  await expect(portfolio.locator('.ha-portfolio__more')).not.toHaveAttribute('aria-controls');
  await expect(portfolio.locator('.ha-portfolio__more')).not.toHaveAttribute('hidden');
  await expect(filterButton(portfolio, 'All')).toHaveClass(/ha-filter__item--active/);
  await expect(filterButton(portfolio, 'Print')).not.toHaveClass(/ha-filter__item--active/);
  await expect(portfolio.getByRole('status')).toHaveCount(0);
  expect(ownErrors(problems)).toEqual([]);
});

test('mounting shifts no layout', async ({ page }) => {
  await recordLayoutShift(page);
  await page.goto(PAGE);
  for (const id of [MASONRY, JUSTIFY]) {
    const portfolio = widget(page, id);
    await portfolio.scrollIntoViewIfNeeded();
    await expectReady(portfolio);
  }
  await page.evaluate(() => new Promise(requestAnimationFrame));
  expect(await layoutShift(page)).toBe(0);
});
