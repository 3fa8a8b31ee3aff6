// Multi-layer parallax as a visitor meets it: the layers are laid over the section (the one with an
// unsafe address is not), each moves its own way as the page scrolls (down and sideways, a background
// position rising, a zoom, a fade) and the mouse layer follows the pointer; a layer for desktop and
// tablet goes on a phone; reduced motion keeps the layers still; the editor builds none; no long task.
import type { Page } from '@playwright/test';
import { test, expect } from '../helpers';
import { frames, inEditor, longestTask, recordLongTasks, resetLongTasks, wheelTo } from './effects-helpers';

const PAGE = '/extensions/parallax.html';
const layer = (id: string) => `.elementor-repeater-item-${id}`;
const style = (page: Page, id: string) =>
  page.locator(layer(id)).evaluate((element) => {
    const s = (element as HTMLElement).style;
    return { transform: s.transform, opacity: s.opacity, backgroundPosition: s.backgroundPosition };
  });
const sceneAt = async (page: Page, selector: string, fraction: number) => {
  const top = await page.locator(selector).evaluate((element) => element.getBoundingClientRect().top + scrollY);
  await wheelTo(page, Math.round(top - page.viewportSize()!.height * fraction));
};

test('scrolling: each layer moves its own way; the pointer moves the mouse layer', async ({ page, problems }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await recordLongTasks(page);
  await page.goto(PAGE);
  await expect(page.locator('#scene-addon > .ha-multi-layer-parallax')).toHaveCount(2);
  await expect(page.locator('#scene-plain > .ha-multi-layer-parallax')).toHaveCount(3);
  await expect(page.locator(`${layer('a1f0c2e')} img`)).toHaveAttribute('src', /desert\.svg$/);
  await expect(page.locator('img[src^="javascript"], .elementor-repeater-item-c3f2e4a')).toHaveCount(0);
  expect(await page.locator(layer('b2e1d3f')).evaluate((element) => getComputedStyle(element).zIndex)).toBe('2');
  await frames(page);
  await resetLongTasks(page);

  await sceneAt(page, '#scene-addon', 0.8);
  const early = await style(page, 'a1f0c2e');
  await sceneAt(page, '#scene-addon', -0.3);
  const later = await style(page, 'a1f0c2e');
  const [x0, y0] = early.transform.match(/-?[\d.]+/g)!.map(Number);
  const [x1, y1] = later.transform.match(/-?[\d.]+/g)!.map(Number);
  // Down (and sideways, "up" being left) as the section rises through the viewport.
  expect(y1).toBeGreaterThan(y0);
  expect(x1).toBeLessThan(x0);

  // The mouse layer: to the pointer's side (rate -10 follows it).
  await page.mouse.move(100, 400);
  await frames(page);
  const towardsLeft = (await style(page, 'b2e1d3f')).transform;
  await page.mouse.move(1180, 400);
  await frames(page);
  const towardsRight = (await style(page, 'b2e1d3f')).transform;
  expect(Number(/translate\((-?[\d.]+)px/.exec(towardsLeft)![1])).toBeLessThan(0);
  expect(Number(/translate\((-?[\d.]+)px/.exec(towardsRight)![1])).toBeGreaterThan(0);

  // The plain-key scene: a background position that rises, a zoom in 3D, a dusk that fades out.
  await sceneAt(page, '#scene-plain', 0.7);
  const before = { bg: await style(page, 'd4a3f5b'), zoom: await style(page, 'e5b4a6c'), dusk: await style(page, 'f6c5b7d') };
  await sceneAt(page, '#scene-plain', 0.1);
  const after = { bg: await style(page, 'd4a3f5b'), zoom: await style(page, 'e5b4a6c'), dusk: await style(page, 'f6c5b7d') };
  expect(before.bg.backgroundPosition).toMatch(/^calc\(/);
  expect(after.bg.backgroundPosition).not.toBe(before.bg.backgroundPosition);
  expect(Number(/scale\(([\d.]+)\)/.exec(after.zoom.transform)![1])).toBeGreaterThan(Number(/scale\(([\d.]+)\)/.exec(before.zoom.transform)![1]));
  expect(Number(after.dusk.opacity)).toBeLessThan(Number(before.dusk.opacity));

  expect(await longestTask(page)).toBeLessThan(50);
  expect(problems.errors).toEqual([]);
});

test('per device: a phone shows the layers set for it, still; the mouse layer is desktop and tablet only', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(PAGE);
  await expect(page.locator(layer('b2e1d3f'))).toHaveCount(1);
  await page.setViewportSize({ width: 400, height: 800 });
  await expect(page.locator(layer('b2e1d3f'))).toHaveCount(0);
  await expect(page.locator(layer('a1f0c2e'))).toHaveCount(1);
  await sceneAt(page, '#scene-addon', 0.5);
  // The section's devices are desktop and tablet: on a phone the layer shows but stays put.
  expect((await style(page, 'a1f0c2e')).transform).toBe('');
});

test('reduced motion keeps every layer still; the editor builds none', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(PAGE);
  await expect(page.locator('.ha-multi-layer-parallax')).toHaveCount(5);
  await sceneAt(page, '#scene-addon', 0.3);
  await page.mouse.move(100, 300);
  await frames(page);
  for (const id of ['a1f0c2e', 'b2e1d3f', 'e5b4a6c']) expect((await style(page, id)).transform, id).toBe('');
  expect((await style(page, 'f6c5b7d')).opacity).toBe('');
  // No longer preferred: they move again.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await expect.poll(async () => (await style(page, 'a1f0c2e')).transform).toMatch(/translate/);

  await inEditor(page, PAGE);
  await page.goto(PAGE);
  await sceneAt(page, '#scene-addon', 0.3);
  await page.waitForTimeout(150);
  await expect(page.locator('.ha-multi-layer-parallax')).toHaveCount(0);
  expect(await page.locator('#scene-addon').getAttribute('style')).toBeNull();
});
