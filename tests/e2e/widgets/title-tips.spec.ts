import type { Locator, Page } from '@playwright/test';
import { test, expect, widget, expectReady, ownErrors, recordLayoutShift, layoutShift, type PageProblems } from '../helpers';

const PAGE = '/widgets/title-tips.html';
const GAP = 16;

const figureOf = (tips: Locator) => tips.locator('figure');
/** A title by its text (its link's name also holds the description). */
const titleOf = (tips: Locator, name: string) =>
  tips.locator('a[data-filter-id]').filter({ has: tips.page().getByText(name, { exact: true }) });

/** Stops the page's clock before it loads: animation frames come only by `page.clock.runFor`. */
async function freezeClock(page: Page): Promise<void> {
  const start = Date.parse('2030-01-01T09:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
}

async function open(page: Page, id: string): Promise<Locator> {
  await page.goto(PAGE);
  const tips = widget(page, id);
  // The widget mounts once seen.
  await tips.scrollIntoViewIfNeeded();
  await expectReady(tips);
  return tips;
}

/** A point inside a title's text, `dx` px from its left edge. */
async function pointIn(title: Locator, dx: number): Promise<{ x: number; y: number }> {
  const box = (await title.locator('.ha-title-tips-txt').boundingBox())!;
  return { x: box.x + dx, y: box.y + box.height / 2 };
}

async function box(locator: Locator) {
  return (await locator.boundingBox())!;
}

/** The src of the one figure image that shows. */
async function shownImage(tips: Locator): Promise<string[]> {
  return figureOf(tips)
    .locator('img')
    .evaluateAll((imgs) => imgs.filter((img) => (img as HTMLElement).offsetParent !== null).map((img) => img.getAttribute('src')!));
}

function warningsFor(problems: PageProblems, id: string): string[] {
  return problems.warnings.filter((text) => text.includes(`#${id}`));
}

test('hovering a title shows its own picture beside the pointer; leaving hides it', async ({ page, problems }) => {
  const tips = await open(page, '2b0c001');
  const figure = figureOf(tips);
  await expect(figure).toBeHidden();

  const at = await pointIn(titleOf(tips, 'Orchard'), 40);
  await page.mouse.move(at.x, at.y);
  await expect(figure).toBeVisible();
  expect(await shownImage(tips)).toEqual(['/assets/title-tips/orchard.svg']);
  const placed = await box(figure);
  expect(placed.x).toBeCloseTo(at.x + GAP, 0);
  expect(placed.y + placed.height / 2).toBeCloseTo(at.y, 0);

  // Another title swaps the picture.
  const next = await pointIn(titleOf(tips, 'Canyon'), 40);
  await page.mouse.move(next.x, next.y);
  await expect.poll(() => shownImage(tips)).toEqual(['/assets/title-tips/canyon.svg']);

  // A title without a picture shows none; off the list, none either.
  const none = await pointIn(titleOf(tips, 'Lighthouse'), 20);
  await page.mouse.move(none.x, none.y);
  await expect(figure).toBeHidden();
  await page.mouse.move(next.x, next.y);
  await expect(figure).toBeVisible();
  await page.mouse.move(next.x, next.y - 400);
  await expect(figure).toBeHidden();
  expect(ownErrors(problems)).toEqual([]);
});

test('the picture eases toward the pointer: 0.09 of the way each frame', async ({ page, problems }) => {
  await freezeClock(page);
  const tips = await open(page, '2b0c001');
  const figure = figureOf(tips);
  const title = titleOf(tips, 'Harbour');
  const from = await pointIn(title, 10);
  // The first position needs no frame: the picture appears at the pointer.
  await page.mouse.move(from.x, from.y);
  await expect(figure).toBeVisible();
  const start = (await box(figure)).x;
  expect(start).toBeCloseTo(from.x + GAP, 0);

  await page.mouse.move(from.x + 100, from.y);
  expect((await box(figure)).x).toBeCloseTo(start, 1);
  await page.clock.runFor(16);
  const one = (await box(figure)).x;
  expect((one - start) / 100).toBeCloseTo(0.09, 2);
  await page.clock.runFor(16);
  const two = (await box(figure)).x;
  expect((two - one) / (start + 100 - one)).toBeCloseTo(0.09, 2);
  await page.clock.runFor(3000);
  expect((await box(figure)).x).toBeCloseTo(start + 100, 0);
  expect(ownErrors(problems)).toEqual([]);
});

test('reduced motion: the picture is at the pointer at once, without easing', async ({ page, problems }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await freezeClock(page);
  const tips = await open(page, '2b0c001');
  const figure = figureOf(tips);
  const from = await pointIn(titleOf(tips, 'Harbour'), 10);
  await page.mouse.move(from.x, from.y);
  await expect(figure).toBeVisible();
  await page.mouse.move(from.x + 100, from.y);
  expect((await box(figure)).x).toBeCloseTo(from.x + 100 + GAP, 0);
  expect(ownErrors(problems)).toEqual([]);
});

test('keyboard focus on a title shows its picture beside the title; Escape and leaving hide it', async ({ page, problems }) => {
  const tips = await open(page, '2b0c001');
  const figure = figureOf(tips);
  await page.locator('.elementor-element-6b1c001 .fixture-note').click();
  await page.keyboard.press('Tab');
  const harbour = titleOf(tips, 'Harbour');
  await expect(harbour).toBeFocused();
  await expect(figure).toBeVisible();
  expect(await shownImage(tips)).toEqual(['/assets/title-tips/harbour.svg']);
  const text = await box(harbour.locator('.ha-title-tips-txt'));
  const placed = await box(figure);
  expect(placed.x).toBeCloseTo(text.x + text.width + GAP, 0);
  expect(placed.y + placed.height / 2).toBeCloseTo(text.y + text.height / 2, 0);

  await page.keyboard.press('Tab');
  await expect(titleOf(tips, 'Orchard')).toBeFocused();
  await expect.poll(() => shownImage(tips)).toEqual(['/assets/title-tips/orchard.svg']);

  await page.keyboard.press('Escape');
  await expect(figure).toBeHidden();
  await page.keyboard.press('Tab');
  await expect(figure).toBeVisible();
  expect(await shownImage(tips)).toEqual(['/assets/title-tips/canyon.svg']);

  // On to the title without a picture, then out of the list.
  await page.keyboard.press('Tab');
  await expect(figure).toBeHidden();
  await page.keyboard.press('Shift+Tab');
  await expect(figure).toBeVisible();
  await page.locator('.elementor-element-6b1c002 .fixture-note').click();
  await expect(figure).toBeHidden();
  expect(ownErrors(problems)).toEqual([]);
});

test('Escape hides the hovered picture until another title is hovered', async ({ page, problems }) => {
  const tips = await open(page, '2b0c001');
  const figure = figureOf(tips);
  const at = await pointIn(titleOf(tips, 'Harbour'), 30);
  await page.mouse.move(at.x, at.y);
  await expect(figure).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(figure).toBeHidden();
  await page.mouse.move(at.x + 20, at.y);
  await expect(figure).toBeHidden();
  const other = await pointIn(titleOf(tips, 'Orchard'), 30);
  await page.mouse.move(other.x, other.y);
  await expect(figure).toBeVisible();
  expect(ownErrors(problems)).toEqual([]);
});

test('assistive technology reads each title once and never the floating picture', async ({ page, problems }) => {
  const swap = await open(page, '2b0c001');
  await expect(figureOf(swap)).toHaveAttribute('aria-hidden', 'true');
  await expect(swap.getByRole('img')).toHaveCount(0);
  const flip = widget(page, '2b0c002');
  await expectReady(flip);
  await expect(flip.getByRole('link', { name: 'Meadow', exact: true })).toHaveCount(1);
  await expect(flip.locator('.ha-title-tips-txt-flip').first()).toHaveAttribute('aria-hidden', 'true');
  expect(ownErrors(problems)).toEqual([]);
});

test('default style: keyboard focus shows the picture beside the title, as hover does', async ({ page, problems }) => {
  const tips = await open(page, '2b0c002');
  const wrap = tips.locator('.ha-title-tips-img-wrap').first();
  await expect(wrap).toBeHidden();
  await page.locator('.elementor-element-6b1c002 .fixture-note').click();
  await page.keyboard.press('Tab');
  await expect(titleOf(tips, 'Glacier')).toBeFocused();
  await expect(wrap).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(wrap).toBeHidden();
  await expect(tips.locator('.ha-title-tips-img-wrap').nth(1)).toBeVisible();
  expect(ownErrors(problems)).toEqual([]);
});

test('mounting and hovering shift no layout', async ({ page }) => {
  await recordLayoutShift(page);
  await page.goto(PAGE);
  const tips = widget(page, '2b0c001');
  await expectReady(tips);
  for (const name of ['Harbour', 'Orchard', 'Canyon']) {
    const at = await pointIn(titleOf(tips, name), 30);
    await page.mouse.move(at.x, at.y);
    await expect(figureOf(tips)).toBeVisible();
  }
  await page.mouse.move(1, 1);
  await page.evaluate(() => new Promise(requestAnimationFrame));
  expect(await layoutShift(page)).toBe(0);
});

test('broken markup: a title whose picture is missing shows none; a debug warning names it', async ({ page, problems }) => {
  const tips = await open(page, '2b0c003');
  const figure = figureOf(tips);
  const missing = await pointIn(titleOf(tips, 'Orchard again'), 30);
  await page.mouse.move(missing.x, missing.y);
  await page.waitForTimeout(100);
  await expect(figure).toBeHidden();
  const found = await pointIn(titleOf(tips, 'Harbour again'), 30);
  await page.mouse.move(found.x, found.y);
  await expect(figure).toBeVisible();
  expect(await shownImage(tips)).toEqual(['/assets/title-tips/harbour.svg']);
  await expect.poll(() => warningsFor(problems, '2b0c003').some((text) => text.includes('data-filter-id 702'))).toBe(true);
  expect(ownErrors(problems)).toEqual([]);
});

test('unmount restores the served markup and removes the listeners', async ({ page, problems }) => {
  const tips = await open(page, '2b0c001');
  const at = await pointIn(titleOf(tips, 'Canyon'), 30);
  await page.mouse.move(at.x, at.y);
  await expect(figureOf(tips)).toBeVisible();
  const restored = await page.evaluate(async () => {
    const html = await (await fetch(location.href)).text();
    const served = new DOMParser().parseFromString(html, 'text/html').querySelector('[data-id="2b0c001"]')!;
    const element = document.querySelector('[data-id="2b0c001"]')!;
    window.haWidgets!.unmount(element);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const strip = (el: Element) => {
      const copy = el.cloneNode(true) as Element;
      copy.removeAttribute('data-ha-state');
      // The loader's copy of the settings for the premount stylesheet.
      copy.removeAttribute('data-ha-set');
      return copy.outerHTML;
    };
    return strip(element) === strip(served);
  });
  expect(restored).toBe(true);
  await page.mouse.move(at.x + 30, at.y);
  await expect(figureOf(tips)).toBeHidden();
  await expect(figureOf(tips)).not.toHaveAttribute('data-ha-shown');
  expect(ownErrors(problems)).toEqual([]);
});
