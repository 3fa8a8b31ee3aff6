// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { createRestorer } from '../../../../src/ui/restorer';
import { writeCount } from '../../../../src/widgets/mini-cart/count';

function element(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return holder.firstElementChild as HTMLElement;
}

describe('mini cart count', () => {
  it('writes the count in the printed number\'s place and puts the printed text back on restore', () => {
    const count = element('<span class="ha-mini-cart-count">2 </span>');
    const restorer = createRestorer();
    const touched = new WeakSet<Text>();
    writeCount(count, 3, restorer, touched);
    expect(count.textContent).toBe('3 ');
    writeCount(count, 5, restorer, touched);
    expect(count.textContent).toBe('5 ');
    restorer.restore();
    expect(count.textContent).toBe('2 ');
  });

  it('leaves a count with no number alone', () => {
    const count = element('<span class="ha-mini-cart-popup-count"><i></i>many</span>');
    writeCount(count, 3, createRestorer(), new WeakSet());
    expect(count.innerHTML).toBe('<i></i>many');
  });
});
