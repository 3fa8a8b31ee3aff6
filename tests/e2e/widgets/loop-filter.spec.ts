import type { Locator, Page, Request, Route } from '@playwright/test';
import { test, expect, widget, expectReady, ownErrors, rewrite, recordLayoutShift, layoutShift } from '../helpers';

const PAGE = '/widgets/loop-filter.html';
const ROUTE = '**/wp-json/elementor-pro/v1/refresh-loop';
const SINGLE = 'tf00001';
const GRID = 'lg00001';
const MULTI = 'tf00002';
const BAD = 'tf00003';
const GRID2 = 'lg00002';

// The demo backend's posts, newest first.
const ALL = [
  'A new home for the studio',
  'Colour systems that scale',
  'Three days on the coast road',
  'Spring release notes',
  'Type pairing for long reads',
  'Packing light for city trips',
  'We are hiring designers',
  'Night trains worth taking',
  'Grids, gutters and rhythm',
  'Our year in numbers',
];
const DESIGN = ['Colour systems that scale', 'Spring release notes', 'Type pairing for long reads', 'We are hiring designers', 'Grids, gutters and rhythm'];
const TRAVEL = ['Three days on the coast road', 'Packing light for city trips', 'Night trains worth taking'];
const NEWS_AND_DESIGN = ['Spring release notes', 'We are hiring designers'];

const isRefresh = (request: Request) => request.url().includes('/elementor-pro/v1/refresh-loop');
const titles = (grid: Locator) => grid.locator('.e-loop-item .elementor-heading-title');
const term = (filter: Locator, name: string) => filter.getByRole('button', { name, exact: true });
const query = (page: Page) => new URL(page.url()).search;

async function open(page: Page, id: string, search = ''): Promise<Locator> {
  await page.goto(PAGE + search);
  const filter = widget(page, id);
  await filter.scrollIntoViewIfNeeded();
  await expectReady(filter);
  return filter;
}

function recordRefreshes(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => isRefresh(request) && requests.push(request));
  return requests;
}

/** Holds every refresh until the returned function is called, then lets it through. */
async function holdRefreshes(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(ROUTE, async (route) => {
    await held;
    await route.continue().catch(() => {});
  });
  return release;
}

test('a term refreshes the grid from the refresh-loop route: loading overlay, the filtered posts, the address', async ({ page, problems }) => {
  const release = await holdRefreshes(page);
  const filter = await open(page, SINGLE, `?e-page-${GRID}=2&keep=yes`);
  const grid = widget(page, GRID);
  await expect(titles(grid)).toHaveText(ALL);
  await expect(term(filter, 'All')).toHaveAttribute('aria-pressed', 'true');

  const requested = page.waitForRequest(isRefresh);
  await term(filter, 'Design').click();
  await expect(term(filter, 'Design')).toHaveAttribute('aria-pressed', 'true');
  await expect(term(filter, 'All')).toHaveAttribute('aria-pressed', 'false');
  const request = await requested;
  expect(request.method()).toBe('POST');
  expect(request.headers()['content-type']).toContain('application/json');
  expect(request.headers()['x-wp-nonce']).toBeUndefined();
  expect(request.postDataJSON()).toEqual({
    post_id: 100,
    widget_id: GRID,
    widget_filters: { taxonomy: { category: { terms: ['design'], logicalJoin: 'AND' } } },
    pagination_base_url: new URL(PAGE, page.url()).href,
  });

  await expect(grid).toHaveClass(/\be-loading\b/);
  await expect(grid).toHaveAttribute('aria-busy', 'true');
  await expect(grid.locator('.e-loading-overlay')).toBeVisible();
  await expect(filter.getByRole('status')).toHaveText('Loading results');
  await expect(titles(grid)).toHaveText(ALL);

  release();
  await expect(titles(grid)).toHaveText(DESIGN);
  await expect(grid).not.toHaveClass(/\be-loading\b/);
  await expect(grid).not.toHaveAttribute('aria-busy');
  await expect(grid.locator('.e-loading-overlay')).toHaveCount(0);
  await expect(filter.getByRole('status')).toHaveText('Results updated');
  expect(query(page)).toBe(`?keep=yes&e-filter-${GRID}-category=design`);

  // The pressed term again (or All) shows every post and takes the parameter off the address.
  await term(filter, 'Design').click();
  await expect(term(filter, 'All')).toHaveAttribute('aria-pressed', 'true');
  await expect(titles(grid)).toHaveText(ALL);
  expect(query(page)).toBe('?keep=yes');
  await term(filter, 'Travel').click();
  await expect(titles(grid)).toHaveText(TRAVEL);
  await term(filter, 'All').click();
  await expect(titles(grid)).toHaveText(ALL);
  await expect(term(filter, 'Travel')).toHaveAttribute('aria-pressed', 'false');
  // The other grid never moved.
  await expect(titles(widget(page, GRID2))).toHaveText(ALL);
  expect(problems.warnings.filter((text) => text.includes(SINGLE))).toEqual([]);
  expect(ownErrors(problems)).toEqual([]);
});

test('a quick run of clicks sends one refresh, 200 ms after the last', async ({ page, problems }) => {
  await page.clock.install();
  const filter = await open(page, SINGLE);
  const requests = recordRefreshes(page);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await term(filter, 'News').click();
  await term(filter, 'Design').click();
  await term(filter, 'Travel').click();
  await expect(term(filter, 'Travel')).toHaveAttribute('aria-pressed', 'true');
  await page.clock.runFor(190);
  // Real time (the page's clock stays paused) for a request, were it due.
  await new Promise((resolve) => setTimeout(resolve, 150));
  expect(requests).toHaveLength(0);
  await page.clock.runFor(20);
  await expect.poll(() => requests.length).toBe(1);
  expect(requests[0].postDataJSON().widget_filters).toEqual({ taxonomy: { category: { terms: ['travel'], logicalJoin: 'AND' } } });
  await page.clock.resume();
  await expect(titles(widget(page, GRID))).toHaveText(TRAVEL);
  expect(ownErrors(problems)).toEqual([]);
});

test('multiple selection with AND: posts with every pressed term, joined with + in the address; a bad join leaves its filter off', async ({ page, problems }) => {
  const filter = await open(page, MULTI);
  const grid = widget(page, GRID2);
  const requests = recordRefreshes(page);
  await term(filter, 'News').click();
  await expect(titles(grid)).toHaveText(ALL.filter((t) => ['A new home for the studio', 'Spring release notes', 'We are hiring designers', 'Night trains worth taking', 'Our year in numbers'].includes(t)));
  await term(filter, 'Design').click();
  await expect(titles(grid)).toHaveText(NEWS_AND_DESIGN);
  await expect(term(filter, 'News')).toHaveAttribute('aria-pressed', 'true');
  await expect(term(filter, 'Design')).toHaveAttribute('aria-pressed', 'true');
  await expect(term(filter, 'All')).toHaveAttribute('aria-pressed', 'false');
  expect(requests.at(-1)!.postDataJSON().widget_filters).toEqual({ taxonomy: { category: { terms: ['news', 'design'], logicalJoin: 'AND' } } });
  expect(query(page)).toBe(`?e-filter-${GRID2}-category=news+design`);

  // A pressed term again takes it out of the set.
  await term(filter, 'News').click();
  await expect(titles(grid)).toHaveText(DESIGN);
  expect(query(page)).toBe(`?e-filter-${GRID2}-category=design`);

  const bad = widget(page, BAD);
  await expectReady(bad);
  const before = requests.length;
  await term(bad, 'Travel').click();
  await page.waitForTimeout(400);
  expect(requests).toHaveLength(before);
  await expect(term(bad, 'Travel')).toHaveAttribute('aria-pressed', 'false');
  await expect(titles(grid)).toHaveText(DESIGN);
  const warnings = problems.warnings.filter((text) => text.includes(BAD));
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toMatch(/logical_combination "XOR" is not AND or OR; filtering is off/);
  expect(ownErrors(problems)).toEqual([]);
});

test('an OR filter sends OR and writes ~ between terms', async ({ page, problems }) => {
  await rewrite(page, PAGE, (html) => html.replace('&quot;logical_combination&quot;:&quot;AND&quot;', '&quot;logical_combination&quot;:&quot;OR&quot;'));
  const filter = await open(page, MULTI);
  const grid = widget(page, GRID2);
  await term(filter, 'Design').click();
  await expect(titles(grid)).toHaveText(DESIGN);
  const requested = page.waitForRequest(isRefresh);
  await term(filter, 'Travel').click();
  expect((await requested).postDataJSON().widget_filters).toEqual({ taxonomy: { category: { terms: ['design', 'travel'], logicalJoin: 'OR' } } });
  await expect(titles(grid)).toHaveText(ALL.filter((t) => DESIGN.includes(t) || TRAVEL.includes(t)));
  expect(query(page)).toBe(`?e-filter-${GRID2}-category=design~travel`);
  expect(ownErrors(problems)).toEqual([]);
});

const failures = {
  'status 500': (route: Route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"data":"<p>server error</p>"}' }),
  'status 400 with data': (route: Route) =>
    route.fulfill({ status: 400, contentType: 'application/json', body: '{"data":"<div class=\\"e-loop-nothing-found-message\\">x</div>"}' }),
  'a network error': (route: Route) => route.abort('failed'),
  'malformed JSON': (route: Route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"data": "<p>cut' }),
  'data that is not HTML': (route: Route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"data": {"html": 1}}' }),
};

for (const [name, answer] of Object.entries(failures)) {
  test(`${name}: the grid stays as it was, the overlay goes, the buttons show what the grid shows`, async ({ page, problems }) => {
    const filter = await open(page, SINGLE);
    const grid = widget(page, GRID);
    await term(filter, 'Travel').click();
    await expect(titles(grid)).toHaveText(TRAVEL);
    const before = await grid.innerHTML();
    const search = query(page);

    await page.route(ROUTE, answer);
    const done = name === 'a network error' ? page.waitForEvent('requestfailed', isRefresh) : page.waitForEvent('requestfinished', isRefresh);
    await term(filter, 'Design').click();
    await done;
    await expect(term(filter, 'Travel')).toHaveAttribute('aria-pressed', 'true');
    await expect(term(filter, 'Design')).toHaveAttribute('aria-pressed', 'false');
    await expect(grid).not.toHaveAttribute('aria-busy');
    await expect(grid.locator('.e-loading-overlay')).toHaveCount(0);
    expect(await grid.innerHTML()).toBe(before);
    expect(query(page)).toBe(search);
    await expect(filter.getByRole('status')).toHaveText('The results could not be loaded');
    await expectReady(filter);
    expect(ownErrors(problems)).toEqual([]);

    await page.unroute(ROUTE);
    await term(filter, 'Design').click();
    await expect(titles(grid)).toHaveText(DESIGN);
  });
}

test('a hanging refresh keeps the overlay until a newer choice takes its place', async ({ page, problems }) => {
  let first = true;
  await page.route(ROUTE, async (route) => {
    if (!first) return route.continue();
    first = false;
    // Never answered: the page gives up when the visitor chooses again.
  });
  const filter = await open(page, SINGLE);
  const grid = widget(page, GRID);
  await term(filter, 'News').click();
  await expect(grid.locator('.e-loading-overlay')).toHaveCount(1);
  await page.waitForTimeout(300);
  await expect(grid).toHaveAttribute('aria-busy', 'true');
  await term(filter, 'Travel').click();
  await expect(titles(grid)).toHaveText(TRAVEL);
  await expect(grid.locator('.e-loading-overlay')).toHaveCount(0);
  await expect(term(filter, 'Travel')).toHaveAttribute('aria-pressed', 'true');
  expect(ownErrors(problems)).toEqual([]);
});

test("the answer is sanitised: its script and handlers never run, and widgets in it are initialised", async ({ page, problems }) => {
  await page.route(ROUTE, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        data:
          '<div class="elementor-loop-container elementor-grid"><div data-elementor-type="loop-item" class="e-loop-item">' +
          '<h3 class="elementor-heading-title">Safe post</h3><img src="/missing-thumb.png" onerror="window.pwned=\'onerror\'" alt="">' +
          '<script>window.pwned="script"</script>' +
          '<div class="elementor-element elementor-element-pbnew01 elementor-widget elementor-widget-ha-progress-bar happy-addon ha-progress-bar" data-id="pbnew01" data-element_type="widget" data-settings="{&quot;current&quot;:40,&quot;max&quot;:100,&quot;label&quot;:&quot;Read&quot;}" data-widget_type="ha-progress-bar.default">' +
          '<div class="elementor-widget-container"><div class="ha-progress-bar__wrap" role="progressbar" aria-label="Read" aria-valuemin="0" aria-valuemax="100" aria-valuenow="40" aria-valuetext="40%">' +
          '<div class="ha-progress-bar__head"><span class="ha-progress-bar__label">Read</span><span class="ha-progress-bar__text">40%</span></div>' +
          '<div class="ha-progress-bar__track"><div class="ha-progress-bar__fill" style="width: 40%;"></div></div></div></div></div>' +
          '</div></div>',
      }),
    }),
  );
  const filter = await open(page, SINGLE);
  const grid = widget(page, GRID);
  const imageFailed = page.waitForResponse('**/missing-thumb.png');
  await term(filter, 'News').click();
  await expect(titles(grid)).toHaveText(['Safe post']);
  await imageFailed;
  await expect(grid.locator('script')).toHaveCount(0);
  await expect(grid.locator('[onerror]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { pwned?: string }).pwned)).toBeUndefined();
  await expectReady(widget(page, 'pbnew01'));
  expect(ownErrors(problems)).toEqual([]);
});

test('in the editor the refresh also sends the grid model, is_edit_mode and the REST nonce', async ({ page, problems }) => {
  await rewrite(page, PAGE, (html) => html.replace('"edit":false', '"edit":true'));
  const filter = await open(page, SINGLE);
  const requested = page.waitForRequest(isRefresh);
  await term(filter, 'Travel').click();
  const request = await requested;
  expect(request.headers()['x-wp-nonce']).toBe('8d2c4e6f1a');
  const body = request.postDataJSON();
  expect(body.is_edit_mode).toBe(true);
  expect(body.widget_model).toMatchObject({ id: GRID, elType: 'widget', widgetType: 'loop-grid', settings: { template_id: '900', _skin: 'post' } });
  await expect(titles(widget(page, GRID))).toHaveText(TRAVEL);
  expect(ownErrors(problems)).toEqual([]);
});

test('keyboard: Tab reaches the terms, Enter and Space press them', async ({ page, problems }) => {
  const filter = await open(page, SINGLE);
  const grid = widget(page, GRID);
  await term(filter, 'All').focus();
  await page.keyboard.press('Tab');
  await expect(term(filter, 'News')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(term(filter, 'Design')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(titles(grid)).toHaveText(DESIGN);
  await page.keyboard.press('Tab');
  await page.keyboard.press(' ');
  await expect(term(filter, 'Travel')).toHaveAttribute('aria-pressed', 'true');
  await expect(titles(grid)).toHaveText(TRAVEL);
  await expect(term(filter, 'Travel')).toBeFocused();
  expect(ownErrors(problems)).toEqual([]);
});

test("unmount puts back the grid's server posts, the buttons and the address", async ({ page, problems }) => {
  const filter = await open(page, SINGLE, '?keep=yes');
  const grid = widget(page, GRID);
  const served = await grid.innerHTML();
  await term(filter, 'Design').click();
  await expect(titles(grid)).toHaveText(DESIGN);
  expect(query(page)).toContain('e-filter-');
  await filter.evaluate((el) => window.haWidgets!.unmount(el));
  await expect(titles(grid)).toHaveText(ALL);
  expect(await grid.innerHTML()).toBe(served);
  expect(query(page)).toBe('?keep=yes');
  await expect(term(filter, 'All')).toHaveAttribute('aria-pressed', 'true');
  await expect(term(filter, 'Design')).toHaveAttribute('aria-pressed', 'false');
  await expect(filter.getByRole('status')).toHaveCount(0);
  for (const name of ['All', 'Design']) await expect(term(filter, name)).not.toHaveAttribute('type');
  expect(ownErrors(problems)).toEqual([]);
});

test('mounting shifts no layout', async ({ page }) => {
  await recordLayoutShift(page);
  await page.goto(PAGE);
  for (const id of [SINGLE, MULTI, BAD]) {
    const filter = widget(page, id);
    await filter.scrollIntoViewIfNeeded();
    await expectReady(filter);
  }
  await page.evaluate(() => new Promise(requestAnimationFrame));
  expect(await layoutShift(page)).toBe(0);
});
