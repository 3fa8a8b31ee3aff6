import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { WidgetProps } from '../../api-types';
import { cartItemsAdded, cartSubtotal, watchCart } from '../../services/cart';
import { useStore } from '../../runtime';
import { isActivationKey } from '../../ui/keys';
import { isEscapeKey } from '../../ui/overlay';
import { createRestorer } from '../../ui/restorer';
import { usableId } from '../../ui/usable-id';
import { useEvent } from '../../ui/use-event';
import { writeAmount } from './amount';
import { writeCount } from './count';
import { findMiniCart } from './dom';
import { countToShow, readFigures, watchFigures, type Figures } from './figures';
import { openOn } from './logic';

/** How long the hover popup stays once the pointer has left, so that a diagonal move does not close it. */
const HOVER_CLOSE_MS = 150;

/**
 * Enhances the server's mini cart: the cart button discloses its popup (on click, or on hover, and
 * always with Enter or Space; Escape and a click outside close it, the focus going back to the
 * button), and the totals and the item count follow the shared cart store, so adding to the cart
 * anywhere on the page updates them.
 */
export function MiniCart({ container, env }: WidgetProps<unknown>) {
  const dom = useMemo(() => findMiniCart(container), [container]);
  const restorer = useMemo(createRestorer, [dom]);
  const mode = dom ? openOn(dom.inner) : 'none';
  const popup = mode === 'none' ? null : (dom?.popup ?? null);
  const [open, setOpen] = useState(false);
  const subtotal = useStore(cartSubtotal);
  const added = useStore(cartItemsAdded);
  // Read before any write: the count the page was printed with, to which the items added on the page
  // are added (it was printed before any of them).
  const [figures, setFigures] = useState<Figures | null>(() => dom && readFigures(dom, 0));
  const figuresNow = useRef(figures);
  figuresNow.current = figures;
  const touched = useMemo(() => new WeakSet<Text>(), [dom]);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (dom && mode !== 'none' && !dom.popup) env.warn('no .ha-mini-cart-popup to open; the cart button only shows the totals');
  }, []);

  useLayoutEffect(() => {
    if (!dom) return;
    if (popup) {
      if (!usableId(popup)) restorer.attr(popup, 'id', `ha-mini-cart-popup-${env.id}`);
      restorer.attr(dom.button, 'role', 'button');
      restorer.attr(dom.button, 'tabindex', '0');
      restorer.attr(dom.button, 'aria-controls', popup.id);
      restorer.attr(dom.button, 'aria-haspopup', 'true');
    }
    return () => {
      clearTimeout(closeTimer.current);
      restorer.restore();
    };
  }, [dom, popup, restorer, env.id]);

  useLayoutEffect(() => {
    if (!dom || !popup) return;
    restorer.attr(dom.button, 'aria-expanded', String(open));
    // Inline, as the add-on's fade leaves it: its stylesheet hides the popup.
    restorer.style(popup, 'display', open ? 'block' : 'none');
  }, [dom, popup, open, restorer]);

  useEffect(() => {
    if (!dom) return;
    return watchCart(env.config);
  }, [dom, env.config]);

  useEffect(() => {
    if (!dom) return;
    return watchFigures(container, () => figuresNow.current!, () => cartItemsAdded.get(), setFigures);
  }, [dom, container]);

  // On a new subtotal only: fragments that replace the amounts bring the server's, newer than ours.
  useLayoutEffect(() => {
    if (!figuresNow.current || subtotal === null) return;
    for (const price of figuresNow.current.amounts) writeAmount(price, subtotal, restorer, touched);
  }, [subtotal, restorer, touched]);

  useLayoutEffect(() => {
    const count = figures && countToShow(figures, added);
    if (count === null || count === undefined) return;
    for (const element of figures!.counts) writeCount(element, count, restorer, touched);
  }, [figures, added, restorer, touched]);

  // The button's accessible name says what it is and what the visible figures are.
  useLayoutEffect(() => {
    if (!dom || !popup) return;
    const figures = (dom.button.textContent ?? '').replace(/\s+/g, ' ').trim();
    restorer.attr(dom.button, 'aria-label', figures ? `Cart ${figures}` : 'Cart');
  }, [dom, popup, subtotal, added, figures, restorer]);

  const hoverOpen = (on: boolean) => {
    clearTimeout(closeTimer.current);
    if (on) setOpen(true);
    else closeTimer.current = setTimeout(() => setOpen(false), HOVER_CLOSE_MS);
  };

  // On a hover cart the pointer opened the popup already: a click keeps it open.
  useEvent(popup ? dom?.button : null, 'click', (event) => {
    event.preventDefault();
    setOpen((was) => mode === 'hover' || !was);
  }, env.report);

  useEvent(popup ? dom?.button : null, 'keydown', (event) => {
    if (!isActivationKey(event.key)) return;
    event.preventDefault();
    setOpen((was) => !was);
  }, env.report);

  useEvent(mode === 'hover' && popup ? dom?.inner : null, 'mouseenter', () => hoverOpen(true), env.report);
  useEvent(mode === 'hover' && popup ? dom?.inner : null, 'mouseleave', () => hoverOpen(false), env.report);

  // While open: Escape closes and gives the focus back to the button; a click or the focus going
  // outside the cart closes.
  useEvent(open ? document : null, 'keydown', (event) => {
    if (!isEscapeKey(event) || event.defaultPrevented || !dom) return;
    const inside = dom.inner.contains(document.activeElement);
    setOpen(false);
    if (inside) dom.button.focus();
  }, env.report);

  useEvent(open ? document : null, 'click', (event) => {
    if (dom && event.target instanceof Node && !dom.inner.contains(event.target)) setOpen(false);
  }, env.report);

  useEvent(open ? dom?.inner : null, 'focusout', (event) => {
    const next = (event as FocusEvent).relatedTarget;
    if (dom && next instanceof Node && !dom.inner.contains(next)) setOpen(false);
  }, env.report);

  return null;
}
