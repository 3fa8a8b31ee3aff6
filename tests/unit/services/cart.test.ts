// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addedQuantity,
  cartItemsAdded,
  cartSubtotal,
  MAX_ADDED_QUANTITY,
  parseSubtotalAnswer,
  readQuantity,
  refreshCartSubtotal,
  watchCart,
} from '../../../src/services/cart';

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
  cartItemsAdded.set(0);
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

describe('the quantity an added_to_cart carries', () => {
  const button = (quantity?: string) => {
    const link = document.createElement('a');
    if (quantity !== undefined) link.setAttribute('data-quantity', quantity);
    return link;
  };

  it('reads a positive whole number, capped, and 1 for anything else', () => {
    expect(readQuantity(3)).toBe(3);
    expect(readQuantity(' 2 ')).toBe(2);
    expect(readQuantity(MAX_ADDED_QUANTITY + 1)).toBe(MAX_ADDED_QUANTITY);
    expect(readQuantity('100000000000000000000')).toBe(MAX_ADDED_QUANTITY);
    for (const bad of [0, -2, 1.5, '1.5', '', 'two', null, undefined, Number.NaN, Infinity, {}]) expect(readQuantity(bad)).toBe(1);
  });

  it('reads our CustomEvent\'s detail, directly or as a jQuery event\'s originalEvent', () => {
    const ours = new CustomEvent('added_to_cart', { detail: { quantity: 2 } });
    expect(addedQuantity(ours)).toBe(2);
    expect(addedQuantity({ type: 'added_to_cart', originalEvent: ours })).toBe(2);
    expect(addedQuantity(new Event('added_to_cart'))).toBe(1);
    expect(addedQuantity(new CustomEvent('added_to_cart', { detail: 'x' }))).toBe(1);
    expect(addedQuantity(null)).toBe(1);
  });

  it('reads WooCommerce\'s $button data-quantity, as a jQuery object or an element', () => {
    const event = { type: 'added_to_cart' };
    expect(addedQuantity(event, [button('2')])).toBe(2);
    expect(addedQuantity(event, button('4'))).toBe(4);
    expect(addedQuantity(event, [button()])).toBe(1);
    expect(addedQuantity(event, [button('0')])).toBe(1);
    expect(addedQuantity(event, [])).toBe(1);
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
    expect(cartItemsAdded.get()).toBe(1);
    document.body.dispatchEvent(new CustomEvent('added_to_cart', { detail: { quantity: 3 } }));
    await settle();
    expect(cartItemsAdded.get()).toBe(4);
    amount = 20;
    stopA();
    stopA();
    // A removal does not say how many left: the count stays.
    document.body.dispatchEvent(new Event('removed_from_cart'));
    await settle();
    expect(cartSubtotal.get()).toBe(20);
    expect(cartItemsAdded.get()).toBe(4);
    expect(fields).toHaveLength(4);

    stopB();
    document.body.dispatchEvent(new Event('added_to_cart'));
    await settle();
    expect(fields).toHaveLength(4);
    expect(cartItemsAdded.get()).toBe(4);
  });

  it('listens through jQuery when the page has it, since WooCommerce triggers its events there', () => {
    const on = vi.fn();
    const off = vi.fn();
    vi.stubGlobal('jQuery', vi.fn(() => ({ on, off })));
    stubFetch(() => '{"status":"true","subTotalAmount":1}');
    const stop = watchCart(config);
    expect(on).toHaveBeenCalledWith('added_to_cart removed_from_cart', expect.any(Function));
    // WooCommerce's trigger passes (event, fragments, cart_hash, $button).
    const handler = on.mock.calls[0][1];
    const button = document.createElement('a');
    button.setAttribute('data-quantity', '2');
    handler({ type: 'added_to_cart' }, {}, 'hash', [button]);
    handler({ type: 'removed_from_cart' }, {}, 'hash', [button]);
    expect(cartItemsAdded.get()).toBe(2);
    stop();
    expect(off).toHaveBeenCalledWith('added_to_cart removed_from_cart', on.mock.calls[0][1]);
  });
});
