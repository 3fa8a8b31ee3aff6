import type { Locator, Page } from '@playwright/test';
import {
  test,
  expect,
  widget,
  expectReady,
  ownErrors,
  recordLayoutShift,
  layoutShift,
  sizesBeforeAndAfterMount,
  unmountRestores,
} from '../helpers';

const PAGE = '/widgets/navigation-menu.html';
const ID = '9a7e001';

/** The fixture's menu item ids, by name. */
const ITEMS: Record<string, number> = { Home: 11, Services: 12, Build: 14, Company: 18, Contact: 21 };
const item = (el: Locator, name: string) => el.locator(`#menu-item-${ITEMS[name]}`);
const indicator = (el: Locator, name: string) => el.getByRole('button', { name: `${name} submenu` });
const panelOf = (el: Locator, name: string) => item(el, name).locator(':scope > ul.sub-menu');

async function open(page: Page, width = 1280): Promise<Locator> {
  await page.setViewportSize({ width, height: 800 });
  await page.goto(PAGE);
  const el = widget(page, ID);
  await expectReady(el);
  return el;
}

test('desktop keyboard: Tab reaches each indicator, Enter and Space open, Escape closes and gives focus back', async ({ page, problems }) => {
  const el = await open(page);
  const services = indicator(el, 'Services');
  await expect(services).toHaveAttribute('aria-expanded', 'false');
  await expect(services).toHaveAttribute('aria-controls', /.+/);
  await expect(panelOf(el, 'Services')).toBeHidden();

  // Home link, then the Services link, then its indicator.
  await page.keyboard.press('Tab');
  await expect(el.getByRole('link', { name: 'Home' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(el.getByRole('link', { name: 'Services' })).toBeFocused();
  await expect(panelOf(el, 'Services')).toBeHidden();
  await page.keyboard.press('Tab');
  await expect(services).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(services).toHaveAttribute('aria-expanded', 'true');
  await expect(panelOf(el, 'Services')).toBeVisible();

  // Into the submenu; its nested indicator opens with Space.
  await page.keyboard.press('Tab');
  await expect(el.getByRole('link', { name: 'Design' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const build = indicator(el, 'Build');
  await expect(build).toBeFocused();
  await page.keyboard.press(' ');
  await expect(build).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(el.getByRole('link', { name: 'Web apps' })).toBeFocused();

  // Escape closes the innermost submenu and returns to its indicator; again closes the outer one.
  await page.keyboard.press('Escape');
  await expect(build).toBeFocused();
  await expect(build).toHaveAttribute('aria-expanded', 'false');
  await expect(panelOf(el, 'Build')).toBeHidden();
  await expect(panelOf(el, 'Services')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(services).toBeFocused();
  await expect(services).toHaveAttribute('aria-expanded', 'false');
  await expect(panelOf(el, 'Services')).toBeHidden();

  // Focus that leaves an open dropdown closes it.
  await page.keyboard.press('Enter');
  await expect(panelOf(el, 'Services')).toBeVisible();
  await page.keyboard.press('Shift+Tab');
  await expect(el.getByRole('link', { name: 'Services' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(panelOf(el, 'Services')).toBeHidden();
  await expect(services).toHaveAttribute('aria-expanded', 'false');
  expect(ownErrors(problems)).toEqual([]);
});

test('desktop pointer: hover opens a dropdown and leaving closes it; a click outside closes one opened by click', async ({ page, problems }) => {
  const el = await open(page);
  await el.getByRole('link', { name: 'Company' }).hover();
  await expect(panelOf(el, 'Company')).toBeVisible();
  await expect(indicator(el, 'Company')).toHaveAttribute('aria-expanded', 'true');
  // Down into the dropdown: it stays open; a click on the indicator does not close it again.
  await el.getByRole('link', { name: 'About us' }).hover();
  await expect(panelOf(el, 'Company')).toBeVisible();
  await indicator(el, 'Company').click();
  await expect(panelOf(el, 'Company')).toBeVisible();
  // Over to another item: that one opens, this one closes.
  await el.getByRole('link', { name: 'Services' }).hover();
  await expect(panelOf(el, 'Services')).toBeVisible();
  await expect(panelOf(el, 'Company')).toBeHidden();
  await page.mouse.move(600, 700);
  await expect(panelOf(el, 'Services')).toBeHidden();

  // Keyboard-opened, then a click elsewhere on the page.
  await indicator(el, 'Services').focus();
  await page.keyboard.press('Enter');
  await expect(panelOf(el, 'Services')).toBeVisible();
  await page.locator('#about h2').click();
  await expect(panelOf(el, 'Services')).toBeHidden();
  expect(ownErrors(problems)).toEqual([]);
});

test('current item: by path, then by the hash a section link sets', async ({ page, problems }) => {
  const el = await open(page);
  const home = el.getByRole('link', { name: 'Home' });
  await expect(home).toHaveAttribute('aria-current', 'page');
  await expect(item(el, 'Home')).toHaveClass(/\bactive\b/);
  await el.getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/#contact$/);
  await expect(el.getByRole('link', { name: 'Contact' })).toHaveAttribute('aria-current', 'page');
  await expect(item(el, 'Contact')).toHaveClass(/\bactive\b/);
  await expect(home).not.toHaveAttribute('aria-current');
  await expect(item(el, 'Home')).not.toHaveClass(/\bactive\b/);
  // A link to another page never is.
  await expect(el.getByRole('link', { name: 'Company' })).not.toHaveAttribute('aria-current');

  await page.goto(`${PAGE}#about`);
  await expectReady(el);
  await expect(el.getByRole('link', { name: 'About us', includeHidden: true })).toHaveAttribute('aria-current', 'page');
  await expect(home).not.toHaveAttribute('aria-current');
  expect(ownErrors(problems)).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ hasTouch: true });

test('mobile: the burger opens and closes the list, indicators open submenus by tap, section links and a resize close it', async ({ page, problems }) => {
  const el = await open(page, 375);
  const nav = el.locator('nav');
  await expect(nav).toHaveClass(/ha-navigation-burger-menu/);
  await expect(nav).not.toHaveClass(/ha-navigation-menu-wrapper/);
  const list = el.locator('ul.menu').first();
  const burger = el.getByRole('button', { name: 'Menu', exact: true });
  const close = el.getByRole('button', { name: 'Close menu' });
  await expect(list).toBeHidden();
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await expect(close).toBeHidden();

  await burger.tap();
  await expect(list).toBeVisible();
  await expect(burger).toBeHidden();
  await expect(close).toBeVisible();
  await expect(close).toBeFocused();
  await expect(close).toHaveAttribute('aria-expanded', 'true');

  // Tap on an indicator: its submenu opens; again: it closes.
  await indicator(el, 'Services').tap();
  await expect(panelOf(el, 'Services')).toBeVisible();
  await expect(el.getByRole('link', { name: 'Design' })).toBeVisible();
  await indicator(el, 'Build').tap();
  await expect(el.getByRole('link', { name: 'Web apps' })).toBeVisible();
  await indicator(el, 'Services').tap();
  await expect(panelOf(el, 'Services')).toBeHidden();

  // The close button, then Escape after opening again.
  await close.tap();
  await expect(list).toBeHidden();
  await expect(burger).toBeFocused();
  await burger.press('Enter');
  await expect(list).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(burger).toBeFocused();

  // A link to a section of this page closes the burger.
  await burger.tap();
  await el.getByRole('link', { name: 'Contact' }).tap();
  await expect(page).toHaveURL(/#contact$/);
  await expect(list).toBeHidden();

  // A change of the window's width closes it; a change of height alone does not.
  await burger.tap();
  await expect(list).toBeVisible();
  await page.setViewportSize({ width: 375, height: 700 });
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
  await expect(list).toBeVisible();
  await page.setViewportSize({ width: 414, height: 700 });
  await expect(list).toBeHidden();
  await expect(burger).toHaveAttribute('aria-expanded', 'false');

  // Back to desktop: the add-on's desktop layout, the list shown, no burger.
  await burger.tap();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(nav).toHaveClass(/ha-navigation-menu-wrapper/);
  await expect(list).toBeVisible();
  await expect(burger).toBeHidden();
  expect(ownErrors(problems)).toEqual([]);
});

test('reduced motion: the burger list appears at once; otherwise it slides', async ({ page, animationSpeed }) => {
  const animationsOnList = () =>
    page.locator('[data-id="9a7e001"] ul.menu').first().evaluate((list) => list.getAnimations().length);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const el = await open(page, 375);
  await animationSpeed(0.01);
  await el.getByRole('button', { name: 'Menu', exact: true }).tap();
  expect(await animationsOnList()).toBe(0);
  await expect(el.locator('ul.menu').first()).toBeVisible();

  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.reload();
  await expectReady(el);
  await animationSpeed(0.01);
  await el.getByRole('button', { name: 'Menu', exact: true }).tap();
  expect(await animationsOnList()).toBe(1);

  // Unmounted with the burger and a submenu open, the served markup (desktop class and all) comes back.
  await animationSpeed(1);
  await indicator(el, 'Services').tap();
  await expect(panelOf(el, 'Services')).toBeVisible();
  expect(await unmountRestores(page, ID)).toBe(true);
});

});

test('no layout shift on mount, on desktop and on a phone; unmount restores the served markup', async ({ page, problems }) => {
  for (const width of [1280, 375]) {
    const { before, after } = await sizesBeforeAndAfterMount(page, PAGE, [ID], undefined, width);
    expect(after, `width ${width}`).toEqual(before);
  }
  await recordLayoutShift(page);
  await open(page, 375);
  expect(await layoutShift(page)).toBe(0);

  const el = await open(page);
  await indicator(el, 'Services').focus();
  await page.keyboard.press('Enter');
  await page.goto(`${PAGE}#about`);
  await expectReady(el);
  expect(await unmountRestores(page, ID)).toBe(true);
  expect(ownErrors(problems)).toEqual([]);
});
