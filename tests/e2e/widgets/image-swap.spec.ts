import type { Locator, Page } from '@playwright/test';
import { test, expect, widget, expectReady, ownErrors, recordLayoutShift, layoutShift } from '../helpers';

const PAGE = '/widgets/image-swap.html';
const HOVER = '1b2c3d4';
const CLICK = '2c3d4e5';
const SLIDE = '3d4e5f6';
const BAD = '4e5f6a7';

async function open(page: Page, id: string): Promise<Locator> {
  await page.goto(PAGE);
  const swap = widget(page, id);
  await swap.scrollIntoViewIfNeeded();
  await expectReady(swap);
  return swap;
}

const box = (swap: Locator) => swap.locator('.ha-image-swap-wrapper, .ha-image-swap-ctn');
const opacity = (img: Locator) => img.evaluate((el) => getComputedStyle(el).opacity);
const shownX = (img: Locator) => img.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41);

/** The fade instance: the second image fully shown (true) or gone (false), after its transition. */
async function expectFaded(swap: Locator, second: boolean): Promise<void> {
  await expect(box(swap)).toHaveAttribute('data-click', second ? 'active' : 'inactive');
  await expect.poll(() => opacity(swap.locator('.img_swap_second'))).toBe(second ? '1' : '0');
}

test('hover: pointing shows the second image, leaving brings the first back', async ({ page, problems }) => {
  const swap = await open(page, HOVER);
  const image = swap.getByRole('img', { name: 'Image' });
  await expect(swap.getByRole('img')).toHaveCount(1);
  await expect(image).toHaveAttribute('tabindex', '0');
  await expect(image).not.toHaveAttribute('aria-pressed');
  await expectFaded(swap, false);
  await image.hover();
  await expectFaded(swap, true);
  await page.mouse.move(2, 2);
  await expectFaded(swap, false);
  // A click while pointing does not leave it swapped once the mouse has gone.
  await image.click();
  await expectFaded(swap, true);
  await page.mouse.move(2, 2);
  await expectFaded(swap, false);
  expect(ownErrors(problems)).toEqual([]);
});

test('hover: keyboard focus shows the second image too', async ({ page, problems }) => {
  const swap = await open(page, HOVER);
  await page.mouse.move(2, 2);
  await page.locator('.elementor-element-a7b8c01 .fixture-note').click();
  await page.keyboard.press('Tab');
  await expect(swap.getByRole('img', { name: 'Image' })).toBeFocused();
  await expectFaded(swap, true);
  await page.keyboard.press('Tab');
  await expect(widget(page, CLICK).getByRole('button', { name: 'Swap image' })).toBeFocused();
  await expectFaded(swap, false);
  expect(ownErrors(problems)).toEqual([]);
});

test('click: a toggle button; click, Enter and Space swap and swap back', async ({ page, problems }) => {
  const swap = await open(page, CLICK);
  const button = swap.getByRole('button', { name: 'Swap image' });
  const second = swap.locator('.img_swap_second');
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await button.hover();
  await page.waitForTimeout(100);
  await expect(box(swap)).toHaveAttribute('data-click', 'inactive');

  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(box(swap)).toHaveAttribute('data-click', 'active');
  await expect.poll(() => shownX(second)).toBe(0);
  await page.mouse.move(2, 2);
  await expect(button).toHaveAttribute('aria-pressed', 'true');

  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => shownX(second)).toBeGreaterThan(300);

  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(box(swap)).toHaveAttribute('data-click', 'active');
  await page.keyboard.press('Space');
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await expect(box(swap)).toHaveAttribute('data-click', 'inactive');
  expect(ownErrors(problems)).toEqual([]);
});

test('slide layout: a toggle button that moves the insider to `changed`', async ({ page, problems }) => {
  const swap = await open(page, SLIDE);
  const button = swap.getByRole('button', { name: 'Swap image' });
  const insider = swap.locator('.ha-image-swap-insider');
  const second = swap.locator('.ha-image-swap-item').nth(1);
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await expect(insider).not.toHaveClass(/\bchanged\b/);
  await button.click();
  await expect(insider).toHaveClass(/\bchanged\b/);
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => shownX(second)).toBe(0);
  await page.keyboard.press('Space');
  await expect(insider).not.toHaveClass(/\bchanged\b/);
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await expect(box(swap)).not.toHaveAttribute('data-click');
  expect(ownErrors(problems)).toEqual([]);
});

test('reduced motion: the other image shows at once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const swap = await open(page, CLICK);
  const second = swap.locator('.img_swap_second');
  expect(await second.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('0s');
  await swap.getByRole('button').click();
  expect(await shownX(second)).toBe(0);
  const hover = widget(page, HOVER);
  await hover.getByRole('img').hover();
  await expect(box(hover)).toHaveAttribute('data-click', 'active');
  expect(await opacity(hover.locator('.img_swap_second'))).toBe('1');
});

test.describe('touch', () => {
  test.use({ hasTouch: true });

  test('hover mode: a tap shows the second image, the next tap the first', async ({ page, problems }) => {
    const swap = await open(page, HOVER);
    const image = swap.getByRole('img', { name: 'Image' });
    await image.tap();
    await expectFaded(swap, true);
    await image.tap();
    await expectFaded(swap, false);
    expect(ownErrors(problems)).toEqual([]);
  });

  test('click mode: a tap toggles', async ({ page }) => {
    const swap = await open(page, CLICK);
    const button = swap.getByRole('button', { name: 'Swap image' });
    await button.tap();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await button.tap();
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  });
});

test('bad settings: one debug warning, and it works in hover mode', async ({ page, problems }) => {
  const swap = await open(page, BAD);
  await expect
    .poll(() => problems.warnings.filter((text) => text.includes(`ha-image-swap #${BAD}`)))
    .toEqual([expect.stringMatching(/data-settings is not a JSON object; using defaults; swip_trigger "wiggle" is not valid; using "hover"/)]);
  const image = swap.getByRole('img', { name: 'Image' });
  await image.hover();
  await expectFaded(swap, true);
  await page.mouse.move(2, 2);
  await expectFaded(swap, false);
  expect(ownErrors(problems)).toEqual([]);
});

test('unmount restores the server markup and removes the listeners', async ({ page, problems }) => {
  const swap = await open(page, CLICK);
  await swap.getByRole('button').click();
  await swap.evaluate((el) => window.haWidgets!.unmount(el));
  for (const name of ['role', 'tabindex', 'aria-label', 'aria-pressed']) await expect(box(swap)).not.toHaveAttribute(name);
  for (const img of await swap.locator('img').all()) await expect(img).not.toHaveAttribute('aria-hidden');
  await expect(box(swap)).toHaveAttribute('data-click', 'inactive');
  await box(swap).click();
  await expect(box(swap)).toHaveAttribute('data-click', 'inactive');

  const hover = widget(page, HOVER);
  await hover.getByRole('img').hover();
  await hover.evaluate((el) => window.haWidgets!.unmount(el));
  await expect(box(hover)).not.toHaveAttribute('data-click');
  await expect(box(hover)).not.toHaveAttribute('role');

  const slide = widget(page, SLIDE);
  await slide.scrollIntoViewIfNeeded();
  await expectReady(slide);
  await slide.getByRole('button').click();
  await slide.evaluate((el) => window.haWidgets!.unmount(el));
  await expect(slide.locator('.ha-image-swap-insider')).not.toHaveClass(/\bchanged\b/);
  expect(ownErrors(problems)).toEqual([]);
});

test('mounting shifts no layout', async ({ page }) => {
  await recordLayoutShift(page);
  await page.goto(PAGE);
  for (const id of [HOVER, CLICK, SLIDE, BAD]) {
    await widget(page, id).scrollIntoViewIfNeeded();
    await expectReady(widget(page, id));
  }
  await page.evaluate(() => new Promise(requestAnimationFrame));
  expect(await layoutShift(page)).toBe(0);
});
