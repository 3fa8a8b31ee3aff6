// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { restEndpoint, restJson } from '../../../src/services/rest';

const config = { restUrl: '/wp-json/' };

function stubFetch(respond: () => Response | Promise<Response>) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return Promise.resolve().then(respond);
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('restEndpoint', () => {
  it('joins base and route with one slash, for pretty and plain permalinks', () => {
    expect(restEndpoint('/wp-json/', '/elementor-pro/v1/refresh-loop')).toBe('/wp-json/elementor-pro/v1/refresh-loop');
    expect(restEndpoint('https://site.test/wp-json', 'iawp/search')).toBe('https://site.test/wp-json/iawp/search');
    expect(restEndpoint('/wp-json/', 'happy-addons/v1/template', { id: 12, dev: 'no', signature: 'a b' })).toBe(
      '/wp-json/happy-addons/v1/template?id=12&dev=no&signature=a+b',
    );
    expect(restEndpoint('/?rest_route=/', 'happy-addons/v1/template', { id: 12 })).toBe(
      '/?rest_route=/happy-addons/v1/template&id=12',
    );
  });
});

describe('restJson', () => {
  it('POSTs the body as JSON with the nonce header and returns status and data', async () => {
    const calls = stubFetch(() => Response.json({ data: '<div>grid</div>' }));
    const body = { post_id: 7, widget_id: 'abc', widget_filters: {}, pagination_base_url: '/' };
    const answer = await restJson('elementor-pro/v1/refresh-loop', { config, body, nonce: 'wpn' });
    expect(answer).toEqual({ ok: true, status: 200, data: { data: '<div>grid</div>' } });
    expect(calls[0].url).toBe('/wp-json/elementor-pro/v1/refresh-loop');
    expect(calls[0].init.method).toBe('POST');
    expect(calls[0].init.body).toBe(JSON.stringify(body));
    const headers = calls[0].init.headers as Record<string, string>;
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers['X-WP-Nonce']).toBe('wpn');
  });

  it('GETs without a body and sends no nonce header unless given one', async () => {
    const calls = stubFetch(() => Response.json({ template_content: '' }));
    await restJson('happy-addons/v1/template', { config, query: { id: 3 } });
    expect(calls[0].init.method).toBe('GET');
    expect(calls[0].init.body).toBeUndefined();
    expect(calls[0].init.headers).not.toHaveProperty('X-WP-Nonce');
    expect(calls[0].url).toBe('/wp-json/happy-addons/v1/template?id=3');
  });

  it('reports error statuses as answers, with data null when the body is not JSON', async () => {
    stubFetch(() => Response.json({ code: 'rest_invalid' }, { status: 400 }));
    expect(await restJson('x', { config, body: {} })).toEqual({ ok: false, status: 400, data: { code: 'rest_invalid' } });
    stubFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(await restJson('x', { config })).toEqual({ ok: false, status: 502, data: null });
  });

  it('resolves to null on a network error, an abort, or a body that cannot be sent', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await restJson('x', { config })).toBeNull();

    const controller = new AbortController();
    controller.abort();
    vi.stubGlobal('fetch', (_: string, init: RequestInit) =>
      init.signal?.aborted ? Promise.reject(new DOMException('aborted', 'AbortError')) : Promise.resolve(Response.json({})),
    );
    expect(await restJson('x', { config, signal: controller.signal })).toBeNull();

    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(await restJson('x', { config, body: circular })).toBeNull();
  });
});
