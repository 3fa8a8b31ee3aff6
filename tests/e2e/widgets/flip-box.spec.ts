import type { Locator, Page } from '@playwright/test';
import { test, expect, widget, expectReady, ownErrors, recordLayoutShift, layoutShift } from '../helpers';

const PAGE = '/widgets/flip-box.html';
const LINKED = '5f6a7b8';
const UP = '6a7b8c9';
const LEFT = '7b8c9d0';
const BAD = '8c9d0e1';
const HALF = '9d0e1f2';

async function open(page: Page, id: string): Promise<Locator> {
  await page.goto(PAGE);
  const box = widget(page, id);
  await box.scrollIntoViewIfNeeded();
  await expectReady(box);
  return box;
}

const inner = (box: Locator) => box.locator('.ha-flip-box-inner');
/** The `flip` class itself (`\b` would also match inside `ha-flip-right`). */
const FLIP = /(^|\s)flip(\s|$)/;

/** The face a visitor sees at the centre of the box. */
const faceAtCentre = (box: Locator) =>
  inner(box).evaluate((el) => {
    const rect = el.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return hit?.closest('.ha-flip-box-back') ? 'back' : hit?.closest('.ha-flip-box-front') ? 'front' : 'none';
  });

/** Turned over (or not): the class, the face on top, and which face is hidden from everyone. */
async function expectFace(box: Locator, face: 'front' | 'back'): Promise<void> {
  const back = face === 'back';
  if (back) await expect(inner(box)).toHaveClass(FLIP);
  else await expect(inner(box)).not.toHaveClass(FLIP);
  const hidden = box.locator(back ? '.ha-flip-box-front' : '.ha-flip-box-back');
  const shown = box.locator(back ? '.ha-flip-box-back' : '.ha-flip-box-front');
  await expect(hidden).toHaveAttribute('inert', '');
  await expect(hidden).toHaveAttribute('aria-hidden', 'true');
  await expect(shown).not.toHaveAttribute('inert');
  await expect(shown).not.toHaveAttribute('aria-hidden');
  await expect.poll(() => faceAtCentre(box)).toBe(face);
  // A visitor reaches for the back link once the turn has ended: mid-turn the link moves, and
  // Playwright's click may scroll the page and so move the box away from under the mouse.
  await expect.poll(() => inner(box).evaluate((el) => el.getAnimations({ subtree: true }).length)).toBe(0);
}

test('a group named by its front title, reachable with Tab; the back is hidden until it turns', async ({ page, problems }) => {
  const box = await open(page, LINKED);
  const group = box.getByRole('group', { name: 'Fast delivery' });
  await expect(group).toHaveAttribute('tabindex', '0');
  await expectFace(box, 'front');
  await expect(box.getByRole('link', { name: 'Shipping rates' })).toHaveCount(0);
  await expect(box.getByText('Orders leave the warehouse')).toBeVisible();
  expect(ownErrors(problems)).toEqual([]);
});

test('mouse: entering turns it over, leaving turns it back; the back link works', async ({ page, problems }) => {
  const box = await open(page, LINKED);
  await inner(box).hover();
  await expectFace(box, 'back');
  await page.mouse.move(2, 2);
  await expectFace(box, 'front');
  await inner(box).hover();
  await expectFace(box, 'back');
  await box.getByRole('link', { name: 'Shipping rates' }).click();
  await expect(page).toHaveURL(/#shipping$/);
  // A click focuses, but only keyboard focus keeps it turned.
  await page.mouse.move(2, 2);
  await expectFace(box, 'front');
  expect(ownErrors(problems)).toEqual([]);
});

test('every flip direction shows its back', async ({ page }) => {
  await open(page, LINKED);
  for (const id of [UP, LEFT]) {
    const box = widget(page, id);
    await expectReady(box);
    await inner(box).hover();
    await expectFace(box, 'back');
    await page.mouse.move(2, 2);
    await expectFace(box, 'front');
  }
});

test('keyboard: focus turns it over so Tab reaches the back link; leaving turns it back', async ({ page, problems }) => {
  const box = await open(page, LINKED);
  await page.mouse.move(2, 2);
  await page.locator('.elementor-element-b8c9d01 .fixture-note').click();
  await page.keyboard.press('Tab');
  await expect(box.getByRole('group', { name: 'Fast delivery' })).toBeFocused();
  await expectFace(box, 'back');
  await page.keyboard.press('Tab');
  await expect(box.getByRole('link', { name: 'Shipping rates' })).toBeFocused();
  await expectFace(box, 'back');
  await page.keyboard.press('Tab');
  await expect(widget(page, UP).getByRole('group', { name: 'Free returns' })).toBeFocused();
  await expectFace(box, 'front');
  await expectFace(widget(page, UP), 'back');
  // Backwards, the box is the way in (its back is inert until then); the link follows it.
  await page.keyboard.press('Shift+Tab');
  await expect(box.getByRole('group', { name: 'Fast delivery' })).toBeFocused();
  await expectFace(box, 'back');
  await expectFace(widget(page, UP), 'front');
  await page.keyboard.press('Tab');
  await expect(box.getByRole('link', { name: 'Shipping rates' })).toBeFocused();
  expect(ownErrors(problems)).toEqual([]);
});

test.describe('touch', () => {
  test.use({ hasTouch: true });

  test('a tap turns it over, the next tap turns it back; a tap elsewhere too', async ({ page, problems }) => {
    const box = await open(page, LINKED);
    await inner(box).tap();
    await expectFace(box, 'back');
    await box.getByText('Order before 3 pm').tap();
    await expectFace(box, 'front');
    await inner(box).tap();
    await expectFace(box, 'back');
    await page.locator('.elementor-element-b8c9d01 .fixture-title').tap();
    await expectFace(box, 'front');
    expect(ownErrors(problems)).toEqual([]);
  });

  test('a tap on the back link follows it and leaves the box turned', async ({ page }) => {
    const box = await open(page, LINKED);
    await inner(box).tap();
    await expectFace(box, 'back');
    await box.getByRole('link', { name: 'Shipping rates' }).tap();
    await expect(page).toHaveURL(/#shipping$/);
    await expectFace(box, 'back');
  });
});

test('reduced motion: the faces swap at once, without the turn', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const box = await open(page, LINKED);
  await expect(box.locator('.ha-flip-box-container')).toHaveClass(/ha-flip-box--still/);
  for (const face of ['.ha-flip-box-front', '.ha-flip-box-back'])
    expect(await box.locator(face).evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('0s');
  await inner(box).hover();
  expect(await faceAtCentre(box)).toBe('back');

  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await expect(box.locator('.ha-flip-box-container')).not.toHaveClass(/ha-flip-box--still/);
  expect(await box.locator('.ha-flip-box-front').evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('0.6s');
});

test('editor: the faces swap at once', async ({ page }) => {
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => document.body.classList.add('elementor-editor-active')),
  );
  const box = await open(page, LINKED);
  await expect(box.locator('.ha-flip-box-container')).toHaveClass(/ha-flip-box--still/);
  expect(await box.locator('.ha-flip-box-front').evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('0s');
});

test('bad settings and broken markup: a debug warning each; the first works, the second is left alone', async ({ page, problems }) => {
  const box = await open(page, BAD);
  await expect
    .poll(() => problems.warnings.filter((text) => text.includes(`ha-flip-box #${BAD}`)))
    .toEqual([expect.stringMatching(/data-settings is not a JSON object; using defaults/)]);
  await inner(box).hover();
  await expectFace(box, 'back');
  await page.mouse.move(2, 2);
  await expectFace(box, 'front');

  const half = widget(page, HALF);
  await expectReady(half);
  await expect
    .poll(() => problems.warnings.filter((text) => text.includes(`ha-flip-box #${HALF}`)))
    .toEqual([expect.stringMatching(/no \.ha-flip-box-inner with a front and a back face/)]);
  await inner(half).hover();
  await expect(inner(half)).not.toHaveClass(FLIP);
  await expect(inner(half)).not.toHaveAttribute('tabindex');
  expect(ownErrors(problems)).toEqual([]);
});

test('unmount restores the server markup and removes the listeners', async ({ page, problems }) => {
  const box = await open(page, LINKED);
  await inner(box).hover();
  await expectFace(box, 'back');
  await box.evaluate((el) => window.haWidgets!.unmount(el));
  await expect(inner(box)).not.toHaveClass(FLIP);
  for (const name of ['tabindex', 'role', 'aria-labelledby']) await expect(inner(box)).not.toHaveAttribute(name);
  for (const face of ['.ha-flip-box-front', '.ha-flip-box-back'])
    for (const name of ['inert', 'aria-hidden']) await expect(box.locator(face)).not.toHaveAttribute(name);
  await expect(box.locator('.ha-flip-box-heading')).not.toHaveAttribute('id');
  await expect(box.locator('.ha-flip-box-container')).not.toHaveClass(/ha-flip-box--still/);
  await page.mouse.move(2, 2);
  await inner(box).hover();
  await page.waitForTimeout(100);
  await expect(inner(box)).not.toHaveClass(FLIP);
  expect(ownErrors(problems)).toEqual([]);
});

test('mounting shifts no layout', async ({ page }) => {
  await recordLayoutShift(page);
  await page.goto(PAGE);
  for (const id of [LINKED, UP, LEFT, BAD, HALF]) {
    await widget(page, id).scrollIntoViewIfNeeded();
    await expectReady(widget(page, id));
  }
  await page.evaluate(() => new Promise(requestAnimationFrame));
  expect(await layoutShift(page)).toBe(0);
});
