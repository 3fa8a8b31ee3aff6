import type { Locator, Page } from '@playwright/test';
import { test, expect, widget, expectReady, ownErrors, recordLayoutShift, layoutShift, sizesBeforeAndAfterMount, unmountRestores } from '../helpers';

const PAGE = '/widgets/nav-menu.html';
const MAIN = '7c3d001';
const TEXT_CLICK = '7c3d002';

const panel = (el: Locator, itemId: number) => el.locator(`#menu-item-${itemId} > .ha-dropdown, #menu-item-${itemId} > .ha-megamenu-panel`);

async function open(page: Page, width = 1280): Promise<Locator> {
  await page.setViewportSize({ width, height: 800 });
  await page.goto(PAGE);
  const el = widget(page, MAIN);
  await expectReady(el);
  return el;
}

test('desktop: hover and the keyboard open dropdowns and the mega panel; Escape closes and gives focus back', async ({ page, problems }) => {
  const el = await open(page);
  // The add-on prints a div: the menu becomes a navigation landmark, each named apart.
  await expect(page.getByRole('navigation', { name: 'Menu (1 of 2)' }).getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(widget(page, TEXT_CLICK).getByRole('navigation', { name: 'Menu (2 of 2)' })).toBeVisible();
  // The mega panel wraps a template, not list items: a group.
  await expect(panel(el, 40)).toHaveAttribute('role', 'group');
  const features = el.getByRole('button', { name: 'Features submenu' });
  await expect(features).toHaveAttribute('aria-expanded', 'false');
  await expect(panel(el, 32)).toBeHidden();

  // Hover: the dropdown shows, with the add-on's open class.
  await el.getByRole('link', { name: 'Features' }).hover();
  await expect(panel(el, 32)).toBeVisible();
  await expect(panel(el, 32)).toHaveClass(/ha-dropdown-open/);
  await page.mouse.move(640, 700);
  await expect(panel(el, 32)).toBeHidden();
  await expect(panel(el, 32)).not.toHaveClass(/ha-dropdown-open/);

  // Keyboard: Home, Features (a link), its indicator (a button), then the "#" link that opens the mega panel.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(el.getByRole('link', { name: 'Features' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(features).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(panel(el, 32)).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(el.getByRole('link', { name: 'Speed' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(features).toBeFocused();
  await expect(panel(el, 32)).toBeHidden();

  const solutions = el.getByRole('button', { name: 'Solutions' });
  await page.keyboard.press('Tab');
  await expect(solutions).toBeFocused();
  await expect(solutions).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press(' ');
  const mega = panel(el, 40);
  await expect(mega).toBeVisible();
  await expect(solutions).toHaveAttribute('aria-expanded', 'true');
  // The panel takes its data-vertical-menu width on desktop; the template's widget inside is mounted and works.
  expect(await mega.evaluate((node) => node.getBoundingClientRect().width)).toBe(600);
  const toggle = widget(page, 'm5120t1');
  await expectReady(toggle);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(toggle.getByRole('button', { name: 'Why us?' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toggle.getByText('Ten years of shipping.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(solutions).toBeFocused();
  await expect(mega).toBeHidden();
  // Following the indicator's link text still navigates: the text is a link, not the toggle.
  await el.getByRole('link', { name: 'Features' }).click();
  await expect(page).toHaveURL(/#features$/);
  await expect(el.getByRole('link', { name: 'Features' })).toHaveAttribute('aria-current', 'page');
  await expect(el.locator('#menu-item-31')).not.toHaveClass(/\bactive\b/);
  expect(ownErrors(problems)).toEqual([]);
});

test('click on the text: the whole link opens its dropdown and does not navigate', async ({ page, problems }) => {
  await open(page);
  const el = widget(page, TEXT_CLICK);
  const resources = el.getByRole('button', { name: 'Resources' });
  await expect(resources).toHaveAttribute('aria-controls', /.+/);
  await resources.click();
  await expect(panel(el, 51)).toBeVisible();
  await expect(page).toHaveURL(/nav-menu\.html$/);
  await page.keyboard.press('Escape');
  await expect(panel(el, 51)).toBeHidden();
  expect(ownErrors(problems)).toEqual([]);
});

test.describe('on a tablet', () => {
  test.use({ hasTouch: true });

  test('the hamburger opens the off-canvas, taps open submenus, Escape, the close button, a section link and a resize close it', async ({ page, problems }) => {
    const el = await open(page, 800);
    const container = el.locator('.ha-menu-container');
    const hamburger = el.getByRole('button', { name: 'Menu', exact: true });
    const close = el.getByRole('button', { name: 'Close menu' });
    await expect(container).not.toHaveClass(/\bactive\b/);
    await expect(container).toHaveAttribute('inert', '');
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    // The mobile-breakpoint menu keeps its desktop layout at 800 px.
    await expect(widget(page, TEXT_CLICK).locator('.ha-menu-container')).not.toHaveAttribute('inert');

    await hamburger.tap();
    await expect(container).toHaveClass(/\bactive\b/);
    await expect(container).not.toHaveAttribute('inert');
    await expect(close).toBeFocused();
    await expect(el.getByRole('link', { name: 'Pricing' })).toBeInViewport();

    await el.getByRole('button', { name: 'Features submenu' }).tap();
    await expect(panel(el, 32)).toBeVisible();
    await el.getByRole('button', { name: 'Solutions' }).tap();
    await expect(panel(el, 40)).toBeVisible();
    await expect(panel(el, 32)).toBeHidden();
    // No desktop width on the mega panel in the burger layout.
    expect(await panel(el, 40).evaluate((node) => node.style.width)).toBe('');

    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(container).not.toHaveClass(/\bactive\b/);
    await expect(hamburger).toBeFocused();

    await hamburger.tap();
    await close.tap();
    await expect(container).not.toHaveClass(/\bactive\b/);
    await expect(hamburger).toBeFocused();

    // One page: a link to a section of this page closes it.
    await hamburger.tap();
    await el.getByRole('link', { name: 'Pricing' }).tap();
    await expect(page).toHaveURL(/#pricing$/);
    await expect(container).not.toHaveClass(/\bactive\b/);

    await hamburger.tap();
    await expect(container).toHaveClass(/\bactive\b/);
    await page.setViewportSize({ width: 760, height: 800 });
    await expect(container).not.toHaveClass(/\bactive\b/);
    await expect(container).toHaveAttribute('inert', '');

    // Desktop again: the menu is in the page, not inert, no burger.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(container).not.toHaveAttribute('inert');
    await expect(hamburger).toBeHidden();
    expect(ownErrors(problems)).toEqual([]);
  });
});

test('reduced motion: the off-canvas comes in at once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const el = await open(page, 800);
  const container = el.locator('.ha-menu-container');
  expect(await container.evaluate((node) => getComputedStyle(node).transitionDuration)).toBe('0s');
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await container.evaluate((node) => getComputedStyle(node).transitionDuration)).toBe('0.4s');
});

test('no layout shift on mount; unmount restores the served markup', async ({ page, problems }) => {
  for (const width of [1280, 800]) {
    const { before, after } = await sizesBeforeAndAfterMount(page, PAGE, [MAIN, TEXT_CLICK], undefined, width);
    expect(after, `width ${width}`).toEqual(before);
  }
  await recordLayoutShift(page);
  await open(page);
  expect(await layoutShift(page)).toBe(0);
  const el = widget(page, MAIN);
  await el.getByRole('link', { name: 'Features' }).hover();
  await expect(panel(el, 32)).toBeVisible();
  await page.mouse.move(640, 700);
  expect(await unmountRestores(page, MAIN)).toBe(true);
  expect(await unmountRestores(page, TEXT_CLICK)).toBe(true);
  expect(ownErrors(problems)).toEqual([]);
});
