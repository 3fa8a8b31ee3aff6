import type { Locator, Page, Request } from '@playwright/test';
import { test, expect, widget, expectReady, ownErrors, unmountRestores } from '../helpers';
import { AJAX, FAILING_ANSWERS, answerAjax, hang } from '../ajax-faults';

const GRID_PAGE = '/widgets/post-grid.html';
const LOOP_PAGE = '/widgets/happy-loop-grid.html';
const SKINS = ['classic', 'hawai', 'standard', 'monastic', 'stylica', 'outbox', 'crossroad'];
const gridId = (index: number) => `4d${index}e5f6`;
const LOOP = '5e6f7a8';
const isAjax = (request: Request) => request.url().includes('/wp-admin/admin-ajax.php');
const fields = (request: Request) => new URLSearchParams(request.postData() ?? '');

async function open(page: Page, path: string, id: string): Promise<Locator> {
  await page.goto(path);
  const grid = widget(page, id);
  await grid.scrollIntoViewIfNeeded();
  await expectReady(grid);
  return grid;
}

function recordAjax(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => isAjax(request) && requests.push(request));
  return requests;
}

test('post grid: Load More sends querySettings and loadedItem, shows its spinner while disabled, marks loaded posts, and an empty answer reads All Loaded', async ({ page, problems }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(AJAX, async (route) => {
    await held;
    await route.continue().catch(() => {});
  });
  const grid = await open(page, GRID_PAGE, gridId(0));
  const requests = recordAjax(page);
  const posts = grid.locator('.ha-pg-item');
  const button = grid.getByRole('button', { name: 'Load More' });

  await button.click();
  await expect(button).toBeDisabled();
  await expect(button.locator('.eicon-loading')).toBeVisible();
  release();
  await expect(posts).toHaveCount(6);
  await expect(button).toBeEnabled();
  await expect(button.locator('.eicon-loading')).toBeHidden();
  await expect(grid.locator('.ha-pg-item-loaded')).toHaveCount(3);
  await expect(grid.getByRole('status')).toHaveText('3 more posts loaded.');
  const sent = fields(requests[0]);
  expect(sent.get('action')).toBe('hapro_post_grid_action');
  expect(sent.get('security')).toBe('4f2a9c1e7b');
  expect(sent.get('loadedItem')).toBe('3');
  expect(sent.get('querySettings[posts_per_page]')).toBe('3');
  expect(sent.get('querySettings[_skin]')).toBe('classic');

  await page.unroute(AJAX);
  for (const count of [9, 10]) {
    await button.click();
    await expect(posts).toHaveCount(count);
  }
  await expect(button).toHaveText('Load More');
  await button.click();
  await expect(grid.getByRole('button', { name: 'All Loaded' })).toBeVisible();
  await expect(grid.getByRole('status')).toHaveText('All loaded.');
  await expect(grid.locator('.ha-pg-loadmore')).toBeHidden();
  expect(requests.map((request) => fields(request).get('loadedItem'))).toEqual(['3', '6', '9', '10']);
  expect(ownErrors(problems)).toEqual([]);
});

test('post grid: every skin mounts from ha-post-grid.{skin} and loads its next posts', async ({ page, problems }) => {
  await page.goto(GRID_PAGE);
  const requests = recordAjax(page);
  for (const [index, skin] of SKINS.entries()) {
    const grid = widget(page, gridId(index));
    await expect(grid).toHaveAttribute('data-widget_type', `ha-post-grid.${skin}`);
    await grid.scrollIntoViewIfNeeded();
    await expectReady(grid);
    await grid.getByRole('button', { name: 'Load More' }).click();
    await expect(grid.locator('.ha-pg-item')).toHaveCount(6);
  }
  expect(requests.map((request) => fields(request).get('querySettings[_skin]'))).toEqual(SKINS);
  expect(ownErrors(problems)).toEqual([]);
});

/**
 * Meets every failing answer, then a hang, on one page (its clock installed before it loaded): each
 * time the visitor sees the same items, the button usable again with its own text, no spinner and
 * nothing announced; a hang keeps the button busy (one request at a time) until it is given up.
 */
async function failuresAreSilent(page: Page, grid: Locator, item: string, shown: number): Promise<void> {
  const items = grid.locator(item);
  const button = grid.getByRole('button', { name: 'Load More' });
  const unchanged = async (fault: string) => {
    await expect(button, fault).toBeEnabled();
    await expect(items, fault).toHaveCount(shown);
    await expect(button, fault).toHaveText('Load More');
    await expect(button, fault).toBeVisible();
    await expect(button.locator('.eicon-loading'), fault).toBeHidden();
    await expect(grid.locator('[aria-busy]'), fault).toHaveCount(0);
    await expect(grid.getByRole('status'), fault).toHaveText('');
  };
  for (const [fault, answer] of Object.entries(FAILING_ANSWERS)) {
    await answerAjax(page, answer);
    await button.click();
    await unchanged(fault);
  }

  await answerAjax(page, hang);
  await button.click();
  await expect(button).toBeDisabled();
  await expect(button.locator('.eicon-loading')).toBeVisible();
  await page.clock.runFor(20_000);
  await expect(button).toBeDisabled();
  await expect(items).toHaveCount(shown);
  // The load-more request is given up after 30 s, as a failure.
  await page.clock.runFor(10_000);
  await unchanged('hang');
}

test('post grid: failing answers (500, no network, malformed, not HTML, a PHP notice, cut off) and a hang are silent, the button works again; a script payload never runs', async ({ page, problems }) => {
  await page.clock.install();
  const grid = await open(page, GRID_PAGE, gridId(0));
  const posts = grid.locator('.ha-pg-item');
  const button = grid.getByRole('button', { name: 'Load More' });
  await failuresAreSilent(page, grid, '.ha-pg-item', 3);
  // A later good answer is taken as ever.
  await answerAjax(page, null);
  await button.click();
  await expect(posts).toHaveCount(6);
  await expect(grid.getByRole('status')).toHaveText('3 more posts loaded.');

  await page.route(AJAX, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<article class="ha-pg-item"><h2 class="ha-pg-title"><a href="javascript:window.__pwned=1">Injected</a></h2><img src="data:," onerror="window.__pwned=2"></article><script>window.__pwned=3</script>',
    }),
  );
  await button.click();
  await expect(posts).toHaveCount(7);
  // The javascript: address is gone with the rest: the title is text, and clicking it runs nothing.
  await expect(grid.getByRole('link', { name: 'Injected' })).toHaveCount(0);
  await grid.getByText('Injected').click();
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(grid.locator('script, [onerror]')).toHaveCount(0);
  expect(ownErrors(problems)).toEqual([]);
});

test('post grid: bad settings give one warning and the default query; unmount puts the server markup back', async ({ page, problems }) => {
  const grid = await open(page, GRID_PAGE, '4d9e5f6');
  expect(problems.warnings.filter((text) => text.includes('4d9e5f6'))).toHaveLength(1);
  const requests = recordAjax(page);
  await grid.getByRole('button', { name: 'Load More' }).click();
  await expect(grid.locator('.ha-pg-item')).toHaveCount(6);
  expect([...fields(requests[0]).keys()].filter((key) => key.startsWith('querySettings'))).toEqual([]);
  expect(await unmountRestores(page, '4d9e5f6')).toBe(true);
});

test('loop grid: failing answers (500, no network, malformed, not HTML, a PHP notice, cut off) and a hang are silent; then Load More sends the wrapper query (hapro_loop_grid_action) until an empty answer, then All Loaded', async ({ page, problems }) => {
  await page.clock.install();
  const grid = await open(page, LOOP_PAGE, LOOP);
  const items = grid.locator('.ha-hlg-grid-item');
  const button = grid.getByRole('button', { name: 'Load More' });
  await failuresAreSilent(page, grid, '.ha-hlg-grid-item', 4);
  await answerAjax(page, null);

  const requests = recordAjax(page);
  for (const count of [8, 10]) {
    await button.click();
    await expect(items).toHaveCount(count);
  }
  const sent = fields(requests[0]);
  expect(sent.get('action')).toBe('hapro_loop_grid_action');
  expect(sent.get('loadedItem')).toBe('4');
  expect(sent.get('querySettings[posts_per_page]')).toBe('4');
  expect(sent.get('querySettings[template_id]')).toBe('900');
  await button.press('Enter');
  const loaded = grid.locator('.ha-hlg-loadmore');
  await expect(loaded).toHaveText('All Loaded');
  await expect(loaded).toBeHidden();
  // The visitor was on the button: focus goes to the last post's link.
  await expect(items.last().getByRole('link').last()).toBeFocused();
  expect(ownErrors(problems)).toEqual([]);
  expect(await unmountRestores(page, LOOP)).toBe(true);
});
