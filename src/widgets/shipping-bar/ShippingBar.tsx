import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { atom } from 'nanostores';
import type { WidgetProps } from '../../api-types';
import { cartSubtotal, watchCart } from '../../services/cart';
import { getCookie, setCookie } from '../../services/cookies';
import { reducedMotion } from '../../services/device';
import { useStore } from '../../runtime';
import { isActivationKey } from '../../ui/keys';
import { createRestorer, type Restorer } from '../../ui/restorer';
import { useEvent } from '../../ui/use-event';
import { useMediaQuery } from '../../ui/use-media-query';
import { findShippingBar, fsbSettingsProblem, type ShippingBarDom } from './dom';
import {
  barText,
  barWidth,
  decodeSymbol,
  formatAmount,
  messageKind,
  NARROW_MAX_WIDTH,
  progressPercent,
  progressValueText,
} from './logic';
import type { ShippingBarSettings } from './settings';

/** The add-on's cookie: a visitor who closed the bar does not see it again. */
export const CLOSE_COOKIE = 'ha_close_fsb';
const CLOSE_VALUE = 'yes';

/** Set when the visitor closes any bar on the page: the cookie hides them all from the next page on, this now. */
const closedByVisitor = atom(false);

const NARROW_QUERY = `(max-width: ${NARROW_MAX_WIDTH}px)`;

/**
 * Enhances the server-printed free-shipping bar: the track becomes a progressbar driven by the shared
 * cart store (its subtotal is asked for on mount and after every cart change), the message turns to
 * the success message at the target, and the close icon is a button that hides the bar for good.
 */
export function ShippingBar({ container, settings, env }: WidgetProps<ShippingBarSettings>) {
  const dom = useMemo(() => findShippingBar(container), [container]);
  const restorer = useMemo(createRestorer, [dom]);
  const subtotal = useStore(cartSubtotal);
  const reduce = useStore(reducedMotion);
  const narrow = useMediaQuery(NARROW_QUERY);
  const [closedBefore] = useState(() => getCookie(CLOSE_COOKIE) === CLOSE_VALUE);
  const closedNow = useStore(closedByVisitor);
  // In the editor the bar stays, so that it can be edited after closing it on the site.
  const closed = !env.editMode && (closedNow || closedBefore);
  const [spoken, setSpoken] = useState('');
  const symbol = decodeSymbol(settings.currencySymbol);
  const target = settings.target_amount;
  const percent = subtotal === null ? null : progressPercent(subtotal, target);
  // The server printed the message that matched the cart it saw.
  const shownKind = useRef(messageKind(settings.achive_percent));
  const keptMessage = useRef(false);
  const lastSubtotal = useRef(subtotal);

  // Once, about the markup and settings the widget mounted with.
  useEffect(() => {
    const problem = fsbSettingsProblem(container);
    if (problem) env.warn(problem);
  }, []);

  useLayoutEffect(() => {
    if (!dom) return;
    applyStructure(dom, restorer);
    return () => restorer.restore();
  }, [dom, restorer]);

  useLayoutEffect(() => {
    if (!dom) return;
    restorer.style(dom.fill, 'width', `${barWidth(percent, narrow)}%`);
    restorer.style(dom.fill, 'transition', reduce ? 'none' : `width ${settings.ha_fsb_animation_speed}ms ease-in-out`);
    if (percent === null || subtotal === null) return;
    const type = settings.progress_type === 'percent' ? 'percent' : 'amount';
    restorer.text(dom.fill, barText(type, percent, subtotal, symbol));
    restorer.attr(dom.track, 'aria-valuenow', String(percent));
    restorer.attr(dom.track, 'aria-valuetext', progressValueText(percent, subtotal, target, symbol));
  }, [dom, restorer, percent, subtotal, narrow, reduce, settings, symbol, target]);

  useLayoutEffect(() => {
    if (dom && closed) restorer.style(dom.root, 'display', 'none');
  }, [dom, restorer, closed]);

  useEffect(() => {
    if (!dom || closed) return;
    return watchCart(env.config);
  }, [dom, closed, env.config]);

  // The message follows the progress; a change of the subtotal after the first answer is spoken.
  useEffect(() => {
    const before = lastSubtotal.current;
    lastSubtotal.current = subtotal;
    if (!dom || percent === null || subtotal === null) return;
    const kind = messageKind(percent);
    const html = kind === 'success' ? settings.fsb_success_message : settings.announcement;
    const swap = kind !== shownKind.current && html.trim() !== '' && dom.message !== null;
    const speak = before !== null && before !== subtotal;
    if (!swap && !speak) return;
    let current = true;
    import('./message')
      .then(({ messageNodes }) => {
        if (!current) return;
        const nodes = messageNodes(html);
        const text = (nodes.textContent ?? '').replace(/\s+/g, ' ').trim();
        if (swap && dom.message) {
          if (!keptMessage.current) restorer.keepChildren(dom.message);
          keptMessage.current = true;
          dom.message.replaceChildren(nodes);
          shownKind.current = kind;
        }
        if (speak) {
          const left = `${symbol}${formatAmount(Math.max(0, target - subtotal))} left for free shipping.`;
          setSpoken(kind === 'success' ? text || 'Free shipping reached.' : left);
        }
      })
      .catch(env.report);
    return () => {
      current = false;
    };
  }, [dom, percent, subtotal]);

  const close = () => {
    setCookie(CLOSE_COOKIE, CLOSE_VALUE);
    closedByVisitor.set(true);
  };
  useEvent(dom?.close, 'click', close, env.report);
  useEvent(
    dom?.close,
    'keydown',
    (event) => {
      if (!isActivationKey(event.key)) return;
      event.preventDefault();
      close();
    },
    env.report,
  );

  if (!dom) return null;
  return createPortal(
    <span className="ha-visually-hidden" role="status" aria-live="polite">
      {spoken}
    </span>,
    dom.inner,
  );
}

function applyStructure(dom: ShippingBarDom, restorer: Restorer): void {
  // Inline styles come back exactly as printed (the fill's is an empty `width: ;`).
  restorer.snapshot(dom.root, dom.fill);
  restorer.attr(dom.track, 'role', 'progressbar');
  restorer.attr(dom.track, 'aria-label', 'Free shipping progress');
  restorer.attr(dom.track, 'aria-valuemin', '0');
  restorer.attr(dom.track, 'aria-valuemax', '100');
  // The visible text is the progress the progressbar states already.
  if (dom.fill !== dom.track) restorer.attr(dom.fill, 'aria-hidden', 'true');
  if (dom.close) {
    restorer.attr(dom.close, 'role', 'button');
    restorer.attr(dom.close, 'tabindex', '0');
    restorer.attr(dom.close, 'aria-label', 'Close the free shipping bar');
  }
}
