import { useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { WidgetEnv } from '../../api-types';
import { ajax } from '../../services/ajax';
import { CART_EVENTS } from '../../services/cart';
import { createRestorer } from '../restorer';
import { useLinkButtons } from '../use-link-button';
import { ADDED_CLASS, addedToCart, downloadId, EDD_ADD_ACTION, EDD_ADD_BUTTON } from './cart-logic';

const ADD_LABEL = 'Add to cart';
const ADDED_LABEL = 'Added to cart';

/** Tells every cart reader (the shared cart store, WooCommerce's and the theme's scripts) that one item was added. */
function announceAdded(): void {
  document.body.dispatchEvent(new CustomEvent(CART_EVENTS[0], { bubbles: true, detail: { quantity: 1 } }));
}

/**
 * The add-on's download add to cart buttons inside `container`: a click (Enter, Space) posts
 * `ha_edd_ajax_add_to_cart_link` with the download id; on the answer's success flag the button shows
 * it was added and the cart events fire, so the free-shipping bar and the mini cart ask for the new
 * subtotal. A failure leaves the button as it was (ajax errors are silent). Returns the live region
 * that says so to assistive technology.
 */
export function useEddAddToCart(container: HTMLElement, env: Pick<WidgetEnv<unknown>, 'config' | 'report'>): ReactNode {
  const restorer = useMemo(createRestorer, [container]);
  const pending = useRef(new Set<string>());
  const [spoken, setSpoken] = useState('');
  const controllers = useRef(new Set<AbortController>());

  // The buttons are icon-only links to "#": name them, and make them buttons.
  useLayoutEffect(() => {
    for (const button of container.querySelectorAll<HTMLElement>(EDD_ADD_BUTTON)) {
      restorer.attr(button, 'role', 'button');
      if (!button.textContent?.trim() && !button.hasAttribute('aria-label')) restorer.attr(button, 'aria-label', ADD_LABEL);
    }
    const running = controllers.current;
    return () => {
      for (const controller of running) controller.abort();
      running.clear();
      restorer.restore();
    };
  }, [container, restorer]);

  const add = async (button: HTMLElement) => {
    const id = downloadId(button.getAttribute('data-download-id'));
    if (!id || pending.current.has(id)) return;
    pending.current.add(id);
    const controller = new AbortController();
    controllers.current.add(controller);
    restorer.attr(button, 'aria-busy', 'true');
    restorer.toggle(button, 'loading', true);
    try {
      const answer = await ajax(EDD_ADD_ACTION, { download_id: id }, { config: env.config, signal: controller.signal });
      if (controller.signal.aborted) return;
      if (!addedToCart(answer)) return;
      // Every copy of the button (a looping carousel shows copies) says the download is in the cart.
      for (const same of container.querySelectorAll<HTMLElement>(EDD_ADD_BUTTON)) {
        if (downloadId(same.getAttribute('data-download-id')) !== id) continue;
        restorer.toggle(same, ADDED_CLASS, true);
        if (!same.textContent?.trim()) restorer.attr(same, 'aria-label', ADDED_LABEL);
      }
      const name = button.closest('article')?.querySelector('h1, h2, h3, h4, h5, h6')?.textContent?.trim();
      setSpoken(name ? `${name} was added to the cart.` : 'Added to the cart.');
      announceAdded();
    } finally {
      controllers.current.delete(controller);
      pending.current.delete(id);
      if (button.isConnected) {
        restorer.attr(button, 'aria-busy', null);
        restorer.toggle(button, 'loading', false);
      }
    }
  };

  useLinkButtons(container, EDD_ADD_BUTTON, (button) => add(button).catch(env.report), env.report);

  return createPortal(
    <span className="ha-visually-hidden" role="status" aria-live="polite">
      {spoken}
    </span>,
    container,
  );
}
