// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SetupContext } from '../../../../src/api-types';
import { REQUEST_TIMEOUT_MS } from '../../../../src/services/fetch-within';
import type { LoadMoreSettings } from '../../../../src/ui/load-more';
import postGrid from '../../../../src/widgets/post-grid';

const item = (n: number) => `<article class="ha-pg-item"><h2 class="ha-pg-title"><a href="#post-${n}">Post ${n}</a></h2></article>`;

/** An answer the server never sends: the request ends only when it is aborted. */
const HANG = Symbol('hang');

function mount(answers: (string | Response | typeof HANG)[]) {
  document.body.innerHTML =
    '<div class="elementor-widget-container"><div class="ha-pg-wrapper ha-pg-classic"><div class="ha-pg-grid-wrap">' +
    item(1) +
    item(2) +
    '</div><div class="ha-pg-loadmore-wrap"><button class="ha-pg-loadmore" data-settings=\'{"posts_per_page":2}\'>Load More<i class="eicon-loading"></i></button></div></div></div>';
  const container = document.querySelector<HTMLElement>('.elementor-widget-container')!;
  const served = container.innerHTML;
  const fetch = vi.fn(async (_url: string, init: RequestInit) => {
    const next = answers.shift() ?? '';
    if (next === HANG) {
      return new Promise<Response>((_resolve, reject) =>
        init.signal!.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError'))),
      );
    }
    return typeof next === 'string' ? new Response(next, { headers: { 'content-type': 'text/html' } }) : next;
  });
  vi.stubGlobal('fetch', fetch);
  const raw = postGrid.read!(container, container);
  const settings = postGrid.schema!.parse(raw, 'desktop', { mobile: 767, tablet: 1024 }).value as LoadMoreSettings;
  const report = vi.fn();
  const env = { id: 'pg1', config: { ajaxUrl: '/ajax', nonce: 'n0nce' }, report } as unknown as SetupContext<LoadMoreSettings>['env'];
  const cleanup = postGrid.setup!({ container, element: container, settings, device: 'desktop', env }) as () => void;
  const button = container.querySelector<HTMLButtonElement>('.ha-pg-loadmore')!;
  return { container, served, fetch, cleanup, button, report };
}

const until = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ha-post-grid load more', () => {
  it('reads the query from the button, as the add-on prints it', () => {
    const container = document.createElement('div');
    container.innerHTML = '<button class="ha-pg-loadmore" data-settings=\'{"posts_per_page":3}\'></button>';
    expect(postGrid.read!(container, container)).toEqual({ query_settings: '{"posts_per_page":3}', total: undefined });
    expect(postGrid.requires).toBe('.ha-pg-wrapper .ha-pg-grid-wrap');
  });

  it('posts querySettings and loadedItem, marks the new posts, then an empty answer reads All Loaded; unmount restores', async () => {
    const { container, served, fetch, cleanup, button } = mount([item(3) + item(4), '']);
    button.click();
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await until(() => container.querySelectorAll('.ha-pg-item').length === 4);
    const body = new URLSearchParams(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body));
    expect(Object.fromEntries(body)).toEqual({ action: 'hapro_post_grid_action', security: 'n0nce', 'querySettings[posts_per_page]': '2', loadedItem: '2' });
    expect(container.querySelectorAll('.ha-pg-item-loaded')).toHaveLength(2);
    expect(button.getAttribute('aria-disabled')).toBe('false');

    button.click();
    await until(() => button.textContent === 'All Loaded');
    expect(button.classList.contains('loaded')).toBe(true);
    cleanup();
    expect(container.innerHTML).toBe(served);
  });

  it('a failed answer leaves the posts and makes the button usable again', async () => {
    const { container, button, report } = mount([new Response('', { status: 500 }), item(3)]);
    button.click();
    await until(() => button.getAttribute('aria-disabled') === 'false');
    expect(container.querySelectorAll('.ha-pg-item')).toHaveLength(2);
    expect(button.textContent).toBe('Load More');
    button.click();
    await until(() => container.querySelectorAll('.ha-pg-item').length === 3);
    expect(report).not.toHaveBeenCalled();
  });

  it('a request never answered is given up after REQUEST_TIMEOUT_MS, and the button works again', async () => {
    vi.useFakeTimers();
    const { container, fetch, button, report } = mount([HANG, item(3)]);
    button.click();
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    button.click();
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(button.getAttribute('aria-disabled')).toBe('false');
    expect(container.querySelector('.ha-pg-grid-wrap')!.hasAttribute('aria-busy')).toBe(false);
    expect(container.querySelectorAll('.ha-pg-item')).toHaveLength(2);
    vi.useRealTimers();
    button.click();
    await until(() => container.querySelectorAll('.ha-pg-item').length === 3);
    expect(report).not.toHaveBeenCalled();
  });

  it('an answer with no post in it (a PHP notice, cut-off markup) is a failure, not the end', async () => {
    const { container, button } = mount(['<b>Notice</b>: Undefined index', '<article class="ha-pg-item', item(3)]);
    for (const calls of [1, 2]) {
      button.click();
      await until(() => button.getAttribute('aria-disabled') === 'false');
      expect(button.textContent, `answer ${calls}`).toBe('Load More');
      expect(button.classList.contains('loaded')).toBe(false);
    }
    expect(container.querySelectorAll('.ha-pg-item')).toHaveLength(2);
    button.click();
    await until(() => container.querySelectorAll('.ha-pg-item').length === 3);
  });
});
