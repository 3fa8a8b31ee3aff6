// Writing the cart subtotal into the server's WooCommerce price markup, in the way it was printed:
// `<span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">$</span>42.50</bdi></span>`.
import type { Restorer } from '../../ui/restorer';
import { formatPrice, readPriceFormat } from './logic';

/** The text node that holds the number (not the currency symbol's), or null. */
function numberNode(price: HTMLElement): Text | null {
  const walker = document.createTreeWalker(price, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('.woocommerce-Price-currencySymbol')) continue;
    if (/\d/.test(node.nodeValue ?? '')) return node as Text;
  }
  return null;
}

/** Writes `amount` in place of the printed number; the first write remembers the printed one for unmounting. */
export function writeAmount(price: HTMLElement, amount: number, restorer: Restorer, touched: WeakSet<Text>): void {
  const node = numberNode(price);
  if (!node) return;
  const printed = node.data;
  const number = /\d(?:[\d.,\s\u00a0\u202f']*\d)?/.exec(printed);
  if (!number) return;
  if (!touched.has(node)) {
    touched.add(node);
    restorer.defer(() => {
      node.data = printed;
    });
  }
  const next = printed.slice(0, number.index) + formatPrice(amount, readPriceFormat(number[0])) + printed.slice(number.index + number[0].length);
  if (next !== printed) node.data = next;
}
