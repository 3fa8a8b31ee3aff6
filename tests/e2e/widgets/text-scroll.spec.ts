import type { Locator, Page } from '@playwright/test';
import { test, expect, widget, expectReady, ownErrors, unmountRestores, asServed, recordLayoutShift, layoutShift } from '../helpers';
import { longTasks, recordLongTasks, wheelThrough } from '../long-tasks';

const PAGE = '/widgets/text-scroll.html';
const HEIGHT = 800;

/** Scrolls so that the text's top is at `fraction` of the window's height. */
async function textTopAt(page: Page, text: Locator, fraction: number): Promise<void> {
  const top = await text.evaluate((el) => el.getBoundingClientRect().top + scrollY);
  await page.evaluate((y) => window.scrollTo(0, y), top - HEIGHT * fraction);
  // ScrollTrigger's scrub renders on the next animation frames.
  await page.waitForTimeout(250);
}

/** Per line, the opacity of its first and last piece (`selector` inside the line). */
const lineOpacities = (text: Locator, selector: string) =>
  text.locator('.line').evaluateAll(
    (lines, inside) =>
      lines.map((line) => {
        const pieces = [...line.querySelectorAll(inside)];
        const opacity = (el: Element | undefined) => (el ? Math.round(Number(getComputedStyle(el).opacity) * 100) / 100 : -1);
        return [opacity(pieces[0]), opacity(pieces[pieces.length - 1])];
      }),
    selector,
  );

/** Per line, how much of it its cover still hides along its axis, 0 to 1. */
const maskScales = (text: Locator, axis: 'x' | 'y') =>
  text.locator('.line').evaluateAll(
    (lines, along) =>
      lines.map((line) => {
        const mask = line.querySelector('.ha-line-mask');
        if (!mask) return -1;
        const matrix = new DOMMatrix(getComputedStyle(mask).transform);
        return Math.round((along === 'x' ? matrix.a : matrix.d) * 100) / 100;
      }),
    axis,
  );

async function open(page: Page, id: string): Promise<Locator> {
  await page.setViewportSize({ width: 1280, height: HEIGHT });
  await page.goto(PAGE);
  const scroll = widget(page, id);
  await scroll.scrollIntoViewIfNeeded();
  await expectReady(scroll);
  return scroll;
}

test('vertical line highlight: lines light up one after another with scrolling, and screen readers get the text once', async ({ page, problems }) => {
  await recordLayoutShift(page);
  const scroll = await open(page, 'ts00001');
  const text = scroll.locator('.ha-split-lines');
  const lines = text.locator('.line');
  expect(await lines.count()).toBeGreaterThanOrEqual(3);
  await textTopAt(page, text, 0.95);
  for (const line of await lineOpacities(text, '.word')) expect(line).toEqual([0.2, 0.2]);
  await textTopAt(page, text, 0.5);
  const middle = await lineOpacities(text, '.word');
  expect(middle[0]).toEqual([1, 1]);
  expect(middle.at(-1)![0]).toBeLessThan(0.5);
  await textTopAt(page, text, 0.05);
  for (const line of await lineOpacities(text, '.word')) expect(line).toEqual([1, 1]);
  // Scrolling back dims them again.
  await textTopAt(page, text, 0.95);
  expect((await lineOpacities(text, '.word')).at(-1)).toEqual([0.2, 0.2]);

  await expect(text).toHaveAttribute('aria-hidden', 'true');
  const sentence = 'Good design is as little design as possible. Less, but better, because it concentrates on the essential aspects, and the products are not burdened with non-essentials.';
  await expect(scroll.locator('.ha-visually-hidden')).toHaveText(sentence);
  // The accessibility tree holds the sentence once (the split pieces are hidden from it).
  expect((await scroll.ariaSnapshot()).split('Good design is').length - 1).toBe(1);
  expect(await layoutShift(page)).toBe(0);
  expect(ownErrors(problems)).toEqual([]);
});

test('horizontal line highlight: letters light up in reading order', async ({ page, problems }) => {
  const scroll = await open(page, 'ts00002');
  const text = scroll.locator('.ha-split-lines');
  await textTopAt(page, text, 0.95);
  expect((await lineOpacities(text, '.char'))[0]).toEqual([0.3, 0.3]);
  await textTopAt(page, text, 0.6);
  const [first] = await lineOpacities(text, '.char');
  expect(first[0]).toBe(1);
  expect(first[1]).toBeLessThan(1);
  await textTopAt(page, text, 0);
  for (const line of await lineOpacities(text, '.char')) expect(line).toEqual([1, 1]);
  expect(ownErrors(problems)).toEqual([]);
});

test('line masks: each line has a cover that shrinks away along its axis, line after line; a resize splits the lines again', async ({ page, problems }) => {
  for (const [id, axis] of [
    ['ts00003', 'y'],
    ['ts00004', 'x'],
  ] as const) {
    const scroll = await open(page, id);
    const text = scroll.locator('.ha-split-lines');
    await textTopAt(page, text, 0.95);
    const covered = await maskScales(text, axis);
    expect(covered.length).toBeGreaterThanOrEqual(2);
    for (const scale of covered) expect(scale).toBe(1);
    await textTopAt(page, text, 0.45);
    const middle = await maskScales(text, axis);
    expect(middle[0]).toBeLessThan(middle.at(-1)!);
    await textTopAt(page, text, 0);
    for (const scale of await maskScales(text, axis)) expect(scale).toBe(0);
    await expect(text.locator('.ha-line-mask').first()).toHaveCSS('opacity', '0.65');
  }
  // Narrower, the text takes more lines: each new line has its cover, at the place scrolled to.
  const scroll = widget(page, 'ts00004');
  const text = scroll.locator('.ha-split-lines');
  const before = await text.locator('.line').count();
  await page.setViewportSize({ width: 480, height: HEIGHT });
  await expect.poll(() => text.locator('.line').count()).toBeGreaterThan(before);
  await expect(text.locator('.ha-line-mask')).toHaveCount(await text.locator('.line').count());
  await textTopAt(page, text, 0.95);
  for (const scale of await maskScales(text, 'x')) expect(scale).toBe(1);
  expect(ownErrors(problems)).toEqual([]);
});

test('scrolling through the effects runs no task over 50 ms', async ({ page, problems }) => {
  await open(page, 'ts00001');
  // Every text mounted (split) first: mounting is not a scroll handler's work.
  for (const id of ['ts00002', 'ts00003', 'ts00004']) {
    await widget(page, id).scrollIntoViewIfNeeded();
    await expectReady(widget(page, id));
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
  await recordLongTasks(page);
  await wheelThrough(page, 40, 100);
  await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(3000);
  expect(await longTasks(page)).toEqual([]);
  expect(ownErrors(problems)).toEqual([]);
});

test('reduced motion and the editor: the text stays as printed', async ({ page, problems }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const scroll = await open(page, 'ts00001');
  await textTopAt(page, scroll.locator('.ha-split-lines'), 0.5);
  await expect(scroll.locator('.line')).toHaveCount(0);
  expect(await asServed(page, 'ts00001')).toBe(true);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.route(`**${PAGE}`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: (await response.text()).replace('{ debug: true }', '{ debug: true, editMode: true }') });
  });
  const held = await open(page, 'ts00003');
  await expect(held.locator('.line')).toHaveCount(0);
  expect(await asServed(page, 'ts00003')).toBe(true);
  expect(ownErrors(problems)).toEqual([]);
});

test('unmounting gives the printed text back', async ({ page }) => {
  await open(page, 'ts00004');
  await expect(widget(page, 'ts00004').locator('.ha-line-mask').first()).toBeAttached();
  expect(await unmountRestores(page, 'ts00004')).toBe(true);
  await open(page, 'ts00002');
  expect(await unmountRestores(page, 'ts00002')).toBe(true);
});
