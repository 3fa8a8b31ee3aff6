// @vitest-environment node
// The demo backend behind `npm start` and the browser tests: each route answered over real HTTP.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

type HandleDemo = (req: http.IncomingMessage, res: http.ServerResponse, url: URL) => Promise<boolean>;

let server: http.Server;
let base: string;

beforeAll(async () => {
  const modulePath = new URL('../../../server/demo-backend.mjs', import.meta.url).href;
  const { handleDemo } = (await import(/* @vite-ignore */ modulePath)) as { handleDemo: HandleDemo };
  server = http.createServer(async (req, res) => {
    if (!(await handleDemo(req, res, new URL(req.url!, 'http://localhost')))) res.writeHead(404).end('not a demo route');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.spyOn(console, 'log').mockImplementation(() => {});
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

function ajax(fields: Record<string, string>, withSecurity = true) {
  const body = new URLSearchParams(withSecurity ? { security: '4f2a9c1e7b', ...fields } : fields);
  return fetch(`${base}/wp-admin/admin-ajax.php`, { method: 'POST', body });
}

const countOf = (html: string, className: string) => html.split(`class="${className}`).length - 1;

describe('admin-ajax actions', () => {
  it('ha_post_tab_action answers a wrapper for the term with its posts', async () => {
    const response = await ajax({ action: 'ha_post_tab_action', term_id: '13', 'post_tab_query[posts_per_page]': '2' });
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const html = await response.text();
    expect(html).toMatch(/^<div class="ha-post-tab-item-wrapper" data-term="13">/);
    expect(countOf(html, 'ha-post-tab-item"')).toBe(2);
    expect(html).toContain('Three days on the coast road');
    expect(html).not.toContain('Colour systems');
  });

  it.each([
    ['ha_twitter_feed_action', 'ha-tweet-item'],
    ['ha_instagram_feed_action', 'ha-insta-item'],
    ['ha_facebook_feed_action', 'ha-facebook-item'],
  ])('%s continues from loaded_item and answers empty past the total', async (action, itemClass) => {
    const first = await (await ajax({ action, loaded_item: '0', 'query_settings[per_page]': '2' })).text();
    expect(countOf(first, itemClass)).toBe(2);
    expect(first).toContain('#1<');
    const last = await (await ajax({ action, loaded_item: '7' })).text();
    expect(countOf(last, itemClass)).toBe(2);
    expect(last).toContain('#8<');
    expect(last).toContain('#9<');
    expect(await (await ajax({ action, loaded_item: '9' })).text()).toBe('');
  });

  it('ha_mailchimp_ajax reads the serialised form and answers {status, msg}', async () => {
    const ok = await ajax({ action: 'ha_mailchimp_ajax', subscriber_info: 'email=ann%40example.com&fname=Ann', list_id: 'abc', post_id: '100', widget_id: 'w1' });
    expect(ok.headers.get('content-type')).toMatch(/application\/json/);
    expect(await ok.json()).toEqual({ status: true, msg: expect.stringContaining('ann@example.com') });
    const failed = await (await ajax({ action: 'ha_mailchimp_ajax', subscriber_info: 'email=fail%40example.com' })).json();
    expect(failed).toEqual({ status: false, msg: expect.stringContaining('refused') });
    const invalid = await (await ajax({ action: 'ha_mailchimp_ajax', subscriber_info: 'email=nope' })).json();
    expect(invalid.status).toBe(false);
  });

  it('reads multipart form posts too', async () => {
    const body = new FormData();
    body.set('action', 'ha_mailchimp_ajax');
    body.set('security', '4f2a9c1e7b');
    body.set('subscriber_info', 'email=bo%40example.com');
    const answer = await (await fetch(`${base}/wp-admin/admin-ajax.php`, { method: 'POST', body })).json();
    expect(answer).toEqual({ status: true, msg: expect.stringContaining('bo@example.com') });
  });

  it('ha_get_cart_subtotal_action answers a JSON string, not a JSON response', async () => {
    const response = await ajax({ action: 'ha_get_cart_subtotal_action' });
    expect(response.headers.get('content-type')).not.toMatch(/json/);
    const data = JSON.parse(await response.text());
    expect(data).toEqual({ status: 'true', subTotalAmount: expect.any(Number) });
  });

  it('ha_smart_post_list_action pages by offset, filters by termId and ends empty', async () => {
    const page = (fields: Record<string, string>) => ajax({ action: 'ha_smart_post_list_action', ...fields }).then((r) => r.text());
    expect(countOf(await page({ offset: '0', termId: '' }), 'ha-spl-list"')).toBe(4);
    expect(countOf(await page({ offset: '8', termId: '0' }), 'ha-spl-list"')).toBe(2);
    expect(await page({ offset: '10', termId: '0' })).toBe('');
    const travel = await page({ offset: '0', termId: '13', 'querySettings[per_page]': '10' });
    expect(countOf(travel, 'ha-spl-list"')).toBe(3);
    expect(travel).not.toContain('Colour systems');
  });

  it.each([
    ['hapro_post_grid_action', 'ha-pg-item'],
    ['hapro_loop_grid_action', 'ha-hlg-grid-item'],
  ])('%s answers the next items after loadedItem, then empty', async (action, itemClass) => {
    expect(countOf(await (await ajax({ action, loadedItem: '3' })).text(), itemClass)).toBe(3);
    expect(countOf(await (await ajax({ action, loadedItem: '9', 'querySettings[posts_per_page]': '3' })).text(), itemClass)).toBe(1);
    expect(await (await ajax({ action, loadedItem: '10' })).text()).toBe('');
  });

  it('ha_edd_ajax_add_to_cart_link answers a success flag', async () => {
    expect(await (await ajax({ action: 'ha_edd_ajax_add_to_cart_link', download_id: '301' })).json()).toMatchObject({ success: true });
    expect(await (await ajax({ action: 'ha_edd_ajax_add_to_cart_link', download_id: '999' })).json()).toMatchObject({ success: false });
  });

  it('ha_subscribe_form answers {type, message} from nested or JSON data', async () => {
    const nested = await ajax(
      { action: 'ha_subscribe_form', 'data[email]': 'cy@example.com', 'data[use_target_list_id]': 'yes', 'data[target_list_id]': '7' },
      false,
    );
    expect(await nested.json()).toEqual({ type: 'success', message: expect.stringContaining('list 7') });
    const json = await ajax({ action: 'ha_subscribe_form', data: JSON.stringify({ email: 'not-an-email' }) }, false);
    expect(await json.json()).toEqual({ type: 'error', message: expect.any(String) });
    const failing = await (await ajax({ action: 'ha_subscribe_form', 'data[email]': 'fail@example.com' })).json();
    expect(failing.type).toBe('error');
  });

  it('answers 0 like the CMS for unknown and missing actions, and logs a missing security field', async () => {
    const unknown = await ajax({ action: 'no_such_action' });
    expect([unknown.status, await unknown.text()]).toEqual([200, '0']);
    const missing = await ajax({});
    expect([missing.status, await missing.text()]).toEqual([400, '0']);
    expect(warn).not.toHaveBeenCalled();
    await ajax({ action: 'ha_get_cart_subtotal_action' }, false);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('without security'));
  });
});

describe('REST routes', () => {
  it('template endpoint answers content, scripts and styles; 404 and 400 otherwise', async () => {
    const response = await fetch(`${base}/wp-json/happy-addons/v1/template?id=501&dev=no&signature=abc`);
    expect(response.status).toBe(200);
    const data = await response.json();
    expect(data).toEqual({ template_content: expect.stringContaining('elementor-501'), template_scripts: [], template_styles: [] });
    expect((await fetch(`${base}/wp-json/happy-addons/v1/template?id=9`)).status).toBe(404);
    expect((await fetch(`${base}/wp-json/happy-addons/v1/template`)).status).toBe(400);
  });

  const refresh = (body: unknown) =>
    fetch(`${base}/wp-json/elementor-pro/v1/refresh-loop`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const request = (taxonomy: Record<string, unknown>) => ({
    post_id: 100,
    widget_id: 'abc123',
    widget_filters: { taxonomy },
    pagination_base_url: 'http://localhost/page/',
  });

  it('refresh-loop filters loop items by terms with OR and AND', async () => {
    const either = await (await refresh(request({ category: { terms: ['news', 'travel'], logicalJoin: 'OR' } }))).json();
    expect(countOf(either.data, 'elementor elementor-900 e-loop-item')).toBe(7);
    const both = await (await refresh(request({ category: { terms: ['news', 'design'], logicalJoin: 'AND' } }))).json();
    expect(countOf(both.data, 'elementor elementor-900 e-loop-item')).toBe(2);
    expect(both.data).toContain('Spring release notes');
    expect(both.data).toContain('We are hiring designers');
    const all = await (await refresh({ post_id: 100, widget_id: 'abc123' })).json();
    expect(countOf(all.data, 'elementor elementor-900 e-loop-item')).toBe(10);
    const none = await (await refresh(request({ post_tag: { terms: ['x'] } }))).json();
    expect(none.data).toContain('e-loop-nothing-found-message');
  });

  it.each([
    ['broken JSON', '{"post_id": 1,'],
    ['an array', '[]'],
    ['no widget_id', { post_id: 1, widget_filters: {} }],
    ['filters not an object', { post_id: 1, widget_id: 'a', widget_filters: 'category=news' }],
  ])('refresh-loop answers 400 for %s', async (_, body) => {
    const response = await refresh(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ data: { status: 400 } });
  });
});

describe('analytics', () => {
  it('logs click and page-view bodies and lists them', async () => {
    await fetch(`${base}/__demo/analytics`, { method: 'DELETE' });
    const click = { href: 'http://localhost/file.pdf', classes: 'btn', ids: '', payload: { resource: 'singular', singular_id: 5, page: 1 }, signature: 's1' };
    const view = { referrer_url: '', utm_source: 'news', utm_medium: '', utm_campaign: '', utm_term: '', utm_content: '', gclid: '', payload: { resource: 'singular' }, signature: 's2' };
    const clicked = await fetch(`${base}/wp-content/plugins/independent-analytics/iawp-click-endpoint.php`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(click),
    });
    const viewed = await fetch(`${base}/wp-json/iawp/search`, { method: 'POST', body: new Blob([JSON.stringify(view)], { type: 'application/json' }) });
    expect([clicked.status, viewed.status]).toEqual([200, 200]);
    const log = await (await fetch(`${base}/__demo/analytics`)).json();
    expect(log).toEqual([
      { kind: 'click', body: click, at: expect.any(String) },
      { kind: 'view', body: view, at: expect.any(String) },
    ]);
    expect((await fetch(`${base}/__demo/analytics`, { method: 'DELETE' })).status).toBe(204);
    expect(await (await fetch(`${base}/__demo/analytics`)).json()).toEqual([]);
  });

  it('refuses an oversized body', async () => {
    const response = await fetch(`${base}/wp-json/iawp/search`, { method: 'POST', body: 'x'.repeat(1_100_000) });
    expect(response.status).toBe(413);
  });
});

describe('quick view and unknown routes', () => {
  it('answers product HTML, and 404 for a missing product', async () => {
    const found = await fetch(`${base}/demo/quick-view/201`);
    expect(found.status).toBe(200);
    expect(await found.text()).toMatch(/class="ha-pqv__title">Linen Shirt</);
    expect((await fetch(`${base}/demo/quick-view/missing`)).status).toBe(404);
  });

  it('leaves other requests to the caller', async () => {
    for (const [method, path] of [
      ['GET', '/widgets/countdown.html'],
      ['GET', '/wp-json/elementor-pro/v1/refresh-loop'],
      ['POST', '/demo/quick-view/201'],
    ]) {
      const response = await fetch(`${base}${path}`, { method });
      expect(await response.text()).toBe('not a demo route');
    }
  });
});

describe('nonces', () => {
  it("refuses a wrong one as the CMS does (ajax: 403 -1; REST: 403 rest_cookie_invalid_nonce), answers a page's own", async () => {
    const refused = await fetch(`${base}/wp-admin/admin-ajax.php`, { method: 'POST', body: new URLSearchParams({ action: 'ha_post_tab_action', term_id: '13', security: 'forged' }) });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toBe('-1');
    expect((await ajax({ action: 'ha_post_tab_action', term_id: '13' })).status).toBe(200);
    const body = JSON.stringify({ post_id: 1, widget_id: 'grid1', widget_filters: {} });
    const rest = (nonce: string) => fetch(`${base}/wp-json/elementor-pro/v1/refresh-loop`, { method: 'POST', body, headers: { 'Content-Type': 'application/json', 'X-WP-Nonce': nonce } });
    const wrong = await rest('forged');
    expect(wrong.status).toBe(403);
    expect((await wrong.json()).code).toBe('rest_cookie_invalid_nonce');
    expect((await rest('8d2c4e6f1a')).status).toBe(200);
  });
});
