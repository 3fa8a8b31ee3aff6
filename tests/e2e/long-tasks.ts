// Long tasks (over 50 ms) while a test scrolls: an effect that follows scrolling must not make one.
import type { Page } from '@playwright/test';

/** Starts recording the durations of long tasks from now on; read with `longTasks`. */
export async function recordLongTasks(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { longTasks: number[] };
    w.longTasks = [];
    new PerformanceObserver((list) => w.longTasks.push(...list.getEntries().map((entry) => Math.round(entry.duration)))).observe({ type: 'longtask' });
  });
}

export function longTasks(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
}

/** Scrolls by the mouse wheel in `steps` steps of `by` px, a little apart, as a visitor does. */
export async function wheelThrough(page: Page, steps: number, by: number): Promise<void> {
  await page.mouse.move(640, 400);
  for (let i = 0; i < steps; i++) {
    await page.mouse.wheel(0, by);
    await page.waitForTimeout(30);
  }
}
