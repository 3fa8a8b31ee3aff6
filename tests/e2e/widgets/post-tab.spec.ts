import type { Locator, Page, Request } from '@playwright/test';
import { test, expect, widget, expectReady, ownErrors, recordLayoutShift, layoutShift } from '../helpers';

const PAGE = '/widgets/post-tab.html';
const AJAX = '**/wp-admin/admin-ajax.php';
const CLICK = '5a1c3e7';
const HOVER = '6b2d4f8';
const BAD = '7c3e5a9';

// What the server printed and what the demo backend answers for each term.
const NEWS = ['A new home for the studio', 'Spring release notes', 'We are hiring designers'];
const DESIGN = ['Colour systems that scale', 'Spring release notes', 'Type pairing for long reads'];
const TRAVEL = ['Three days on the coast road', 'Packing light for city trips', 'Night trains worth taking'];

async function open(page: Page, id: string): Promise<Locator> {
  await page.goto(PAGE);
  const posts = widget(page, id);
  await posts.scrollIntoViewIfNeeded();
  await expectReady(posts);
  return posts;
}

const tab = (posts: Locator, name: string) => posts.getByRole('tab', { name });
const panel = (posts: Locator) => posts.getByRole('tabpanel');
/** Titles of the posts the visitor sees. */
const titles = (posts: Locator) => posts.locator('.ha-post-tab-title:visible');
const fields = (request: Request) => new URLSearchParams(request.postData() ?? '');
const isAjax = (request: Request) => request.url().includes('/wp-admin/admin-ajax.php');

/** Every ajax request the page makes from now on. */
function recordAjax(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => isAjax(request) && requests.push(request));
  return requests;
}

/** Holds every ajax request until the returned function is called, then lets it through. */
async function holdAjax(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(AJAX, async (route) => {
    await held;
    await route.continue().catch(() => {});
  });
  return release;
}

test('a click shows the loading state over the current posts, then the posts from the demo backend', async ({ page, problems }) => {
  const release = await holdAjax(page);
  const posts = await open(page, CLICK);
  await expect(titles(posts)).toHaveText(NEWS);

  const requested = page.waitForRequest(isAjax);
  await tab(posts, 'Design').click();
  const body = fields(await requested);
  expect(body.get('action')).toBe('ha_post_tab_action');
  expect(body.get('security')).toBe('4f2a9c1e7b');
  expect(body.get('term_id')).toBe('12');
  expect(body.get('post_tab_query[post_type]')).toBe('post');
  expect(body.get('post_tab_query[taxonomy]')).toBe('category');
  expect(body.get('post_tab_query[item_limit]')).toBe('3');

  await expect(tab(posts, 'Design')).toHaveAttribute('aria-selected', 'true');
  await expect(tab(posts, 'News')).toHaveAttribute('aria-selected', 'false');
  await expect(panel(posts)).toHaveAttribute('aria-busy', 'true');
  await expect(posts.locator('.ha-post-tab-loading')).toBeVisible();
  await expect(posts.getByRole('status')).toHaveText('Loading posts');
  await expect(titles(posts)).toHaveText(NEWS);

  release();
  await expect(titles(posts)).toHaveText(DESIGN);
  await expect(posts.locator('.ha-post-tab-loading')).toHaveCount(0);
  await expect(panel(posts)).not.toHaveAttribute('aria-busy');
  await expect(posts.getByRole('status')).toHaveText('');
  await expect(panel(posts)).toHaveAttribute('aria-labelledby', (await tab(posts, 'Design').getAttribute('id'))!);
  expect(problems.warnings.filter((text) => text.includes(CLICK))).toEqual([]);
  expect(ownErrors(problems)).toEqual([]);
});

test('the filter is a tablist whose tabs control the content panel', async ({ page, problems }) => {
  const posts = await open(page, CLICK);
  await expect(posts.getByRole('tablist').getByRole('tab')).toHaveText(['News', 'Design', 'Travel']);
  const panelId = await panel(posts).getAttribute('id');
  expect(panelId).toBeTruthy();
  for (const name of ['News', 'Design', 'Travel']) await expect(tab(posts, name)).toHaveAttribute('aria-controls', panelId!);
  await expect(tab(posts, 'News')).toHaveAttribute('aria-selected', 'true');
  await expect(tab(posts, 'News')).toHaveAttribute('tabindex', '0');
  await expect(tab(posts, 'Design')).toHaveAttribute('tabindex', '-1');
  await expect(panel(posts)).toHaveAttribute('aria-labelledby', (await tab(posts, 'News').getAttribute('id'))!);
  await expect(posts.getByRole('tablist')).not.toHaveAttribute('aria-orientation');

  const side = widget(page, HOVER);
  await side.scrollIntoViewIfNeeded();
  await expectReady(side);
  await expect(side.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
  expect(ownErrors(problems)).toEqual([]);
});

test('a term already loaded is not fetched again', async ({ page, problems }) => {
  const posts = await open(page, CLICK);
  const requests = recordAjax(page);
  await tab(posts, 'Design').click();
  await expect(titles(posts)).toHaveText(DESIGN);
  await tab(posts, 'News').click();
  await expect(titles(posts)).toHaveText(NEWS);
  await tab(posts, 'Design').click();
  await expect(titles(posts)).toHaveText(DESIGN);
  await tab(posts, 'Design').click();
  await tab(posts, 'Travel').click();
  await expect(titles(posts)).toHaveText(TRAVEL);
  await tab(posts, 'Design').click();
  await expect(titles(posts)).toHaveText(DESIGN);
  expect(requests.map((request) => fields(request).get('term_id'))).toEqual(['12', '13']);
  // Only the posts of the chosen term are in view; the others wait hidden in the page.
  await expect(posts.locator('.ha-post-tab-item-wrapper')).toHaveCount(3);
  await expect(posts.locator('.ha-post-tab-item-wrapper:visible')).toHaveCount(1);
  expect(ownErrors(problems)).toEqual([]);
});

test('hover mode: the highlight follows the pointer and only the last term of a quick pass is fetched, 200 ms later', async ({ page, problems }) => {
  await page.clock.install();
  const posts = await open(page, HOVER);
  await expect(titles(posts)).toHaveText(TRAVEL);
  const requests = recordAjax(page);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);

  await tab(posts, 'News').hover();
  await expect(tab(posts, 'News')).toHaveAttribute('aria-selected', 'true');
  await tab(posts, 'Design').hover();
  await expect(tab(posts, 'Design')).toHaveAttribute('aria-selected', 'true');
  await expect(tab(posts, 'News')).toHaveAttribute('aria-selected', 'false');

  await page.clock.runFor(190);
  // Real time (the page's clock stays paused) for a render and a request, were they due.
  await new Promise((resolve) => setTimeout(resolve, 150));
  expect(requests).toHaveLength(0);
  await expect(panel(posts)).not.toHaveAttribute('aria-busy');
  await page.clock.runFor(20);
  await expect.poll(() => requests.length).toBe(1);
  expect(fields(requests[0]).get('term_id')).toBe('12');
  await expect(titles(posts)).toHaveText(DESIGN);

  // The pointer leaving the list changes nothing; pointing back at Travel shows it without a fetch.
  await page.mouse.move(1, 1);
  await tab(posts, 'Travel').hover();
  await page.clock.runFor(250);
  await expect(titles(posts)).toHaveText(TRAVEL);
  expect(requests).toHaveLength(1);
  expect(ownErrors(problems)).toEqual([]);
});

test('keyboard, click mode: Tab reaches the selected tab, arrows move focus only, Enter and Space choose', async ({ page, problems }) => {
  const posts = await open(page, CLICK);
  const requests = recordAjax(page);
  await page.locator('.elementor-element-b1c2d01 .fixture-note').click();
  await page.keyboard.press('Tab');
  await expect(tab(posts, 'News')).toBeFocused();

  await page.keyboard.press('ArrowRight');
  await expect(tab(posts, 'Design')).toBeFocused();
  await expect(tab(posts, 'Design')).toHaveAttribute('aria-selected', 'false');
  await expect(tab(posts, 'News')).toHaveAttribute('tabindex', '0');
  await page.keyboard.press('Enter');
  await expect(tab(posts, 'Design')).toHaveAttribute('aria-selected', 'true');
  await expect(tab(posts, 'Design')).toHaveAttribute('tabindex', '0');
  await expect(titles(posts)).toHaveText(DESIGN);

  await page.keyboard.press('End');
  await expect(tab(posts, 'Travel')).toBeFocused();
  await page.keyboard.press(' ');
  await expect(titles(posts)).toHaveText(TRAVEL);
  await page.keyboard.press('ArrowRight');
  await expect(tab(posts, 'News')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(tab(posts, 'Travel')).toBeFocused();
  await page.keyboard.press('Home');
  await expect(tab(posts, 'News')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(titles(posts)).toHaveText(NEWS);
  // Up/Down do nothing in a horizontal list.
  await page.keyboard.press('ArrowDown');
  await expect(tab(posts, 'News')).toBeFocused();
  expect(requests.map((request) => fields(request).get('term_id'))).toEqual(['12', '13']);
  expect(ownErrors(problems)).toEqual([]);
});

test('keyboard, hover mode: focusing a term chooses it, like pointing at it', async ({ page, problems }) => {
  const posts = await open(page, HOVER);
  await tab(posts, 'Travel').focus();
  await page.keyboard.press('ArrowDown');
  await expect(tab(posts, 'News')).toBeFocused();
  await expect(tab(posts, 'News')).toHaveAttribute('aria-selected', 'true');
  await expect(titles(posts)).toHaveText(NEWS);
  await page.keyboard.press('ArrowUp');
  await expect(tab(posts, 'Travel')).toBeFocused();
  await expect(titles(posts)).toHaveText(TRAVEL);
  await page.keyboard.press('End');
  await expect(tab(posts, 'Design')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(titles(posts)).toHaveText(DESIGN);
  expect(ownErrors(problems)).toEqual([]);
});

for (const failure of ['500', 'abort'] as const) {
  test(`a failing backend (${failure}) leaves the previous posts, shows no error, and a later click retries`, async ({ page, problems }) => {
    await page.route(AJAX, (route) => (failure === '500' ? route.fulfill({ status: 500, body: '' }) : route.abort('failed')));
    const posts = await open(page, CLICK);
    const before = await posts.innerText();
    const failed = failure === '500' ? page.waitForResponse(AJAX) : page.waitForEvent('requestfailed', isAjax);
    await tab(posts, 'Design').click();
    await failed;

    await expect(tab(posts, 'News')).toHaveAttribute('aria-selected', 'true');
    await expect(tab(posts, 'Design')).toHaveAttribute('aria-selected', 'false');
    await expect(panel(posts)).not.toHaveAttribute('aria-busy');
    await expect(posts.locator('.ha-post-tab-loading')).toHaveCount(0);
    await expect(titles(posts)).toHaveText(NEWS);
    expect(await posts.innerText()).toBe(before);
    await expectReady(posts);
    expect(ownErrors(problems)).toEqual([]);

    await page.unroute(AJAX);
    await tab(posts, 'Design').click();
    await expect(titles(posts)).toHaveText(DESIGN);
    expect(ownErrors(problems)).toEqual([]);
  });
}

test('a slow answer for a term the visitor left never replaces the newer choice', async ({ page, problems }) => {
  let releaseDesign!: () => void;
  const designHeld = new Promise<void>((resolve) => (releaseDesign = resolve));
  let lateAnswerSent: boolean | undefined;
  await page.route(AJAX, async (route) => {
    if (fields(route.request()).get('term_id') !== '12') return route.continue();
    await designHeld;
    const body = '<div class="ha-post-tab-item-wrapper" data-term="12"><div class="ha-post-tab-item"><h2 class="ha-post-tab-title">Late design post</h2></div></div>';
    // Fails when the page already gave up on the request (aborted it).
    lateAnswerSent = await route.fulfill({ status: 200, contentType: 'text/html', body }).then(() => true, () => false);
  });
  const posts = await open(page, CLICK);
  const designRequest = page.waitForRequest((request) => isAjax(request) && fields(request).get('term_id') === '12');
  await tab(posts, 'Design').click();
  await designRequest;
  await tab(posts, 'Travel').click();
  await expect(titles(posts)).toHaveText(TRAVEL);

  releaseDesign();
  await expect.poll(() => lateAnswerSent !== undefined).toBe(true);
  // Time for a late answer to land, were it going to.
  await page.waitForTimeout(300);
  await expect(tab(posts, 'Travel')).toHaveAttribute('aria-selected', 'true');
  await expect(titles(posts)).toHaveText(TRAVEL);
  await expect(posts.getByText('Late design post')).toHaveCount(0);
  await expect(panel(posts)).not.toHaveAttribute('aria-busy');
  expect(ownErrors(problems)).toEqual([]);
});

test('going back to the shown term while another loads stops the loading', async ({ page, problems }) => {
  const release = await holdAjax(page);
  const posts = await open(page, CLICK);
  await tab(posts, 'Design').click();
  await expect(panel(posts)).toHaveAttribute('aria-busy', 'true');
  await tab(posts, 'News').click();
  await expect(panel(posts)).not.toHaveAttribute('aria-busy');
  await expect(tab(posts, 'News')).toHaveAttribute('aria-selected', 'true');
  release();
  await page.waitForTimeout(300);
  await expect(titles(posts)).toHaveText(NEWS);
  await expect(posts.locator('.ha-post-tab-item-wrapper')).toHaveCount(1);
  expect(ownErrors(problems)).toEqual([]);
});

test('HTML in an answer is sanitised: its script and onerror never run', async ({ page, problems }) => {
  await page.route(AJAX, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html; charset=utf-8',
      body:
        '<div class="ha-post-tab-item-wrapper" data-term="12"><div class="ha-post-tab-item">' +
        '<img src="/missing-thumbnail.png" onerror="window.pwned = \'onerror\'" alt="">' +
        '<h2 class="ha-post-tab-title"><a href="#safe">Safe title</a></h2>' +
        '<script>window.pwned = "script"</script></div></div>',
    }),
  );
  const posts = await open(page, CLICK);
  const imageFailed = page.waitForResponse('**/missing-thumbnail.png');
  await tab(posts, 'Design').click();
  await expect(titles(posts)).toHaveText(['Safe title']);
  await imageFailed;
  await expect(posts.locator('script')).toHaveCount(0);
  await expect(posts.locator('[onerror]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { pwned?: string }).pwned)).toBeUndefined();
  expect(ownErrors(problems)).toEqual([]);
});

test('bad settings: ready, one debug warning, and it works as a click post tab without query arguments', async ({ page, problems }) => {
  const posts = await open(page, BAD);
  await expect.poll(() => problems.warnings.filter((text) => text.includes(`ha-post-tab #${BAD}`))).toHaveLength(1);
  const [warning] = problems.warnings.filter((text) => text.includes(`ha-post-tab #${BAD}`));
  expect(warning).toMatch(/event "wobble" is not valid; using "click"/);
  expect(warning).toMatch(/query_args .* is not valid/);

  const requested = page.waitForRequest(isAjax);
  await tab(posts, 'Design').click();
  const body = fields(await requested);
  expect(body.get('term_id')).toBe('12');
  expect([...body.keys()].filter((key) => key.startsWith('post_tab_query'))).toEqual([]);
  await expect(titles(posts)).toHaveText(DESIGN);
  expect(ownErrors(problems)).toEqual([]);
});

test('unmount removes the fetched posts and restores the server markup', async ({ page, problems }) => {
  const posts = await open(page, CLICK);
  await tab(posts, 'Design').click();
  await expect(titles(posts)).toHaveText(DESIGN);
  await posts.evaluate((el) => window.haWidgets!.unmount(el));

  const items = posts.locator('.ha-post-tab-filter > li');
  await expect(posts.locator('.ha-post-tab-filter')).not.toHaveAttribute('role');
  for (let i = 0; i < 3; i++) {
    for (const name of ['role', 'id', 'tabindex', 'aria-selected', 'aria-controls']) await expect(items.nth(i)).not.toHaveAttribute(name);
  }
  await expect(items.nth(0)).toHaveClass('active');
  await expect(items.nth(1)).not.toHaveClass(/active/);
  const content = posts.locator('.ha-post-tab-content');
  for (const name of ['role', 'id', 'aria-labelledby', 'aria-busy']) await expect(content).not.toHaveAttribute(name);
  await expect(content.locator(':scope > *')).toHaveCount(1);
  await expect(content.locator(':scope > .ha-post-tab-item-wrapper')).toHaveAttribute('class', 'ha-post-tab-item-wrapper active');
  await expect(titles(posts)).toHaveText(NEWS);

  const requests = recordAjax(page);
  await items.nth(1).click();
  await page.waitForTimeout(300);
  expect(requests).toHaveLength(0);
  await expect(items.nth(1)).not.toHaveClass(/active/);
  expect(ownErrors(problems)).toEqual([]);
});

test('mounting shifts no layout', async ({ page }) => {
  await recordLayoutShift(page);
  await page.goto(PAGE);
  for (const id of [CLICK, HOVER, BAD]) {
    const posts = widget(page, id);
    await posts.scrollIntoViewIfNeeded();
    await expectReady(posts);
  }
  await page.evaluate(() => new Promise(requestAnimationFrame));
  expect(await layoutShift(page)).toBe(0);
});
