import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { test, expect, widget, expectReady, ownErrors, recordLayoutShift, layoutShift, paintFirst } from '../helpers';

const PAGE = '/widgets/advanced-data-table.html';
const HEADER = 'Name,Position,Office,Age,Start date,Salary';

async function open(page: Page, id: string, width = 1280): Promise<Locator> {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(PAGE);
  const table = widget(page, id);
  await expectReady(table);
  return table;
}

const rows = (table: Locator) => table.locator('tbody > tr');
/** The visible rows' values in one column (0: Name, 3: Age, ...). */
const column = (table: Locator, index: number) =>
  rows(table).evaluateAll((trs, i) => trs.map((tr) => (tr.children[i] as HTMLElement | undefined)?.innerText.trim() ?? ''), index);
const status = (table: Locator) => table.locator('.dataTables_info');
const search = (table: Locator) => table.getByRole('searchbox', { name: 'Search:' });
const pageButton = (table: Locator, n: number) => table.getByRole('button', { name: `Page ${n}`, exact: true });
const sortButton = (table: Locator, name: string) => table.getByRole('columnheader', { name }).getByRole('button');

const serverHtml = (page: Page, id: string) =>
  page.evaluate(async (id) => {
    const doc = new DOMParser().parseFromString(await (await fetch(location.href)).text(), 'text/html');
    return doc.querySelector(`[data-id="${id}"]`)!.innerHTML;
  }, id);

async function exportCsv(page: Page, table: Locator) {
  const [download] = await Promise.all([page.waitForEvent('download'), table.getByRole('button', { name: 'Download CSV' }).click()]);
  const text = await readFile((await download.path())!, 'utf8');
  return { name: download.suggestedFilename(), text };
}

test('shows the first ten rows, the status line and the page buttons', async ({ page, problems }) => {
  const staff = await open(page, 'a8b0001');
  await expect(rows(staff)).toHaveCount(10);
  expect((await column(staff, 0))[0]).toBe('Tiger Nixon');
  // 57: the server's empty row is not counted.
  await expect(status(staff)).toHaveText('Showing 1 to 10 of 57 entries');
  // The page's two paginated tables: each navigation has a name of its own.
  const nav = staff.getByRole('navigation', { name: 'Pagination (1 of 2)', exact: true });
  await expect(nav.getByRole('button')).toHaveText(['Previous', '1', '2', '3', '4', '5', '6', 'Next']);
  await expect(widget(page, 'a8b0003').getByRole('navigation', { name: 'Pagination (2 of 2)', exact: true })).toBeVisible();
  await expect(pageButton(staff, 1)).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('button', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');
  // Nothing is announced on load.
  await expect(staff.getByRole('status')).toHaveText('');
  expect(problems.warnings.filter((text) => text.includes('#a8b0001'))).toEqual([]);
  expect(ownErrors(problems)).toEqual([]);
});

test('typing in the search box filters the rows as you type, without case or accents', async ({ page, problems }) => {
  const staff = await open(page, 'a8b0001');
  await search(staff).pressSequentially('LONDON');
  await expect(rows(staff)).toHaveCount(5);
  expect(await column(staff, 2)).toEqual(Array(5).fill('London'));
  await expect(status(staff)).toHaveText('Showing 1 to 5 of 5 entries (filtered from 57 total entries)');
  await expect(staff.getByRole('navigation').getByRole('button', { name: /^Page/ })).toHaveText(['1']);
  // Announced politely once the typing stops.
  await expect(staff.getByRole('status')).toHaveText('Showing 1 to 5 of 5 entries (filtered from 57 total entries)');

  await search(staff).fill('sao paulo');
  await expect(rows(staff)).toHaveCount(5);
  expect(new Set(await column(staff, 2))).toEqual(new Set(['São Paulo']));

  await search(staff).fill('zzz');
  await expect(rows(staff)).toHaveText(['No matching records found']);
  await expect(status(staff)).toHaveText('Showing 0 to 0 of 0 entries (filtered from 57 total entries)');
  await expect(staff.getByRole('status')).toHaveText('Showing 0 to 0 of 0 entries (filtered from 57 total entries)');

  await search(staff).fill('');
  await expect(rows(staff)).toHaveCount(10);
  await expect(status(staff)).toHaveText('Showing 1 to 10 of 57 entries');
  expect(ownErrors(problems)).toEqual([]);
});

test('page buttons, Next and Previous move through the pages', async ({ page, problems }) => {
  const staff = await open(page, 'a8b0001');
  const nav = staff.getByRole('navigation', { name: 'Pagination' });
  await pageButton(staff, 3).click();
  await expect(status(staff)).toHaveText('Showing 21 to 30 of 57 entries');
  expect((await column(staff, 0))[0]).toBe('Jenette Caldwell');
  await expect(pageButton(staff, 3)).toHaveAttribute('aria-current', 'page');
  await expect(pageButton(staff, 1)).not.toHaveAttribute('aria-current');

  await nav.getByRole('button', { name: 'Next' }).click();
  await expect(status(staff)).toHaveText('Showing 31 to 40 of 57 entries');
  expect((await column(staff, 0))[0]).toBe('Michelle House');

  await pageButton(staff, 6).click();
  await expect(rows(staff)).toHaveCount(7);
  expect((await column(staff, 0)).at(-1)).toBe('Serge Ortega');
  const next = nav.getByRole('button', { name: 'Next' });
  await expect(next).toHaveAttribute('aria-disabled', 'true');
  // Playwright waits for aria-disabled buttons to be enabled; a visitor just clicks.
  await next.click({ force: true });
  await expect(status(staff)).toHaveText('Showing 51 to 57 of 57 entries');

  await nav.getByRole('button', { name: 'Previous' }).click();
  await expect(status(staff)).toHaveText('Showing 41 to 50 of 57 entries');
  expect(ownErrors(problems)).toEqual([]);
});

test('the page-length menu and a page size from the markup', async ({ page, problems }) => {
  const staff = await open(page, 'a8b0001');
  await pageButton(staff, 2).click();
  await staff.getByRole('combobox', { name: /Show/ }).selectOption('25');
  await expect(rows(staff)).toHaveCount(25);
  await expect(status(staff)).toHaveText('Showing 1 to 25 of 57 entries');
  await expect(staff.getByRole('navigation').getByRole('button', { name: /^Page/ })).toHaveText(['1', '2', '3']);

  const five = widget(page, 'a8b0003');
  await expect(rows(five)).toHaveCount(5);
  await expect(status(five)).toHaveText('Showing 1 to 5 of 14 entries');
  await expect(five.getByRole('navigation').getByRole('button', { name: /^Page/ })).toHaveText(['1', '2', '3']);
  await expect(five.getByRole('searchbox')).toHaveCount(0);
  await expect(five.getByRole('combobox')).toHaveCount(0);
  await expect(five.locator('.ha-advanced-table-btn')).toHaveCount(0);
  expect(ownErrors(problems)).toEqual([]);
});

test('a column head sorts the rows across all pages, by number where the column holds numbers', async ({ page, problems }) => {
  const staff = await open(page, 'a8b0001');
  await pageButton(staff, 4).click();
  await sortButton(staff, 'Age').click();
  await expect(staff.getByRole('columnheader', { name: 'Age' })).toHaveAttribute('aria-sort', 'ascending');
  await expect(status(staff)).toHaveText('Showing 1 to 10 of 57 entries');
  expect((await column(staff, 0))[0]).toBe('Lael "Lee" Greer');
  const first = (await column(staff, 3)).map(Number);
  expect(first).toEqual([...first].sort((a, b) => a - b));
  await pageButton(staff, 2).click();
  expect(Math.min(...(await column(staff, 3)).map(Number))).toBeGreaterThanOrEqual(Math.max(...first));

  await sortButton(staff, 'Age').click();
  await expect(staff.getByRole('columnheader', { name: 'Age' })).toHaveAttribute('aria-sort', 'descending');
  // Ties keep the server order: three people are 66, Paul Byrd comes first.
  expect((await column(staff, 0)).slice(0, 3)).toEqual(['Paul Byrd', 'Jenette Caldwell', 'Olivia Liang']);

  await sortButton(staff, 'Salary').click();
  await expect(staff.getByRole('columnheader', { name: 'Age' })).not.toHaveAttribute('aria-sort');
  expect((await column(staff, 5))[0]).toBe('$63,350');
  expect(ownErrors(problems)).toEqual([]);
});

test('keyboard: export, menu, search, sort and page buttons in order, focus kept on the pressed button', async ({ page, problems }) => {
  const staff = await open(page, 'a8b0001');
  await page.locator('.fixture-note', { hasText: 'Staff directory' }).click();
  await page.keyboard.press('Tab');
  await expect(staff.getByRole('button', { name: 'Download CSV' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(staff.getByRole('combobox')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(search(staff)).toBeFocused();
  await page.keyboard.type('edinburgh');
  await expect(status(staff)).toHaveText('Showing 1 to 10 of 14 entries (filtered from 57 total entries)');
  await page.keyboard.press('Tab');
  await expect(sortButton(staff, 'Name')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(staff.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
  expect((await column(staff, 0)).slice(0, 2)).toEqual(['Airi Satou', 'Angelica Ramos']);

  for (let i = 0; i < 6; i++) await page.keyboard.press('Tab');
  await expect(staff.getByRole('button', { name: 'Previous' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(pageButton(staff, 2)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(status(staff)).toHaveText('Showing 11 to 14 of 14 entries (filtered from 57 total entries)');
  expect(await column(staff, 0)).toEqual(['Lael "Lee" Greer', 'Michael Bruce', 'Michael Silva', 'Zenaida Frank']);
  await expect(pageButton(staff, 2)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(staff.getByRole('button', { name: 'Next' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(staff.getByRole('button', { name: 'Next' })).toBeFocused();
  expect(ownErrors(problems)).toEqual([]);
});

test('the export button downloads the rows matching the search as CSV, named from the date and widget id', async ({ page, problems }) => {
  const staff = await open(page, 'a8b0001');
  await expect(staff.locator('.elementor-widget-container > .ha-advanced-table-btn-wrap:first-child')).toHaveText('Download CSV');
  const today = await page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });

  await search(staff).fill('greer');
  await expect(rows(staff)).toHaveCount(2);
  const greer = await exportCsv(page, staff);
  expect(greer.name).toBe(`advanced-data-table-${today}-a8b0001.csv`);
  expect(greer.text).toBe(
    '\uFEFF' +
      [HEADER, 'Bradley Greer,Support Lead,San Francisco,36,2014/07/28,"$466,700"', '"Lael ""Lee"" Greer",Integration Specialist,Edinburgh,21,2009/09/24,"$174,050"'].join('\r\n'),
  );

  // Every matching row, not only the page shown, in the order shown; a comma and a line break quoted.
  await search(staff).fill('');
  await sortButton(staff, 'Name').click();
  const all = (await exportCsv(page, staff)).text.replace('\uFEFF', '').split('\r\n');
  expect(all).toHaveLength(58);
  expect(all[0]).toBe(HEADER);
  expect(all[1]).toMatch(/^Airi Satou,/);
  expect(all).toContain('Ashton Cox,"Regional Director\nEMEA",Singapore,47,2009/04/03,"$511,400"');
  expect(all).toContain('Herrod Chandler,"Sales Assistant, Nights",London,56,2010/02/19,"$527,900"');
  expect(ownErrors(problems)).toEqual([]);
});

test('sideways scroll: always with data-scroll-x, and at 767 px or less; the page itself never scrolls sideways', async ({ page, problems }) => {
  const wide = await open(page, 'a8b0002');
  const region = wide.getByRole('region', { name: 'Table' });
  await expect(region).toHaveAttribute('tabindex', '0');
  expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await expect(widget(page, 'a8b0001').getByRole('region')).toHaveCount(0);
  // Search only: every row, no pages.
  await expect(rows(wide)).toHaveCount(12);
  await expect(wide.getByRole('navigation')).toHaveCount(0);
  await search(wide).fill('tokyo');
  await expect(status(wide)).toHaveText('Showing 1 to 1 of 1 entries (filtered from 12 total entries)');

  await page.setViewportSize({ width: 375, height: 800 });
  const staffRegion = widget(page, 'a8b0001').getByRole('region', { name: 'Table' });
  await expect(staffRegion).toHaveAttribute('tabindex', '0');
  await staffRegion.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => staffRegion.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(ownErrors(problems)).toEqual([]);
});

test('bad settings give the defaults and one debug warning', async ({ page, problems }) => {
  const bad = await open(page, 'a8b0004');
  await expect(rows(bad)).toHaveCount(8);
  await expect(status(bad)).toHaveText('Showing 1 to 8 of 8 entries');
  await expect(bad.getByRole('searchbox')).toHaveCount(0);
  await expect(bad.getByRole('navigation')).toHaveCount(0);
  await expect(bad.getByRole('button', { name: 'Export Table' })).toBeVisible();
  await sortButton(bad, 'Name').click();
  expect((await column(bad, 0))[0]).toBe('Bruno Nash');
  const warnings = problems.warnings.filter((text) => text.includes('ha-advanced-data-table'));
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toContain('#a8b0004');
  expect(warnings[0]).toContain('show_search "sometimes" is not valid; using false');
  expect(warnings[0]).toContain('page_length "lots" is not valid; using 10');
  expect(ownErrors(problems)).toEqual([]);
});

test('unmount puts the tables back exactly: rows in server order, controls gone', async ({ page, problems }) => {
  const staff = await open(page, 'a8b0001');
  await search(staff).fill('e');
  await sortButton(staff, 'Age').click();
  await pageButton(staff, 2).click();
  for (const id of ['a8b0001', 'a8b0002', 'a8b0003', 'a8b0004']) {
    const table = widget(page, id);
    await expectReady(table);
    const server = await serverHtml(page, id);
    expect(await table.innerHTML()).not.toBe(server);
    await table.evaluate((el) => window.haWidgets!.unmount(el));
    expect(await table.innerHTML()).toBe(server);
  }
  await expect(rows(staff)).toHaveCount(58);
  expect(ownErrors(problems)).toEqual([]);
});


test('painted before the script runs, each table has its mounted size (first page, room for the bars): mounting shifts nothing', async ({ page, problems }) => {
  await paintFirst(page);
  await recordLayoutShift(page);
  await page.setViewportSize({ width: 1280, height: 3200 });
  await page.goto(PAGE);
  for (const id of ['a8b0001', 'a8b0002', 'a8b0003', 'a8b0004']) await expectReady(widget(page, id));
  await page.evaluate(() => new Promise(requestAnimationFrame));
  expect(await layoutShift(page)).toBe(0);
  expect(ownErrors(problems)).toEqual([]);
});
