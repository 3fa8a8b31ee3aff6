// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_FORMAT, formatPrice, openOn, readPriceFormat } from '../../../../src/widgets/mini-cart/logic';

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
