import type { Locator, Page } from '@playwright/test';
import { test, expect, widget, expectReady, ownErrors, recordLayoutShift, layoutShift } from '../helpers';

const PAGE = '/widgets/comparison-table.html';
const IDS = ['ct00001', 'ct00002', 'ct00003', 'ct00004'];

async function open(page: Page, width = 1280): Promise<void> {
  await page.setViewportSize({ width, height: 800 });
  await page.goto(PAGE);
}

/** Scrolls the widget into view (it mounts once visible) and waits for it. */
async function mounted(page: Page, id: string): Promise<Locator> {
  const el = widget(page, id);
  await el.scrollIntoViewIfNeeded();
  await expectReady(el);
  return el;
}

const headOf = (el: Locator) => el.locator('.ha-comparison-table__head');
const wrapperOf = (el: Locator) => el.locator('.ha-comparison-table-wrapper');

/** The table's top and bottom in page coordinates (the wrapper itself never moves). */
const tableSpan = (el: Locator) =>
  wrapperOf(el).evaluate((w) => {
    const box = w.getBoundingClientRect();
    return { top: box.top + scrollY, bottom: box.bottom + scrollY };
  });

async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate((y) => window.scrollTo(0, y), y);
}

/** Where the visitor sees the head: its top edge in the viewport. */
const headTop = (el: Locator) => headOf(el).evaluate((head) => Math.round(head.getBoundingClientRect().top));

/** The widget's markup as the server printed it, read from a fresh copy of the page. */
const serverHtml = (page: Page, id: string) =>
  page.evaluate(async (id) => {
    const doc = new DOMParser().parseFromString(await (await fetch(location.href)).text(), 'text/html');
    return doc.querySelector(`[data-id="${id}"]`)!.innerHTML;
  }, id);

test('a sticky head stays at the top with table-sticky while the table is in view, and leaves with it', async ({ page, problems }) => {
  await open(page);
  const el = await mounted(page, 'ct00001');
  const head = headOf(el);
  const { top, bottom } = await tableSpan(el);
  await expect(head).not.toHaveClass(/table-sticky/);

  // The head's own place has scrolled 400 px out of view, the rows are still in view.
  await scrollTo(page, top + 400);
  await expect(head).toHaveClass(/table-sticky/);
  await expect.poll(() => headTop(el)).toBe(0);
  await expect(head).toBeInViewport();
  await expect(head).toContainText('Free');

  await scrollTo(page, top + 900);
  await expect.poll(() => headTop(el)).toBe(0);
  await expect(head).toHaveClass(/table-sticky/);

  // Past the table the head has gone with it.
  await scrollTo(page, bottom + 40);
  await expect(head).not.toHaveClass(/table-sticky/);
  await expect(head).not.toBeInViewport();

  // Back above the table: the head sits in its own place again.
  await scrollTo(page, top - 120);
  await expect(head).not.toHaveClass(/table-sticky/);
  await expect.poll(() => headTop(el)).toBe(120);

  // And sticks again on the way down.
  await scrollTo(page, top + 300);
  await expect(head).toHaveClass(/table-sticky/);
  await expect.poll(() => headTop(el)).toBe(0);
  expect(ownErrors(problems)).toEqual([]);
});

test('a jump straight into the middle of a table (anchor link, restored scroll) sticks the head at once', async ({ page, problems }) => {
  await open(page);
  const first = await mounted(page, 'ct00001');
  const one = await tableSpan(first);
  // From far below the table to its middle: its end jumps over the viewport.
  await scrollTo(page, one.bottom + 1500);
  await expect(headOf(first)).not.toHaveClass(/table-sticky/);
  await scrollTo(page, one.top + 900);
  await expect(headOf(first)).toHaveClass(/table-sticky/);
  await expect.poll(() => headTop(first)).toBe(0);

  // From far above the table to its middle: its start jumps over the viewport.
  const third = await mounted(page, 'ct00003');
  const three = await tableSpan(third);
  await scrollTo(page, 0);
  await expect(headOf(third)).not.toHaveClass(/table-sticky/);
  await scrollTo(page, three.top + 600);
  await expect(headOf(third)).toHaveClass(/table-sticky/);
  await expect.poll(() => headTop(third)).toBe(0);
  expect(ownErrors(problems)).toEqual([]);
});

test('with the setting off the head scrolls away like the rest of the table', async ({ page, problems }) => {
  await open(page);
  const el = await mounted(page, 'ct00002');
  const { top } = await tableSpan(el);
  await scrollTo(page, top + 300);
  await expect.poll(() => headTop(el)).toBe(-300);
  await expect(headOf(el)).not.toBeInViewport();
  await expect(headOf(el)).not.toHaveClass(/table-sticky/);
  await expect(wrapperOf(el)).not.toHaveAttribute('data-ha-sticky');
  expect(ownErrors(problems)).toEqual([]);
});

test('inside a section that clips overflow the head is still kept at the top', async ({ page, problems }) => {
  await open(page);
  const el = await mounted(page, 'ct00003');
  const head = headOf(el);
  const { top, bottom } = await tableSpan(el);
  // position: sticky cannot work here: the section is the head's scroll container.
  await expect(wrapperOf(el)).toHaveAttribute('data-ha-sticky', 'shift');

  await scrollTo(page, top + 250);
  await expect(head).toHaveClass(/table-sticky/);
  await expect.poll(() => headTop(el)).toBe(0);
  await scrollTo(page, top + 500);
  await expect.poll(() => headTop(el)).toBe(0);
  await expect(head).toBeInViewport();

  await scrollTo(page, bottom + 40);
  await expect(head).not.toHaveClass(/table-sticky/);
  await expect(head).not.toBeInViewport();

  await scrollTo(page, top - 100);
  await expect(head).not.toHaveClass(/table-sticky/);
  await expect.poll(() => headTop(el)).toBe(100);
  expect(ownErrors(problems)).toEqual([]);
});

test('below the WordPress admin bar the head sticks under the bar', async ({ page, problems }) => {
  await page.route(`**${PAGE}`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      '<body data-elementor-device-mode="desktop">',
      '<body class="admin-bar" data-elementor-device-mode="desktop"><div id="wpadminbar" style="position:fixed;top:0;left:0;right:0;height:32px;background:#1d2327;z-index:99999"></div>',
    );
    await route.fulfill({ response, body: html });
  });
  await open(page);
  const el = await mounted(page, 'ct00001');
  const head = headOf(el);
  const { top, bottom } = await tableSpan(el);

  // 20 px before the head reaches the bar it is not stuck yet.
  await scrollTo(page, top - 52);
  await expect.poll(() => headTop(el)).toBe(52);
  await expect(head).not.toHaveClass(/table-sticky/);

  await scrollTo(page, top + 400);
  await expect(head).toHaveClass(/table-sticky/);
  await expect.poll(() => headTop(el)).toBe(32);

  await scrollTo(page, bottom);
  await expect(head).not.toHaveClass(/table-sticky/);

  // Up to 782 px wide the bar is 46 px tall: the line follows a resize.
  await page.setViewportSize({ width: 700, height: 800 });
  const narrow = await tableSpan(el);
  await scrollTo(page, narrow.top + 400);
  await expect(head).toHaveClass(/table-sticky/);
  await expect.poll(() => headTop(el)).toBe(46);
  expect(ownErrors(problems)).toEqual([]);
});

test('bad settings: the defaults apply (not sticky) with one debug warning', async ({ page, problems }) => {
  await open(page);
  const el = await mounted(page, 'ct00004');
  const { top } = await tableSpan(el);
  await scrollTo(page, top + 200);
  await expect.poll(() => headTop(el)).toBe(-200);
  await expect(headOf(el)).not.toHaveClass(/table-sticky/);
  expect(problems.warnings.filter((text) => text.includes('#ct00004'))).toEqual([
    '[ha-widgets] ha-comparison-table #ct00004: data-settings is not a JSON object; using defaults; sticky_table_header "sometimes" is not valid; using false',
  ]);
  for (const id of IDS) await mounted(page, id);
  expect(problems.warnings.filter((text) => /#ct0000[123]/.test(text))).toEqual([]);
  expect(ownErrors(problems)).toEqual([]);
});

test('mounting and scrolling through every table shifts no layout', async ({ page, problems }) => {
  await recordLayoutShift(page);
  await open(page);
  for (const id of IDS) {
    const el = await mounted(page, id);
    const { top, bottom } = await tableSpan(el);
    for (let y = top - 400; y < bottom; y += 250) await scrollTo(page, y);
  }
  // Let the last observer callbacks and frames run.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(await layoutShift(page)).toBe(0);
  expect(ownErrors(problems)).toEqual([]);
});

test('unmount puts every table back exactly as the server printed it, stuck or not', async ({ page, problems }) => {
  await open(page);
  for (const id of IDS) {
    const el = await mounted(page, id);
    const { top } = await tableSpan(el);
    await scrollTo(page, top + 300);
    if (id === 'ct00001' || id === 'ct00003') await expect(headOf(el)).toHaveClass(/table-sticky/);
    const server = await serverHtml(page, id);
    if (id !== 'ct00002' && id !== 'ct00004') expect(await el.innerHTML()).not.toBe(server);
    await el.evaluate((node) => window.haWidgets!.unmount(node));
    expect(await el.innerHTML()).toBe(server);
  }
  // Once unmounted, nothing reacts to scrolling any more.
  const first = widget(page, 'ct00001');
  const { top } = await tableSpan(first);
  await scrollTo(page, top + 300);
  await expect.poll(() => headTop(first)).toBe(-300);
  await expect(headOf(first)).not.toHaveClass(/table-sticky/);
  expect(ownErrors(problems)).toEqual([]);
});
