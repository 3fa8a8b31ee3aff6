// Writing the item count into the server's count elements (`<span class="ha-mini-cart-count">2 </span>`),
// keeping the text around the number.
import type { Restorer } from '../../ui/restorer';
import { replaceCount } from './logic';

/** Writes `count` in place of the printed number; the first write remembers the printed text for unmounting. */
export function writeCount(element: HTMLElement, count: number, restorer: Restorer, touched: WeakSet<Text>): void {
  const node = [...element.childNodes].find((child): child is Text => child instanceof Text && /\d/.test(child.data));
  if (!node) return;
  const next = replaceCount(node.data, count);
  if (next === null || next === node.data) return;
  if (!touched.has(node)) {
    touched.add(node);
    const printed = node.data;
    restorer.defer(() => {
      node.data = printed;
    });
  }
  node.data = next;
}
