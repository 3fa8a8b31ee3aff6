import { afterEach, describe, expect, it, vi } from 'vitest';
import { REQUEST_TIMEOUT_MS, fetchWithin } from '../../../src/services/fetch-within';

/** A fetch whose server never answers: it ends only when its signal aborts, as the browser's does. */
function hangingFetch() {
  const fetch = vi.fn(
    (_input: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        if (init.signal!.aborted) reject(init.signal!.reason);
        init.signal!.addEventListener('abort', () => reject(init.signal!.reason));
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('fetchWithin', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('gives up a request the server never answers after 30 s, as a timeout', async () => {
    vi.useFakeTimers();
    expect(REQUEST_TIMEOUT_MS).toBe(30_000);
    hangingFetch();
    let error: unknown;
    const request = fetchWithin('/ajax', { method: 'POST' }).catch((reason) => (error = reason));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(error).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await request;
    expect((error as DOMException).name).toBe('TimeoutError');
  });

  it("aborts at once with the caller's signal, and passes the rest of the request on", async () => {
    const fetch = hangingFetch();
    const caller = new AbortController();
    const request = fetchWithin('/wp-json/x', { method: 'POST', body: 'a=1', signal: caller.signal });
    expect(fetch.mock.calls[0][1]).toMatchObject({ method: 'POST', body: 'a=1' });
    caller.abort();
    await expect(request).rejects.toBeDefined();
    const already = fetchWithin('/y', { signal: caller.signal });
    await expect(already).rejects.toBeDefined();
  });

  it('an answer in time is the answer', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('ok')));
    expect(await (await fetchWithin('/z')).text()).toBe('ok');
  });
});
