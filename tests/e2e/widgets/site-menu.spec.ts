import type { Locator, Page } from '@playwright/test';
import { test, expect, expectReady, ownErrors, recordLayoutShift, layoutShift, sizesBeforeAndAfterMount, unmountRestores } from '../helpers';

const PAGE = '/widgets/site-menu.html';
const ID = '5e1f001';

async function open(page: Page, width: number): Promise<Locator> {
  await page.setViewportSize({ width, height: 800 });
  await page.goto(PAGE);
  const header = page.locator(`[data-id="${ID}"]`);
  await expectReady(header);
  return header;
}

const parts = (header: Locator) => ({
  holder: header.locator('.site-navigation-toggle-holder'),
  toggle: header.getByRole('button', { name: 'Menu' }),
  dropdown: header.locator('.site-navigation-dropdown'),
  item: (n: number) => header.locator(`.site-navigation-dropdown .menu-item-${n}`),
});

async function expectMenuOpen(header: Locator, on: boolean): Promise<void> {
  const { holder, toggle, dropdown } = parts(header);
  await expect(toggle).toHaveAttribute('aria-expanded', String(on));
  await expect(dropdown).toHaveAttribute('aria-hidden', String(!on));
  if (on) {
    await expect(holder).toHaveClass(/elementor-active/);
    await expect(dropdown).not.toHaveAttribute('inert');
    await expect(dropdown.getByRole('link', { name: 'Contact' })).toBeVisible();
  } else {
    await expect(holder).not.toHaveClass(/elementor-active/);
    await expect(dropdown).toHaveAttribute('inert', '');
  }
}

test.describe('on a phone', () => {
  test.use({ hasTouch: true });

  test('the toggle opens and closes the menu; a tap on an item with children toggles its submenu', async ({ page, problems }) => {
    const header = await open(page, 375);
    const { toggle, dropdown, item } = parts(header);
    await expect(toggle).toHaveAttribute('aria-controls', await dropdown.getAttribute('id') ?? 'none');
    await expectMenuOpen(header, false);

    await toggle.tap();
    await expectMenuOpen(header, true);
    const services = dropdown.getByRole('link', { name: 'Services' });
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(dropdown.getByRole('link', { name: 'Design' })).toBeHidden();

    await services.tap();
    await expect(item(62)).toHaveClass(/elementor-active/);
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(dropdown.getByRole('link', { name: 'Design' })).toBeVisible();
    await expect(page).toHaveURL(/site-menu\.html$/);
    // Another item opens beside it; a second tap closes the first.
    await dropdown.getByRole('link', { name: 'About' }).tap();
    await expect(dropdown.getByRole('link', { name: 'Team' })).toBeVisible();
    await services.tap();
    await expect(item(62)).not.toHaveClass(/elementor-active/);
    await expect(dropdown.getByRole('link', { name: 'Design' })).toBeHidden();

    // Closing and opening again starts every submenu closed.
    await toggle.tap();
    await expectMenuOpen(header, false);
    await toggle.tap();
    await expectMenuOpen(header, true);
    await expect(item(65)).not.toHaveClass(/elementor-active/);
    await expect(dropdown.getByRole('link', { name: 'Team' })).toBeHidden();
    expect(ownErrors(problems)).toEqual([]);
  });

  test('a change of width closes the menu, a change of height alone does not; Escape closes it too', async ({ page, problems }) => {
    const header = await open(page, 375);
    const { toggle } = parts(header);
    await toggle.tap();
    await expectMenuOpen(header, true);
    await page.setViewportSize({ width: 375, height: 640 });
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
    await expectMenuOpen(header, true);
    await page.setViewportSize({ width: 414, height: 640 });
    await expectMenuOpen(header, false);

    await toggle.tap();
    await expectMenuOpen(header, true);
    await page.keyboard.press('Escape');
    await expectMenuOpen(header, false);
    await expect(toggle).toBeFocused();
    expect(ownErrors(problems)).toEqual([]);
  });
});

test('keyboard: Enter on the toggle opens, Tab reaches the links, Space and Enter open a submenu', async ({ page, problems }) => {
  const header = await open(page, 800);
  const { toggle, dropdown } = parts(header);
  // Closed, the dropdown's links are out of the tab order.
  await toggle.focus();
  await page.keyboard.press('Tab');
  await expect(dropdown.getByRole('link', { name: 'Home', includeHidden: true })).not.toBeFocused();

  await toggle.focus();
  await page.keyboard.press('Enter');
  await expectMenuOpen(header, true);
  await page.keyboard.press('Tab');
  await expect(dropdown.getByRole('link', { name: 'Home' })).toBeFocused();
  await page.keyboard.press('Tab');
  const services = dropdown.getByRole('link', { name: 'Services' });
  await expect(services).toBeFocused();
  await page.keyboard.press(' ');
  await expect(services).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(dropdown.getByRole('link', { name: 'Design' })).toBeFocused();
  await services.focus();
  await page.keyboard.press('Enter');
  await expect(services).toHaveAttribute('aria-expanded', 'false');
  // Escape from inside the dropdown closes it and gives focus back to the toggle.
  await page.keyboard.press('Escape');
  await expectMenuOpen(header, false);
  await expect(toggle).toBeFocused();
  expect(ownErrors(problems)).toEqual([]);
});

test('reduced motion: the dropdown opens without its transition', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const header = await open(page, 375);
  const { dropdown } = parts(header);
  // The theme moves the dropdown and each submenu item.
  const durations = () =>
    Promise.all([dropdown, dropdown.locator('li li').first()].map((part) => part.evaluate((node) => getComputedStyle(node).transitionDuration)));
  expect(await durations()).toEqual(['0s', '0s']);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await durations()).toEqual(['0.3s, 0.3s', '0.3s, 0.3s']);
});

test('desktop: no toggle, the main menu shows; no layout shift on mount; unmount restores the served markup', async ({ page, problems }) => {
  const { before, after } = await sizesBeforeAndAfterMount(page, PAGE, [ID], undefined, 375);
  expect(after).toEqual(before);
  await recordLayoutShift(page);
  const header = await open(page, 1280);
  expect(await layoutShift(page)).toBe(0);
  await expect(parts(header).toggle).toBeHidden();
  await expect(header.getByRole('navigation', { name: 'Main menu' })).toBeVisible();

  await open(page, 375);
  await parts(header).toggle.click();
  await parts(header).dropdown.getByRole('link', { name: 'Services' }).click();
  expect(await unmountRestores(page, ID)).toBe(true);
  expect(ownErrors(problems)).toEqual([]);
});
