import type { Locator, Page, Request } from '@playwright/test';
import { test, expect, widget, expectReady, ownErrors, unmountRestores } from '../helpers';
import { AJAX, answerAjax, hang } from '../ajax-faults';

const PAGE = '/widgets/smart-post-list.html';
const LIST = '6f7a8b9';
const BAD = '6f7a8c0';
const isAjax = (request: Request) => request.url().includes('/wp-admin/admin-ajax.php');
const fields = (request: Request) => new URLSearchParams(request.postData() ?? '');

// The demo backend's posts, newest first, four a page.
const ALL = [
  ['A new home for the studio', 'Colour systems that scale', 'Three days on the coast road', 'Spring release notes'],
  ['Type pairing for long reads', 'Packing light for city trips', 'We are hiring designers', 'Night trains worth taking'],
  ['Grids, gutters and rhythm', 'Our year in numbers'],
];
const TRAVEL = ['Three days on the coast road', 'Packing light for city trips', 'Night trains worth taking'];

async function open(page: Page, id = LIST): Promise<Locator> {
  await page.goto(PAGE);
  const list = widget(page, id);
  await list.scrollIntoViewIfNeeded();
  await expectReady(list);
  return list;
}

const titles = (list: Locator) => list.locator('.ha-spl-list-title');
const prev = (list: Locator) => list.getByRole('button', { name: 'Previous posts' });
const next = (list: Locator) => list.getByRole('button', { name: 'Next posts' });
const term = (list: Locator, name: string) => list.getByRole('button', { name, exact: true });

function recordAjax(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => isAjax(request) && requests.push(request));
  return requests;
}

test('previous is disabled at offset 0; next pages through the posts and is disabled when a page returns nothing', async ({ page, problems }) => {
  const list = await open(page);
  const requests = recordAjax(page);
  await expect(titles(list)).toHaveText(ALL[0]);
  await expect(prev(list)).toBeDisabled();
  await expect(next(list)).toBeEnabled();

  await next(list).click();
  await expect(titles(list)).toHaveText(ALL[1]);
  const sent = fields(requests[0]);
  expect(sent.get('action')).toBe('ha_smart_post_list_action');
  expect(sent.get('security')).toBe('4f2a9c1e7b');
  expect(sent.get('offset')).toBe('4');
  expect(sent.get('termId')).toBe('');
  expect(sent.get('querySettings[per_page]')).toBe('4');
  await expect(prev(list)).toBeEnabled();
  await expect(list.getByRole('status')).toHaveText('All: 4 posts shown.');

  await next(list).click();
  await expect(titles(list)).toHaveText(ALL[2]);
  await next(list).click();
  // The empty page leaves the posts in place and turns next off; focus moves to previous.
  await expect(next(list)).toBeDisabled();
  await expect(titles(list)).toHaveText(ALL[2]);
  await expect(prev(list)).toBeFocused();
  expect(requests.map((request) => fields(request).get('offset'))).toEqual(['4', '8', '12']);

  await page.keyboard.press('Enter');
  await expect(titles(list)).toHaveText(ALL[1]);
  await expect(next(list)).toBeEnabled();
  await page.keyboard.press('Enter');
  await expect(titles(list)).toHaveText(ALL[0]);
  await expect(prev(list)).toBeDisabled();
  // Previous went off under the keyboard: focus is on next, not lost.
  await expect(next(list)).toBeFocused();
  expect(ownErrors(problems)).toEqual([]);
});

test('the term filter shows the first page of one term, and paging keeps the term', async ({ page, problems }) => {
  const list = await open(page);
  const requests = recordAjax(page);
  await next(list).click();
  await expect(titles(list)).toHaveText(ALL[1]);

  await term(list, 'Travel').click();
  await expect(titles(list)).toHaveText(TRAVEL);
  expect(fields(requests[1]).get('termId')).toBe('13');
  expect(fields(requests[1]).get('offset')).toBe('0');
  await expect(term(list, 'Travel')).toHaveAttribute('aria-pressed', 'true');
  await expect(term(list, 'Travel')).toHaveClass(/ha-active/);
  await expect(term(list, 'All')).toHaveAttribute('aria-pressed', 'false');
  await expect(prev(list)).toBeDisabled();
  await expect(list.getByRole('status')).toHaveText('Travel: 3 posts shown.');

  await next(list).click();
  await expect(next(list)).toBeDisabled();
  expect(fields(requests[2]).get('termId')).toBe('13');
  expect(fields(requests[2]).get('offset')).toBe('4');

  // Keyboard: Tab reaches the terms, Space chooses one.
  await term(list, 'All').focus();
  await page.keyboard.press('Space');
  await expect(titles(list)).toHaveText(ALL[0]);
  await expect(next(list)).toBeEnabled();
  expect(ownErrors(problems)).toEqual([]);
});

test('a failing request (500, no network, malformed) changes nothing, and the filter goes back to the term shown', async ({ page, problems }) => {
  const list = await open(page);
  await page.route(AJAX, (route) => route.fulfill({ status: 500, body: '' }));
  await next(list).click();
  await term(list, 'News').click();
  await expect(term(list, 'All')).toHaveAttribute('aria-pressed', 'true');
  await expect(titles(list)).toHaveText(ALL[0]);
  await expect(prev(list)).toBeDisabled();
  await expect(next(list)).toBeEnabled();

  await page.unroute(AJAX);
  await page.route(AJAX, (route) => route.abort('internetdisconnected'));
  await next(list).click();
  await expect(list.locator('.ha-spl-grid-area')).not.toHaveAttribute('aria-busy');
  await expect(titles(list)).toHaveText(ALL[0]);

  await page.unroute(AJAX);
  await page.route(AJAX, (route) => route.fulfill({ contentType: 'application/json', body: '[1, 2]' }));
  await next(list).click();
  await expect(list.locator('.ha-spl-grid-area')).not.toHaveAttribute('aria-busy');
  await expect(titles(list)).toHaveText(ALL[0]);
  await expect(next(list)).toBeEnabled();

  await page.unroute(AJAX);
  await next(list).click();
  await expect(titles(list)).toHaveText(ALL[1]);
  expect(ownErrors(problems)).toEqual([]);
});

test('a request that never answers leaves the posts and every control usable, is given up after 30 s, and the next click takes over', async ({ page, problems }) => {
  await page.clock.install();
  const list = await open(page);
  await answerAjax(page, hang);
  await next(list).click();
  await expect(list.locator('.ha-spl-grid-area')).toHaveAttribute('aria-busy', 'true');
  await term(list, 'News').click();
  await page.clock.runFor(29_000);
  // Nothing is lost while it waits: the posts shown, the buttons still work, the choice still shows.
  await expect(titles(list)).toHaveText(ALL[0]);
  await expect(next(list)).toBeEnabled();
  await expect(prev(list)).toBeDisabled();
  await expect(term(list, 'News')).toHaveAttribute('aria-pressed', 'true');
  // Given up after 30 s like a failed request: no longer busy, and the pressed term is again the one shown.
  await page.clock.runFor(1_000);
  await expect(list.locator('.ha-spl-grid-area')).not.toHaveAttribute('aria-busy');
  await expect(term(list, 'News')).toHaveAttribute('aria-pressed', 'false');
  await expect(titles(list)).toHaveText(ALL[0]);
  await expect(list.getByRole('status')).toHaveText('');

  // A newer click aborts the hung one and its own answer shows.
  await answerAjax(page, null);
  await term(list, 'Travel').click();
  await expect(titles(list)).toHaveText(TRAVEL);
  await expect(term(list, 'Travel')).toHaveAttribute('aria-pressed', 'true');
  await expect(term(list, 'News')).toHaveAttribute('aria-pressed', 'false');
  await expect(list.locator('.ha-spl-grid-area')).not.toHaveAttribute('aria-busy');
  await expect(list.getByRole('status')).toHaveText('Travel: 3 posts shown.');
  expect(ownErrors(problems)).toEqual([]);
});

test('answers are sanitised, and a newer click wins over a pending one', async ({ page, problems }) => {
  const list = await open(page);
  await page.route(AJAX, async (route) => {
    const offset = new URLSearchParams(route.request().postData() ?? '').get('termId');
    if (offset === '11') {
      // The slow answer to the first click must not land.
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.fulfill({ contentType: 'text/html', body: '<div class="ha-spl-list"><h2 class="ha-spl-list-title">Late</h2></div>' });
      return;
    }
    await route.fulfill({
      contentType: 'text/html',
      body: '<div class="ha-spl-list"><h2 class="ha-spl-list-title">Clean</h2><img src="data:," onerror="window.__pwned = 1"></div><script>window.__pwned = 2</script>',
    });
  });
  await term(list, 'News').click();
  await term(list, 'Design').click();
  await expect(titles(list)).toHaveText(['Clean']);
  await page.waitForTimeout(800);
  await expect(titles(list)).toHaveText(['Clean']);
  await expect(term(list, 'Design')).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(list.locator('script, [onerror]')).toHaveCount(0);
  expect(ownErrors(problems)).toEqual([]);
});

test('bad settings: one warning, pages of the default four; unmount puts the server markup back', async ({ page, problems }) => {
  const list = await open(page, BAD);
  expect(problems.warnings.filter((text) => text.includes(BAD))).toHaveLength(1);
  const requests = recordAjax(page);
  await next(list).click();
  await expect(titles(list)).toHaveText(ALL[1]);
  expect(fields(requests[0]).get('offset')).toBe('4');
  expect(await unmountRestores(page, BAD)).toBe(true);
});

test('on a phone the drop-down chooses the term, and it follows the term shown', async ({ page, problems }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const list = await open(page);
  const requests = recordAjax(page);
  const select = list.getByRole('combobox', { name: 'Filter posts' });
  await expect(select).toBeVisible();
  await expect(list.locator('.ha-spl-filter-list')).toBeHidden();
  await select.selectOption('Design');
  await expect(titles(list)).toHaveText(['Colour systems that scale', 'Spring release notes', 'Type pairing for long reads', 'We are hiring designers']);
  expect(fields(requests[0]).get('termId')).toBe('12');
  await expect(list.getByRole('status')).toHaveText('Design: 4 posts shown.');

  // A failed choice puts the drop-down back on the term whose posts are shown.
  await page.route(AJAX, (route) => route.fulfill({ status: 500 }));
  await select.selectOption('Travel');
  await expect(select).toHaveValue('Design');
  expect(ownErrors(problems)).toEqual([]);
});
