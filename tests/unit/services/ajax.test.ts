// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ajax, latestOnly } from '../../../src/services/ajax';

const config = { ajaxUrl: '/wp-admin/admin-ajax.php', nonce: 'n0nce' };

function stubFetch(respond: (init: RequestInit) => Response | Promise<Response>) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return Promise.resolve(respond(init));
  });
  return calls;
}

/** Resolves when aborted (rejecting like fetch does) and never otherwise. */
function hangUntilAborted(init: RequestInit): Promise<Response> {
  return new Promise((_, reject) => {
    init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ajax', () => {
  it('POSTs action, security and the fields as a PHP-style form to the ajax URL', async () => {
    const calls = stubFetch(() => Response.json({ status: true }));
    await ajax(
      'hapro_post_grid_action',
      { querySettings: { per_page: 3, tags: ['a', 'b'], sticky: false, none: null, skip: undefined }, loadedItem: 6 },
      { config },
    );
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('/wp-admin/admin-ajax.php');
    expect(calls[0].init.method).toBe('POST');
    const body = calls[0].init.body as URLSearchParams;
    expect(body).toBeInstanceOf(URLSearchParams);
    expect([...body.entries()]).toEqual([
      ['action', 'hapro_post_grid_action'],
      ['security', 'n0nce'],
      ['querySettings[per_page]', '3'],
      ['querySettings[tags][0]', 'a'],
      ['querySettings[tags][1]', 'b'],
      ['querySettings[sticky]', 'false'],
      ['querySettings[none]', ''],
      ['loadedItem', '6'],
    ]);
  });

  it('sends an already serialised string as it is', async () => {
    const calls = stubFetch(() => new Response('ok'));
    await ajax('ha_mailchimp_ajax', { subscriber_info: 'email=a%40b.co&fname=Ann' }, { config });
    expect((calls[0].init.body as URLSearchParams).get('subscriber_info')).toBe('email=a%40b.co&fname=Ann');
  });

  it('parses a JSON answer and returns any other answer as text', async () => {
    stubFetch(() => Response.json({ status: true, msg: 'Thanks' }));
    expect(await ajax('ha_mailchimp_ajax', {}, { config })).toEqual({ status: true, msg: 'Thanks' });
    stubFetch(() => new Response('<div class="ha-pg-item">1</div>', { headers: { 'Content-Type': 'text/html' } }));
    expect(await ajax('hapro_post_grid_action', {}, { config })).toBe('<div class="ha-pg-item">1</div>');
  });

  it('resolves to null on a server error, a network error, broken JSON and an abort', async () => {
    stubFetch(() => new Response('fatal', { status: 500 }));
    expect(await ajax('x', {}, { config })).toBeNull();

    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await ajax('x', {}, { config })).toBeNull();

    stubFetch(() => new Response('{broken', { headers: { 'Content-Type': 'application/json' } }));
    expect(await ajax('x', {}, { config })).toBeNull();

    stubFetch(hangUntilAborted);
    const controller = new AbortController();
    const answer = ajax('x', {}, { config, signal: controller.signal });
    controller.abort();
    expect(await answer).toBeNull();
  });
});

describe('latestOnly', () => {
  it('aborts the pending request when a new one starts', async () => {
    const signals: AbortSignal[] = [];
    stubFetch((init) => {
      signals.push(init.signal!);
      return signals.length === 1 ? hangUntilAborted(init) : Response.json({ type: 'success' });
    });
    const submit = latestOnly();
    const first = submit('ha_subscribe_form', { data: { email: 'a@b.co' } }, { config });
    const second = submit('ha_subscribe_form', { data: { email: 'c@d.co' } }, { config });
    expect(await first).toBeNull();
    expect(signals[0].aborted).toBe(true);
    expect(await second).toEqual({ type: 'success' });
    expect(signals[1].aborted).toBe(false);
  });

  it('abort() cancels the pending call, and an outer signal is honoured', async () => {
    stubFetch(hangUntilAborted);
    const submit = latestOnly();
    const pending = submit('x', {}, { config });
    submit.abort();
    expect(await pending).toBeNull();

    const outer = new AbortController();
    const viaOuter = submit('x', {}, { config, signal: outer.signal });
    outer.abort();
    expect(await viaOuter).toBeNull();
  });
});
