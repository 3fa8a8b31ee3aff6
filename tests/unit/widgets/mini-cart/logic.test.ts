// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_FORMAT, formatPrice, openOn, parseCount, readPriceFormat, replaceCount } from '../../../../src/widgets/mini-cart/logic';

describe('mini cart prices', () => {
  it('reads how WooCommerce printed an amount', () => {
    expect(readPriceFormat('42.50')).toEqual({ decimals: 2, decimalSeparator: '.', thousandSeparator: ',' });
    expect(readPriceFormat('1,250.00')).toEqual({ decimals: 2, decimalSeparator: '.', thousandSeparator: ',' });
    expect(readPriceFormat('1.250,00')).toEqual({ decimals: 2, decimalSeparator: ',', thousandSeparator: '.' });
    expect(readPriceFormat('42,5')).toEqual({ decimals: 1, decimalSeparator: ',', thousandSeparator: '.' });
    expect(readPriceFormat('1,250')).toEqual({ decimals: 0, decimalSeparator: '.', thousandSeparator: ',' });
    expect(readPriceFormat('1.250.000')).toEqual({ decimals: 0, decimalSeparator: '.', thousandSeparator: '.' });
    expect(readPriceFormat('1 250,00')).toEqual({ decimals: 2, decimalSeparator: ',', thousandSeparator: ' ' });
    expect(readPriceFormat('42')).toEqual({ decimals: 0, decimalSeparator: '.', thousandSeparator: ',' });
    expect(readPriceFormat('free')).toEqual(DEFAULT_PRICE_FORMAT);
  });

  it('writes a new amount the same way', () => {
    expect(formatPrice(80, readPriceFormat('42.50'))).toBe('80.00');
    expect(formatPrice(1234.5, readPriceFormat('1.250,00'))).toBe('1.234,50');
    expect(formatPrice(1234567, readPriceFormat('1,250'))).toBe('1,234,567');
    expect(formatPrice(12.345, readPriceFormat('9.99'))).toBe('12.35');
    expect(formatPrice(-5, DEFAULT_PRICE_FORMAT)).toBe('0.00');
    expect(formatPrice(Number.NaN, DEFAULT_PRICE_FORMAT)).toBe('0.00');
  });

  it('opens on the class the add-on prints on the inner element', () => {
    const inner = (name: string) => Object.assign(document.createElement('div'), { className: `ha-mini-cart-inner ${name}` });
    expect(openOn(inner('ha-mini-cart-on-click'))).toBe('click');
    expect(openOn(inner('ha-mini-cart-on-hover'))).toBe('hover');
    expect(openOn(inner(''))).toBe('none');
  });
});

describe('mini cart item count', () => {
  it('reads the one whole number of a printed count, and nothing else', () => {
    expect(parseCount('2 ')).toBe(2);
    expect(parseCount(' (12) ')).toBe(12);
    expect(parseCount('0')).toBe(0);
    expect(parseCount('')).toBeNull();
    expect(parseCount(null)).toBeNull();
    expect(parseCount('items')).toBeNull();
    expect(parseCount('1.5')).toBeNull();
    expect(parseCount('2 of 3')).toBeNull();
  });

  it('writes a count in the number\'s place, the text around it as printed', () => {
    expect(replaceCount('2 ', 3)).toBe('3 ');
    expect(replaceCount('\n  (2)\n', 14)).toBe('\n  (14)\n');
    expect(replaceCount('2', -1)).toBe('0');
    expect(replaceCount('none', 3)).toBeNull();
  });
});
