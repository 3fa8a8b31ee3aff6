// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { findMiniCart } from '../../../../src/widgets/mini-cart/dom';
import { countToShow, figuresAfter, readFigures, watchFigures, type Figures } from '../../../../src/widgets/mini-cart/figures';

const CART = `<div class="ha-mini-cart-inner ha-mini-cart-on-click"><div class="ha-mini-cart-button">
  <span class="ha-mini-cart-count">2 </span><span class="ha-mini-cart-total"><span class="woocommerce-Price-amount">$5.00</span></span>
</div></div>`;

function cart(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = CART;
  document.body.append(container);
  return container;
}

describe('mini cart figures', () => {
  it('counts on from the printed count by the items added since it was printed', () => {
    const figures = readFigures(findMiniCart(cart())!, 0);
    expect(figures.printedCount).toBe(2);
    expect(countToShow(figures, 0)).toBeNull();
    expect(countToShow(figures, 3)).toBe(5);
    expect(countToShow({ ...figures, printedCount: 9, addedAt: 3 }, 3)).toBeNull();
    expect(countToShow({ ...figures, printedCount: 9, addedAt: 3 }, 4)).toBe(10);
    expect(countToShow({ ...figures, printedCount: null }, 4)).toBeNull();
  });

  it('reads the figures anew, with the items added by then, once a fragment replaced one of them', async () => {
    const container = cart();
    let figures: Figures = readFigures(findMiniCart(container)!, 0);
    let added = 1;
    const seen: Figures[] = [];
    const stop = watchFigures(container, () => figures, () => added, (next) => {
      seen.push(next);
      figures = next;
    });
    // A change that leaves the figures in place is not a replacement.
    container.querySelector('.ha-mini-cart-button')!.append(document.createElement('i'));
    await new Promise((resolve) => setTimeout(resolve));
    expect(seen).toHaveLength(0);

    container.querySelector('.ha-mini-cart-count')!.outerHTML = '<span class="ha-mini-cart-count">7</span>';
    added = 3;
    await new Promise((resolve) => setTimeout(resolve));
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ printedCount: 7, addedAt: 3 });
    expect(seen[0].counts[0].isConnected).toBe(true);

    // Only the total replaced: the count keeps its start, whatever its text shows before our next write.
    container.querySelector('.ha-mini-cart-total')!.innerHTML = '<span class="woocommerce-Price-amount">$9.00</span>';
    added = 5;
    await new Promise((resolve) => setTimeout(resolve));
    expect(seen).toHaveLength(2);
    expect(seen[1]).toMatchObject({ printedCount: 7, addedAt: 3 });
    expect(seen[1].amounts[0].textContent).toBe('$9.00');
    expect(countToShow(seen[1], 5)).toBe(9);

    stop();
    container.querySelector('.ha-mini-cart-count')!.outerHTML = '<span class="ha-mini-cart-count">8</span>';
    await new Promise((resolve) => setTimeout(resolve));
    expect(seen).toHaveLength(2);
    container.remove();
  });

  it('starts the count again only where its own elements were replaced', () => {
    const container = cart();
    const before = readFigures(findMiniCart(container)!, 0);
    container.querySelector('.woocommerce-Price-amount')!.replaceWith(container.ownerDocument.createElement('span'));
    expect(figuresAfter(before, findMiniCart(container)!, 4)).toMatchObject({ printedCount: 2, addedAt: 0, counts: before.counts });
    container.querySelector('.ha-mini-cart-count')!.outerHTML = '<span class="ha-mini-cart-count">6</span>';
    expect(figuresAfter(before, findMiniCart(container)!, 4)).toMatchObject({ printedCount: 6, addedAt: 4 });
    container.remove();
  });
});
