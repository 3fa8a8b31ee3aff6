import type { Locator, Page } from '@playwright/test';
import { test, expect, widget, expectReady, ownErrors, unmountRestores } from '../helpers';
import { recordMediaPlays, stubProviders, watchOutside, YOUTUBE_API } from '../media-stubs';

const PAGE = '/widgets/sticky-video.html';
const GARDEN = 'c1d2e01';
const TOUR = 'c1d2e02';
const POND = 'c1d2e03';
const SEEDS = 'c1d2e04';

async function ready(page: Page, id: string): Promise<Locator> {
  const player = widget(page, id);
  await player.scrollIntoViewIfNeeded();
  await expectReady(player);
  return player;
}

/** The class `sticky` itself (not the `sticky` inside `ha-sticky-video-box` or `sticky-close`). */
const STUCK = /(^|\s)sticky(\s|$)/;
const box = (player: Locator) => player.locator('.ha-sticky-video-box');
const isPlaying = (player: Locator) => player.locator('video').evaluate((video: HTMLVideoElement) => !video.paused);

/** Wheels the page until the wrap's top is `offset` px from the viewport's top (negative: above it). */
async function wheelWrapTo(page: Page, player: Locator, offset: number): Promise<void> {
  const top = await player.locator('.ha-sticky-video-wrap').evaluate((el) => el.getBoundingClientRect().top);
  await page.mouse.move(200, 200);
  await page.mouse.wheel(0, top - offset);
  await expect.poll(() => player.locator('.ha-sticky-video-wrap').evaluate((el) => el.getBoundingClientRect().top)).toBeCloseTo(offset, -0.5);
}

const wrapHeight = (player: Locator) => player.locator('.ha-sticky-video-wrap').evaluate((el) => el.getBoundingClientRect().height);
/**
 * From now on, records every element a layout shift moves that is not a floating box or inside one
 * (from now: a video without width and height printed grows once its file's size is known, which is the page's).
 */
async function recordShiftedOutsideBox(page: Page): Promise<void> {
  await page.evaluate(() => {
    const outside: string[] = [];
    (window as unknown as { shiftedOutside: string[] }).shiftedOutside = outside;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { hadRecentInput: boolean; sources: { node?: Node }[] }[]) {
        if (entry.hadRecentInput) continue;
        for (const { node } of entry.sources) {
          const element = node instanceof Element ? node : node?.parentElement;
          if (!element?.closest('.ha-sticky-video-box')) outside.push(element ? element.outerHTML.slice(0, 80) : String(node));
        }
      }
    }).observe({ type: 'layout-shift' });
  });
}

/** Where the text after the video sits in the document. */
const textAfter = (page: Page) => page.getByText('The text of the article goes on here.').evaluate((el) => el.getBoundingClientRect().top + scrollY);

test('a playing video floats once scrolled more than half out at the top, without moving the page, and comes back', async ({ page, problems }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(PAGE);
  const garden = await ready(page, GARDEN);
  await expect.poll(() => garden.locator('video').evaluate((video: HTMLVideoElement) => video.readyState)).toBeGreaterThan(0);
  await recordShiftedOutsideBox(page);
  const height = await wrapHeight(garden);
  const text = await textAfter(page);

  // Not playing: scrolling past does nothing.
  await wheelWrapTo(page, garden, -height / 2 - 40);
  await expect(box(garden)).not.toHaveClass(STUCK);
  await wheelWrapTo(page, garden, 100);

  await garden.getByRole('button', { name: 'Play Making of the garden' }).click();
  await expect.poll(() => isPlaying(garden)).toBe(true);
  await expect(garden.locator('.ha-sticky-video-overlay')).toBeHidden();

  await wheelWrapTo(page, garden, -height / 2 + 30);
  await expect(box(garden)).not.toHaveClass(STUCK);
  await wheelWrapTo(page, garden, -height / 2 - 30);
  await expect(box(garden)).toHaveClass(STUCK);
  const floating = (await box(garden).boundingBox())!;
  expect(floating.x + floating.width).toBeCloseTo(1280 - 20, 0);
  expect(floating.y + floating.height).toBeCloseTo(800 - 20, 0);
  expect(floating.width).toBe(360);
  await expect(garden.getByRole('button', { name: 'Close the floating Making of the garden' })).toBeVisible();
  // The wrap keeps the box's height: nothing after it moved.
  expect(await wrapHeight(garden)).toBeCloseTo(height, 0);
  expect(await textAfter(page)).toBe(text);
  expect(await isPlaying(garden)).toBe(true);

  await wheelWrapTo(page, garden, 0);
  await expect(box(garden)).not.toHaveClass(STUCK);
  expect(await textAfter(page)).toBe(text);
  // Only the box itself moved (to its corner and back), nothing around it.
  expect(await page.evaluate(() => (window as unknown as { shiftedOutside: string[] }).shiftedOutside)).toEqual([]);
  expect(ownErrors(problems)).toEqual([]);
});

test('the close button pauses the floating video and puts it back; playing again lets it float', async ({ page, problems }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(PAGE);
  const garden = await ready(page, GARDEN);
  const height = await wrapHeight(garden);
  await garden.getByRole('button', { name: 'Play Making of the garden' }).click();
  await expect.poll(() => isPlaying(garden)).toBe(true);
  await wheelWrapTo(page, garden, -height);
  await expect(box(garden)).toHaveClass(STUCK);

  await garden.getByRole('button', { name: 'Close the floating Making of the garden' }).click();
  await expect(box(garden)).not.toHaveClass(STUCK);
  await expect(box(garden)).toHaveClass(/sticky-close/);
  await expect.poll(() => isPlaying(garden)).toBe(false);
  await wheelWrapTo(page, garden, -height - 50);
  await expect(box(garden)).not.toHaveClass(STUCK);

  // Played again (from the keyboard, back at the video), it floats again once scrolled past.
  await wheelWrapTo(page, garden, 50);
  await garden.getByRole('button', { name: 'Play Making of the garden' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => isPlaying(garden)).toBe(true);
  await expect(box(garden)).not.toHaveClass(/sticky-close/);
  await wheelWrapTo(page, garden, -height);
  await expect(box(garden)).toHaveClass(STUCK);

  // The close button from the keyboard.
  await garden.getByRole('button', { name: 'Close the floating Making of the garden' }).focus();
  await page.keyboard.press(' ');
  await expect(box(garden)).toHaveClass(/sticky-close/);
  await expect.poll(() => isPlaying(garden)).toBe(false);
  expect(ownErrors(problems)).toEqual([]);
});

test('a YouTube sticky video loads its API on the first play, pauses the other, and only the one playing floats', async ({ page, problems }) => {
  const asked = await stubProviders(page);
  const outside = watchOutside(page);
  await recordMediaPlays(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(PAGE);
  const garden = await ready(page, GARDEN);
  await garden.getByRole('button', { name: 'Play Making of the garden' }).click();
  await expect.poll(() => isPlaying(garden)).toBe(true);
  await wheelWrapTo(page, garden, -(await wrapHeight(garden)));
  await expect(box(garden)).toHaveClass(STUCK);

  const tour = await ready(page, TOUR);
  expect(asked).toEqual([]);
  await tour.getByRole('button', { name: 'Play Garden tour' }).click();
  await expect(tour.getByRole('button', { name: 'Pause Garden tour' })).toBeVisible();
  expect(asked).toEqual([YOUTUBE_API]);
  await expect.poll(() => isPlaying(garden)).toBe(false);
  await expect(box(garden)).not.toHaveClass(STUCK);

  await wheelWrapTo(page, tour, -(await wrapHeight(tour)));
  await expect(box(tour)).toHaveClass(STUCK);
  await expect(box(garden)).not.toHaveClass(STUCK);
  await expect(tour.locator('iframe[title="YouTube video player"]')).toBeVisible();

  const plays = await page.evaluate(() => (window as unknown as { mediaPlays: { type: string; id: string; provider: string }[] }).mediaPlays);
  expect(plays.map((p) => `${p.type} ${p.provider} ${p.id}`)).toEqual([`ha-sticky-video native ${GARDEN}`, `ha-sticky-video youtube ${TOUR}`]);
  expect(outside).toEqual([]);
  expect(ownErrors(problems)).toEqual([]);
});

test('with sticky off it stays in place; bad settings give the defaults with one warning; unmounting restores the markup', async ({ page, problems }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(PAGE);
  const pond = await ready(page, POND);
  await pond.getByRole('button', { name: 'Play Pond in winter' }).click();
  await expect.poll(() => isPlaying(pond)).toBe(true);
  await wheelWrapTo(page, pond, -(await wrapHeight(pond)) + 10);
  await page.waitForTimeout(200);
  await expect(box(pond)).not.toHaveClass(STUCK);

  const seeds = await ready(page, SEEDS);
  expect(await isPlaying(seeds)).toBe(false);
  const warnings = problems.warnings.filter((text) => text.includes(SEEDS));
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toContain('autoplay "sometimes"');
  expect(await unmountRestores(page, SEEDS)).toBe(true);
  expect(await unmountRestores(page, POND)).toBe(true);
  expect(ownErrors(problems)).toEqual([]);
});
