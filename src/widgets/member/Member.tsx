import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { WidgetProps } from '../../api-types';
import { lockScroll } from '../../ui/scroll-lock';
import { isActivationKey } from '../../ui/keys';
import { useActivationKeys } from '../../ui/use-activation-keys';
import { notifyNestedChange } from '../../ui/nested-change';
import { createRestorer, type Restorer } from '../../ui/restorer';
import { useEvent } from '../../ui/use-event';
import { closesOn, findMember, SHOW, type MemberDom } from './dom';
import { tabbables, wrapTarget } from './focus';

/** How many frames opening waits at most for the dialog to take the focus. */
const FOCUS_FRAMES = 30;

/**
 * The details lightbox as a WAI-ARIA modal dialog, kept where the server printed it (its template
 * may hold other widgets): opened by the card's button; closed by the close button, the backdrop or
 * Escape, with the focus back on the button. While open, Tab cycles inside and the page does not scroll.
 */
export function Member({ container, env }: WidgetProps<unknown>) {
  const found = useMemo(() => findMember(container), [container]);
  // In the editor the server may print the lightbox already shown as a preview: it is left as it is.
  const [preview] = useState(() => env.editMode && !!found.lightbox?.classList.contains(SHOW));
  const dom = preview ? null : found.dom;
  const [open, setOpen] = useState(false);
  const restorer = useMemo(createRestorer, [dom]);
  const wasOpen = useRef(false);

  // Once, about the markup the widget mounted with. A card without a lightbox is a normal setup.
  useEffect(() => {
    if (found.lightbox && !found.dom) env.warn('a .ha-member-lightbox but no .ha-btn to open it');
  }, []);

  useLayoutEffect(() => {
    if (!dom) return;
    applyRoles(dom, env.id, restorer);
    return () => restorer.restore();
  }, [dom, env.id, restorer]);

  useLayoutEffect(() => {
    if (!dom) return;
    const { button, lightbox } = dom;
    restorer.toggle(lightbox, SHOW, open);
    // Closed, nothing in it takes focus or clicks, whatever the stylesheet does to hide it.
    restorer.attr(lightbox, 'inert', open ? null : '');
    restorer.attr(button, 'aria-expanded', String(open));
    if (!open) {
      if (wasOpen.current) button.focus();
      wasOpen.current = false;
      return;
    }
    wasOpen.current = true;
    const unlock = lockScroll();
    // A stylesheet that fades the lightbox in from `visibility: hidden` keeps it unfocusable for a
    // frame or so: the focus goes in as soon as it can.
    let frame = 0;
    let tries = FOCUS_FRAMES;
    const focusIn = () => {
      (tabbables(lightbox)[0] ?? lightbox).focus();
      if (!lightbox.contains(document.activeElement) && --tries > 0) frame = requestAnimationFrame(focusIn);
    };
    focusIn();
    notifyNestedChange({ element: lightbox, index: 0, expanded: true });
    return () => {
      cancelAnimationFrame(frame);
      unlock();
    };
  }, [dom, open, restorer]);

  useEvent(
    dom?.button,
    'click',
    (event) => {
      event.preventDefault();
      setOpen(true);
    },
    env.report,
  );

  useEvent(
    dom?.button,
    'keydown',
    (event) => {
      // The add-on prints the button as a link without href: no key presses it natively.
      if (!isActivationKey(event.key)) return;
      event.preventDefault();
      setOpen(true);
    },
    env.report,
  );

  useEvent(dom?.lightbox, 'click', (event) => dom && closesOn(dom, event.target) && setOpen(false), env.report);

  useActivationKeys(dom?.close, () => setOpen(false), env.report);

  useEvent(
    open ? document : null,
    'keydown',
    (event) => {
      if (!open || !dom) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        setOpen(false);
        return;
      }
      if (event.key !== 'Tab') return;
      const list = tabbables(dom.lightbox);
      const current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      const next = list.length ? wrapTarget(list, current, event.shiftKey) : dom.lightbox;
      if (!next) return;
      event.preventDefault();
      next.focus();
    },
    env.report,
  );

  // Focus that gets out some other way (a script, the browser's own UI) is brought back in.
  useEvent(
    open ? document : null,
    'focusin',
    (event) => {
      // The listener outlives the closing render by a moment, while the focus goes back to the button.
      if (!open || !dom || !(event.target instanceof Node) || dom.lightbox.contains(event.target)) return;
      (tabbables(dom.lightbox)[0] ?? dom.lightbox).focus();
    },
    env.report,
  );

  return null;
}

function applyRoles({ button, lightbox, close, name }: MemberDom, widgetId: string, restorer: Restorer): void {
  if (!lightbox.id) restorer.attr(lightbox, 'id', `ha-member-lightbox-${widgetId}`);
  restorer.attr(lightbox, 'role', 'dialog');
  restorer.attr(lightbox, 'aria-modal', 'true');
  restorer.attr(lightbox, 'tabindex', '-1');
  if (name) {
    if (!name.id) restorer.attr(name, 'id', `ha-member-name-${widgetId}`);
    restorer.attr(lightbox, 'aria-labelledby', name.id);
  } else restorer.attr(lightbox, 'aria-label', button.textContent?.trim() || 'Details');
  if (close) {
    restorer.attr(close, 'role', 'button');
    restorer.attr(close, 'tabindex', '0');
    restorer.attr(close, 'aria-label', 'Close');
  }
  if (button.tagName !== 'BUTTON') restorer.attr(button, 'role', 'button');
  if (!button.hasAttribute('href') && button.tagName !== 'BUTTON') restorer.attr(button, 'tabindex', '0');
  restorer.attr(button, 'aria-haspopup', 'dialog');
  restorer.attr(button, 'aria-controls', lightbox.id);
}
