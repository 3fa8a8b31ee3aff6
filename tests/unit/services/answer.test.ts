// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnswerTooLargeError, MAX_ANSWER_BYTES, answerJson, answerText } from '../../../src/services/answer';
import { ajax } from '../../../src/services/ajax';
import { restJson } from '../../../src/services/rest';

/** A body streamed in chunks of `chunk` bytes, `total` in all, with no Content-Length. */
function streamed(total: number, chunk = 256 * 1024): { response: Response; pulled: () => number } {
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      const size = Math.min(chunk, total - sent);
      sent += size;
      controller.enqueue(new Uint8Array(size).fill(0x61));
    },
  });
  return { response: new Response(body), pulled: () => sent };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('answers within the cap', () => {
  it('reads a body up to the cap', async () => {
    expect(await answerText(new Response('héllo'))).toBe('héllo');
    expect((await answerText(streamed(MAX_ANSWER_BYTES).response)).length).toBe(MAX_ANSWER_BYTES);
    expect(await answerJson(new Response('{"a":[1]}'))).toEqual({ a: [1] });
  });

  it('refuses a streamed body past the cap without reading the rest', async () => {
    const { response, pulled } = streamed(5 * 1024 * 1024);
    await expect(answerText(response)).rejects.toBeInstanceOf(AnswerTooLargeError);
    expect(pulled()).toBeLessThan(3 * 1024 * 1024);
  });

  it('refuses at once when Content-Length says it is past the cap', async () => {
    const response = new Response('{}', { headers: { 'content-length': String(MAX_ANSWER_BYTES + 1) } });
    await expect(answerJson(response)).rejects.toThrow(/larger than 2097152 bytes/);
  });

  it('ajax and REST calls give no answer for a huge body and say why once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('fetch', () =>
      Promise.resolve(new Response(streamed(3 * 1024 * 1024).response.body, { headers: { 'content-type': 'text/html' } })),
    );
    expect(await ajax('ha_post_tab_action', {}, { config: { ajaxUrl: '/a', nonce: '' } })).toBeNull();
    expect(await restJson('x', { config: { restUrl: '/wp-json/' } })).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[0][0])).toMatch(/the cap on any answer/);
  });
});
