import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { atom } from 'nanostores';
import type { WidgetProps } from '../../api-types';
import { useStore } from '../../runtime';
import { isActivationKey } from '../../ui/keys';
import { useActivationKeys } from '../../ui/use-activation-keys';
import { notifyNestedChange } from '../../ui/nested-change';
import { isEscapeKey, isTopDialog, useDialogFocus, type ReturnFocus } from '../../ui/overlay';
import { createRestorer, type Restorer } from '../../ui/restorer';
import { addUrlAction } from '../../services/url-actions';
import { lockScroll } from '../../ui/scroll-lock';
import { usableId } from '../../ui/usable-id';
import { useEvent } from '../../ui/use-event';
import { ACTIVE, findOffCanvas, VISIBLE, type OffCanvasDom } from './dom';
import { htmlClasses, isClassToken, movesPage, pageShift, RESET_MS, toggleSelector, toggleSource } from './logic';
import { claimPageClasses } from './page-classes';
import type { OffCanvasSettings } from './settings';

type Phase = 'closed' | 'open' | 'closing';

/** The off-canvas open now: opening one closes any other. */
const openPanel = atom<object | null>(null);

/** What a press on the keyboard, a click or a tap already works on. */
const NATIVE = 'a[href], button, input, select, textarea, summary';

/**
 * The add-on's off-canvas panel as a WAI-ARIA modal dialog. The panel is moved (never copied) to the
 * page's body, so the widgets in it keep their roots, and back on unmount. Its toggles (the widget's
 * own button, or any element of an id or class) open and close it; the close button, Escape, a click
 * outside or on a link in it close it, as the settings allow. The root element gets the add-on's
 * classes, and the page moves aside for the slide-along, reveal and push transitions; 500 ms after
 * closing everything is reset. While open the focus stays in the panel and goes back to its toggle after.
 */
export function OffCanvas({ container, settings, env }: WidgetProps<OffCanvasSettings>) {
  const dom = useMemo(() => findOffCanvas(container), [container]);
  const [phase, setPhase] = useState<Phase>('closed');
  const restorer = useMemo(createRestorer, [dom]);
  const owner = useMemo(() => ({}), []);
  const current = useStore(openPanel);
  const returnFocus = useRef<ReturnFocus>(null);
  const shift = useRef<string | null>(null);
  const overlay = useRef<HTMLElement | null>(null);
  const source = toggleSource(settings);
  const selector = toggleSelector(source, CSS.escape);
  // The settings' id was checked by the schema; the element's own, read when they name none, is checked here.
  const id = settings.content_id || (isClassToken(env.id) ? env.id : '');
  const { transition, direction } = settings;
  const open = phase === 'open';
  // The page's toggles as they are at mount (for their roles); clicks are matched as they come.
  const triggers = useMemo(() => (!dom ? [] : source.kind === 'own' ? dom.toggles : [...document.querySelectorAll<HTMLElement>(selector)]), [dom, selector]);

  useEffect(() => {
    if (dom && !triggers.length) env.warn(`no toggle found for ${selector}; the panel cannot open`);
  }, []);

  useLayoutEffect(() => {
    if (!dom) return;
    overlay.current = adopt(dom, id, triggers, restorer);
    return () => {
      claimPageClasses(owner, []);
      if (openPanel.get() === owner) openPanel.set(null);
      restorer.restore();
      overlay.current = null;
    };
  }, [dom, restorer]);

  useLayoutEffect(() => {
    if (!dom) return;
    const { panel } = dom;
    const shown = phase !== 'closed';
    if (open && movesPage(transition)) shift.current = pageShift(direction, { width: panel.offsetWidth, height: panel.offsetHeight });
    restorer.toggle(panel, VISIBLE, shown);
    restorer.attr(panel, 'inert', open ? null : '');
    if (overlay.current) restorer.attr(overlay.current, 'data-open', open ? '' : null);
    for (const trigger of triggers) {
      restorer.toggle(trigger, ACTIVE, open);
      restorer.attr(trigger, 'aria-expanded', String(open));
    }
    claimPageClasses(owner, ['ha-offcanvas-content-widget', ...htmlClasses(phase, id, transition, direction)], shown && movesPage(transition) ? shift.current : null);
    if (phase === 'closing') {
      const timer = setTimeout(() => setPhase('closed'), RESET_MS);
      return () => clearTimeout(timer);
    }
    if (!open) return;
    openPanel.set(owner);
    notifyNestedChange({ element: panel, index: 0, expanded: true });
    const unlock = lockScroll();
    return () => {
      unlock();
      if (openPanel.get() === owner) openPanel.set(null);
    };
  }, [dom, phase, restorer]);

  useDialogFocus(dom?.panel ?? null, open, returnFocus);

  // Another off-canvas opened: this one closes.
  useEffect(() => {
    if (open && current && current !== owner) close(null);
  }, [current]);

  function close(focusTo: ReturnFocus) {
    if (phase !== 'open') return;
    if (focusTo !== null) returnFocus.current = focusTo;
    setPhase('closing');
  }

  const triggerOf = (target: EventTarget | null): HTMLElement | null => {
    if (!dom || !(target instanceof Element)) return null;
    if (source.kind === 'own') return dom.toggles.find((toggle) => toggle.contains(target)) ?? null;
    return target.closest<HTMLElement>(selector);
  };

  useEvent(
    dom ? document : null,
    'click',
    (event) => {
      if (!dom) return;
      const trigger = triggerOf(event.target);
      if (trigger) {
        event.preventDefault();
        if (open) close(null);
        else {
          returnFocus.current = trigger;
          setPhase('open');
        }
        return;
      }
      if (!open) return;
      if (event.composedPath().includes(dom.panel)) {
        const link = event.target instanceof Element ? event.target.closest('a') : null;
        // A link whose click a script took (a popup's trigger, a tab) leads nowhere: the panel stays.
        // A link followed takes the focus where it leads, not back to the toggle.
        if (settings.links_click_close && link && !event.defaultPrevented && dom.body?.contains(link)) close(false);
        return;
      }
      if (settings.body_click_close) close(null);
    },
    env.report,
  );

  useEvent(
    dom ? document : null,
    'keydown',
    (event) => {
      if (!dom) return;
      // A dialog opened over this panel takes its own Escape (and marks it taken).
      if (open && isEscapeKey(event) && !event.defaultPrevented && isTopDialog(dom.panel)) {
        // Without a close button Escape always closes: the keyboard is never shut in.
        if (settings.esc_close || !dom.close) {
          event.preventDefault();
          close(null);
        }
        return;
      }
      const trigger = triggerOf(event.target);
      if (!trigger || !isActivationKey(event.key) || (event.key === 'Enter' && trigger.matches(NATIVE))) return;
      event.preventDefault();
      trigger.click();
    },
    env.report,
  );

  // The page builder's URL actions (`#elementor-action:action=off_canvas:open&settings={id}`) name the
  // panel by its element id (or its content id); without an id they work on every panel.
  const urlAction = useRef<(kind: string, trigger: Element | null) => void>(() => {});
  urlAction.current = (kind, trigger) => {
    if (kind == 'close' || (kind == 'toggle' && open)) return close(null);
    if (open) return;
    returnFocus.current = trigger instanceof HTMLElement ? trigger : null;
    setPhase('open');
  };
  useEffect(() => {
    if (!dom) return;
    const offs = ['open', 'close', 'toggle'].map((kind) =>
      addUrlAction(`off_canvas:${kind}`, (action, trigger) => {
        if (!action.id || String(action.id) == env.id || String(action.id) == id) urlAction.current(kind, trigger);
      }),
    );
    return () => offs.forEach((off) => off());
  }, [dom]);

  useEvent(dom?.close, 'click', (event) => (event.preventDefault(), close(null)), env.report);
  useActivationKeys(dom?.close, () => close(null), env.report);

  return null;
}

/**
 * Moves the panel to the start of the page's body (where the add-on puts it) with an overlay after
 * it, and gives the panel, its close button and the toggles their roles. Returns the overlay.
 */
function adopt({ panel, close }: OffCanvasDom, id: string, triggers: HTMLElement[], restorer: Restorer): HTMLElement {
  const home = panel.parentNode!;
  const next = panel.nextSibling;
  document.body.prepend(panel);
  restorer.defer(() => home.insertBefore(panel, next?.parentNode === home ? next : null));
  const overlay = restorer.create('div', 'ha-offcanvas-overlay');
  panel.after(overlay);

  if (!usableId(panel)) restorer.attr(panel, 'id', `ha-offcanvas-${id}`);
  restorer.attr(panel, 'data-ha-offcanvas', '');
  restorer.attr(panel, 'role', 'dialog');
  restorer.attr(panel, 'aria-modal', 'true');
  restorer.attr(panel, 'tabindex', '-1');
  if (!panel.hasAttribute('aria-label') && !panel.hasAttribute('aria-labelledby')) {
    const name = triggers.map((trigger) => trigger.getAttribute('aria-label') || trigger.textContent?.trim()).find(Boolean);
    restorer.attr(panel, 'aria-label', name || 'Panel');
  }
  if (close) {
    restorer.attr(close, 'role', 'button');
    restorer.attr(close, 'tabindex', '0');
    if (!close.textContent?.trim() && !close.hasAttribute('aria-label')) restorer.attr(close, 'aria-label', 'Close');
  }
  for (const trigger of triggers) {
    if (!(trigger instanceof HTMLButtonElement)) restorer.attr(trigger, 'role', 'button');
    if (!trigger.matches(NATIVE) && !trigger.hasAttribute('tabindex')) restorer.attr(trigger, 'tabindex', '0');
    restorer.attr(trigger, 'aria-haspopup', 'dialog');
    restorer.attr(trigger, 'aria-controls', panel.id);
  }
  return overlay;
}
