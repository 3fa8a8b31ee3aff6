// Reading the server markup of one mini cart.

export interface MiniCartDom {
  /** `.ha-mini-cart-inner` with `ha-mini-cart-on-click` or `-on-hover`. */
  inner: HTMLElement;
  /** `.ha-mini-cart-button`: the icon, the item count and the total. */
  button: HTMLElement;
  /** `.ha-mini-cart-popup`, printed unless the popup is off. */
  popup: HTMLElement | null;
  /** Where the cart's subtotal is written: the button's total and the popup's subtotal line. */
  amounts: HTMLElement[];
  /** `.ha-mini-cart-count`: the item count the server printed in the button, or null. */
  count: HTMLElement | null;
  /** Where the item count is written: the button's count and the popup header's. */
  counts: HTMLElement[];
}

export const REQUIRES = '.ha-mini-cart-inner .ha-mini-cart-button';

export function findMiniCart(container: HTMLElement): MiniCartDom | null {
  const inner = container.querySelector<HTMLElement>('.ha-mini-cart-inner');
  const button = inner?.querySelector<HTMLElement>('.ha-mini-cart-button');
  if (!inner || !button) return null;
  const popup = inner.querySelector<HTMLElement>('.ha-mini-cart-popup');
  const amounts = [
    ...inner.querySelectorAll<HTMLElement>(
      '.ha-mini-cart-total .woocommerce-Price-amount, .woocommerce-mini-cart__total .woocommerce-Price-amount',
    ),
  ];
  const count = button.querySelector<HTMLElement>('.ha-mini-cart-count');
  const counts = [...inner.querySelectorAll<HTMLElement>('.ha-mini-cart-count, .ha-mini-cart-popup-count')];
  return { inner, button, popup, amounts, count, counts };
}
