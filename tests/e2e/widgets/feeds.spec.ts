import type { Locator, Page, Request } from '@playwright/test';
import { test, expect, widget, expectReady, ownErrors, unmountRestores, recordLayoutShift, layoutShift } from '../helpers';

const AJAX = '**/wp-admin/admin-ajax.php';
const isAjax = (request: Request) => request.url().includes('/wp-admin/admin-ajax.php');
const fields = (request: Request) => new URLSearchParams(request.postData() ?? '');

// The three feeds share the load-more module; each is driven the same way on its own page.
const FEEDS = [
  { name: 'twitter', page: '/widgets/twitter-feed.html', id: '7a1b2c3', bad: '7a1b2c4', action: 'ha_twitter_feed_action', item: '.ha-tweet-item', button: 'Load More', noun: 'tweets' },
  { name: 'instagram', page: '/widgets/instagram-feed.html', id: '8b2c3d4', bad: '8b2c3d5', action: 'ha_instagram_feed_action', item: '.ha-insta-item', button: 'Load More', noun: 'photos' },
  { name: 'facebook', page: '/widgets/facebook-feed.html', id: '9c3d4e5', bad: '9c3d4e6', action: 'ha_facebook_feed_action', item: '.ha-facebook-item', button: 'Load More', noun: 'posts' },
] as const;

async function open(page: Page, path: string, id: string): Promise<Locator> {
  await page.goto(path);
  const feed = widget(page, id);
  await feed.scrollIntoViewIfNeeded();
  await expectReady(feed);
  return feed;
}

/** Holds every ajax request until the returned function is called. */
async function holdAjax(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(AJAX, async (route) => {
    await held;
    await route.continue().catch(() => {});
  });
  return release;
}

for (const feed of FEEDS) {
  test(`${feed.name} feed: load more is disabled during the request, appends and announces three more, then reads All Loaded`, async ({ page, problems }) => {
    const release = await holdAjax(page);
    const box = await open(page, feed.page, feed.id);
    const items = box.locator(feed.item);
    const button = box.getByRole('button', { name: feed.button });
    await expect(items).toHaveCount(3);
    const requests: Request[] = [];
    page.on('request', (request) => isAjax(request) && requests.push(request));

    await button.click();
    await expect(button).toBeDisabled();
    await expect(box.locator('[aria-busy="true"]')).toHaveCount(1);
    // A second click while the first request runs sends nothing.
    await button.click({ force: true });
    release();
    await expect(items).toHaveCount(6);
    await expect(button).toBeEnabled();
    await expect(box.getByRole('status')).toHaveText(`3 more ${feed.noun} loaded.`);
    await expect(box.locator('[aria-busy]')).toHaveCount(0);
    expect(requests).toHaveLength(1);
    const sent = fields(requests[0]);
    expect(sent.get('action')).toBe(feed.action);
    expect(sent.get('security')).toBe('4f2a9c1e7b');
    expect(sent.get('loaded_item')).toBe('3');
    expect(sent.get('query_settings[per_page]')).toBe('3');
    await expect(items.nth(5)).toContainText('#6');

    // The keyboard works the same; nine of nine shown: All Loaded, then the button goes.
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(items).toHaveCount(9);
    expect(fields(requests[1]).get('loaded_item')).toBe('6');
    await expect(box.getByRole('button', { name: 'All Loaded' })).toBeVisible();
    await expect(box.getByRole('status')).toHaveText(`3 more ${feed.noun} loaded. All loaded.`);
    await expect(box.locator('.loaded')).toBeHidden();
    // Focus does not fall back to the page: it lands in the list.
    expect(await box.evaluate((el) => el.contains(document.activeElement) && document.activeElement !== document.body)).toBe(true);
    expect(requests).toHaveLength(2);
    expect(ownErrors(problems)).toEqual([]);
  });
}

test('twitter feed: All Loaded shows for 800 ms before the button hides', async ({ page }) => {
  await page.clock.install();
  const box = await open(page, FEEDS[0].page, FEEDS[0].id);
  const button = box.locator('.ha-twitter-load-more');
  await button.click();
  await expect(box.locator('.ha-tweet-item')).toHaveCount(6);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await button.click();
  await expect(button).toHaveText('All Loaded');
  await page.clock.runFor(790);
  await expect(button).toBeVisible();
  await page.clock.runFor(20);
  await expect(button).toBeHidden();
});

test('a failing request (500, no network, a hang, malformed) is silent: the button works again and nothing is lost', async ({ page, problems }) => {
  const box = await open(page, FEEDS[0].page, FEEDS[0].id);
  const items = box.locator('.ha-tweet-item');
  const button = box.getByRole('button', { name: 'Load More' });

  await page.route(AJAX, (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
  await button.click();
  await expect(button).toBeEnabled();
  await expect(items).toHaveCount(3);
  await expect(button).toHaveText('Load More');

  await page.unroute(AJAX);
  await page.route(AJAX, (route) => route.abort('internetdisconnected'));
  await button.click();
  await expect(button).toBeEnabled();
  await expect(items).toHaveCount(3);

  // A request that hangs keeps the button disabled (one request at a time) until it gives up.
  await page.unroute(AJAX);
  await page.route(AJAX, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.abort('timedout');
  });
  await button.click();
  await expect(button).toBeDisabled();
  await expect(items).toHaveCount(3);
  await expect(button).toBeEnabled({ timeout: 5000 });
  await expect(items).toHaveCount(3);

  // Malformed answers (JSON, the CMS's "0") are not "nothing left" either.
  await page.unroute(AJAX);
  await page.route(AJAX, (route) => route.fulfill({ contentType: 'application/json', body: '{"items": 3}' }));
  await button.click();
  await expect(button).toBeEnabled();
  await page.unroute(AJAX);
  await page.route(AJAX, (route) => route.fulfill({ contentType: 'text/html', body: '0' }));
  await button.click();
  await expect(button).toBeEnabled();
  await expect(button).toHaveText('Load More');
  await expect(items).toHaveCount(3);
  await expect(box.getByRole('status')).toHaveText('');

  await page.unroute(AJAX);
  await button.click();
  await expect(items).toHaveCount(6);
  expect(ownErrors(problems)).toEqual([]);
});

test('loaded items are sanitised: a script payload in the answer never runs', async ({ page, problems }) => {
  const box = await open(page, FEEDS[2].page, FEEDS[2].id);
  await page.route(AJAX, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body:
        '<div class="ha-facebook-item"><div class="ha-facebook-content"><p>Safe text</p>' +
        '<img src="data:," onerror="window.__pwned = 1"><a href="javascript:window.__pwned = 2">link</a></div></div>' +
        '<script>window.__pwned = 3</script><style>body { display: none }</style>',
    }),
  );
  await box.getByRole('button', { name: 'Load More' }).click();
  await expect(box.locator('.ha-facebook-item')).toHaveCount(4);
  await expect(box.locator('.ha-facebook-item').last()).toContainText('Safe text');
  await box.locator('.ha-facebook-item a').last().click();
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(box.locator('script, style, [onerror]')).toHaveCount(0);
  await expect(page.locator('body')).toBeVisible();
  expect(ownErrors(problems)).toEqual([]);
});

test('bad settings: one debug warning, then the button loads until an answer comes back empty', async ({ page, problems }) => {
  const box = await open(page, FEEDS[1].page, FEEDS[1].bad);
  expect(problems.warnings.filter((text) => text.includes(FEEDS[1].bad))).toHaveLength(1);
  const button = box.locator('.ha-insta-load-more');
  const items = box.locator('.ha-insta-item');
  for (const count of [6, 9]) {
    await button.click();
    await expect(items).toHaveCount(count);
  }
  // Without a total only an empty answer says nothing is left.
  await expect(button).toHaveText('Load More');
  await button.click();
  await expect(button).toHaveText('All Loaded');
  await expect(button).toBeHidden();
  await expect(items).toHaveCount(9);
  expect(ownErrors(problems)).toEqual([]);
});

test('unmounting puts the server markup back, loaded items and the hidden button included', async ({ page }) => {
  const box = await open(page, FEEDS[0].page, FEEDS[0].id);
  const button = box.locator('.ha-twitter-load-more');
  await button.click();
  await expect(box.locator('.ha-tweet-item')).toHaveCount(6);
  await button.click();
  await expect(button).toBeHidden();
  expect(await unmountRestores(page, FEEDS[0].id)).toBe(true);
});

test('mounting moves nothing on any of the load-more and post list pages', async ({ page }) => {
  await recordLayoutShift(page);
  const pages: [string, string][] = [
    ...FEEDS.map((feed) => [feed.page, feed.id] as [string, string]),
    ['/widgets/post-grid.html', '4d0e5f6'],
    ['/widgets/happy-loop-grid.html', '5e6f7a8'],
    ['/widgets/smart-post-list.html', '6f7a8b9'],
  ];
  for (const [path, id] of pages) {
    await page.goto(path);
    await expectReady(widget(page, id));
    expect(await layoutShift(page), path).toBeLessThan(0.001);
  }
});
