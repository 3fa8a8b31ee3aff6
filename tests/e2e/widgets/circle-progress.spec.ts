import type { Locator, Page } from '@playwright/test';
import { test, expect, widget, expectReady, ownErrors, recordLayoutShift, layoutShift } from '../helpers';

const PAGE = '/widgets/circle-progress.html';
/** The ring's length: 2π × 54, as printed in stroke-dasharray. */
const RING = 339.29;

/** The circle as a visitor sees it: how much of the ring is drawn (0..1) and what it reads. */
async function seen(circle: Locator): Promise<{ drawn: number; text: string }> {
  return circle.evaluate((element) => {
    const fill = element.querySelector('.ha-circle-progress__fill')!;
    const length = Number(fill.getAttribute('stroke-dasharray'));
    const offset = parseFloat(getComputedStyle(fill).strokeDashoffset);
    const text = (element.querySelector('.ha-circle-progress__text') as HTMLElement).innerText;
    // Figure spaces pad the count to the final width; the visitor reads the digits.
    return { drawn: (length - offset) / length, text: text.replace(/\u2007/g, '') };
  });
}

const percentIn = (text: string) => Number(/(\d+(?:\.\d+)?)%/.exec(text)?.[1] ?? NaN);
const dashOffsetOf = (circle: Locator) => circle.locator('.ha-circle-progress__fill').getAttribute('stroke-dashoffset');

/** The page with its clock stopped from the start: nothing moves until the test lets time run. */
async function openStill(page: Page): Promise<void> {
  await page.clock.install({ time: 0 });
  await page.clock.pauseAt(1000);
  await page.goto(PAGE);
  const all = page.locator('[data-widget_type^="ha-circle-progress."]');
  await expect(all.and(page.locator('[data-ha-state="ready"]'))).toHaveCount(await all.count());
  await observed(all);
}

/**
 * Resolves once the page's visibility observers have looked at the elements where they are now: a
 * new observer's first report comes with or after theirs, and theirs run first. Widgets in view
 * have then started their count (which, with the clock stopped, stays at 0 until time runs).
 */
async function observed(targets: Locator): Promise<void> {
  await targets.evaluateAll(
    (elements) =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver(() => {
          observer.disconnect();
          resolve();
        });
        for (const element of elements) observer.observe(element);
      }),
  );
}

/** Scrolls with the mouse wheel, like a visitor, until the element is wholly in the viewport. */
async function wheelTo(page: Page, target: Locator): Promise<void> {
  const { height } = page.viewportSize()!;
  await page.mouse.move(10, height / 2);
  for (let step = 0; step < 60; step++) {
    const box = await target.boundingBox();
    if (box && box.y >= 0 && box.y + box.height <= height) return;
    const delta = box ? Math.max(-600, Math.min(600, box.y + box.height / 2 - height / 2)) : 600;
    await page.mouse.wheel(0, delta);
    await page.waitForTimeout(30);
  }
  throw new Error('could not scroll the element into view');
}

test('a circle draws its ring and counts over the default 1500 ms once seen', async ({ page, problems }) => {
  await openStill(page);
  const circle = widget(page, 'cp000001').getByRole('progressbar', { name: 'Completed' });
  await expect.poll(async () => (await seen(circle)).text).toBe('0%');
  expect(await dashOffsetOf(circle)).toBe(String(RING));
  expect((await seen(circle)).drawn).toBe(0);

  await page.clock.runFor(600);
  const early = await seen(circle);
  await page.clock.runFor(500);
  const later = await seen(circle);
  for (const frame of [early, later]) {
    expect(frame.drawn).toBeGreaterThan(0);
    expect(frame.drawn).toBeLessThan(0.72);
    expect(percentIn(frame.text)).toBeGreaterThan(0);
    expect(percentIn(frame.text)).toBeLessThan(72);
    // The text tells what the ring shows.
    expect(percentIn(frame.text) / 100).toBeCloseTo(frame.drawn, 1);
  }
  expect(later.drawn).toBeGreaterThan(early.drawn);
  expect(percentIn(later.text)).toBeGreaterThan(percentIn(early.text));

  await page.clock.runFor(450);
  await expect(circle.locator('.ha-circle-progress__text')).toHaveText('72%');
  expect(await dashOffsetOf(circle)).toBe('95.00');
  expect((await seen(circle)).drawn).toBeCloseTo(0.72, 3);
  await expect(circle.locator('.ha-circle-progress__label')).toHaveText('Completed');
  expect(ownErrors(problems)).toEqual([]);
});

test('the configured duration sets the pace: 3000 ms, and 0 for at once', async ({ page, problems }) => {
  await openStill(page);
  const slow = widget(page, 'cp000003').getByRole('progressbar', { name: 'Slow' });
  const instant = widget(page, 'cp000005').getByRole('progressbar', { name: 'Progress' });
  // Duration 0: final from the start, though no time has passed.
  await expect(instant.locator('.ha-circle-progress__text')).toHaveText('40%');
  expect(await dashOffsetOf(instant)).toBe('203.58');

  await page.clock.runFor(1550);
  const halfway = await seen(slow);
  expect(halfway.drawn).toBeGreaterThan(0.1);
  expect(halfway.drawn).toBeLessThan(0.45);
  expect(percentIn(halfway.text)).toBeLessThan(45);
  await page.clock.runFor(1000);
  expect((await seen(slow)).drawn).toBeLessThan(0.45);
  await page.clock.runFor(500);
  await expect(slow.locator('.ha-circle-progress__text')).toHaveText('45%');
  expect(await dashOffsetOf(slow)).toBe('186.61');
  expect(ownErrors(problems)).toEqual([]);
});

test('over max the ring closes and reads current/max; prefix and suffix stay around the count', async ({ page, problems }) => {
  await openStill(page);
  const over = widget(page, 'cp000002').getByRole('progressbar', { name: 'Over target' });
  const tasks = widget(page, 'cp000004').getByRole('progressbar', { name: 'Tasks' });
  await page.clock.runFor(500);
  const midway = await seen(over);
  expect(midway.text).toMatch(/^\d+\/100$/);
  expect(Number(midway.text.split('/')[0])).toBeGreaterThan(0);
  expect(Number(midway.text.split('/')[0])).toBeLessThan(130);
  expect(midway.drawn).toBeGreaterThan(0);
  expect(midway.drawn).toBeLessThan(1);
  expect((await seen(tasks)).text).toMatch(/^~\d+% done$/);

  await page.clock.runFor(1050);
  await expect(over.locator('.ha-circle-progress__text')).toHaveText('130/100');
  expect(await dashOffsetOf(over)).toBe('0.00');
  expect((await seen(over)).drawn).toBe(1);
  await expect(tasks.locator('.ha-circle-progress__text')).toHaveText('~80% done');
  expect(ownErrors(problems)).toEqual([]);
});

test('a circle far below the fold waits until scrolled to, then runs once and never again', async ({ page, problems }) => {
  await openStill(page);
  const below = widget(page, 'cp000009');
  const circle = below.getByRole('progressbar', { name: 'Below the fold' });
  await expectReady(below);
  await page.clock.runFor(4000);
  expect(await seen(circle)).toEqual({ drawn: 0, text: '0%' });

  await wheelTo(page, circle);
  await observed(circle);
  await page.clock.runFor(700);
  const midway = await seen(circle);
  expect(midway.drawn).toBeGreaterThan(0);
  expect(midway.drawn).toBeLessThan(0.66);
  await page.clock.runFor(850);
  await expect(circle.locator('.ha-circle-progress__text')).toHaveText('66%');

  await below.evaluate((el) => {
    const flag = el as HTMLElement & { changes?: number };
    flag.changes = 0;
    new MutationObserver((records) => (flag.changes! += records.length)).observe(el, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  await page.mouse.wheel(0, -20000);
  await page.waitForTimeout(200);
  await page.clock.runFor(500);
  await wheelTo(page, circle);
  await page.waitForTimeout(200);
  await page.clock.runFor(2000);
  expect(await below.evaluate((el) => (el as HTMLElement & { changes?: number }).changes)).toBe(0);
  expect(ownErrors(problems)).toEqual([]);
});

test('screen readers get the final values at once: named progressbars with min, max and value', async ({ page }) => {
  await openStill(page);
  await page.clock.runFor(500);
  const expected: Array<[string, string, string, string, string]> = [
    ['cp000001', 'Completed', '100', '72', '72%'],
    ['cp000002', 'Over target', '100', '100', '130/100'],
    ['cp000004', 'Tasks', '10', '8', '~80% done'],
    ['cp000005', 'Progress', '100', '40', '40%'],
    ['cp000009', 'Below the fold', '100', '66', '66%'],
  ];
  for (const [id, name, max, now, text] of expected) {
    const circle = widget(page, id).getByRole('progressbar', { name, exact: true });
    await expect(circle).toHaveAttribute('aria-valuemin', '0');
    await expect(circle).toHaveAttribute('aria-valuemax', max);
    await expect(circle).toHaveAttribute('aria-valuenow', now);
    await expect(circle).toHaveAttribute('aria-valuetext', text);
  }
  // Midway through the count, the accessibility tree holds the named circle and nothing of the moving text.
  const completed = widget(page, 'cp000001');
  expect(percentIn((await seen(completed)).text)).toBeLessThan(72);
  expect(await completed.ariaSnapshot()).toBe('- progressbar "Completed"');
  await page.clock.runFor(1500);
  await expect(completed.locator('.ha-circle-progress__text')).toHaveText('72%');
  expect(await completed.ariaSnapshot()).toBe('- progressbar "Completed": 72% Completed');
});

test('with reduced motion every circle shows its final state at once', async ({ page, problems }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.addInitScript(() => {
    const offsets: Record<string, string[]> = {};
    (window as unknown as { offsets: typeof offsets }).offsets = offsets;
    document.addEventListener('DOMContentLoaded', () => {
      for (const el of document.querySelectorAll<HTMLElement>('[data-widget_type^="ha-circle-progress"]')) {
        const read = () => `${el.querySelector('.ha-circle-progress__fill')?.getAttribute('stroke-dashoffset')} ${el.querySelector('.ha-circle-progress__text')?.textContent}`;
        const log = (offsets[el.dataset.id!] = [read()]);
        new MutationObserver(() => log.at(-1) !== read() && log.push(read())).observe(el, { subtree: true, childList: true, characterData: true, attributes: true });
      }
    });
  });
  await page.goto(PAGE);
  for (const [id, final] of [['cp000001', '95.00 72%'], ['cp000003', '186.61 45%'], ['cp000009', '115.36 66%']]) {
    await expectReady(widget(page, id));
    // It never showed anything but its final state.
    expect(await page.evaluate((key) => (window as unknown as { offsets: Record<string, string[]> }).offsets[key], id)).toEqual([final]);
  }
  expect(ownErrors(problems)).toEqual([]);
});

test('bad settings: ready with defaults and one warning naming the widget', async ({ page, problems }) => {
  await page.goto(PAGE);
  const bad = widget(page, 'cp0000b1');
  await expectReady(bad);
  const circle = bad.getByRole('progressbar', { name: 'Bad settings' });
  await expect(circle).toHaveAttribute('aria-valuemax', '100');
  await expect(circle).toHaveAttribute('aria-valuenow', '0');
  await expect(circle.locator('.ha-circle-progress__text')).toHaveText('0%', { timeout: 3000 });
  expect(await dashOffsetOf(circle)).toBe(String(RING));
  const warnings = problems.warnings.filter((w) => w.includes('ha-circle-progress #cp0000b1'));
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toContain('current "x" is not valid; using 0');
  expect(warnings[0]).toContain('max -1 is not valid; using 100');
  expect(warnings[0]).toContain('duration "slow" is not valid; using 1500');
  expect(problems.warnings.filter((w) => w.includes('ha-circle-progress #cp00000'))).toEqual([]);
  expect(ownErrors(problems)).toEqual([]);
});

test('no layout shift: the circles keep the size and place the server gave them', async ({ page, problems }) => {
  await recordLayoutShift(page);
  const boxes = () =>
    [...document.querySelectorAll('.ha-circle-progress__wrap, .ha-circle-progress__text, .ha-circle-progress__label')].map((el) => {
      const box = el.getBoundingClientRect();
      return [box.x, box.y + scrollY, box.width, box.height];
    });
  await page.addInitScript(
    (measure) =>
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { printed: number[][] }).printed = new Function(`return (${measure})()`)();
      }),
    boxes.toString(),
  );
  await page.goto(PAGE);
  await expect(widget(page, 'cp000003').locator('.ha-circle-progress__text')).toHaveText('45%', { timeout: 5000 });
  const below = widget(page, 'cp000009');
  await wheelTo(page, below);
  await expect(below.locator('.ha-circle-progress__text')).toHaveText('66%', { timeout: 3000 });
  const printed = await page.evaluate(() => (window as unknown as { printed: number[][] }).printed);
  expect(printed).toHaveLength(20);
  expect(await page.evaluate(boxes)).toEqual(printed);
  expect(await layoutShift(page)).toBe(0);
  expect(ownErrors(problems)).toEqual([]);
});

test('unmounting puts the server markup back', async ({ page, problems }) => {
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      const el = document.querySelector('[data-id="cp000002"] > .elementor-widget-container')!;
      (window as unknown as { printed: string }).printed = el.innerHTML;
    }),
  );
  await page.goto(PAGE);
  const circle = widget(page, 'cp000002');
  // The server prints the final text too: only the state says the widget has mounted.
  await expectReady(circle);
  await expect(circle.locator('.ha-circle-progress__text')).toHaveText('130/100', { timeout: 3000 });
  await circle.evaluate((el) => window.haWidgets!.unmount(el));
  await expect(circle).not.toHaveAttribute('data-ha-state', /.*/);
  const restored = await circle.evaluate(
    (el) => el.querySelector(':scope > .elementor-widget-container')!.innerHTML === (window as unknown as { printed: string }).printed,
  );
  expect(restored).toBe(true);
  expect(ownErrors(problems)).toEqual([]);
});
