import type { Locator, Page } from '@playwright/test';
import { test, expect, widget, expectReady, ownErrors, unmountRestores, asServed, recordLayoutShift, layoutShift } from '../helpers';

const PAGE = '/widgets/liquid-hover-image.html';
// The fixture's two pictures at the sky's corner: the night's deep blue, the day's orange.
const NIGHT = [24, 38, 110];
const DAY = [240, 140, 60];

/**
 * This Chromium draws WebGL in software (--disable-gpu), where the widget fades: hiding the renderer's
 * name makes it take the WebGL path, to test the melting itself.
 */
const asIfGpu = (page: Page) =>
  page.addInitScript(() => {
    const getExtension = WebGLRenderingContext.prototype.getExtension as (this: WebGLRenderingContext, name: string) => unknown;
    WebGLRenderingContext.prototype.getExtension = function (this: WebGLRenderingContext, name: string) {
      return name === 'WEBGL_debug_renderer_info' ? null : getExtension.call(this, name);
    } as WebGLRenderingContext['getExtension'];
  });

/** Samples while `act` runs and for `ms` in all, so the first frames of the change are seen however long `act` takes. */
async function redsWhile(liquid: Locator, end: number, act: () => Promise<void>): Promise<number[]> {
  const sampling = skyReds(liquid, 15_000, end);
  await act();
  return sampling;
}

async function open(page: Page, id: string): Promise<Locator> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(PAGE);
  const liquid = widget(page, id);
  await liquid.scrollIntoViewIfNeeded();
  await expectReady(liquid);
  return liquid;
}

/**
 * The red channel of what shows at the sky's top right corner of the picture (the canvas, or the
 * images fading), every frame for up to `ms`, or until it reaches `end` (a red) once it has left where it began.
 */
const skyReds = (liquid: Locator, ms: number, end = -1) =>
  liquid.evaluate(
    (el, [duration, goal]) =>
      new Promise<number[]>((resolve) => {
        const box = el.querySelector('.ha-lhi-image')!;
        const probe = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
        const red = () => {
          const canvas = box.querySelector<HTMLCanvasElement>('canvas.ha-lhi-canvas');
          if (canvas) {
            probe.canvas.width = canvas.width;
            probe.canvas.height = canvas.height;
            probe.drawImage(canvas, 0, 0);
            return probe.getImageData(Math.round(canvas.width * 0.9), Math.round(canvas.height * 0.1), 1, 1).data[0];
          }
          // The fade: the second image over the first, by its opacity.
          const second = box.querySelector<HTMLElement>('.ha-lhi-second');
          const share = second ? Number(getComputedStyle(second).opacity) : 0;
          return Math.round(24 + (240 - 24) * share);
        };
        const reds: number[] = [];
        const until = performance.now() + duration;
        const sample = () => {
          const now = red();
          reds.push(now);
          const arrived = goal >= 0 && Math.abs(now - goal) < 12 && reds.some((earlier) => Math.abs(earlier - goal) >= 12);
          if (performance.now() < until && !arrived) requestAnimationFrame(sample);
          else resolve(reds);
        };
        sample();
      }),
    [ms, end] as const,
  );

const isNight = (red: number) => Math.abs(red - NIGHT[0]) < 12;
const isDay = (red: number) => Math.abs(red - DAY[0]) < 12;

test('with a GPU, pointed at, the night melts into the day through the displacement map; leaving melts it back', async ({ page, problems }) => {
  await recordLayoutShift(page);
  await asIfGpu(page);
  const liquid = await open(page, 'lh00001');
  const canvas = liquid.locator('canvas.ha-lhi-canvas');
  // No WebGL context until the visitor points at it.
  await expect(canvas).toHaveCount(0);
  expect((await skyReds(liquid, 0)).every(isNight)).toBe(true);
  const area = liquid.locator('.ha-lhi-area');
  await expect(area).not.toContainClass('ha-lhi-hover');

  const melting = await redsWhile(liquid, DAY[0], () => liquid.locator('.ha-lhi-image').hover());
  expect(melting.some((red) => !isNight(red) && !isDay(red)), 'frames between night and day').toBe(true);
  expect(isDay(melting.at(-1)!)).toBe(true);
  await expect(canvas).toHaveAttribute('aria-hidden', 'true');
  // The canvas covers the printed image exactly.
  const [imageBox, canvasBox] = await Promise.all([liquid.locator('img').boundingBox(), canvas.boundingBox()]);
  expect(canvasBox).toEqual(imageBox);
  await expect(area).toContainClass('ha-lhi-hover');
  // The title's first style slides in from its direction while pointed at.
  await expect(liquid.getByRole('heading', { name: 'Night and day' })).toHaveCSS('opacity', '1');

  const back = await redsWhile(liquid, NIGHT[0], () => page.mouse.move(1200, 20));
  expect(back.some((red) => !isNight(red) && !isDay(red))).toBe(true);
  expect(isNight(back.at(-1)!)).toBe(true);
  await expect(area).not.toContainClass('ha-lhi-hover');
  expect(await layoutShift(page)).toBe(0);
  expect(ownErrors(problems)).toEqual([]);
});

test('keyboard focus on the picture\'s link plays it too, and the empty link gets a name', async ({ page, problems }) => {
  await asIfGpu(page);
  const liquid = await open(page, 'lh00001');
  const link = liquid.getByRole('link', { name: 'Night and day' });
  await expect(link).toHaveAttribute('href', /#visit$/);
  await page.mouse.move(1200, 20);
  await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  await expect.poll(async () => isDay((await skyReds(liquid, 0))[0]), { timeout: 4000 }).toBe(true);
  await expect(liquid.locator('.ha-lhi-area')).toContainClass('ha-lhi-hover');
  await page.keyboard.press('Tab');
  await expect(link).not.toBeFocused();
  await expect.poll(async () => isNight((await skyReds(liquid, 0))[0]), { timeout: 4000 }).toBe(true);
  // Style 3's link is named after its title's letters.
  await expect(widget(page, 'lh00003').getByRole('link', { name: 'Sunrise' })).toHaveCount(1);
  expect(ownErrors(problems)).toEqual([]);
});

test('a generated map when the effect names none; the title\'s second style swaps its copies', async ({ page, problems }) => {
  await asIfGpu(page);
  const liquid = await open(page, 'lh00002');
  const melting = await redsWhile(liquid, DAY[0], () => liquid.locator('.ha-lhi-image').hover());
  expect(melting.some((red) => !isNight(red) && !isDay(red))).toBe(true);
  expect(isDay(melting.at(-1)!)).toBe(true);
  await expect(liquid.locator('.block.hover')).toHaveCSS('opacity', '1');
  await expect(liquid.locator('.block.normal')).toHaveCSS('opacity', '0');
  expect(ownErrors(problems)).toEqual([]);
});

test('here (WebGL drawn in software) and where WebGL is missing, the day fades in over the night, and out again', async ({ page, problems }) => {
  const liquid = await open(page, 'lh00001');
  const second = liquid.locator('img.ha-lhi-second');
  const fadeThrough = async () => {
    const fading = await redsWhile(liquid, DAY[0], () => liquid.locator('.ha-lhi-image').hover());
    expect(fading.some((red) => !isNight(red) && !isDay(red)), 'frames between night and day').toBe(true);
    await expect(second).toHaveAttribute('aria-hidden', 'true');
    await expect(second).toHaveCSS('opacity', '1');
    await expect(liquid.locator('canvas')).toHaveCount(0);
    await page.mouse.move(1200, 20);
    await expect(second).toHaveCSS('opacity', '0');
  };
  await fadeThrough();
  await page.addInitScript(() => {
    const getContext = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
      return /webgl/.test(type) ? null : (getContext as (...args: unknown[]) => unknown).call(this, type, ...rest);
    } as typeof getContext;
  });
  await page.reload();
  await expectReady(liquid);
  await fadeThrough();
  expect(ownErrors(problems)).toEqual([]);
});

test('reduced motion: the day shows at once, with no melting or fading; the editor holds the first picture', async ({ page, problems }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const liquid = await open(page, 'lh00001');
  await expect(liquid.locator('canvas')).toHaveCount(0);
  await liquid.locator('.ha-lhi-image').hover();
  const shown = await skyReds(liquid, 300);
  expect(shown.every(isDay)).toBe(true);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.route(`**${PAGE}`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: (await response.text()).replace('{ debug: true }', '{ debug: true, editMode: true }') });
  });
  const held = await open(page, 'lh00002');
  await held.locator('.ha-lhi-image').hover();
  await page.waitForTimeout(300);
  expect(await asServed(page, 'lh00002')).toBe(true);
  expect(ownErrors(problems)).toEqual([]);
});

test('without its stylesheet the canvas keeps the picture\'s size (it never grows with the box it sits in)', async ({ page, problems }) => {
  await page.route('**/dist/liquid-hover-image-*.css', (route) => route.fulfill({ status: 404, body: '' }));
  await asIfGpu(page);
  const liquid = await open(page, 'lh00001');
  await liquid.locator('.ha-lhi-image').hover();
  const canvas = liquid.locator('canvas.ha-lhi-canvas');
  await expect(canvas).toHaveAttribute('width', '480');
  await page.waitForTimeout(500);
  expect(await canvas.evaluate((el: HTMLCanvasElement) => [el.width, el.height])).toEqual([480, 300]);
  expect(ownErrors(problems)).toEqual([]);
});

test('unmounting gives the printed markup back', async ({ page }) => {
  const liquid = await open(page, 'lh00001');
  await liquid.locator('.ha-lhi-image').hover();
  await page.waitForTimeout(200);
  expect(await unmountRestores(page, 'lh00001')).toBe(true);
});
