// The shop cart as one shared store: every commerce widget reads the same subtotal, and one request
// per cart change serves them all. The subtotal comes from `ha_get_cart_subtotal_action` on the first
// watch and after each of WooCommerce's cart events on document.body; the items added on this page
// are counted from the `added_to_cart` events themselves.
import { atom } from 'nanostores';
import type { HaConfig } from '../api-types';
import { latestOnly } from './ajax';

export const SUBTOTAL_ACTION = 'ha_get_cart_subtotal_action';

/** WooCommerce's events on document.body after an item is added to or removed from the cart. */
export const CART_EVENTS = ['added_to_cart', 'removed_from_cart'] as const;

/** The cart subtotal; null until an answer said what it is. A failed request leaves it as it was. */
export const cartSubtotal = atom<number | null>(null);

/**
 * How many items were added to the cart on this page while anyone watched. Only additions: a
 * `removed_from_cart` does not say how many left, so the count the server prints (and its cart
 * fragments) own the rest.
 */
export const cartItemsAdded = atom<number>(0);

/** More than any one add to cart: a larger `data-quantity` is a typo, not an order. */
export const MAX_ADDED_QUANTITY = 999;

/** A quantity as a positive whole number (a number or its digits), capped; 1 for anything else. */
export function readQuantity(value: unknown): number {
  const quantity = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) return 1;
  return Math.min(quantity, MAX_ADDED_QUANTITY);
}

/**
 * How many items an `added_to_cart` added. Ours is a CustomEvent with `detail: { quantity }` (seen
 * directly, or as a jQuery event's `originalEvent`); WooCommerce's, triggered through jQuery with
 * `(event, fragments, cart_hash, $button)`, has it in the button's `data-quantity`. 1 when neither says.
 */
export function addedQuantity(event: unknown, button?: unknown): number {
  const element = button instanceof Element ? button : (button as ArrayLike<unknown> | undefined)?.[0];
  if (element instanceof Element) return readQuantity(element.getAttribute('data-quantity'));
  const native = (event as { originalEvent?: unknown } | null)?.originalEvent ?? event;
  const detail = (native as { detail?: unknown } | null)?.detail;
  return readQuantity((detail as { quantity?: unknown } | null)?.quantity);
}

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

type CartHandler = (event: { type: string }, ...args: unknown[]) => void;

interface JQueryLike {
  (target: Element): { on(events: string, handler: CartHandler): unknown; off(events: string, handler: CartHandler): unknown };
}

let watchers = 0;
let stopWatching: (() => void) | undefined;

/**
 * Keeps `cartSubtotal` and `cartItemsAdded` current while anyone watches: one request now and one
 * after every cart event, however many widgets watch. Returns the unwatch function (the last one
 * stops listening and aborts a pending request).
 */
export function watchCart(config: Pick<HaConfig, 'ajaxUrl' | 'nonce'>): () => void {
  watchers++;
  if (!stopWatching) {
    const refresh = () => void refreshCartSubtotal(config);
    const onCartEvent: CartHandler = (event, _fragments, _cartHash, button) => {
      if (event.type === CART_EVENTS[0]) cartItemsAdded.set(cartItemsAdded.get() + addedQuantity(event, button));
      refresh();
    };
    const body = document.body;
    // WooCommerce triggers its cart events through jQuery, which calls only jQuery's handlers; a
    // jQuery handler also sees native events, so with jQuery on the page it is the one listener.
    const jq = (window as unknown as { jQuery?: JQueryLike }).jQuery;
    if (typeof jq === 'function') {
      const names = CART_EVENTS.join(' ');
      jq(body).on(names, onCartEvent);
      stopWatching = () => jq(body).off(names, onCartEvent);
    } else {
      for (const name of CART_EVENTS) body.addEventListener(name, onCartEvent);
      stopWatching = () => {
        for (const name of CART_EVENTS) body.removeEventListener(name, onCartEvent);
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
