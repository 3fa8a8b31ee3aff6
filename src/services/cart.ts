// The shop cart as one shared store: every commerce widget reads the same subtotal, and one request
// per cart change serves them all. The subtotal comes from `ha_get_cart_subtotal_action` on the first
// watch and after each of WooCommerce's cart events on document.body.
import { atom } from 'nanostores';
import type { HaConfig } from '../api-types';
import { latestOnly } from './ajax';

export const SUBTOTAL_ACTION = 'ha_get_cart_subtotal_action';

/** WooCommerce's events on document.body after an item is added to or removed from the cart. */
export const CART_EVENTS = ['added_to_cart', 'removed_from_cart'] as const;

/** The cart subtotal; null until an answer said what it is. A failed request leaves it as it was. */
export const cartSubtotal = atom<number | null>(null);

/**
 * The subtotal in an answer: a JSON string (the add-on echoes one) or its parsed object, with
 * `status` 'true' and a `subTotalAmount` of zero or more (a number or a numeric string). Null for
 * anything else.
 */
export function parseSubtotalAnswer(answer: unknown): number | null {
  let data = answer;
  if (typeof answer === 'string') {
    try {
      data = JSON.parse(answer);
    } catch {
      return null;
    }
  }
  if (data === null || typeof data !== 'object') return null;
  const { status, subTotalAmount } = data as Record<string, unknown>;
  if (status !== 'true' && status !== true) return null;
  const amount = typeof subTotalAmount === 'string' && subTotalAmount.trim() !== '' ? Number(subTotalAmount) : subTotalAmount;
  return typeof amount === 'number' && Number.isFinite(amount) && amount >= 0 ? amount : null;
}

const request = latestOnly();

/** Asks for the subtotal and stores it; a newer call aborts a pending one. Never rejects. */
export async function refreshCartSubtotal(config: Pick<HaConfig, 'ajaxUrl' | 'nonce'>): Promise<void> {
  const amount = parseSubtotalAnswer(await request(SUBTOTAL_ACTION, {}, { config }));
  if (amount !== null) cartSubtotal.set(amount);
}

interface JQueryLike {
  (target: Element): { on(events: string, handler: () => void): unknown; off(events: string, handler: () => void): unknown };
}

let watchers = 0;
let stopWatching: (() => void) | undefined;

/**
 * Keeps `cartSubtotal` current while anyone watches: one request now and one after every cart
 * event, however many widgets watch. Returns the unwatch function (the last one stops listening and
 * aborts a pending request).
 */
export function watchCart(config: Pick<HaConfig, 'ajaxUrl' | 'nonce'>): () => void {
  watchers++;
  if (!stopWatching) {
    const refresh = () => void refreshCartSubtotal(config);
    const body = document.body;
    // WooCommerce triggers its cart events through jQuery, which calls only jQuery's handlers; a
    // jQuery handler also sees native events, so with jQuery on the page it is the one listener.
    const jq = (window as unknown as { jQuery?: JQueryLike }).jQuery;
    if (typeof jq === 'function') {
      const names = CART_EVENTS.join(' ');
      jq(body).on(names, refresh);
      stopWatching = () => jq(body).off(names, refresh);
    } else {
      for (const name of CART_EVENTS) body.addEventListener(name, refresh);
      stopWatching = () => {
        for (const name of CART_EVENTS) body.removeEventListener(name, refresh);
      };
    }
    refresh();
  }
  let watching = true;
  return () => {
    if (!watching) return;
    watching = false;
    if (--watchers > 0) return;
    stopWatching?.();
    stopWatching = undefined;
    request.abort();
  };
}
