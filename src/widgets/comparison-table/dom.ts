// The server markup of one comparison table (see fixtures/widgets/comparison-table.html):
// .ha-comparison-table-wrapper > .ha-comparison-table__head[data-sticky-header] + .ha-comparison-table__row
// + .ha-comparison-table__btns. All divs laid out with flexbox, no <table>.
import { clipsOverflow } from './logic';

export const HEAD = '.ha-comparison-table__head';

export interface ComparisonDom {
  wrapper: HTMLElement;
  head: HTMLElement;
}

export function findComparison(container: HTMLElement): ComparisonDom | null {
  const head = container.querySelector<HTMLElement>(HEAD);
  const wrapper = head?.parentElement;
  return head && wrapper ? { wrapper, head } : null;
}

/**
 * Whether a box between the table and the page clips overflow: it then becomes the head's scroll
 * container, and a sticky head would stick to that box (which does not scroll) instead of the window.
 * The root and body pass their overflow on to the viewport, so they do not count.
 */
export function hasClippingAncestor(wrapper: HTMLElement): boolean {
  const doc = wrapper.ownerDocument;
  for (let el: HTMLElement | null = wrapper; el && el !== doc.body && el !== doc.documentElement; el = el.parentElement) {
    const style = getComputedStyle(el);
    if (clipsOverflow(style.overflowX, style.overflowY)) return true;
  }
  return false;
}

/** A zero-height marker in the flow for the intersection observers; hidden from everyone. */
export function createSentinel(doc: Document): HTMLElement {
  const el = doc.createElement('div');
  el.setAttribute('aria-hidden', 'true');
  el.setAttribute('data-ha-sentinel', '');
  el.style.cssText = 'display:block;height:0;margin:0;padding:0;border:0;visibility:hidden;pointer-events:none';
  return el;
}
