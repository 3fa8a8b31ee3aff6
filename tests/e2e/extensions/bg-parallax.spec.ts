// Background parallax as a visitor meets it: a section's own background moves on a clipped layer at
// half the page's pace; a container's grows and fades at the window's edges; one drifts on its own;
// broken settings give the default and one warning; nothing moves and nothing shifts under reduced
// motion; the markup comes back exactly as printed when the effect stops or the section leaves.
import type { Page } from '@playwright/test';
import { test, expect } from '../helpers';
import { frames, longestTask, recordLongTasks, resetLongTasks, wheelTo } from './effects-helpers';

const PAGE = '/extensions/bg-parallax.html';
const layerOf = (id: string) => `#${id} > .ha-bg-parallax-container > .ha-bg-parallax-layer`;

/** The section's and its background layer's tops in the viewport. */
const tops = (page: Page, id: string) =>
  page.evaluate(([id, layer]) => ({ section: document.getElementById(id)!.getBoundingClientRect().top, layer: document.querySelector(layer)!.getBoundingClientRect().top }), [id, layerOf(id)]);
const documentTop = (page: Page, id: string) => page.evaluate((id) => document.getElementById(id)!.getBoundingClientRect().top + scrollY, id);

/** Whether the element's markup is what the server printed. */
const asPrinted = (page: Page, id: string) =>
  page.evaluate(async (id) => {
    const served = new DOMParser().parseFromString(await (await fetch(location.href)).text(), 'text/html').getElementById(id)!;
    return document.getElementById(id)!.outerHTML === served.outerHTML;
  }, id);

test('scrolling: the background moves at half the page’s pace on a clipped layer behind the content', async ({ page, problems }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await recordLongTasks(page);
  await page.goto(PAGE);
  const layer = page.locator(layerOf('scroll-bg'));
  await expect(layer).toHaveCount(1);
  expect(await layer.evaluate((element) => getComputedStyle(element).backgroundImage)).toContain('lake.svg');
  expect(await page.locator('#scroll-bg').evaluate((element) => getComputedStyle(element).backgroundImage)).toBe('none');
  await expect(page.locator('#scroll-bg')).not.toHaveClass(/wrap-hide/);
  await expect(page.locator('#scroll-bg > .ha-bg-parallax-container')).toHaveAttribute('aria-hidden', 'true');
  // The heading is drawn over the layer.
  const heading = (await page.locator('#scroll-bg h2').boundingBox())!;
  expect(await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.tagName, [heading.x + 20, heading.y + heading.height / 2])).toBe('H2');

  await frames(page);
  await resetLongTasks(page);
  const first = await tops(page, 'scroll-bg');
  await wheelTo(page, 240);
  const second = await tops(page, 'scroll-bg');
  expect(second.section - first.section).toBeCloseTo(-240, 0);
  expect(Math.abs(second.layer - first.layer - -120)).toBeLessThanOrEqual(1);
  // The clipped layer still covers the whole visible section.
  const cover = await page.evaluate((selector) => {
    const section = document.getElementById('scroll-bg')!.getBoundingClientRect();
    const layer = document.querySelector(selector)!.getBoundingClientRect();
    return layer.top <= Math.max(section.top, 0) + 0.5 && layer.bottom >= Math.min(section.bottom, innerHeight) - 0.5;
  }, layerOf('scroll-bg'));
  expect(cover).toBe(true);

  // A container: full in the window at scale 1 and opaque; half out at the bottom, bigger and fainter.
  const top = await documentTop(page, 'scale-bg');
  await wheelTo(page, top - 100);
  await expect.poll(() => page.locator(layerOf('scale-bg')).evaluate((element) => (element as HTMLElement).style.cssText)).toContain('scale(1)');
  expect(await page.locator(layerOf('scale-bg')).evaluate((element) => (element as HTMLElement).style.opacity)).toBe('1');
  const height = await page.locator('#scale-bg').evaluate((element) => element.getBoundingClientRect().height);
  await wheelTo(page, top - 800 + height / 2);
  const faded = await page.locator(layerOf('scale-bg')).evaluate((element) => ({ transform: (element as HTMLElement).style.transform, opacity: Number((element as HTMLElement).style.opacity) }));
  expect(faded.opacity).toBeGreaterThan(0.4);
  expect(faded.opacity).toBeLessThan(0.6);
  expect(Number(/scale\(([\d.]+)\)/.exec(faded.transform)?.[1])).toBeGreaterThan(1.15);
  // Scrolling made no task over 50 ms.
  expect(await longestTask(page)).toBeLessThan(50);
  expect(problems.errors).toEqual([]);
});

test('auto moving drifts on its own while on screen; broken settings scroll at the default pace with one warning', async ({ page, problems }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(PAGE);
  await wheelTo(page, (await documentTop(page, 'automove-bg')) - 100);
  const position = () => page.locator('#automove-bg').evaluate((element) => (element as HTMLElement).style.backgroundPosition);
  await expect.poll(position).toMatch(/^[1-9][\d.]*px 0px$/);
  const before = parseFloat(await position());
  await page.waitForTimeout(300);
  expect(parseFloat(await position())).toBeGreaterThan(before + 5);

  await wheelTo(page, (await documentTop(page, 'broken-bg')) - 200);
  const first = await tops(page, 'broken-bg');
  await wheelTo(page, (await documentTop(page, 'broken-bg')) - 100);
  const second = await tops(page, 'broken-bg');
  expect(Math.abs(second.layer - first.layer - (second.section - first.section) / 2)).toBeLessThanOrEqual(1);
  // Off screen, the drifting background holds.
  const away = await position();
  await page.waitForTimeout(300);
  expect(await position()).toBe(away);
  expect(problems.warnings.filter((text) => text.includes('data-ha-bg-parallax'))).toHaveLength(1);
});

test('on an Android phone the backgrounds not enabled there stay as printed; auto moving still drifts', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(navigator, 'userAgent', { get: () => 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36' }));
  await page.setViewportSize({ width: 412, height: 800 });
  await page.goto(PAGE);
  await wheelTo(page, (await documentTop(page, 'automove-bg')) - 100);
  await expect.poll(() => page.locator('#automove-bg').evaluate((element) => (element as HTMLElement).style.backgroundPosition)).toMatch(/^[1-9][\d.]*px 0px$/);
  await expect(page.locator('.ha-bg-parallax-container')).toHaveCount(0);
  expect(await asPrinted(page, 'scroll-bg')).toBe(true);
});

test('reduced motion: the backgrounds as printed and still, no shift; back on and off again, the markup exactly as printed', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(PAGE);
  await expect(page.locator('html')).toHaveAttribute('data-ha-extensions', /bg-parallax/);
  await wheelTo(page, 300);
  await page.waitForTimeout(300);
  await expect(page.locator('.ha-bg-parallax-container')).toHaveCount(0);
  for (const id of ['scroll-bg', 'scale-bg', 'automove-bg']) expect(await asPrinted(page, id)).toBe(true);
  expect(await page.locator('#scroll-bg').evaluate((element) => getComputedStyle(element).backgroundImage)).toContain('lake.svg');
  const still = await page.locator('#scroll-bg h2').boundingBox();

  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await expect(page.locator('.ha-bg-parallax-container')).toHaveCount(3);
  // Laying the background on a layer moves nothing on the page.
  expect(await page.locator('#scroll-bg h2').boundingBox()).toEqual(still);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(page.locator('.ha-bg-parallax-container')).toHaveCount(0);
  for (const id of ['scroll-bg', 'scale-bg', 'automove-bg', 'broken-bg']) expect(await asPrinted(page, id)).toBe(true);
});

test('a section taken off the page is put back as printed; in the editor the background moves too', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(PAGE);
  await expect(page.locator('#scroll-bg > .ha-bg-parallax-container')).toHaveCount(1);
  await page.evaluate(() => ((window as unknown as { taken: Element }).taken = document.getElementById('scroll-bg')!).remove());
  await wheelTo(page, 200);
  const restored = await page.evaluate(async () => {
    const served = new DOMParser().parseFromString(await (await fetch(location.href)).text(), 'text/html').getElementById('scroll-bg')!;
    return (window as unknown as { taken: Element }).taken.outerHTML === served.outerHTML;
  });
  expect(restored).toBe(true);

  // The editor prints the settings on an element inside, as the add-on does.
  await page.route(`**${PAGE}`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text())
      .replace('window.haWidgetsConfig = {', 'window.haWidgetsConfig = { editMode: true,')
      .replace(/(id="scroll-bg" data-id="5e1a7c0" data-element_type="section" data-settings="[^"]*") (data-ha-bg-parallax="[^"]*")>/, '$1>\n<div id="ha-bg-parallax-5e1a7c0" $2></div>');
    await route.fulfill({ response, body: html });
  });
  await page.goto(PAGE);
  await expect(page.locator('#scroll-bg > #ha-bg-parallax-5e1a7c0')).toHaveCount(1);
  await expect(page.locator('#scroll-bg')).not.toHaveAttribute('data-ha-bg-parallax');
  await expect(page.locator(layerOf('scroll-bg'))).toHaveCount(1);
  await frames(page);
  await resetLongTasks(page);
  const first = await tops(page, 'scroll-bg');
  await wheelTo(page, 200);
  const second = await tops(page, 'scroll-bg');
  expect(Math.abs(second.layer - first.layer - -100)).toBeLessThanOrEqual(1);
});
