import type { Locator, Page } from '@playwright/test';
import { test, expect, widget, expectReady, ownErrors, recordLayoutShift, layoutShift } from '../helpers';

const PAGE = '/widgets/creative-button.html';
const MAGNETIC = 'c1a2b3d';
const ICON = 'd2b3c4e';
const OFF = 'e3c4d5f';
const BAD = 'f4d5e6a';

async function open(page: Page, id: string): Promise<Locator> {
  await page.goto(PAGE);
  const button = widget(page, id);
  await button.scrollIntoViewIfNeeded();
  await expectReady(button);
  return button;
}

async function centre(locator: Locator): Promise<{ x: number; y: number }> {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** How far the button sits from where it rests (its wrapper does not move). */
async function shift(el: Locator): Promise<{ x: number; y: number }> {
  const wrap = await centre(el.locator('.ha-creative-btn-wrap'));
  const button = await centre(el.locator('a.ha-creative-btn'));
  return { x: button.x - wrap.x, y: button.y - wrap.y };
}

const near = (expected: number) => (value: number) => Math.abs(value - expected) < 0.75;

test('magnetic: the button follows the mouse by 0.3 x and 0.5 y of its offset, and returns on leave', async ({ page, problems }) => {
  const el = await open(page, MAGNETIC);
  const rest = await centre(el.locator('.ha-creative-btn-wrap'));
  await page.mouse.move(rest.x + 40, rest.y + 10, { steps: 4 });
  await expect.poll(async () => near(12)((await shift(el)).x)).toBe(true);
  await expect.poll(async () => near(5)((await shift(el)).y)).toBe(true);

  await page.mouse.move(rest.x - 60, rest.y - 12, { steps: 4 });
  await expect.poll(async () => near(-18)((await shift(el)).x)).toBe(true);
  await expect.poll(async () => near(-6)((await shift(el)).y)).toBe(true);

  await page.mouse.move(5, 5, { steps: 4 });
  await expect.poll(async () => near(0)((await shift(el)).x) && near(0)((await shift(el)).y)).toBe(true);
  await expect(el.locator('a.ha-creative-btn')).not.toHaveAttribute('style');
  expect(ownErrors(problems)).toEqual([]);
});

test("magnetic: the effect's own hover transform still plays", async ({ page, problems }) => {
  const el = await open(page, MAGNETIC);
  const button = el.locator('a.ha-creative-btn');
  const rest = await centre(el.locator('.ha-creative-btn-wrap'));
  await page.mouse.move(rest.x + 20, rest.y, { steps: 2 });
  await expect.poll(() => button.evaluate((a) => getComputedStyle(a).translate)).toBe('6px');
  await expect.poll(() => button.evaluate((a) => getComputedStyle(a).transform)).toBe('matrix(1.05, 0, 0, 1.05, 0, 0)');
  expect(ownErrors(problems)).toEqual([]);
});

test('a second magnetic button on the page moves on its own', async ({ page }) => {
  const el = await open(page, ICON);
  const other = widget(page, MAGNETIC);
  const rest = await centre(el.locator('.ha-creative-btn-wrap'));
  await page.mouse.move(rest.x - 30, rest.y + 8, { steps: 3 });
  await expect.poll(async () => near(-9)((await shift(el)).x)).toBe(true);
  expect(await shift(other)).toEqual({ x: 0, y: 0 });
});

test('not magnetic: the button stays put', async ({ page, problems }) => {
  const el = await open(page, OFF);
  const rest = await centre(el.locator('.ha-creative-btn-wrap'));
  await page.mouse.move(rest.x + 40, rest.y + 10, { steps: 4 });
  await page.waitForTimeout(400);
  expect(await shift(el)).toEqual({ x: 0, y: 0 });
  expect(ownErrors(problems)).toEqual([]);
});

test('reduced motion: no magnetic movement, and the effects jump to their end', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const el = await open(page, MAGNETIC);
  const button = el.locator('a.ha-creative-btn');
  expect(await button.evaluate((a) => getComputedStyle(a).transitionDuration)).toBe('0s');
  const rest = await centre(el.locator('.ha-creative-btn-wrap'));
  await page.mouse.move(rest.x + 40, rest.y + 10, { steps: 4 });
  await page.waitForTimeout(400);
  expect(await button.evaluate((a) => getComputedStyle(a).translate)).toBe('none');

  // Turned on again while the page is open: the pull comes back.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.mouse.move(rest.x + 20, rest.y, { steps: 2 });
  await expect.poll(() => button.evaluate((a) => getComputedStyle(a).translate)).toBe('6px');
});

test('editor: the button is held still', async ({ page }) => {
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => document.body.classList.add('elementor-editor-active')),
  );
  const el = await open(page, MAGNETIC);
  await expect(el).toHaveClass(/ha-editor-overlay/);
  const rest = await centre(el.locator('.ha-creative-btn-wrap'));
  await page.mouse.move(rest.x + 40, rest.y + 10, { steps: 4 });
  await page.waitForTimeout(400);
  expect(await el.locator('a.ha-creative-btn').evaluate((a) => getComputedStyle(a).translate)).toBe('none');
});

test('bad settings: one debug warning, and the button stays put', async ({ page, problems }) => {
  const el = await open(page, BAD);
  await expect
    .poll(() => problems.warnings.filter((text) => text.includes(`ha-creative-button #${BAD}`)))
    .toEqual([expect.stringMatching(/data-settings is not a JSON object; using defaults; magnetic "maybe" is not valid; using false/)]);
  const rest = await centre(el.locator('.ha-creative-btn-wrap'));
  await page.mouse.move(rest.x + 30, rest.y + 10, { steps: 3 });
  await page.waitForTimeout(400);
  expect(await shift(el)).toEqual({ x: 0, y: 0 });
  await el.getByRole('link', { name: 'Newsletter' }).click();
  await expect(page).toHaveURL(/#newsletter$/);
  expect(ownErrors(problems)).toEqual([]);
});

test('unmount puts the button back and stops the pull', async ({ page, problems }) => {
  const el = await open(page, MAGNETIC);
  const rest = await centre(el.locator('.ha-creative-btn-wrap'));
  await page.mouse.move(rest.x + 40, rest.y + 10, { steps: 4 });
  await expect.poll(async () => near(12)((await shift(el)).x)).toBe(true);
  await el.evaluate((node) => window.haWidgets!.unmount(node));
  await expect(el.locator('a.ha-creative-btn')).not.toHaveAttribute('style');
  await page.mouse.move(rest.x - 40, rest.y, { steps: 4 });
  await page.waitForTimeout(400);
  expect(await el.locator('a.ha-creative-btn').evaluate((a) => getComputedStyle(a).translate)).toBe('none');
  expect(ownErrors(problems)).toEqual([]);
});

test('mounting shifts no layout', async ({ page }) => {
  await recordLayoutShift(page);
  await page.goto(PAGE);
  for (const id of [MAGNETIC, ICON, OFF, BAD]) await expectReady(widget(page, id));
  await page.evaluate(() => new Promise(requestAnimationFrame));
  expect(await layoutShift(page)).toBe(0);
});
