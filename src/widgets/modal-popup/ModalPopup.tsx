import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { WidgetProps } from '../../api-types';
import { reducedMotion } from '../../services/device';
import { useStore } from '../../runtime';
import { isActivationKey } from '../../ui/keys';
import { notifyNestedChange } from '../../ui/nested-change';
import { isEscapeKey, isTopDialog, useDialogFocus, type ReturnFocus } from '../../ui/overlay';
import { createRestorer, type Restorer } from '../../ui/restorer';
import { lockScroll } from '../../ui/scroll-lock';
import { usableId } from '../../ui/usable-id';
import { useEvent } from '../../ui/use-event';
import { findModal, SHOW, type ModalDom } from './dom';
import { animationClass, ENTRANCE_MS, entranceFrames, VIDEO_RESTORE_MS } from './logic';
import { silenceMedia } from './media';
import type { ModalSettings } from './settings';

/**
 * The add-on's modal popup as a WAI-ARIA modal dialog, kept where the server printed it (its content
 * may hold other widgets): opened by its trigger, or by itself a delay after the page loads; closed by
 * the overlay, the close icon or Escape, with the focus back where it was. While open the focus stays
 * inside and the page does not scroll; closing stops any video in it (its source comes back 500 ms later).
 */
export function ModalPopup({ container, settings, env }: WidgetProps<ModalSettings>) {
  const found = useMemo(() => findModal(container), [container]);
  // In the editor the add-on prints a previewed popup already shown: it is left as it is.
  const [preview] = useState(() => env.editMode && !!found?.dialog.classList.contains(SHOW));
  const dom = preview ? null : found;
  const [open, setOpen] = useState(false);
  const restorer = useMemo(createRestorer, [dom]);
  const motion = !useStore(reducedMotion);
  const returnFocus = useRef<ReturnFocus>(null);
  const restoreMedia = useRef<() => void>(undefined);
  const mounted = useRef(false);
  const onPageLoad = settings.trigger_type === 'pageload';

  useEffect(() => {
    if (found && !found.trigger && !onPageLoad) env.warn('no .ha-modal-popup-trigger to open the popup with');
  }, []);

  useLayoutEffect(() => {
    if (!dom) return;
    applyRoles(dom, env.id, restorer);
    mounted.current = true;
    // Runs before the other effects' cleanups (declared first): an unmount while open stops nothing later.
    return () => {
      mounted.current = false;
      restoreMedia.current?.();
      restorer.restore();
    };
  }, [dom, env.id, restorer]);

  useLayoutEffect(() => {
    if (!dom) return;
    const { dialog, animated, trigger } = dom;
    const effect = animationClass(settings.popup_animation);
    restorer.toggle(dialog, SHOW, open);
    restorer.attr(dialog, 'inert', open ? null : '');
    if (trigger) restorer.attr(trigger, 'aria-expanded', String(open));
    if (animated && effect) restorer.toggle(animated, effect, open && motion);
    if (!open) return;
    restoreMedia.current?.();
    const unlock = lockScroll();
    const entrance = animated && motion ? animated.animate(entranceFrames(settings.popup_animation), { duration: ENTRANCE_MS, easing: 'ease-out' }) : null;
    notifyNestedChange({ element: dialog, index: 0, expanded: true });
    return () => {
      entrance?.cancel();
      unlock();
      if (mounted.current) restoreMedia.current = silenceMedia(dialog, VIDEO_RESTORE_MS);
    };
  }, [dom, open, restorer]);

  useDialogFocus(dom?.dialog ?? null, open, returnFocus);

  // The page-load trigger, not in the editor, where it would cover the page being edited.
  useEffect(() => {
    if (!dom || !onPageLoad || env.editMode) return;
    const timer = setTimeout(() => {
      returnFocus.current = null;
      setOpen(true);
    }, settings.display_delay);
    return () => clearTimeout(timer);
  }, [dom, onPageLoad]);

  const openFromTrigger = (event: Event) => {
    event.preventDefault();
    returnFocus.current = dom?.trigger ?? null;
    setOpen(true);
  };

  useEvent(onPageLoad ? null : dom?.trigger, 'click', openFromTrigger, env.report);

  useEvent(
    onPageLoad ? null : dom?.trigger,
    'keydown',
    (event) => {
      // A link opens on Enter by itself (its click); Space, and both keys on an image, need this.
      if (!isActivationKey(event.key) || (event.key === 'Enter' && dom?.trigger?.matches('a[href], button'))) return;
      openFromTrigger(event);
    },
    env.report,
  );

  const close = (event: Event) => {
    event.preventDefault();
    setOpen(false);
  };

  useEvent(dom?.overlay, 'click', close, env.report);
  useEvent(dom?.close, 'click', close, env.report);
  useEvent(dom?.close, 'keydown', (event) => isActivationKey(event.key) && close(event), env.report);

  // Only the dialog opened last closes, and only once per key press (closing it makes the next one
  // the last before the other listeners run).
  useEvent(
    open ? document : null,
    'keydown',
    (event) => {
      if (!isEscapeKey(event) || event.defaultPrevented || !isTopDialog(dom?.dialog)) return;
      close(event);
    },
    env.report,
  );

  return null;
}

function applyRoles({ dialog, trigger, close, title }: ModalDom, widgetId: string, restorer: Restorer): void {
  if (!usableId(dialog)) restorer.attr(dialog, 'id', `ha-modal-popup-${widgetId}`);
  restorer.attr(dialog, 'data-ha-modal', '');
  restorer.attr(dialog, 'role', 'dialog');
  restorer.attr(dialog, 'aria-modal', 'true');
  restorer.attr(dialog, 'tabindex', '-1');
  if (title) {
    if (!usableId(title)) restorer.attr(title, 'id', `ha-modal-popup-title-${widgetId}`);
    restorer.attr(dialog, 'aria-labelledby', title.id);
  } else if (!dialog.hasAttribute('aria-label')) {
    const name = trigger?.getAttribute('alt') || trigger?.textContent?.trim();
    restorer.attr(dialog, 'aria-label', name || 'Popup');
  }
  if (close) {
    restorer.attr(close, 'role', 'button');
    restorer.attr(close, 'tabindex', '0');
    if (!close.textContent?.trim() && !close.hasAttribute('aria-label')) restorer.attr(close, 'aria-label', 'Close');
  }
  if (trigger) {
    restorer.attr(trigger, 'role', 'button');
    if (!trigger.matches('a[href], button')) restorer.attr(trigger, 'tabindex', '0');
    restorer.attr(trigger, 'aria-haspopup', 'dialog');
    restorer.attr(trigger, 'aria-controls', dialog.id);
  }
}
