// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendBeacon } from '../../../src/services/beacon';

interface SentXhr {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A stand-in XMLHttpRequest that records what would go over the wire. */
function stubXhr(): SentXhr[] {
  const sent: SentXhr[] = [];
  class FakeXhr {
    private request: SentXhr = { method: '', url: '', headers: {}, body: undefined };
    open(method: string, url: string) {
      this.request.method = method;
      this.request.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    send(body: unknown) {
      this.request.body = body;
      sent.push(this.request);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

function stubBeacon(result: boolean | 'throw' | 'missing') {
  const calls: { url: string; data: Blob }[] = [];
  const beacon =
    result === 'missing'
      ? undefined
      : (url: string, data: Blob) => {
          calls.push({ url, data });
          if (result === 'throw') throw new TypeError('blocked');
          return result;
        };
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true, writable: true });
  return calls;
}

const body = { href: 'https://site.test/file.pdf', classes: 'button', ids: '', payload: { resource: 'singular' }, signature: 's' };

afterEach(() => {
  vi.unstubAllGlobals();
  delete (navigator as { sendBeacon?: unknown }).sendBeacon;
});

describe('sendBeacon', () => {
  it('queues a JSON blob with navigator.sendBeacon and sends no XHR', async () => {
    const beacons = stubBeacon(true);
    const xhrs = stubXhr();
    sendBeacon('/click', body);
    expect(beacons).toHaveLength(1);
    expect(beacons[0].url).toBe('/click');
    expect(beacons[0].data.type).toBe('application/json');
    expect(JSON.parse(await beacons[0].data.text())).toEqual(body);
    expect(xhrs).toHaveLength(0);
  });

  it.each([false, 'throw', 'missing'] as const)('falls back to an XHR JSON POST when the beacon is %s', (result) => {
    stubBeacon(result);
    const xhrs = stubXhr();
    sendBeacon('/wp-json/iawp/search', body);
    expect(xhrs).toEqual([
      { method: 'POST', url: '/wp-json/iawp/search', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
    ]);
  });

  it('never throws, even when nothing can be sent', () => {
    stubBeacon('missing');
    vi.stubGlobal('XMLHttpRequest', class {
      open() {
        throw new Error('no network');
      }
    });
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(() => sendBeacon('/click', body)).not.toThrow();
    expect(() => sendBeacon('/click', circular)).not.toThrow();
  });
});
