// What settings, answers and templates may do to a page (SECURITY.md): a value nested too deep is
// dropped, an answer past the cap is refused without freezing the page, sanitised HTML loads no
// styles or style URLs, and template scripts come only from allowed origins.
import { readFileSync } from 'node:fs';
import type { Page, Request } from '@playwright/test';
import { test, expect, widget, expectReady, rewrite } from '../helpers';

const AJAX = '**/wp-admin/admin-ajax.php';
const TEMPLATE = '**/wp-json/happy-addons/v1/template?**';

/** Every request the page makes from now on whose URL matches. */
function requestsTo(page: Page, pattern: RegExp): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => pattern.test(request.url()) && seen.push(request));
  return seen;
}

/** Posts answer HTML with `items` posts, each `post` with its number. */
const postsAnswer = (items: number, post: (n: number) => string) =>
  `<div class="ha-post-tab-item-wrapper" data-term="x">${Array.from({ length: items }, (_, n) => post(n)).join('')}</div>`;

test('a chart whose first label is nested 20,000 deep draws with the rest of its config', async ({ page }) => {
  const deep = '['.repeat(20_000) + '&quot;January&quot;' + ']'.repeat(20_000);
  await rewrite(page, '/widgets/bar-chart.html', (html) => html.replace('&quot;labels&quot;:[&quot;January&quot;', `&quot;labels&quot;:[${deep}`));
  const warnings: string[] = [];
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
  await page.goto('/widgets/bar-chart.html');
  const chart = widget(page, 'bc000001');
  await chart.scrollIntoViewIfNeeded();
  await expectReady(chart);
  await expect(chart.locator('canvas')).toBeVisible();
  expect(warnings.join('\n')).toMatch(/bc000001: chart .* is not valid/);
});

test('a 5 MB post tab answer is refused: the posts stay as they were and the next click is answered at once', async ({ page }) => {
  const huge = postsAnswer(20_000, (n) => `<div class="ha-post-tab-item"><h2 class="ha-post-tab-title"><a href="#p${n}">Post ${n}</a></h2><p>${'Lorem ipsum dolor sit amet. '.repeat(8)}</p></div>`);
  expect(huge.length).toBeGreaterThan(5_000_000);
  const warnings: string[] = [];
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
  await page.goto('/widgets/post-tab.html');
  const posts = widget(page, '5a1c3e7');
  await posts.scrollIntoViewIfNeeded();
  await expectReady(posts);
  const design = posts.getByRole('tab', { name: 'Design' });
  const term = await design.evaluate((tab) => tab.closest('[data-term]')?.getAttribute('data-term'));
  await page.route(AJAX, (route) =>
    new URLSearchParams(route.request().postData() ?? '').get('term_id') === term
      ? route.fulfill({ status: 200, contentType: 'text/html', body: huge })
      : route.fallback(),
  );
  const answered = page.waitForResponse(AJAX);
  await design.click();
  await answered;
  // The click right after the answer arrived is handled while the page would have been busy with it.
  await posts.getByRole('tab', { name: 'Travel' }).click({ timeout: 3000 });
  await expect(posts.getByRole('tab', { name: 'Travel' })).toHaveAttribute('aria-selected', 'true', { timeout: 3000 });
  await expect(posts.locator('.ha-post-tab-title:visible')).toHaveText(
    ['Three days on the coast road', 'Packing light for city trips', 'Night trains worth taking'],
  );
  await expect(posts.locator('.ha-post-tab-title', { hasText: 'Post 1' })).toHaveCount(0);
  expect(warnings.join('\n')).toMatch(/larger than 2097152 bytes/);
});

test('a sanitised answer shows its images but loads no stylesheet, import or style URL', async ({ page }) => {
  const answer = postsAnswer(
    1,
    () =>
      `<style>@import url("/trap/import.css"); .ha-post-tab-item { background: url("/trap/rule.png") }</style>` +
      `<link rel="stylesheet" href="/trap/link.css">` +
      `<div class="ha-post-tab-item" style="color: rgb(1, 2, 3); background-image: url('/trap/attribute.png')">` +
      `<img src="/assets/shared/content.png" alt="Content" width="10" height="10">` +
      `<h2 class="ha-post-tab-title" style="list-style-image: u\\72 l(/trap/escaped.png)"><a href="#x">Styled post</a></h2></div>`,
  );
  await page.route(AJAX, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: answer }));
  await page.route('**/trap/**', (route) => route.fulfill({ status: 200, body: '' }));
  await page.route('**/assets/shared/content.png', (route) => route.fulfill({ status: 200, contentType: 'image/png', body: '' }));
  const traps = requestsTo(page, /\/trap\//);
  const images = requestsTo(page, /content\.png/);
  await page.goto('/widgets/post-tab.html');
  const posts = widget(page, '5a1c3e7');
  await posts.scrollIntoViewIfNeeded();
  await expectReady(posts);
  await posts.getByRole('tab', { name: 'Design' }).click();
  await expect(posts.locator('.ha-post-tab-title:visible')).toHaveText(['Styled post']);
  const item = posts.locator('.ha-post-tab-item', { hasText: 'Styled post' });
  await expect(item).toHaveCSS('color', 'rgb(1, 2, 3)');
  expect(await posts.locator('style, link').count()).toBe(0);
  await expect.poll(() => images.length).toBeGreaterThan(0);
  await page.waitForTimeout(300);
  expect(traps.map((request) => request.url())).toEqual([]);
});

test.describe('dropbar template scripts', () => {
  // Another origin, served by a route (outside hosts do not resolve in the tests).
  const ELSEWHERE = 'https://scripts.example.net/template-marker.js';

  async function openWithScriptFrom(page: Page, config: string): Promise<void> {
    const marker = readFileSync(new URL('../../../fixtures/assets/dropbar/template-marker.js', import.meta.url), 'utf8');
    await page.route(ELSEWHERE, (route) => route.fulfill({ contentType: 'text/javascript', body: marker }));
    await rewrite(page, '/widgets/dropbar.html', (html) => html.replace('window.haWidgetsConfig = { debug: true };', `window.haWidgetsConfig = ${config};`));
    await page.route(TEMPLATE, (route) =>
      route.fulfill({
        json: { template_content: '<h3>Help centre</h3>', template_scripts: [ELSEWHERE], template_styles: [] },
      }),
    );
    await page.goto('/widgets/dropbar.html');
    const help = widget(page, 'd70b003');
    await expectReady(help);
    await help.locator('.ha-dropbar__button').click();
  }

  test("are refused from an origin other than the template endpoint's", async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    const scripts = requestsTo(page, /scripts\.example\.net/);
    await openWithScriptFrom(page, '{ debug: true }');
    await expect.poll(() => warnings.join('\n')).toMatch(/template scripts refused/);
    await expect(widget(page, 'd70b003').getByRole('heading', { name: 'Help centre' })).toHaveCount(0);
    await expect(page.locator('#dropbar-script-runs')).toHaveText('Template script runs: 0');
    expect(scripts).toEqual([]);
  });

  test('load from an origin the site lists in templateScriptOrigins', async ({ page }) => {
    await openWithScriptFrom(page, `{ debug: true, templateScriptOrigins: ['https://scripts.example.net'] }`);
    await expect(widget(page, 'd70b003').getByRole('heading', { name: 'Help centre' })).toBeVisible();
    await expect(page.locator('#dropbar-script-runs')).toHaveText('Template script runs: 1');
  });
});
