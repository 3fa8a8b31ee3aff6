// Sticky elements as a visitor meets them: scrolled to its offset, an element stays fixed there while
// nothing below it moves; the effects class after the effects offset; a sticky_parent element leaves
// with its column; a bottom-sticky bar until scrolled to its place; per device, reactivated after a
// resize; nothing sticks in the editor; all put back when the element leaves the page.
import { test, expect } from '../helpers';
import { frames, inEditor, longestTask, recordLongTasks, resetLongTasks, wheelTo } from './effects-helpers';

const PAGE = '/extensions/sticky.html';
const header = '[data-id="e6cdcfb"]';
const card = '[data-id="d4e5f6a"]';
const bar = '[data-id="f6a7b8c"]';
const box = (page: import('@playwright/test').Page, selector: string) =>
  page.locator(selector).evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return { top: Math.round(rect.top), bottom: Math.round(rect.bottom), position: getComputedStyle(element).position, className: element.className };
  });

test('scrolling: the header and the card stick at their offsets, nothing below moves, the bar sits at the bottom until its place', async ({ page, problems }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await recordLongTasks(page);
  await page.goto(PAGE);
  await expect(page.locator(header)).toHaveClass(/elementor-sticky\b/);
  await frames(page);
  await resetLongTasks(page);
  const below = await page.locator('#after-header').evaluate((element) => element.getBoundingClientRect().top + scrollY);

  // At the top already: stuck at 0, effects not yet.
  await expect(page.locator(header)).toHaveClass(/elementor-sticky--active/);
  await wheelTo(page, 30);
  expect(await box(page, header)).toMatchObject({ top: 0, position: 'fixed' });
  await expect(page.locator(header)).not.toHaveClass(/elementor-sticky--effects/);
  expect(await page.locator('#after-header').evaluate((element) => element.getBoundingClientRect().top + scrollY)).toBeCloseTo(below, 0);
  await expect(page.locator('.elementor-sticky__spacer')).toHaveCount(2);

  await wheelTo(page, 200);
  await expect(page.locator(header)).toHaveClass(/elementor-sticky--effects/);
  // The card sticks 100 px from the top, within its column.
  const cardTop = await page.locator(card).evaluate((element) => element.getBoundingClientRect().top + scrollY);
  await wheelTo(page, Math.round(cardTop) - 50);
  expect(await box(page, card)).toMatchObject({ top: 100, position: 'fixed' });
  await wheelTo(page, 1500);
  const column = await page.locator('#parent-column').evaluate((element) => Math.round(element.getBoundingClientRect().bottom));
  const stayed = await box(page, card);
  expect(stayed.bottom).toBe(column);
  expect(stayed.top).toBeLessThan(100);

  // The bottom bar: fixed 10 px above the bottom until scrolled to its own place, then in the flow.
  expect(await box(page, bar)).toMatchObject({ bottom: 790, position: 'fixed' });
  await page.mouse.wheel(0, 5000);
  await page.waitForFunction(() => scrollY + innerHeight >= document.documentElement.scrollHeight - 1);
  await frames(page);
  expect((await box(page, bar)).position).toBe('static');
  await wheelTo(page, 0);
  await expect(page.locator(header)).not.toHaveClass(/elementor-sticky--effects/);

  expect(await longestTask(page)).toBeLessThan(50);
  expect(problems.errors).toEqual([]);
});

test('per device: a resize lets go at once and sticks again 300 ms later where sticky_on allows', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(PAGE);
  await wheelTo(page, 100);
  await expect(page.locator(header)).toHaveClass(/elementor-sticky--active/);
  await page.setViewportSize({ width: 900, height: 800 });
  // Tablet: the header (desktop only) lets go; the bar (desktop and tablet) sticks again after the debounce.
  await expect(page.locator(header)).not.toHaveClass(/elementor-sticky--active/);
  await expect(page.locator(bar)).not.toHaveClass(/elementor-sticky--active/);
  await expect(page.locator(bar)).toHaveClass(/elementor-sticky--active/);
  await page.waitForTimeout(400);
  await frames(page);
  await expect(page.locator(header)).not.toHaveClass(/elementor-sticky--active/);
  expect((await box(page, header)).position).toBe('static');
  expect((await box(page, bar)).bottom).toBe(790);

  // Mobile: the card (all devices) still sticks; the bar lets go.
  await page.setViewportSize({ width: 400, height: 800 });
  await page.waitForTimeout(400);
  await wheelTo(page, 300);
  await expect(page.locator(card)).toHaveClass(/elementor-sticky--active/);
  await expect(page.locator(bar)).not.toHaveClass(/elementor-sticky--active/);
});

test('sticking is not motion: it stays under reduced motion; the element leaving the page takes its spacer; in the editor nothing sticks', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(PAGE);
  await wheelTo(page, 40);
  await expect(page.locator('.elementor-sticky__spacer')).toHaveCount(2);
  const removed = await page.locator(header).evaluate((element) => {
    element.remove();
    return element;
  });
  expect(removed).toBeTruthy();
  await page.mouse.wheel(0, 30);
  await frames(page);
  await expect(page.locator('.elementor-sticky__spacer')).toHaveCount(1);

  await inEditor(page, PAGE);
  await page.goto(PAGE);
  await wheelTo(page, 200);
  await page.waitForTimeout(200);
  await expect(page.locator('.elementor-sticky--active, .elementor-sticky, .elementor-sticky__spacer')).toHaveCount(0);
});
