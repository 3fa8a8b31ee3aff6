import type { Locator, Page } from '@playwright/test';
import { test, expect, widget, expectReady, ownErrors, rewrite, sizesBeforeAndAfterMount, unmountRestores } from '../helpers';

const PAGE = '/widgets/off-canvas.html';
const VISIT = '0c1d2e3'; // own button, slide from the left, nested tabs
const MENU = '1d2e3f4'; // burger, push from the right, outside click off, link click on
const SEARCH = '2e3f4a5'; // element id, reveal from the top
const BASKET = '3f4a5b6'; // element class, slide-along from the bottom, Escape off

async function open(page: Page): Promise<void> {
  await page.goto(PAGE);
  for (const id of [VISIT, MENU, SEARCH, BASKET]) await expectReady(widget(page, id));
}

const panelOf = (page: Page, id: string) => page.locator(`body > .ha-offcanvas-content-${id}`);
const rootClasses = (page: Page) => page.evaluate(() => [...document.documentElement.classList].sort());
/** Where the page's own content is moved to (the body's first element that is not a panel). */
const pageTransform = (page: Page) => page.locator('body > .site-header').evaluate((el) => getComputedStyle(el).transform);

/** The panel has come to rest: its transition has ended. */
async function settled(panel: Locator): Promise<void> {
  await expect.poll(() => panel.evaluate((el) => el.getAnimations().length)).toBe(0);
}

async function expectShut(page: Page, id: string, toggle: Locator): Promise<void> {
  const panel = panelOf(page, id);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).not.toHaveClass(/ha-is-active/);
  // Closed at once; shown (sliding out) until the reset, 500 ms later.
  await expect(page.locator('html')).not.toHaveClass(/ha-offcanvas-content-open/);
  await expect(page.locator('html')).not.toHaveClass(/ha-offcanvas-content-reset/, { timeout: 2000 });
  await expect(panel).not.toHaveClass(/ha-offcanvas-content-visible/);
  await expect(panel).toBeHidden();
  await expect(toggle).toBeFocused();
}

test('the button opens a modal panel moved to the body; the focus goes in, Tab stays inside, a nested tabs widget works', async ({ page, problems }) => {
  await open(page);
  const toggle = widget(page, VISIT).getByRole('button', { name: 'Visit us' });
  await expect(toggle).toHaveAttribute('aria-haspopup', 'dialog');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const panel = panelOf(page, VISIT);
  // Moved, not copied: one panel, out of the widget, hidden and inert.
  await expect(page.locator(`.ha-offcanvas-content-${VISIT}`)).toHaveCount(1);
  await expect(widget(page, VISIT).locator('.ha-offcanvas-content')).toHaveCount(0);
  await expect(panel).toBeHidden();
  await expect(panel).toHaveAttribute('inert', '');
  expect(await rootClasses(page)).toEqual(['ha-offcanvas-content-widget']);

  await toggle.click();
  const dialog = page.getByRole('dialog', { name: 'Visit us' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(toggle).toHaveClass(/ha-is-active/);
  expect(await rootClasses(page)).toEqual(
    ['ha-offcanvas-content-widget', 'ha-offcanvas-content-reset', 'ha-offcanvas-content-slide', 'ha-offcanvas-content-left', 'ha-offcanvas-content-open', `ha-offcanvas-content-${VISIT}-open`].sort(),
  );
  const close = dialog.getByRole('button', { name: 'Close' });
  await expect(close).toBeFocused();
  await settled(panel);
  // From the left edge; slide lays it over the page, which stays put.
  expect((await panel.boundingBox())!.x).toBe(0);
  expect(await pageTransform(page)).toBe('none');

  // The tabs widget inside mounted where it now lives and works.
  const tabs = widget(page, '7a0b1c2');
  await expectReady(tabs);
  await tabs.getByRole('tab', { name: 'Address' }).click();
  await expect(tabs.getByText('12 Workshop Lane, Leeds.')).toBeVisible();
  await expect(tabs.getByText('Monday to Saturday, 9 to 18.')).toBeHidden();

  // Tab wraps inside: close, link, the two tabs (one stop: roving), the tab panel, back to close.
  await close.focus();
  const stops = [dialog.getByRole('link', { name: 'Book a visit' }), tabs.getByRole('tab', { name: 'Address' }), tabs.getByRole('tabpanel'), close];
  for (const stop of stops) {
    await page.keyboard.press('Tab');
    await expect(stop).toBeFocused();
  }
  await page.keyboard.press('Shift+Tab');
  await expect(stops[2]).toBeFocused();

  // Escape (key code 27) closes; the focus goes back to the toggle.
  await page.keyboard.press('Escape');
  await expectShut(page, VISIT, toggle);
  await expect(tabs).toHaveAttribute('data-ha-state', 'ready');
  expect(ownErrors(problems)).toEqual([]);
});

test('the reset comes 500 ms after closing, and the close button, the keyboard and a click outside close it', async ({ page, problems }) => {
  await open(page);
  const toggle = widget(page, VISIT).getByRole('button', { name: 'Visit us' });
  const panel = panelOf(page, VISIT);
  await page.clock.install();
  await toggle.click();
  await expect(panel).toBeVisible();
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page.locator('html')).not.toHaveClass(/ha-offcanvas-content-open/);
  await page.clock.runFor(450);
  await expect(page.locator('html')).toHaveClass(/ha-offcanvas-content-reset/);
  await expect(panel).toHaveClass(/ha-offcanvas-content-visible/);
  await page.clock.runFor(100);
  await expect(page.locator('html')).not.toHaveClass(/ha-offcanvas-content-reset|ha-offcanvas-content-slide|ha-offcanvas-content-left/);
  await expect(panel).not.toHaveClass(/ha-offcanvas-content-visible/);
  await page.clock.resume();
  await expect(toggle).toBeFocused();

  // The toggle is a div: Enter and Space press it; the close button takes Enter too.
  await page.keyboard.press('Enter');
  await expect(panel).toBeVisible();
  await page.keyboard.press('Enter');
  await expectShut(page, VISIT, toggle);
  await page.keyboard.press(' ');
  await expect(panel).toBeVisible();

  // A click outside the panel (on the page behind) closes it.
  await page.mouse.click(900, 400);
  await expectShut(page, VISIT, toggle);
  expect(ownErrors(problems)).toEqual([]);
});

test('push from the right: the page moves by the panel width; a click outside does not close it, a click on a link does', async ({ page, problems }) => {
  await open(page);
  const toggle = widget(page, MENU).getByRole('button', { name: 'Menu' });
  const panel = panelOf(page, MENU);
  await toggle.click();
  const dialog = page.getByRole('dialog', { name: 'Menu' });
  await expect(dialog).toBeVisible();
  // The close title names the close button.
  await expect(dialog.getByRole('button', { name: 'Close menu' })).toBeFocused();
  await settled(panel);
  const box = (await panel.boundingBox())!;
  expect(Math.round(box.x + box.width)).toBe(1280);
  expect(await pageTransform(page)).toBe(`matrix(1, 0, 0, 1, ${-box.width}, 0)`);
  expect(await rootClasses(page)).toContain('ha-offcanvas-content-push');

  await page.mouse.click(400, 400);
  await page.waitForTimeout(100);
  await expect(dialog).toBeVisible();

  // A modal popup inside the panel opens over it; Escape closes the popup alone, then the panel.
  const sizes = dialog.getByRole('button', { name: 'Size guide' });
  await expectReady(widget(page, '8b9c0d1'));
  await sizes.click();
  const popup = page.getByRole('dialog', { name: 'Size guide' });
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(sizes).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(toggle).toBeFocused();
  await toggle.click();
  await expect(dialog).toBeVisible();

  await dialog.getByRole('link', { name: 'Tables' }).click();
  await expect(page).toHaveURL(/#tables$/);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(panel).toBeHidden();
  // The link was followed: the focus stays where it took it, not back on the toggle.
  await expect(toggle).not.toBeFocused();
  await expect.poll(() => pageTransform(page)).toBe('none');
  expect(ownErrors(problems)).toEqual([]);
});

test('an id in the settings that cannot name a class (markup, spaces) gives way to the element id: the panel opens and closes', async ({ page, problems }) => {
  await rewrite(page, PAGE, (html) =>
    html.replace('&quot;content_id&quot;:&quot;1d2e3f4&quot;', '&quot;content_id&quot;:&quot;&lt;img src=x onerror=alert(1)&gt; two words&quot;'),
  );
  await open(page);
  const toggle = widget(page, MENU).getByRole('button', { name: 'Menu' });
  await toggle.click();
  const dialog = page.getByRole('dialog', { name: 'Menu' });
  await expect(dialog).toBeVisible();
  expect(await rootClasses(page)).toContain(`ha-offcanvas-content-${MENU}-open`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.locator('html')).not.toHaveClass(/ha-offcanvas-content-reset/, { timeout: 2000 });
  await expectReady(widget(page, MENU));
  expect(ownErrors(problems)).toEqual([]);
});

test('an element id toggles a panel revealed from the top; an element class one sliding along from the bottom, which Escape does not close', async ({ page, problems }) => {
  await open(page);
  const search = page.getByRole('button', { name: 'Search', exact: true });
  await expect(search).toHaveAttribute('aria-controls', `ha-offcanvas-${SEARCH}`);
  await search.click();
  const searchPanel = panelOf(page, SEARCH);
  await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible();
  await settled(searchPanel);
  const top = (await searchPanel.boundingBox())!;
  expect(top.y).toBe(0);
  expect(await pageTransform(page)).toBe(`matrix(1, 0, 0, 1, 0, ${top.height})`);
  expect(await rootClasses(page)).toEqual(expect.arrayContaining(['ha-offcanvas-content-reveal', 'ha-offcanvas-content-top']));
  await page.keyboard.press('Escape');
  await expectShut(page, SEARCH, search);

  // Either link of the class opens the basket; a link is pressed by Space as well as Enter.
  const links = page.getByRole('button', { name: /Basket|Open the basket/ });
  await expect(links).toHaveCount(2);
  await links.nth(1).focus();
  await page.keyboard.press(' ');
  const basket = panelOf(page, BASKET);
  const dialog = page.getByRole('dialog', { name: 'Basket' });
  await expect(dialog).toBeVisible();
  await settled(basket);
  const bottom = (await basket.boundingBox())!;
  expect(Math.round(bottom.y + bottom.height)).toBe(720);
  expect(await pageTransform(page)).toBe(`matrix(1, 0, 0, 1, 0, ${-bottom.height})`);
  expect(await rootClasses(page)).toEqual(expect.arrayContaining(['ha-offcanvas-content-slide-along', 'ha-offcanvas-content-bottom']));
  await page.keyboard.press('Escape');
  await page.waitForTimeout(100);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).press('Enter');
  await expectShut(page, BASKET, links.nth(1));

  // Opening one closes another.
  await links.first().click();
  await expect(dialog).toBeVisible();
  await page.evaluate(() => document.getElementById('site-search-toggle')!.click());
  await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(ownErrors(problems)).toEqual([]);
});

test('reduced motion: the panel and the page move at once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open(page);
  await widget(page, MENU).getByRole('button', { name: 'Menu' }).click();
  const panel = panelOf(page, MENU);
  await expect(panel).toBeVisible();
  expect(await panel.evaluate((el) => getComputedStyle(el).transitionDuration.split(', ').every((d) => d === '0s'))).toBe(true);
  expect(await page.locator('body > .site-header').evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('0s');
  expect(await panel.evaluate((el) => el.getAnimations().length)).toBe(0);
});

test('unmounting puts the panel back in the widget and the page as served', async ({ page, problems }) => {
  await open(page);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(panelOf(page, SEARCH)).toBeVisible();
  expect(await unmountRestores(page, SEARCH)).toBe(true);
  await expect(page.locator(`.ha-offcanvas-content-${SEARCH}`)).toHaveCount(1);
  await expect(widget(page, SEARCH).locator(`.ha-offcanvas-content-${SEARCH}`)).toHaveCount(1);
  await expect(page.locator('#site-search-toggle')).not.toHaveAttribute('aria-expanded');
  await expect(page.locator('#site-search-toggle')).not.toHaveAttribute('role');
  // The other widgets keep the root's widget class; nothing of the open panel is left.
  expect(await rootClasses(page)).toEqual(['ha-offcanvas-content-widget']);
  expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
  expect(await pageTransform(page)).toBe('none');
  expect(ownErrors(problems)).toEqual([]);
});

test('mounting moves nothing: the printed panels take no room before or after', async ({ page }) => {
  const ids = [VISIT, MENU, SEARCH, BASKET];
  const { before, after } = await sizesBeforeAndAfterMount(page, PAGE, ids);
  expect(after).toEqual(before);
  // The widgets of the id and class toggles show nothing at all.
  expect(before[2]).toEqual([before[2][0], 0]);
});
