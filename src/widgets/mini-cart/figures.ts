// The elements that show the cart's figures, and the count they started from. WooCommerce's cart
// fragments replace them with the server's own after a cart event; the server's count then already
// holds every item added so far, and later additions count on from it.
import { findMiniCart, type MiniCartDom } from './dom';
import { parseCount } from './logic';

export interface Figures {
  /** Where the subtotal is written. */
  amounts: HTMLElement[];
  /** Where the item count is written. */
  counts: HTMLElement[];
  /** The count these elements were printed with, or null when they hold none. */
  printedCount: number | null;
  /** How many items had been added on this page when they were printed. */
  addedAt: number;
}

export function readFigures(dom: MiniCartDom, addedAt: number): Figures {
  return { amounts: dom.amounts, counts: dom.counts, printedCount: parseCount(dom.count?.textContent), addedAt };
}

/** The count to show: the printed one plus the items added since; null when there is nothing to write. */
export function countToShow(figures: Figures, added: number): number | null {
  if (figures.printedCount === null || added === figures.addedAt) return null;
  return figures.printedCount + added - figures.addedAt;
}

/**
 * The figures after fragments replaced some of `before`'s elements. The count starts again from the
 * server's only where its elements were replaced: ours may not show the latest addition yet.
 */
export function figuresAfter(before: Figures, dom: MiniCartDom, added: number): Figures {
  const counted = before.counts.every((element) => element.isConnected) ? before : readFigures(dom, added);
  return { amounts: dom.amounts, counts: counted.counts, printedCount: counted.printedCount, addedAt: counted.addedAt };
}

/**
 * Calls `replaced` with the figures read anew whenever an element of `current()` leaves the page (a
 * fragment took its place). `added()` is read then: the cart event that brought the fragments has
 * been counted by the time the observer runs, after the event's handlers.
 */
export function watchFigures(container: HTMLElement, current: () => Figures, added: () => number, replaced: (figures: Figures) => void): () => void {
  const observer = new MutationObserver(() => {
    const before = current();
    if ([...before.amounts, ...before.counts].every((element) => element.isConnected)) return;
    const dom = findMiniCart(container);
    if (dom) replaced(figuresAfter(before, dom, added()));
  });
  observer.observe(container, { childList: true, subtree: true });
  return () => observer.disconnect();
}
