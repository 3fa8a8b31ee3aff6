import type { Locator, Page } from '@playwright/test';
import { test, expect, widget, expectReady, ownErrors, unmountRestores } from '../helpers';

const PAGE = '/widgets/svg-draw.html';

/** How much of each stroke shows, 0 to 1, from the dash pattern DrawSVG writes (whole when none). */
const drawn = (svgDraw: Locator) =>
  svgDraw.locator('path, circle, rect, polygon').evaluateAll((shapes) =>
    shapes.map((shape) => {
      const style = getComputedStyle(shape);
      if (style.strokeDasharray === 'none') return 1;
      const length = (shape as SVGGeometryElement).getTotalLength();
      const [dash] = style.strokeDasharray.split(/[ ,]+/).map(parseFloat);
      return Math.round((Math.min(dash, length) / length) * 100) / 100;
    }),
  );

async function open(page: Page, id: string): Promise<Locator> {
  await page.goto(PAGE);
  const svgDraw = widget(page, id);
  await svgDraw.scrollIntoViewIfNeeded();
  await expectReady(svgDraw);
  return svgDraw;
}

const scrollTo = (page: Page, y: number) => page.evaluate((top) => window.scrollTo(0, top), y);
const topOf = (locator: Locator) => locator.evaluate((el) => el.getBoundingClientRect().top + scrollY);

test('automatic: draws once its top reaches the middle of the window, then fills; scrolled back above, it undraws', async ({ page, problems }) => {
  await page.goto(PAGE);
  const house = widget(page, 'sd00001');
  const top = await topOf(house);
  const height = page.viewportSize()!.height;
  // In view, its top below the middle line: nothing drawn yet.
  await scrollTo(page, top - height * 0.75);
  await expectReady(house);
  await page.waitForTimeout(300);
  expect(await drawn(house)).toEqual([0, 0, 0, 0]);
  await scrollTo(page, top - height * 0.5 + 100);
  await expect.poll(() => drawn(house), { timeout: 6000 }).toEqual([1, 1, 1, 1]);
  const roof = house.locator('rect').first();
  await expect.poll(() => roof.evaluate((el) => getComputedStyle(el).fill), { timeout: 4000 }).toBe('rgb(255, 209, 102)');
  await expect(roof).toHaveCSS('stroke', 'rgb(7, 59, 76)');
  await scrollTo(page, 0);
  await expect.poll(() => drawn(house), { timeout: 6000 }).toEqual([0, 0, 0, 0]);
  expect(ownErrors(problems)).toEqual([]);
});

test('viewport: the line follows scrolling', async ({ page, problems }) => {
  await page.goto(PAGE);
  const wave = widget(page, 'sd00002');
  await wave.scrollIntoViewIfNeeded();
  await expectReady(wave);
  const top = await topOf(wave);
  const height = page.viewportSize()!.height;
  const at = async (past: number) => {
    await scrollTo(page, top - height * 0.8 + past);
    await page.waitForTimeout(250);
    return (await drawn(wave))[0];
  };
  expect(await at(-50)).toBe(0);
  const quarter = await at(125);
  expect(quarter).toBeGreaterThan(0.1);
  expect(quarter).toBeLessThan(0.45);
  const most = await at(400);
  expect(most).toBeGreaterThan(0.65);
  expect(await at(600)).toBe(1);
  expect(await at(125)).toBeCloseTo(quarter, 1);
  expect(ownErrors(problems)).toEqual([]);
});

test('hover: draws while pointed at, from its start point; leaving pauses it', async ({ page, problems }) => {
  const star = await open(page, 'sd00003');
  await page.mouse.move(1, 1);
  await page.waitForTimeout(300);
  expect(await drawn(star)).toEqual([0.1]);
  await star.locator('svg').hover();
  await expect.poll(async () => (await drawn(star))[0]).toBeGreaterThan(0.3);
  await page.mouse.move(1, 1);
  const paused = (await drawn(star))[0];
  await page.waitForTimeout(400);
  expect((await drawn(star))[0]).toBeCloseTo(paused, 1);
  expect(ownErrors(problems)).toEqual([]);
});

test('reversed and together: the rings erase to their end point at once', async ({ page, problems }) => {
  const rings = await open(page, 'sd00004');
  await expect.poll(() => drawn(rings), { timeout: 6000 }).toEqual([0.2, 0.2, 0.2]);
  expect(ownErrors(problems)).toEqual([]);
});

test('reduced motion, and drawing off: the SVG stays as printed', async ({ page, problems }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const id of ['sd00001', 'sd00003']) {
    const svgDraw = await open(page, id);
    await page.waitForTimeout(300);
    expect(await drawn(svgDraw)).toEqual(id === 'sd00001' ? [1, 1, 1, 1] : [1]);
    await expect(svgDraw.locator('svg *').first()).not.toHaveAttribute('style');
  }
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  const off = await open(page, 'sd00005');
  await page.waitForTimeout(500);
  expect(await drawn(off)).toEqual([1, 1, 1, 1]);
  expect(ownErrors(problems)).toEqual([]);
});

test('unmounting gives the server markup back', async ({ page }) => {
  await open(page, 'sd00003');
  await widget(page, 'sd00003').locator('svg').hover();
  await page.waitForTimeout(300);
  expect(await unmountRestores(page, 'sd00003')).toBe(true);
  await open(page, 'sd00001');
  expect(await unmountRestores(page, 'sd00001')).toBe(true);
});
