// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartSubtotal, parseSubtotalAnswer, refreshCartSubtotal, watchCart } from '../../../src/services/cart';

const config = { ajaxUrl: '/wp-admin/admin-ajax.php', nonce: 'n0nce' };

/** Answers every fetch with `body` (as text/html, as the add-on's echo is sent) and records the fields. */
function stubFetch(body: () => string | Promise<never>, status = 200) {
  const fields: URLSearchParams[] = [];
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    fields.push(new URLSearchParams(String(init.body)));
    const text = await body();
    return new Response(text, { status, headers: { 'content-type': 'text/html; charset=UTF-8' } });
  });
  return fields;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.unstubAllGlobals();
  cartSubtotal.set(null);
});

describe('parseSubtotalAnswer', () => {
  it('reads the JSON string the add-on echoes, or its parsed object', () => {
    expect(parseSubtotalAnswer('{"status":"true","subTotalAmount":42.5}')).toBe(42.5);
    expect(parseSubtotalAnswer({ status: 'true', subTotalAmount: '19.99' })).toBe(19.99);
    expect(parseSubtotalAnswer({ status: true, subTotalAmount: 0 })).toBe(0);
  });

  it('refuses a failed status, a malformed answer and an unusable amount', () => {
    expect(parseSubtotalAnswer('{"status":"false","subTotalAmount":42.5}')).toBeNull();
    expect(parseSubtotalAnswer('{"status":"true"')).toBeNull();
    expect(parseSubtotalAnswer('<html>error</html>')).toBeNull();
    expect(parseSubtotalAnswer('0')).toBeNull();
    expect(parseSubtotalAnswer(null)).toBeNull();
    expect(parseSubtotalAnswer({ status: 'true', subTotalAmount: -1 })).toBeNull();
    expect(parseSubtotalAnswer({ status: 'true', subTotalAmount: 'ten' })).toBeNull();
    expect(parseSubtotalAnswer({ status: 'true', subTotalAmount: '' })).toBeNull();
    expect(parseSubtotalAnswer({ status: 'true', subTotalAmount: null })).toBeNull();
  });
});

describe('the cart store', () => {
  it('stores the subtotal of an answer and keeps the last one on a failure', async () => {
    let answer = '{"status":"true","subTotalAmount":42.5}';
    let status = 200;
    vi.stubGlobal('fetch', async () => new Response(answer, { status }));
    await refreshCartSubtotal(config);
    expect(cartSubtotal.get()).toBe(42.5);
    answer = 'not json';
    await refreshCartSubtotal(config);
    expect(cartSubtotal.get()).toBe(42.5);
    status = 500;
    answer = '{"status":"true","subTotalAmount":99}';
    await refreshCartSubtotal(config);
    expect(cartSubtotal.get()).toBe(42.5);
  });

  it('asks once for any number of watchers, and again after each cart event until the last unwatches', async () => {
    let amount = 10;
    const fields = stubFetch(() => JSON.stringify({ status: 'true', subTotalAmount: amount }));
    const stopA = watchCart(config);
    const stopB = watchCart(config);
    await settle();
    expect(fields).toHaveLength(1);
    expect(fields[0].get('action')).toBe('ha_get_cart_subtotal_action');
    expect(fields[0].get('security')).toBe('n0nce');
    expect(cartSubtotal.get()).toBe(10);

    amount = 60;
    document.body.dispatchEvent(new Event('added_to_cart'));
    await settle();
    expect(cartSubtotal.get()).toBe(60);
    amount = 20;
    stopA();
    stopA();
    document.body.dispatchEvent(new Event('removed_from_cart'));
    await settle();
    expect(cartSubtotal.get()).toBe(20);
    expect(fields).toHaveLength(3);

    stopB();
    document.body.dispatchEvent(new Event('added_to_cart'));
    await settle();
    expect(fields).toHaveLength(3);
  });

  it('listens through jQuery when the page has it, since WooCommerce triggers its events there', () => {
    const on = vi.fn();
    const off = vi.fn();
    vi.stubGlobal('jQuery', vi.fn(() => ({ on, off })));
    stubFetch(() => '{"status":"true","subTotalAmount":1}');
    const stop = watchCart(config);
    expect(on).toHaveBeenCalledWith('added_to_cart removed_from_cart', expect.any(Function));
    stop();
    expect(off).toHaveBeenCalledWith('added_to_cart removed_from_cart', on.mock.calls[0][1]);
  });
});
