// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { createRestorer } from '../../../../src/ui/restorer';
import { writeAmount } from '../../../../src/widgets/mini-cart/amount';

function price(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return holder.firstElementChild as HTMLElement;
}

describe('mini cart amount', () => {
  it('writes the subtotal in the printed number\'s place and format, leaving the currency symbol', () => {
    const el = price('<span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">&#36;</span>42.50</bdi></span>');
    const restorer = createRestorer();
    const touched = new WeakSet<Text>();
    writeAmount(el, 1251.5, restorer, touched);
    expect(el.textContent).toBe('$1,251.50');
    writeAmount(el, 8, restorer, touched);
    expect(el.textContent).toBe('$8.00');
    expect(el.querySelector('.woocommerce-Price-currencySymbol')!.textContent).toBe('$');
    restorer.restore();
    expect(el.textContent).toBe('$42.50');
  });

  it('keeps a symbol printed after the number and a comma for decimals', () => {
    const el = price('<span class="woocommerce-Price-amount amount"><bdi>1.250,00&nbsp;<span class="woocommerce-Price-currencySymbol">&euro;</span></bdi></span>');
    writeAmount(el, 99.9, createRestorer(), new WeakSet());
    expect(el.textContent).toBe('99,90\u00a0€');
  });

  it('leaves a price with no number alone', () => {
    const el = price('<span class="woocommerce-Price-amount amount">Free</span>');
    writeAmount(el, 10, createRestorer(), new WeakSet());
    expect(el.textContent).toBe('Free');
  });
});
