// Motion effects as a visitor meets them: scrolling moves, turns, scales and fades an element within
// its ranges and blurs a section's background on a layer of its own; the pointer moves and tilts an
// element; an effect for desktop only stops on a tablet; reduced motion turns every effect off (and
// back on), with the page as printed; the editor holds them; no long task while scrolling.
import type { Page } from '@playwright/test';
import { test, expect } from '../helpers';
import { frames, inEditor, longestTask, recordLongTasks, resetLongTasks, wheelTo } from './effects-helpers';

const PAGE = '/extensions/motion.html';
const hero = '#inicio';

const styles = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => ({ transform: (element as HTMLElement).style.transform, opacity: (element as HTMLElement).style.opacity, filter: (element as HTMLElement).style.filter }));
const translateY = (transform: string) => Number(/translateY\((-?[\d.]+)px\)/.exec(transform)?.[1]);
const blur = (filter: string) => Number(/blur\(([\d.]+)px\)/.exec(filter)?.[1]);
/** Scrolls so that the element's top sits at `fraction` of the viewport's height. */
async function bringTo(page: Page, selector: string, fraction: number): Promise<void> {
  const top = await page.locator(selector).evaluate((element) => (element as HTMLElement).offsetTop + (element as HTMLElement).offsetParent!.getBoundingClientRect().top + scrollY);
  await wheelTo(page, Math.round(top - innerHeightOf(page) * fraction));
}
const innerHeightOf = (page: Page) => page.viewportSize()!.height;

test('scrolling: the card rises, fades in and turns within its ranges; the hero background blurs on its layer', async ({ page, problems }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await recordLongTasks(page);
  await page.goto(PAGE);
  const layer = page.locator(`${hero} > .elementor-motion-effects-container > .elementor-motion-effects-layer`);
  await expect(layer).toHaveCount(1);
  expect(await layer.evaluate((element) => getComputedStyle(element).backgroundImage)).toContain('lake.svg');
  expect(await page.locator(hero).evaluate((element) => getComputedStyle(element).backgroundImage)).toBe('none');
  await frames(page);
  await resetLongTasks(page);
  const atTop = blur((await styles(page, `${hero} .elementor-motion-effects-layer`)).filter);
  await wheelTo(page, 300);
  const scrolled = blur((await styles(page, `${hero} .elementor-motion-effects-layer`)).filter);
  expect(scrolled).toBeGreaterThan(atTop);
  expect(scrolled).toBeLessThanOrEqual(5);

  // Entering at the bottom: below its opacity range, so fully faded; in the middle, half.
  await bringTo(page, '#on-scroll', 0.95);
  const entering = await styles(page, '#on-scroll');
  expect(Number(entering.opacity)).toBe(0);
  expect(entering.transform).toMatch(/translateY\(.*rotateZ\(.*scale\(/);
  await bringTo(page, '#on-scroll', 0.3);
  const higher = await styles(page, '#on-scroll');
  expect(Number(higher.opacity)).toBeGreaterThan(0.5);
  expect(translateY(higher.transform)).toBeLessThan(translateY(entering.transform));
  expect(higher.transform).not.toBe(entering.transform);
  // The desktop-only card slides right (negative direction) as it rises.
  expect((await styles(page, '#desktop-only')).transform).toMatch(/translateX\(/);

  expect(await longestTask(page)).toBeLessThan(50);
  expect(problems.errors).toEqual([]);
});

test('the pointer: the card moves away from it and tilts; a tablet drops the desktop-only effect', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(PAGE);
  await bringTo(page, '#on-mouse', 0.4);
  const card = (await page.locator('#on-mouse').boundingBox())!;
  const y = card.y + card.height / 2;
  await page.mouse.move(50, y);
  await frames(page);
  const left = (await styles(page, '#on-mouse')).transform;
  expect(left).toMatch(/^translate\((\d[\d.]*)px, -?[\d.]+px\) perspective\(1000px\) rotateX\(-?[\d.]+deg\) rotateY\([\d.]+deg\)$/);
  await page.mouse.move(1230, y);
  await frames(page);
  const right = (await styles(page, '#on-mouse')).transform;
  expect(right).toMatch(/^translate\(-[\d.]+px/);
  expect(right).toMatch(/rotateY\(-[\d.]+deg\)/);

  await page.setViewportSize({ width: 900, height: 800 });
  await expect.poll(async () => (await styles(page, '#desktop-only')).transform).toBe('');
  // The others go on on a tablet.
  await page.mouse.wheel(0, 40);
  await expect.poll(async () => (await styles(page, '#on-scroll')).transform).toMatch(/translateY/);
});

test('reduced motion: every effect off and the page as printed; effects come back when it is no longer preferred', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(PAGE);
  await wheelTo(page, 600);
  await page.waitForTimeout(150);
  await expect(page.locator('.elementor-motion-effects-container')).toHaveCount(0);
  expect(await styles(page, '#on-scroll')).toEqual({ transform: '', opacity: '', filter: '' });
  expect(await page.locator(hero).evaluate((element) => getComputedStyle(element).backgroundImage)).toContain('lake.svg');

  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await expect(page.locator('.elementor-motion-effects-container')).toHaveCount(1);
  await expect.poll(async () => (await styles(page, '#on-scroll')).transform).toMatch(/translateY/);
  // And off again: every style and the layer put back, the classes too.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(page.locator('.elementor-motion-effects-container')).toHaveCount(0);
  expect(await page.locator('#on-scroll').getAttribute('style')).toBeNull();
  expect(await page.locator(hero).getAttribute('class')).not.toContain('motion-effects');
  await expect(page.locator('.elementor-motion-effects-element')).toHaveCount(0);
});

test('in the editor the effects hold', async ({ page }) => {
  await inEditor(page, PAGE);
  await page.goto(PAGE);
  await wheelTo(page, 600);
  await page.mouse.move(100, 100);
  await page.waitForTimeout(150);
  await expect(page.locator('.elementor-motion-effects-container, .elementor-motion-effects-element, [style*=transform]')).toHaveCount(0);
});
