import type { Locator, Page } from '@playwright/test';
import { test, expect, widget, expectReady, ownErrors, recordLayoutShift, layoutShift } from '../helpers';

const PAGE = '/widgets/member.html';
const ADA = '8a1b2c3';
const GRACE = '9b2c3d4';
const ALAN = 'ac3d4e5';
const BAD = 'bd4e5f6';

async function open(page: Page, id: string): Promise<Locator> {
  await page.goto(PAGE);
  const card = widget(page, id);
  await card.scrollIntoViewIfNeeded();
  await expectReady(card);
  return card;
}

const dialogOf = (card: Locator) => card.locator('.ha-member-lightbox');
const scrollLocked = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).overflow === 'hidden');

async function expectClosed(card: Locator, button: Locator): Promise<void> {
  await expect(dialogOf(card)).toBeHidden();
  await expect(dialogOf(card)).not.toHaveClass(/ha-member-lightbox-show/);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
}

test('the details button opens a modal dialog named by the member; focus goes to its close button', async ({ page, problems }) => {
  const card = await open(page, ADA);
  const button = card.getByRole('button', { name: 'Show Details' });
  await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toHaveAttribute('tabindex', '0');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Ada Lovelace' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(dialog).toHaveClass(/ha-member-lightbox-show/);
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await expect(dialog.getByText('Ada leads the research group.')).toBeVisible();
  expect(ownErrors(problems)).toEqual([]);
});

test('the close button, Escape and the backdrop close it; the focus returns to the button', async ({ page, problems }) => {
  const card = await open(page, ADA);
  const button = card.getByRole('button', { name: 'Show Details' });
  const dialog = page.getByRole('dialog', { name: 'Ada Lovelace' });

  await button.click();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expectClosed(card, button);

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expectClosed(card, button);

  await page.keyboard.press(' ');
  await expect(dialog).toBeVisible();
  // Inside the box nothing closes; around it (the backdrop) it does.
  await dialog.getByText('Ada leads the research group.').click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(8, 300);
  await expectClosed(card, button);

  await button.focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expectClosed(card, button);
  expect(ownErrors(problems)).toEqual([]);
});

test('Tab and Shift+Tab stay inside the dialog, through the template and the widget it holds', async ({ page, problems }) => {
  const card = await open(page, ADA);
  await card.getByRole('button', { name: 'Show Details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ada Lovelace' });
  const close = dialog.getByRole('button', { name: 'Close' });
  await expect(close).toBeFocused();
  await expectReady(widget(page, '64c2d3e'));
  const order = [dialog.getByRole('link', { name: 'Read her papers' }), dialog.getByRole('link', { name: 'watch her talks' }), dialog.getByRole('link', { name: 'Contact Ada' }), close];
  for (const stop of order) {
    await page.keyboard.press('Tab');
    await expect(stop).toBeFocused();
  }
  await page.keyboard.press('Shift+Tab');
  await expect(order[2]).toBeFocused();
  await close.focus();
  await page.keyboard.press('Shift+Tab');
  await expect(order[2]).toBeFocused();
  // Focus moved out by a script comes back in.
  await page.locator('.elementor-element-e5f6a01 .fixture-note').evaluate((el) => {
    el.setAttribute('tabindex', '-1');
    (el as HTMLElement).focus();
  });
  await expect(close).toBeFocused();
  expect(ownErrors(problems)).toEqual([]);
});

test('a dialog whose only stop is the close button keeps the focus there', async ({ page, problems }) => {
  const card = await open(page, GRACE);
  const button = card.getByRole('button', { name: 'Read more' });
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Grace Hopper' });
  const close = dialog.getByRole('button', { name: 'Close' });
  await expect(close).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(close).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(close).toBeFocused();
  await page.keyboard.press('Escape');
  await expectClosed(card, button);
  expect(ownErrors(problems)).toEqual([]);
});

test('while open the page does not scroll; closing gives the scroll back', async ({ page, problems }) => {
  const card = await open(page, ADA);
  const before = await page.evaluate(() => window.scrollY);
  await card.getByRole('button', { name: 'Show Details' }).click();
  expect(await scrollLocked(page)).toBe(true);
  await page.mouse.move(8, 300);
  await page.mouse.wheel(0, 600);
  await page.waitForTimeout(100);
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
  await page.keyboard.press('Escape');
  expect(await scrollLocked(page)).toBe(false);
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
  expect(ownErrors(problems)).toEqual([]);
});

test('closed, nothing in the lightbox takes the focus', async ({ page }) => {
  const card = await open(page, ADA);
  await expect(dialogOf(card)).toHaveAttribute('inert', '');
  await card.getByRole('link').last().focus();
  await page.keyboard.press('Tab');
  await expect(card.getByRole('button', { name: 'Show Details' })).toBeFocused();
  // Past the closed lightbox, straight on to the next card.
  await page.keyboard.press('Tab');
  await expect(widget(page, GRACE).getByRole('button', { name: 'Read more' })).toBeFocused();
  await expect(dialogOf(card).locator('a', { hasText: 'Read her papers' })).not.toBeFocused();
});

test('reduced motion: the lightbox shows at once', async ({ page }) => {
  const card = await open(page, ADA);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await dialogOf(card).evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('0s');
  await card.getByRole('button', { name: 'Show Details' }).click();
  expect(await dialogOf(card).evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Close' })).toBeFocused();
});

test('editor preview: a lightbox printed shown is left as it is', async ({ page, problems }) => {
  await page.addInitScript((id) => {
    document.addEventListener('DOMContentLoaded', () => {
      document.body.classList.add('elementor-editor-active');
      document.querySelector(`[data-id="${id}"] .ha-member-lightbox`)!.classList.add('ha-member-lightbox-show');
    });
  }, GRACE);
  const card = await open(page, GRACE);
  await expect(dialogOf(card)).toBeVisible();
  for (const name of ['role', 'inert', 'aria-modal']) await expect(dialogOf(card)).not.toHaveAttribute(name);
  await expect(card.locator('.ha-btn')).not.toHaveAttribute('aria-haspopup');
  expect(await scrollLocked(page)).toBe(false);
  expect(ownErrors(problems)).toEqual([]);
});

test('a card without a lightbox keeps its plain link', async ({ page, problems }) => {
  const card = await open(page, ALAN);
  const link = card.getByRole('link', { name: 'Profile' });
  await expect(link).not.toHaveAttribute('role');
  await expect(link).not.toHaveAttribute('aria-haspopup');
  await link.click();
  await expect(page).toHaveURL(/#team-alan$/);
  expect(problems.warnings.filter((text) => text.includes(`#${ALAN}`))).toEqual([]);
  expect(ownErrors(problems)).toEqual([]);
});

test('bad settings: one debug warning; the dialog is named by its button and works', async ({ page, problems }) => {
  const card = await open(page, BAD);
  await expect
    .poll(() => problems.warnings.filter((text) => text.includes(`ha-member #${BAD}`)))
    .toEqual([expect.stringMatching(/data-settings is not a JSON object; using defaults/)]);
  const button = card.getByRole('button', { name: 'Who is on call?' });
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Who is on call?' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expectClosed(card, button);
  expect(ownErrors(problems)).toEqual([]);
});

test('unmount restores the server markup, also while open', async ({ page, problems }) => {
  const card = await open(page, ADA);
  await card.getByRole('button', { name: 'Show Details' }).click();
  await card.evaluate((el) => window.haWidgets!.unmount(el));
  const lightbox = dialogOf(card);
  await expect(lightbox).not.toHaveClass(/ha-member-lightbox-show/);
  for (const name of ['role', 'aria-modal', 'aria-labelledby', 'tabindex', 'inert', 'id']) await expect(lightbox).not.toHaveAttribute(name);
  const button = card.locator('.ha-btn');
  for (const name of ['role', 'tabindex', 'aria-haspopup', 'aria-controls', 'aria-expanded']) await expect(button).not.toHaveAttribute(name);
  for (const name of ['role', 'tabindex', 'aria-label']) await expect(lightbox.locator('.ha-member-lightbox-close')).not.toHaveAttribute(name);
  await expect(card.locator('.ha-member-name')).not.toHaveAttribute('id');
  expect(await scrollLocked(page)).toBe(false);
  await button.click();
  await expect(lightbox).toBeHidden();
  expect(ownErrors(problems)).toEqual([]);
});

test('mounting shifts no layout', async ({ page }) => {
  await recordLayoutShift(page);
  await page.goto(PAGE);
  for (const id of [ADA, GRACE, ALAN, BAD]) {
    await widget(page, id).scrollIntoViewIfNeeded();
    await expectReady(widget(page, id));
  }
  await page.evaluate(() => new Promise(requestAnimationFrame));
  expect(await layoutShift(page)).toBe(0);
});
