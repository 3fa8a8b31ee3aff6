import type { Locator, Page } from '@playwright/test';
import { test, expect, widget, expectReady, ownErrors, unmountRestores, recordLayoutShift, layoutShift } from '../helpers';
import { longTasks, recordLongTasks, wheelThrough } from '../long-tasks';

const PAGE = '/widgets/scroll-sequence.html';
// The fixture's frames, 1 to 8: each a colour of its own (the red of frame 1, turning through the hues).
const FRAME_COLOURS = [
  [230, 25, 25],
  [230, 179, 25],
  [128, 230, 25],
  [25, 230, 77],
  [25, 230, 230],
  [25, 77, 230],
  [128, 25, 230],
  [230, 25, 179],
];

/** The frame the canvas shows, 1 to 8, told by the colour of its pixels (0 when blank or missing). */
const shownFrame = (sequence: Locator) =>
  sequence.evaluate((el, colours) => {
    const canvas = el.querySelector('canvas');
    if (!canvas || !canvas.width) return 0;
    const [r, g, b, a] = canvas.getContext('2d')!.getImageData(4, 4, 1, 1).data;
    if (!a) return 0;
    const near = colours.findIndex(([cr, cg, cb]) => Math.abs(cr - r) + Math.abs(cg - g) + Math.abs(cb - b) < 20);
    return near + 1;
  }, FRAME_COLOURS);

const scrollTo = (page: Page, y: number) => page.evaluate((top) => window.scrollTo(0, top), y);
const box = (locator: Locator) => locator.evaluate((el) => ({ top: el.getBoundingClientRect().top + scrollY, height: el.getBoundingClientRect().height }));

test('the frame follows scrolling through its section, both ways, and a resize keeps it', async ({ page, problems }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await recordLayoutShift(page);
  await page.goto(PAGE);
  const sequence = widget(page, 'ssq0001');
  const section = page.locator('[data-id="ssq000s"]');
  const { top, height } = await box(section);
  const run = height - 800;
  await scrollTo(page, top - 300);
  await expectReady(sequence);
  const canvas = sequence.locator('canvas');
  await expect(canvas).toHaveAttribute('aria-hidden', 'true');
  await expect.poll(() => shownFrame(sequence)).toBe(1);
  // Halfway through the section: frame 5 of 8; near its end, the last.
  await scrollTo(page, top + run * 0.55);
  await expect.poll(() => shownFrame(sequence)).toBe(5);
  await page.mouse.move(640, 400);
  await page.mouse.wheel(0, run * 0.4);
  await expect.poll(() => shownFrame(sequence)).toBe(8);
  await scrollTo(page, top + run * 0.3);
  await expect.poll(() => shownFrame(sequence)).toBe(3);
  // A resize draws the frame the scroll position gives, not the first one (the add-on's frame-0 redraw).
  await page.setViewportSize({ width: 1000, height: 800 });
  await page.waitForTimeout(300);
  const after = await box(section);
  const expected = Math.min(8, Math.floor(((await page.evaluate(() => scrollY)) - after.top) / (after.height - 800) * 8) + 1);
  expect(expected).toBeGreaterThan(1);
  await expect.poll(() => shownFrame(sequence)).toBe(expected);
  // The canvas sits in the box printed for it: mounting moved nothing.
  expect(await layoutShift(page)).toBe(0);
  expect(ownErrors(problems)).toEqual([]);
});

test('a gallery follows its container; body follows the page; a gif folder builds nothing, with a warning', async ({ page, problems }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(PAGE);
  const gallery = widget(page, 'ssq0002');
  const container = page.locator('[data-id="ssq002e"]');
  const { top, height } = await box(container);
  await scrollTo(page, top + (height - 800) * 0.9);
  await expectReady(gallery);
  // Four images, frames 1, 3, 5 and 7 of the folder: at 90% the fourth, frame 7.
  await expect.poll(() => shownFrame(gallery)).toBe(7);
  await scrollTo(page, top + (height - 800) * 0.3);
  await expect.poll(() => shownFrame(gallery)).toBe(3);

  const bodyWide = widget(page, 'ssq0004');
  await bodyWide.scrollIntoViewIfNeeded();
  await expectReady(bodyWide);
  const pageEnd = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
  await scrollTo(page, pageEnd);
  await expect.poll(() => shownFrame(bodyWide)).toBe(8);
  await scrollTo(page, pageEnd * 0.6);
  await expect.poll(() => shownFrame(bodyWide)).toBe(5);

  const gif = widget(page, 'ssq0003');
  await gif.scrollIntoViewIfNeeded();
  await expectReady(gif);
  await expect(gif.locator('canvas')).toHaveCount(0);
  expect(problems.warnings.filter((text) => text.includes('ssq0003') && text.includes('no frames'))).toHaveLength(1);
  expect(ownErrors(problems)).toEqual([]);
});

test('scrolling through it runs no task over 50 ms', async ({ page, problems }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(PAGE);
  const sequence = widget(page, 'ssq0001');
  await sequence.scrollIntoViewIfNeeded();
  await expectReady(sequence);
  await expect.poll(() => shownFrame(sequence)).toBeGreaterThan(0);
  await recordLongTasks(page);
  const before = await shownFrame(sequence);
  await wheelThrough(page, 20, 90);
  await expect.poll(() => shownFrame(sequence)).not.toBe(before);
  expect(await longTasks(page)).toEqual([]);
  expect(ownErrors(problems)).toEqual([]);
});

test('reduced motion and the editor: the first frame, still', async ({ page, problems }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(PAGE);
  const sequence = widget(page, 'ssq0001');
  const { top, height } = await box(page.locator('[data-id="ssq000s"]'));
  await scrollTo(page, top + (height - 800) * 0.6);
  await expectReady(sequence);
  await expect.poll(() => shownFrame(sequence)).toBe(1);
  await scrollTo(page, top + (height - 800) * 0.9);
  await page.waitForTimeout(300);
  expect(await shownFrame(sequence)).toBe(1);

  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.route(`**${PAGE}`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: (await response.text()).replace('{ debug: true }', '{ debug: true, editMode: true }') });
  });
  await page.goto(PAGE);
  await scrollTo(page, top + (height - 800) * 0.6);
  await expectReady(sequence);
  await expect.poll(() => shownFrame(sequence)).toBe(1);
  expect(ownErrors(problems)).toEqual([]);
});

test('unmounting takes the canvas away and gives the printed markup back', async ({ page }) => {
  await page.goto(PAGE);
  const sequence = widget(page, 'ssq0001');
  await sequence.scrollIntoViewIfNeeded();
  await expectReady(sequence);
  await expect.poll(() => shownFrame(sequence)).toBeGreaterThan(0);
  expect(await unmountRestores(page, 'ssq0001')).toBe(true);
});
