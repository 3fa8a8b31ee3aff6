import { describe, expect, it } from 'vitest';
import { addedToCart, downloadId } from '../../../../src/ui/shop/cart-logic';

describe('download add to cart', () => {
  it('reads the download id the add-on prints', () => {
    expect(downloadId('301')).toBe('301');
    expect(downloadId(' 42 ')).toBe('42');
  });

  it('refuses ids that are not positive whole numbers', () => {
    for (const bad of ['', '0', '-3', '3.5', '1e3', 'abc', '12a', null, undefined, '9'.repeat(25)]) expect(downloadId(bad)).toBeNull();
  });

  it('takes the answer\'s success flag: an object or a JSON string, true or "true"', () => {
    expect(addedToCart({ success: true, data: { download_id: 301 } })).toBe(true);
    expect(addedToCart('{"success":true}')).toBe(true);
    expect(addedToCart({ success: 'true' })).toBe(true);
  });

  it('anything else is no success', () => {
    for (const bad of [{ success: false }, { success: 1 }, { data: {} }, '0', '', 'not json', null, [], true, 1]) expect(addedToCart(bad)).toBe(false);
  });
});
