import type { Locator, Page } from '@playwright/test';
import { test, expect, widget, expectReady, ownErrors, recordLayoutShift, layoutShift } from '../helpers';

const PAGE = '/widgets/progress-bar.html';

/** The bar as a visitor sees it: how full it is (0..1) and what it reads (rendered text only). */
async function seen(bar: Locator): Promise<{ share: number; text: string }> {
  return bar.evaluate((element) => {
    const track = element.querySelector('.ha-progress-bar__track')!.getBoundingClientRect();
    const fill = element.querySelector('.ha-progress-bar__fill')!.getBoundingClientRect();
    const text = (element.querySelector('.ha-progress-bar__text') as HTMLElement).innerText;
    // Figure spaces pad the count to the final width; the visitor reads the digits.
    return { share: fill.width / track.width, text: text.replace(/\u2007/g, '') };
  });
}

const percentIn = (text: string) => Number(/(\d+(?:\.\d+)?)%/.exec(text)?.[1] ?? NaN);

/** The page with its clock stopped from the start: nothing moves until the test lets time run. */
async function openStill(page: Page): Promise<void> {
  await page.clock.install({ time: 0 });
  await page.clock.pauseAt(1000);
  await page.goto(PAGE);
  const all = page.locator('[data-widget_type^="ha-progress-bar."]');
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

/** Counts DOM changes inside an element from now on; read with `changes`. */
async function watchChanges(target: Locator): Promise<void> {
  await target.evaluate((el) => {
    const flag = el as HTMLElement & { changes?: number };
    flag.changes = 0;
    new MutationObserver((records) => (flag.changes! += records.length)).observe(el, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  });
}
const changes = (target: Locator) => target.evaluate((el) => (el as HTMLElement & { changes?: number }).changes);

test('a bar fills and counts from 0 to its value in 1000 ms once seen', async ({ page, problems }) => {
  await openStill(page);
  const bar = widget(page, 'pb000001').getByRole('progressbar', { name: 'Design' });
  // Seen at once (above the fold): the count starts from 0 and waits for time to pass.
  await expect.poll(async () => (await seen(bar)).text).toBe('0%');
  expect((await seen(bar)).share).toBe(0);

  await page.clock.runFor(400);
  const early = await seen(bar);
  await page.clock.runFor(300);
  const later = await seen(bar);
  for (const frame of [early, later]) {
    expect(frame.share).toBeGreaterThan(0);
    expect(frame.share).toBeLessThan(0.65);
    expect(percentIn(frame.text)).toBeGreaterThan(0);
    expect(percentIn(frame.text)).toBeLessThan(65);
    // The text tells what the bar shows.
    expect(percentIn(frame.text) / 100).toBeCloseTo(frame.share, 1);
  }
  expect(later.share).toBeGreaterThan(early.share);
  expect(percentIn(later.text)).toBeGreaterThan(percentIn(early.text));

  await page.clock.runFor(300);
  await expect(bar.locator('.ha-progress-bar__text')).toHaveText('65%');
  expect((await seen(bar)).share).toBeCloseTo(0.65, 3);
  await expect(bar.locator('.ha-progress-bar__label')).toHaveText('Design');
  expect(ownErrors(problems)).toEqual([]);
});

test('over max the bar fills up and reads current/max', async ({ page, problems }) => {
  await openStill(page);
  const bar = widget(page, 'pb000002').getByRole('progressbar', { name: 'Sign-ups' });
  await page.clock.runFor(500);
  const midway = await seen(bar);
  expect(midway.text).toMatch(/^\d+\/100$/);
  const counted = Number(midway.text.split('/')[0]);
  expect(counted).toBeGreaterThan(0);
  expect(counted).toBeLessThan(120);
  expect(midway.share).toBeGreaterThan(0);
  expect(midway.share).toBeLessThan(1);

  await page.clock.runFor(550);
  await expect(bar.locator('.ha-progress-bar__text')).toHaveText('120/100');
  expect((await seen(bar)).share).toBe(1);
  await expect(bar).toHaveAttribute('aria-valuenow', '100');
  await expect(bar).toHaveAttribute('aria-valuetext', '120/100');
  expect(ownErrors(problems)).toEqual([]);
});

test('prefix and suffix stay around the count; a duration setting does not slow the bar', async ({ page, problems }) => {
  await openStill(page);
  const funding = widget(page, 'pb000003').getByRole('progressbar', { name: 'Funding' });
  const research = widget(page, 'pb000004').getByRole('progressbar', { name: 'Research' });
  const chapters = widget(page, 'pb000005').getByRole('progressbar', { name: 'Chapters' });
  await page.clock.runFor(500);
  expect((await seen(funding)).text).toMatch(/^Raised \d+% of the goal$/);
  expect(percentIn((await seen(research)).text)).toBeLessThan(40);

  await page.clock.runFor(550);
  await expect(funding.locator('.ha-progress-bar__text')).toHaveText('Raised 75% of the goal');
  expect((await seen(funding)).share).toBeCloseTo(0.75, 3);
  // "duration": 4000 in its settings, yet done at 1000 ms like every bar.
  await expect(research.locator('.ha-progress-bar__text')).toHaveText('40%');
  expect((await seen(research)).share).toBeCloseTo(0.4, 3);
  await expect(chapters.locator('.ha-progress-bar__text')).toHaveText('67%');
  expect((await seen(chapters)).share).toBeCloseTo(2 / 3, 3);
  expect(ownErrors(problems)).toEqual([]);
});

test('a bar far below the fold waits until scrolled to, then runs once and never again', async ({ page, problems }) => {
  await openStill(page);
  const below = widget(page, 'pb000009');
  const bar = below.getByRole('progressbar', { name: 'Below the fold' });
  await expectReady(below);
  await page.clock.runFor(3000);
  expect(await seen(bar)).toEqual({ share: 0, text: '0%' });

  await wheelTo(page, bar);
  await observed(bar);
  await page.clock.runFor(500);
  const midway = await seen(bar);
  expect(midway.share).toBeGreaterThan(0);
  expect(midway.share).toBeLessThan(0.4);
  await page.clock.runFor(550);
  await expect(bar.locator('.ha-progress-bar__text')).toHaveText('40%');
  expect((await seen(bar)).share).toBeCloseTo(0.4, 3);

  // Away and back: nothing runs again.
  await watchChanges(below);
  await page.mouse.wheel(0, -20000);
  await page.waitForTimeout(200);
  await page.clock.runFor(500);
  await wheelTo(page, bar);
  await page.waitForTimeout(200);
  await page.clock.runFor(1500);
  expect(await changes(below)).toBe(0);
  expect((await seen(bar)).text).toBe('40%');
  expect(ownErrors(problems)).toEqual([]);
});

test('screen readers get the final values at once: named progressbars with min, max and value', async ({ page }) => {
  await openStill(page);
  await page.clock.runFor(300);
  const expected: Array<[string, string, string, string, string]> = [
    ['pb000001', 'Design', '100', '65', '65%'],
    ['pb000002', 'Sign-ups', '100', '100', '120/100'],
    ['pb000003', 'Funding', '1000', '750', 'Raised 75% of the goal'],
    ['pb000006', 'Progress', '100', '30', '30%'],
    ['pb000009', 'Below the fold', '100', '40', '40%'],
  ];
  for (const [id, name, max, now, text] of expected) {
    const bar = widget(page, id).getByRole('progressbar', { name, exact: true });
    await expect(bar).toHaveAttribute('aria-valuemin', '0');
    await expect(bar).toHaveAttribute('aria-valuemax', max);
    await expect(bar).toHaveAttribute('aria-valuenow', now);
    await expect(bar).toHaveAttribute('aria-valuetext', text);
  }
  // Midway through the count, the accessibility tree holds the named bar and nothing of the moving text.
  const design = widget(page, 'pb000001');
  expect(percentIn((await seen(design)).text)).toBeLessThan(65);
  expect(await design.ariaSnapshot()).toBe('- progressbar "Design"');
  await page.clock.runFor(1000);
  await expect(design.locator('.ha-progress-bar__text')).toHaveText('65%');
  expect(await design.ariaSnapshot()).toBe('- progressbar "Design": Design 65%');
});

test('with reduced motion every bar shows its final state at once', async ({ page, problems }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.addInitScript(() => {
    const texts: Record<string, string[]> = {};
    (window as unknown as { texts: typeof texts }).texts = texts;
    document.addEventListener('DOMContentLoaded', () => {
      for (const el of document.querySelectorAll<HTMLElement>('[data-widget_type^="ha-progress-bar"]')) {
        const log = (texts[el.dataset.id!] = [el.querySelector('.ha-progress-bar__text')!.textContent!]);
        new MutationObserver(() => {
          const text = el.querySelector('.ha-progress-bar__text')?.textContent ?? '';
          if (log.at(-1) !== text) log.push(text);
        }).observe(el, { subtree: true, childList: true, characterData: true });
      }
    });
  });
  await page.goto(PAGE);
  for (const [id, text, share] of [['pb000001', '65%', 0.65], ['pb000002', '120/100', 1], ['pb000009', '40%', 0.4]] as const) {
    const bar = widget(page, id);
    await expectReady(bar);
    expect(await seen(bar)).toEqual({ share: expect.closeTo(share, 3), text });
    // It never read anything but its final text.
    expect(await page.evaluate((key) => (window as unknown as { texts: Record<string, string[]> }).texts[key], id)).toEqual([text]);
  }
  expect(ownErrors(problems)).toEqual([]);
});

test('in the editor every bar shows its final state at once', async ({ page, problems }) => {
  await page.route('**/widgets/progress-bar.html', async (route) => {
    const body = (await (await route.fetch()).text()).replace('{ debug: true }', '{ debug: true, editMode: true }');
    await route.fulfill({ body, contentType: 'text/html' });
  });
  await openStill(page);
  for (const [id, text, share] of [['pb000001', '65%', 0.65], ['pb000009', '40%', 0.4]] as const) {
    await expectReady(widget(page, id));
    expect(await seen(widget(page, id))).toEqual({ share: expect.closeTo(share, 3), text });
  }
  expect(ownErrors(problems)).toEqual([]);
});

test('bad settings: ready with defaults and one warning naming the widget', async ({ page, problems }) => {
  await page.goto(PAGE);
  for (const id of ['pb0000b1', 'pb0000b2', 'pb0000b3']) {
    await expectReady(widget(page, id));
    await expect(widget(page, id).getByRole('progressbar')).toHaveAttribute('aria-valuemax', '100');
    await expect(widget(page, id).locator('.ha-progress-bar__text')).toHaveText('0%');
  }
  await expect(widget(page, 'pb0000b3').getByRole('progressbar', { name: '42' })).toBeVisible();
  const about = (id: string) => problems.warnings.filter((w) => w.includes(`ha-progress-bar #${id}`));
  expect(about('pb0000b1')).toHaveLength(1);
  expect(about('pb0000b1')[0]).toContain('current "lots" is not valid; using 0');
  expect(about('pb0000b1')[0]).toContain('max 0 is not valid; using 100');
  expect(about('pb0000b2')).toHaveLength(1);
  expect(about('pb0000b3')[0]).toContain('current -5 is not valid');
  expect(about('pb0000b3')[0]).toContain('max "ten" is not valid');
  for (const id of ['pb000001', 'pb000002', 'pb000004', 'pb000006']) expect(about(id)).toEqual([]);
  expect(ownErrors(problems)).toEqual([]);
});

test('no layout shift: the bars keep the size and place the server gave them', async ({ page, problems }) => {
  await recordLayoutShift(page);
  const boxes = () =>
    [...document.querySelectorAll('.ha-progress-bar__wrap, .ha-progress-bar__text')].map((el) => {
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
  await expect(widget(page, 'pb000001').locator('.ha-progress-bar__text')).toHaveText('65%', { timeout: 3000 });
  const below = widget(page, 'pb000009');
  await wheelTo(page, below);
  await expect(below.locator('.ha-progress-bar__text')).toHaveText('40%', { timeout: 3000 });
  const printed = await page.evaluate(() => (window as unknown as { printed: number[][] }).printed);
  expect(printed).toHaveLength(20);
  expect(await page.evaluate(boxes)).toEqual(printed);
  expect(await layoutShift(page)).toBe(0);
  expect(ownErrors(problems)).toEqual([]);
});

test('unmounting puts the server markup back', async ({ page, problems }) => {
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      const el = document.querySelector('[data-id="pb000002"] > .elementor-widget-container')!;
      (window as unknown as { printed: string }).printed = el.innerHTML;
    }),
  );
  await page.goto(PAGE);
  const bar = widget(page, 'pb000002');
  await expect(bar.locator('.ha-progress-bar__text')).toHaveText('120/100', { timeout: 3000 });
  await bar.evaluate((el) => window.haWidgets!.unmount(el));
  await expect(bar).not.toHaveAttribute('data-ha-state', /.*/);
  const restored = await bar.evaluate(
    (el) => el.querySelector(':scope > .elementor-widget-container')!.innerHTML === (window as unknown as { printed: string }).printed,
  );
  expect(restored).toBe(true);
  expect(ownErrors(problems)).toEqual([]);
});
