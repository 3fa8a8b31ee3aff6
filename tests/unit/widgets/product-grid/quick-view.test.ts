import { describe, expect, it } from 'vitest';
import { modalClasses, quickViewLabel, quickViewUrl } from '../../../../src/ui/quick-view/logic';

const PAGE = 'https://shop.example/product-grid/';

describe('quick view address', () => {
  it('resolves the add-on\'s ajax link and relative links against the page', () => {
    expect(quickViewUrl('https://shop.example/wp-admin/admin-ajax.php?action=ha_show_product_quick_view&product_id=12&nonce=ab', PAGE)).toBe(
      'https://shop.example/wp-admin/admin-ajax.php?action=ha_show_product_quick_view&product_id=12&nonce=ab',
    );
    expect(quickViewUrl('/demo/quick-view/201', PAGE)).toBe('https://shop.example/demo/quick-view/201');
    expect(quickViewUrl('  ../quick/3 ', PAGE)).toBe('https://shop.example/quick/3');
  });

  it('refuses another host, another scheme or port, script and data links, and nothing at all', () => {
    expect(quickViewUrl('https://elsewhere.example/quick-view/1', PAGE)).toBeNull();
    expect(quickViewUrl('//elsewhere.example/quick-view/1', PAGE)).toBeNull();
    expect(quickViewUrl('http://shop.example/quick-view/1', PAGE)).toBeNull();
    expect(quickViewUrl('https://shop.example:8443/quick-view/1', PAGE)).toBeNull();
    expect(quickViewUrl('javascript:alert(1)', PAGE)).toBeNull();
    expect(quickViewUrl('data:text/html,<p>x</p>', PAGE)).toBeNull();
    expect(quickViewUrl('', PAGE)).toBeNull();
    expect(quickViewUrl(null, PAGE)).toBeNull();
    expect(quickViewUrl('http://[::1', PAGE)).toBeNull();
  });
});

describe('quick view modal classes', () => {
  it('keeps the add-on\'s class tokens', () => {
    expect(modalClasses('ha-pqv--b7c0a11')).toEqual(['ha-pqv--b7c0a11']);
    expect(modalClasses(' ha-pqv-edd--1  extra ')).toEqual(['ha-pqv-edd--1', 'extra']);
  });

  it('drops anything that is not a plain class name, and keeps at most eight', () => {
    expect(modalClasses('a"b <x> 1abc ok_1 --x')).toEqual(['ok_1']);
    expect(modalClasses(null)).toEqual([]);
    expect(modalClasses(Array.from({ length: 12 }, (_, i) => `c${i}`).join(' '))).toHaveLength(8);
    expect(modalClasses('x'.repeat(200))).toEqual([]);
  });
});

describe('quick view name', () => {
  it('names the product while its own heading is not there yet', () => {
    expect(quickViewLabel('  Linen\n  Shirt ')).toBe('Quick view: Linen Shirt');
    expect(quickViewLabel('')).toBe('Quick view');
    expect(quickViewLabel(null)).toBe('Quick view');
    expect(quickViewLabel('x'.repeat(500))).toHaveLength('Quick view: '.length + 120);
  });
});
