// Shared by the page-effect specs (sticky, motion, parallax): long tasks recorded from the first
// paint, scrolling with the wheel as a visitor does, and the page's settings rewritten (editor mode).
import type { Page } from '@playwright/test';
import { rewrite } from '../helpers';

/**
 * Records the longest run of our own scripts (from /dist/) in a long animation frame: the frame's
 * script attribution names the code, so a slow frame caused by the machine's load or another page
 * does not count, nor does a script of ours that happened to run in a long frame only briefly.
 */
export async function recordLongTasks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { longest: number };
    w.longest = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { scripts: { sourceURL: string; duration: number }[] }[])
        for (const script of entry.scripts) if (script.sourceURL.includes('/dist/')) w.longest = Math.max(w.longest, script.duration);
    }).observe({ type: 'long-animation-frame', buffered: true });
  });
}

/** Starts counting afresh (after the page's load, whose script compiling is not a scroll handler's). */
export const resetLongTasks = (page: Page): Promise<number> => page.evaluate(() => ((window as unknown as { longest: number }).longest = 0));

/** The longest run of our scripts in a long frame since recording began, ms. */
export const longestTask = (page: Page): Promise<number> => page.evaluate(() => (window as unknown as { longest: number }).longest);

/** Wheels the page to `y` (document px) in steps, as a visitor scrolls, and waits two frames. */
export async function wheelTo(page: Page, to: number): Promise<void> {
  const y = Math.max(0, to);
  const now = await page.evaluate(() => scrollY);
  await page.mouse.move(640, 10);
  await page.mouse.wheel(0, y - now);
  await page.waitForFunction((target) => Math.abs(scrollY - target) < 2 || scrollY + innerHeight >= document.documentElement.scrollHeight - 1, y);
  await frames(page);
}

export const frames = (page: Page, count = 3): Promise<void> =>
  page.evaluate((n) => new Promise<void>((resolve) => {
    const next = (left: number) => (left ? requestAnimationFrame(() => next(left - 1)) : resolve());
    next(n);
  }), count);

/** Serves `path` as the editor shows it: `haWidgetsConfig.editMode` set. */
export const inEditor = (page: Page, path: string): Promise<void> =>
  rewrite(page, path, (html) => html.replace('window.haWidgetsConfig = {', 'window.haWidgetsConfig = { editMode: true,'));
