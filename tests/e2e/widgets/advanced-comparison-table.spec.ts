import type { Locator, Page } from '@playwright/test';
import { test, expect, widget, expectReady, ownErrors } from '../helpers';

const PAGE = '/widgets/advanced-comparison-table.html';
const IDS = ['ad00001', 'ad00002', 'ad00003'];
const DESKTOP = 1280;
const TABLET = 900;
const MOBILE = 375;

async function open(page: Page, id: string, width = DESKTOP): Promise<Locator> {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(PAGE);
  const el = widget(page, id);
  await expectReady(el);
  return el;
}

/** Resizes the window and waits until the runtime has moved the page to the device mode. */
async function resize(page: Page, width: number, mode: string): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await expect(page.locator('body')).toHaveAttribute('data-elementor-device-mode', mode);
}

const navOf = (el: Locator) => el.locator('ul.ha-adct-table-responsive-nav');
const parentRows = (el: Locator) => el.locator('.ha-adct-row');
/** Which cells of a row the visitor sees. */
const shown = (row: Locator) =>
  row.locator(':scope > .ha-adct-column').evaluateAll((cells) => cells.map((cell) => cell.checkVisibility()));
/** The text of the cells the visitor sees in a row. */
const shownText = (row: Locator) =>
  row
    .locator(':scope > .ha-adct-column')
    .evaluateAll((cells) => cells.filter((cell) => cell.checkVisibility()).map((cell) => (cell as HTMLElement).innerText.replace(/\s+/g, ' ').trim()));

/** Every parent and child row that is shown shows exactly the cells in `expected`. */
async function expectColumns(el: Locator, expected: boolean[]): Promise<void> {
  const rows = await el
    .locator('.ha-adct-row, .ha-adct-child-row')
    .evaluateAll((all) =>
      all
        .filter((row) => row.checkVisibility())
        .map((row) => [...row.querySelectorAll(':scope > .ha-adct-column')].map((cell) => cell.checkVisibility())),
    );
  expect(rows.length).toBeGreaterThan(3);
  for (const cells of rows) expect(cells).toEqual(expected.slice(0, cells.length));
}

/** The markup as the server printed it, read from a fresh copy of the page. */
const serverHtml = (page: Page, id: string) =>
  page.evaluate(async (id) => {
    const doc = new DOMParser().parseFromString(await (await fetch(location.href)).text(), 'text/html');
    return doc.querySelector(`[data-id="${id}"]`)!.innerHTML;
  }, id);

test('on desktop every column shows and the responsive nav is hidden', async ({ page, problems }) => {
  const el = await open(page, 'ad00001');
  await expect(navOf(el)).toBeHidden();
  await expectColumns(el, [true, true, true, true]);
  expect(await shownText(parentRows(el).nth(1))).toEqual(['Price', '$ 39.99 /Per Year', '$ 89.99 /Per Year', '$ 199.99 /Per Year']);
  expect(ownErrors(problems)).toEqual([]);
});

test('on mobile the nav shows one plan column next to the features; a click switches it', async ({ page, problems }) => {
  const el = await open(page, 'ad00001', MOBILE);
  const nav = navOf(el);
  await expect(nav).toBeVisible();
  // The server marked the first item active: Starter shows.
  await expectColumns(el, [true, true, false, false]);
  expect(await shownText(parentRows(el).nth(1))).toEqual(['Price', '$ 39.99 /Per Year']);
  const agency = nav.getByRole('button', { name: 'Agency' });
  await expect(nav.getByRole('button', { name: 'Starter' })).toHaveAttribute('aria-pressed', 'true');
  await expect(agency).toHaveAttribute('aria-pressed', 'false');

  await agency.click();
  await expectColumns(el, [true, false, false, true]);
  expect(await shownText(parentRows(el).nth(1))).toEqual(['Price', '$ 199.99 /Per Year']);
  await expect(agency).toHaveAttribute('aria-pressed', 'true');
  await expect(nav.getByRole('button', { name: 'Starter' })).toHaveAttribute('aria-pressed', 'false');
  await expect(nav.locator('li.active')).toHaveCount(1);
  await expect(nav.locator('li').nth(2)).toHaveClass('active');
  // Open child rows follow the same column.
  const child = el.locator('.ha-adct-child-row').first();
  await expect(child).toBeVisible();
  expect(await shown(child)).toEqual([true, false, false, true]);
  // The buttons say what they control.
  const tableId = await el.locator('.ha-adct-table').getAttribute('id');
  expect(tableId).toBeTruthy();
  await expect(agency).toHaveAttribute('aria-controls', tableId!);
  expect(ownErrors(problems)).toEqual([]);
});

test('the nav follows the device mode live: desktop shows all columns again, tablet keeps the choice', async ({ page, problems }) => {
  const el = await open(page, 'ad00001', MOBILE);
  await navOf(el).getByRole('button', { name: 'Professional' }).click();
  await expectColumns(el, [true, false, true, false]);

  await resize(page, DESKTOP, 'desktop');
  await expect(navOf(el)).toBeHidden();
  await expectColumns(el, [true, true, true, true]);

  await resize(page, TABLET, 'tablet');
  await expect(navOf(el)).toBeVisible();
  await expectColumns(el, [true, false, true, false]);
  await expect(navOf(el).getByRole('button', { name: 'Professional' })).toHaveAttribute('aria-pressed', 'true');
  expect(ownErrors(problems)).toEqual([]);
});

test('keyboard: one tab stop for the nav; arrows, Home and End move and choose', async ({ page, problems }) => {
  const el = await open(page, 'ad00001', MOBILE);
  const nav = navOf(el);
  const button = (name: string) => nav.getByRole('button', { name });
  await expect(button('Starter')).not.toHaveAttribute('tabindex');
  await expect(button('Professional')).toHaveAttribute('tabindex', '-1');
  await expect(button('Agency')).toHaveAttribute('tabindex', '-1');

  await button('Starter').focus();
  await page.keyboard.press('ArrowRight');
  await expect(button('Professional')).toBeFocused();
  await expect(button('Professional')).toHaveAttribute('aria-pressed', 'true');
  await expectColumns(el, [true, false, true, false]);

  await page.keyboard.press('End');
  await expect(button('Agency')).toBeFocused();
  await expectColumns(el, [true, false, false, true]);

  await page.keyboard.press('ArrowRight');
  await expect(button('Starter')).toBeFocused();
  await expectColumns(el, [true, true, false, false]);

  await page.keyboard.press('ArrowLeft');
  await expect(button('Agency')).toBeFocused();
  await page.keyboard.press('Home');
  await expect(button('Starter')).toBeFocused();
  await expect(button('Starter')).toHaveAttribute('aria-pressed', 'true');
  await expect(button('Agency')).toHaveAttribute('tabindex', '-1');

  // Tab leaves the group for the first collapse button in the table.
  await page.keyboard.press('Tab');
  await expect(el.getByRole('button', { name: 'All Feature List' })).toBeFocused();
  expect(ownErrors(problems)).toEqual([]);
});

test('a switched-off column and short columns: the nav picks columns by position', async ({ page, problems }) => {
  const el = await open(page, 'ad00002', MOBILE);
  const nav = navOf(el);
  await expect(nav.getByRole('button')).toHaveCount(4);
  await nav.getByRole('button', { name: 'Plus' }).click();
  // The third plan column is the one printed as column 5.
  expect(await shownText(parentRows(el).nth(0))).toEqual(['', 'Best value Plus']);
  await expect(parentRows(el).nth(2).locator('.ha-adct-column-5')).toBeVisible();
  await nav.getByRole('button', { name: 'Max' }).click();
  expect(await shownText(parentRows(el).nth(2))).toEqual(['Storage', '2 TB']);
  // Max has no cell of its own in the last row: the empty one stands in for it.
  expect(await shown(parentRows(el).nth(5))).toEqual([true, false, false, false, true]);
  expect(await shownText(parentRows(el).nth(5))).toEqual(['Offline access', '']);
  expect(ownErrors(problems)).toEqual([]);
});

test('collapse buttons open and close their child rows', async ({ page, problems }) => {
  const el = await open(page, 'ad00002');
  const storage = el.getByRole('button', { name: 'Storage' });
  const childWrap = el.locator('.ha-adct-child-row-wrap').first();
  const icon = el.locator('.ha-adct-collapse-icon-wrap').first();
  // Printed closed.
  await expect(el.getByRole('button', { name: /Storage|Users|Backups/ })).toHaveCount(3);
  await expect(storage).toHaveAttribute('aria-expanded', 'false');
  await expect(el.getByText('File versions')).toBeHidden();
  const wrapId = await childWrap.getAttribute('id');
  expect(wrapId).toBeTruthy();
  await expect(storage).toHaveAttribute('aria-controls', wrapId!);
  await expect(icon.locator('.ha-adct-collapse-close')).toBeVisible();
  await expect(icon.locator('.ha-adct-collapse-open')).toBeHidden();

  await storage.click();
  await expect(storage).toHaveAttribute('aria-expanded', 'true');
  await expect(icon).toHaveClass(/\bopen\b/);
  await expect(el.getByText('File versions')).toBeVisible();
  await expect(el.getByText('Shared folders')).toBeVisible();
  await expect(icon.locator('.ha-adct-collapse-open')).toBeVisible();
  await expect(icon.locator('.ha-adct-collapse-close')).toBeHidden();
  // Only this parent's child rows.
  await expect(el.getByText('Admin roles')).toBeHidden();

  await storage.click();
  await expect(storage).toHaveAttribute('aria-expanded', 'false');
  await expect(icon).not.toHaveClass(/\bopen\b/);
  await expect(el.getByText('File versions')).toBeHidden();
  await expect(childWrap).toHaveAttribute('hidden', '');

  // Printed open in the other table: a click closes.
  const first = widget(page, 'ad00001');
  const themeBuilder = first.getByRole('button', { name: 'Theme Builder' });
  await expect(themeBuilder).toHaveAttribute('aria-expanded', 'true');
  await expect(first.getByText('WooCommerce Templates')).toBeVisible();
  await themeBuilder.click();
  await expect(themeBuilder).toHaveAttribute('aria-expanded', 'false');
  await expect(first.getByText('WooCommerce Templates')).toBeHidden();
  expect(ownErrors(problems)).toEqual([]);
});

test('keyboard: Enter and Space work the collapse buttons', async ({ page, problems }) => {
  const el = await open(page, 'ad00002');
  const users = el.getByRole('button', { name: 'Users' });
  await users.focus();
  await page.keyboard.press('Enter');
  await expect(users).toHaveAttribute('aria-expanded', 'true');
  await expect(el.getByText('Single sign-on')).toBeVisible();
  await page.keyboard.press(' ');
  await expect(users).toHaveAttribute('aria-expanded', 'false');
  await expect(el.getByText('Single sign-on')).toBeHidden();
  // Space did not scroll the page.
  await expect(users).toBeFocused();
  expect(ownErrors(problems)).toEqual([]);
});

test('child rows slide; with reduced motion they open and close at once', async ({ page, animationSpeed, problems }) => {
  const el = await open(page, 'ad00002');
  // Slowed down (DevTools protocol) so the slide can be seen however busy the machine is.
  await animationSpeed(0.1);
  const wrap = el.locator('.ha-adct-child-row-wrap').nth(1);
  await el.getByRole('button', { name: 'Users' }).click();
  expect(await wrap.evaluate((node) => node.getAnimations().length)).toBe(1);
  await animationSpeed(1);
  await expect(el.getByText('Single sign-on')).toBeVisible();
  await expect.poll(() => wrap.evaluate((node) => node.getAnimations().length)).toBe(0);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await el.getByRole('button', { name: 'Backups' }).click();
  const backups = el.locator('.ha-adct-child-row-wrap').nth(2);
  expect(await backups.evaluate((node) => node.getAnimations().length)).toBe(0);
  await expect(el.getByText('Point-in-time restore')).toBeVisible();
  await el.getByRole('button', { name: 'Backups' }).click();
  expect(await backups.evaluate((node) => node.getAnimations().length)).toBe(0);
  await expect(backups).toBeHidden();
  expect(ownErrors(problems)).toEqual([]);
});

test('bad settings: the table still works from its markup, with one debug warning', async ({ page, problems }) => {
  const el = await open(page, 'ad00003', MOBILE);
  await navOf(el).getByRole('button', { name: 'Studio' }).click();
  expect(await shownText(parentRows(el).nth(1))).toEqual(['Projects', 'Unlimited']);
  await el.getByRole('button', { name: 'Team' }).click();
  await expect(el.getByText('Comments')).toBeVisible();
  expect(problems.warnings.filter((text) => text.includes('#ad00003'))).toEqual([
    '[ha-widgets] ha-advanced-comparison-table #ad00003: data-settings is not a JSON object; using defaults',
  ]);
  for (const id of IDS) await expectReady(widget(page, id));
  expect(problems.warnings.filter((text) => /#ad0000[12]/.test(text))).toEqual([]);
  expect(ownErrors(problems)).toEqual([]);
});

test('unmount puts every table back exactly as the server printed it', async ({ page, problems }) => {
  await open(page, 'ad00001', MOBILE);
  // Change what can be changed first: a column choice and child rows opened and closed.
  const first = widget(page, 'ad00001');
  await navOf(first).getByRole('button', { name: 'Agency' }).click();
  await first.getByRole('button', { name: 'Support' }).click();
  const second = widget(page, 'ad00002');
  await second.getByRole('button', { name: 'Storage' }).click();
  await second.getByRole('button', { name: 'Users' }).click();
  await second.getByRole('button', { name: 'Users' }).click();
  for (const id of IDS) {
    const el = widget(page, id);
    await expectReady(el);
    const server = await serverHtml(page, id);
    expect(await el.innerHTML()).not.toBe(server);
    await el.evaluate((node) => window.haWidgets!.unmount(node));
    expect(await el.innerHTML()).toBe(server);
  }
  expect(ownErrors(problems)).toEqual([]);
});
