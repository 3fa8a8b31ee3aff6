import type { Locator, Page } from '@playwright/test';
import { expect, test, expectReady, layoutShift, ownErrors, recordLayoutShift, unmountRestores, widget } from '../helpers';

const PAGE = '/widgets/timeline.html';
const STORY = '7d1e4a20'; // scroll tree on, six items, centred
const PLAIN = '7d1e4a21'; // scroll tree off
const BAD = '7d1e4a22'; // broken data-settings, data-scroll="sometimes"
const VIEWPORT = { width: 1280, height: 800 };
const MIDDLE = VIEWPORT.height / 2;

async function open(page: Page, id = STORY): Promise<Locator> {
  await page.setViewportSize(VIEWPORT);
  await page.goto(PAGE);
  const timeline = widget(page, id);
  await expectReady(timeline);
  return timeline;
}

const item = (timeline: Locator, n: number) => timeline.locator('.ha-timeline-block').nth(n - 1);
const card = (timeline: Locator, n: number) => item(timeline, n).locator('.ha-timeline-content');

/** Where an element's top (or centre) is on the page, whatever the scroll position. */
function pageY(locator: Locator, where: 'top' | 'centre' = 'top'): Promise<number> {
  return locator.evaluate((el, where) => {
    const rect = el.getBoundingClientRect();
    return window.scrollY + rect.top + (where === 'centre' ? rect.height / 2 : 0);
  }, where);
}

/** Scrolls the window so that page position `y` shows at `at` px from the top of the viewport. */
async function scrollToShow(page: Page, y: number, at: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo(0, top), y - at);
}

async function isActive(timeline: Locator, n: number): Promise<boolean> {
  return item(timeline, n).evaluate((el) => el.classList.contains('ha-timeline-scroll-tree'));
}

const activeItems = (timeline: Locator) =>
  timeline.locator('.ha-timeline-block').evaluateAll((els) => els.flatMap((el, i) => (el.classList.contains('ha-timeline-scroll-tree') ? [i + 1] : [])));

const opacity = (locator: Locator) => locator.evaluate((el) => Number(getComputedStyle(el).opacity));

/** The coloured line of an item: its height and where it ends in the viewport. */
const line = (timeline: Locator, n: number) =>
  item(timeline, n)
    .locator('.ha-timeline-tree-inner')
    .evaluate((el) => ({ height: el.getBoundingClientRect().height, bottom: el.getBoundingClientRect().bottom }));

test.describe('ha-timeline with the scroll tree', () => {
  test('an item turns active as its icon passes the middle of the viewport, and not when scrolled back above', async ({ page, problems }) => {
    const timeline = await open(page);
    // At the top of the page only the first icon is above the middle.
    await expect.poll(() => activeItems(timeline)).toEqual([1]);
    const icon3 = await pageY(item(timeline, 3).locator('.ha-timeline-icon'), 'centre');

    await scrollToShow(page, icon3, MIDDLE - 20);
    await expect.poll(() => activeItems(timeline)).toEqual([1, 2, 3]);
    await scrollToShow(page, icon3, MIDDLE + 20);
    await expect.poll(() => activeItems(timeline)).toEqual([1, 2]);

    // The mouse wheel works the same way.
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 200);
    await expect.poll(() => isActive(timeline, 3)).toBe(true);
    await page.mouse.wheel(0, -200);
    await expect.poll(() => isActive(timeline, 3)).toBe(false);

    // The icon of an active item takes the active colour of the add-on's stylesheet.
    await expect(item(timeline, 2).locator('.ha-timeline-icon')).toHaveCSS('background-color', 'rgb(47, 111, 223)');
    await expect(item(timeline, 3).locator('.ha-timeline-icon')).toHaveCSS('background-color', 'rgb(217, 226, 236)');
    expect(ownErrors(problems)).toEqual([]);
  });

  test('the tree line fills down to the middle of the viewport as the visitor scrolls', async ({ page }) => {
    const timeline = await open(page);
    const inner2 = item(timeline, 2).locator('.ha-timeline-tree-inner');
    const top2 = await pageY(inner2);

    await scrollToShow(page, top2, MIDDLE - 100);
    await expect.poll(async () => (await line(timeline, 2)).height).toBeCloseTo(100, -0.5);
    expect((await line(timeline, 2)).bottom).toBeCloseTo(MIDDLE, -0.5);
    // The line of the item before it is full, those after it are empty.
    const tree1 = await item(timeline, 1).locator('.ha-timeline-tree').evaluate((el) => el.getBoundingClientRect().height);
    expect((await line(timeline, 1)).height).toBeCloseTo(tree1, -0.5);
    expect((await line(timeline, 3)).height).toBe(0);

    // The wheel scrolls on: the line grows by as much as the page moved, still ending at the middle.
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 150);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled + 100);
    await page.waitForTimeout(300);
    const moved = (await page.evaluate(() => window.scrollY)) - scrolled;
    await expect.poll(async () => (await line(timeline, 2)).height).toBeCloseTo(100 + moved, -0.5);
    expect((await line(timeline, 2)).bottom).toBeCloseTo(MIDDLE, -0.5);

    // Never longer than its tree: scrolled far past, the line stops at the next icon.
    const tree2 = await item(timeline, 2).locator('.ha-timeline-tree').evaluate((el) => el.getBoundingClientRect().height);
    await scrollToShow(page, top2, -200);
    await expect.poll(async () => (await line(timeline, 2)).height).toBeCloseTo(tree2, -0.5);

    // Back above it: the line empties again.
    await scrollToShow(page, top2, MIDDLE + 50);
    await expect.poll(async () => (await line(timeline, 2)).height).toBe(0);
  });

  test('cards below the viewport wait faded, still readable by screen readers, and come up at 90 percent', async ({ page }) => {
    await recordLayoutShift(page);
    const timeline = await open(page);
    const fourth = card(timeline, 4);
    // In view at load: never hidden. Below the viewport: faded, yet in the accessibility tree.
    expect(await opacity(card(timeline, 1))).toBe(1);
    await expect.poll(() => opacity(fourth)).toBe(0);
    await expect(timeline.getByRole('heading', { name: 'A workshop of our own' })).toHaveCount(1);
    await expect(timeline.getByRole('link', { name: 'Read more about A workshop of our own' })).toHaveCount(1);

    const top4 = await pageY(item(timeline, 4));
    await scrollToShow(page, top4, VIEWPORT.height * 0.92);
    await page.waitForTimeout(300);
    expect(await opacity(fourth)).toBe(0);

    await scrollToShow(page, top4, VIEWPORT.height * 0.88);
    await expect.poll(() => opacity(fourth)).toBe(1);
    await expect(fourth).toHaveClass(/ha-timeline-animate/);
    // It stays shown when scrolled away and back.
    await page.evaluate(() => window.scrollTo(0, 0));
    await scrollToShow(page, top4, VIEWPORT.height * 0.95);
    await page.waitForTimeout(300);
    expect(await opacity(fourth)).toBe(1);
    // Coming up moves nothing: the card keeps its place in the layout.
    expect(await pageY(item(timeline, 4))).toBeCloseTo(top4, 0);
    expect(await layoutShift(page)).toBe(0);
  });

  test('keyboard focus in a waiting card shows it at once', async ({ page }) => {
    const timeline = await open(page);
    const sixth = card(timeline, 6);
    await expect(sixth).toHaveClass(/ha-timeline-content--hidden/);
    await sixth.getByRole('link').evaluate((el: HTMLElement) => el.focus({ preventScroll: true }));
    await expect(sixth).not.toHaveClass(/ha-timeline-content--hidden/);
    await expect.poll(() => opacity(sixth)).toBe(1);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('with reduced motion every card shows at once, and the tree still follows scrolling', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const timeline = await open(page);
    const cards = timeline.locator('.ha-timeline-content');
    await expect(cards).toHaveCount(6);
    for (const each of await cards.all()) expect(await opacity(each)).toBe(1);
    await expect(timeline.locator('.ha-timeline-content--hidden, .ha-timeline-animate')).toHaveCount(0);
    const icon5 = await pageY(item(timeline, 5).locator('.ha-timeline-icon'), 'centre');
    await scrollToShow(page, icon5, MIDDLE - 10);
    await expect.poll(() => activeItems(timeline)).toEqual([1, 2, 3, 4, 5]);
    await expect(timeline.locator('.ha-timeline-animate')).toHaveCount(0);
  });

  test('unmount puts the server markup back, and a new mount works', async ({ page }) => {
    const timeline = await open(page);
    const icon3 = await pageY(item(timeline, 3).locator('.ha-timeline-icon'), 'centre');
    await scrollToShow(page, icon3, MIDDLE - 20);
    await expect.poll(() => activeItems(timeline)).toEqual([1, 2, 3]);
    for (const id of [STORY, PLAIN]) {
      const same = await unmountRestores(page, id);
      expect(same, id).toBe(true);
    }
    // Scrolling after unmount changes nothing.
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 300);
    await page.waitForTimeout(200);
    expect(await activeItems(timeline)).toEqual([]);

    await page.evaluate((id) => window.haWidgets!.mount(document.querySelector(`[data-id="${id}"]`)!), STORY);
    await expectReady(timeline);
    await expect.poll(async () => (await activeItems(timeline)).length).toBeGreaterThanOrEqual(3);
  });
});

test.describe('ha-timeline without the scroll tree', () => {
  test('no item turns active and no line is drawn, but cards still come up as they scroll in', async ({ page, problems }) => {
    const timeline = await open(page, PLAIN);
    const last = card(timeline, 4);
    await expect(last).toHaveClass(/ha-timeline-content--hidden/);
    await scrollToShow(page, await pageY(item(timeline, 4)), VIEWPORT.height * 0.5);
    await expect.poll(() => opacity(last)).toBe(1);
    expect(await activeItems(timeline)).toEqual([]);
    await expect(timeline.locator('.ha-timeline-tree-inner')).toHaveCount(0);
    expect(ownErrors(problems)).toEqual([]);
  });

  test('bad settings: works with defaults and prints one debug warning', async ({ page, problems }) => {
    const timeline = await open(page, BAD);
    await scrollToShow(page, await pageY(item(timeline, 3)), VIEWPORT.height * 0.3);
    await expect.poll(() => opacity(card(timeline, 3))).toBe(1);
    // data-scroll="sometimes" is not "yes": the scroll tree stays off.
    expect(await activeItems(timeline)).toEqual([]);
    const lines = await timeline.locator('.ha-timeline-tree-inner').evaluateAll((els) => els.map((el) => (el as HTMLElement).style.height));
    expect(lines).toEqual(['', '', '']);
    const warnings = problems.warnings.filter((text) => text.includes(BAD));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('data-settings is not a JSON object');
    expect(warnings[0]).toContain('show_scroll_tree "sometimes"');
    expect(ownErrors(problems)).toEqual([]);
  });
});
