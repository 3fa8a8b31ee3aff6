import type { Locator, Page } from '@playwright/test';
import { test, expect, widget, expectReady, ownErrors, unmountRestores, recordLayoutShift, layoutShift } from '../helpers';

const PAGE = '/widgets/lottie.html';
// The fixture's animation: 30 frames in which the box slides from x 20 to x 180.
const START_X = 20;
const END_X = 180;

async function open(page: Page, id: string): Promise<Locator> {
  await page.goto(PAGE);
  const lottie = widget(page, id);
  await lottie.scrollIntoViewIfNeeded();
  await expectReady(lottie);
  return lottie;
}

/** The box's x in the drawing, which tells the frame shown (from the layer's transform lottie-web writes). */
const boxX = (lottie: Locator) =>
  lottie.locator('g.ha-lottie-box').evaluate((g) => new DOMMatrix(g.getAttribute('transform') ?? 'none').e);

test('on hover it plays, and leaving plays it back to the start', async ({ page, problems }) => {
  const lottie = await open(page, 'lt00001');
  const box = lottie.getByRole('img', { name: 'A box sliding along a track' });
  await expect(box.locator('svg')).toHaveAttribute('aria-hidden', 'true');
  await page.mouse.move(1, 1);
  await page.waitForTimeout(300);
  expect(await boxX(lottie)).toBe(START_X);
  await box.hover();
  await expect.poll(() => boxX(lottie)).toBeGreaterThan(100);
  await page.mouse.move(1, 1);
  const left = await boxX(lottie);
  await page.waitForTimeout(250);
  const back = await boxX(lottie);
  expect(back).toBeLessThan(left);
  await expect.poll(() => boxX(lottie), { timeout: 4000 }).toBe(START_X);
  // Pointing again plays it forward again.
  await box.hover();
  await expect.poll(() => boxX(lottie)).toBeGreaterThan(60);
  expect(ownErrors(problems)).toEqual([]);
});

test('loop_times 3 plays it three times, then it rests on its last frame', async ({ page, problems }) => {
  await page.goto(PAGE);
  const lottie = widget(page, 'lt00002');
  await expectReady(lottie);
  // Counts the times the box jumps back to the start while it plays.
  const restarts = await lottie.locator('g.ha-lottie-box').evaluate(
    (g) =>
      new Promise<number>((resolve) => {
        let last = -Infinity;
        let count = 0;
        const until = performance.now() + 4500;
        const sample = () => {
          const x = new DOMMatrix(g.getAttribute('transform') ?? 'none').e;
          if (x < last - 40) count++;
          last = x;
          if (performance.now() < until) requestAnimationFrame(sample);
          else resolve(count);
        };
        sample();
      }),
  );
  expect(restarts).toBe(2);
  expect(await boxX(lottie)).toBeGreaterThan(END_X - 10);
  expect(ownErrors(problems)).toEqual([]);
});

test('on click it plays once from the start, then redirects after redirect_timeout', async ({ page, problems }) => {
  const lottie = await open(page, 'lt00003');
  const button = lottie.getByRole('button', { name: 'Play animation: Sliding box' });
  expect(await boxX(lottie)).toBe(START_X);
  await button.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => boxX(lottie)).toBeGreaterThan(60);
  await expect(page).toHaveURL(/#lottie-played$/, { timeout: 3000 });
  expect(await boxX(lottie)).toBeGreaterThan(END_X - 10);
  expect(ownErrors(problems)).toEqual([]);
});

test('on scroll the frame follows its place in the window; on viewport (canvas) it plays in its band', async ({ page, problems }) => {
  const lottie = await open(page, 'lt00004');
  await expect(lottie.locator('.ha-lottie-animation')).toHaveAttribute('aria-hidden', 'true');
  const height = page.viewportSize()!.height;
  const top = await lottie.locator('.ha-lottie-animation').evaluate((el) => el.getBoundingClientRect().top + scrollY);
  const xWithTopAt = async (fromBottom: number) => {
    await page.evaluate((y) => window.scrollTo(0, y), top - height * (1 - fromBottom));
    await page.waitForTimeout(150);
    return boxX(lottie);
  };
  expect(await xWithTopAt(0.05)).toBe(START_X);
  const middle = await xWithTopAt(0.5);
  expect(middle).toBeGreaterThan(90);
  expect(middle).toBeLessThan(110);
  expect(await xWithTopAt(0.95)).toBeGreaterThan(END_X - 10);
  expect(await xWithTopAt(0.3)).toBeLessThan(middle);

  const canvas = widget(page, 'lt00005');
  await canvas.scrollIntoViewIfNeeded();
  await expectReady(canvas);
  await expect(canvas.getByRole('img', { name: 'A box sliding back, drawn on a canvas' }).locator('canvas')).toHaveCount(1);
  expect(ownErrors(problems)).toEqual([]);
});

test('a delay starts it on its own after 1500 ms', async ({ page, problems }) => {
  const lottie = await open(page, 'lt00006');
  expect(await boxX(lottie)).toBe(START_X);
  await page.waitForTimeout(700);
  expect(await boxX(lottie)).toBe(START_X);
  await expect.poll(() => boxX(lottie), { timeout: 4000 }).toBeGreaterThan(START_X);
  expect(ownErrors(problems)).toEqual([]);
});

test('reduced motion: the last frame, still, whatever the visitor does', async ({ page, problems }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const lottie = await open(page, 'lt00001');
  expect(await boxX(lottie)).toBeGreaterThan(END_X - 10);
  const still = await boxX(lottie);
  await lottie.locator('.ha-lottie-animation').hover();
  await page.mouse.move(1, 1);
  await page.waitForTimeout(500);
  expect(await boxX(lottie)).toBe(still);
  const delayed = await open(page, 'lt00006');
  await page.waitForTimeout(2000);
  expect(await boxX(delayed)).toBeGreaterThan(END_X - 10);
  expect(ownErrors(problems)).toEqual([]);
});

test('unmounting gives the server markup back', async ({ page }) => {
  await open(page, 'lt00001');
  expect(await unmountRestores(page, 'lt00001')).toBe(true);
  await open(page, 'lt00003');
  expect(await unmountRestores(page, 'lt00003')).toBe(true);
});

test('loading the animations moves nothing', async ({ page }) => {
  await recordLayoutShift(page);
  await page.goto(PAGE);
  for (const id of ['lt00001', 'lt00002', 'lt00003']) await expectReady(widget(page, id));
  await page.waitForTimeout(300);
  expect(await layoutShift(page)).toBe(0);
});
