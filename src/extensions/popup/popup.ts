// One popup document on the page: its dialog, its triggers and timing rules, and the ways it opens and
// closes. Widgets inside stay unmounted while it is closed (the extension's `holds`), mount once it is
// open and unmount again when it closes, so each opening starts from the server's markup.
import { createFocusTrap, type FocusTrap } from 'focus-trap';
import type { Breakpoints, DeviceMode, HaWidgetsApi } from '../../api-types';
import { lockScroll } from '../../ui/scroll-lock';
import { playAnimation } from './animation';
import { buildModal, type ModalParts } from './modal';
import { readPopupSettings, type DocumentSettings, type PopupSettings } from './settings';
import { countShow } from './timing';
import type { PopupStore } from './storage';
import { openPopups, topPopup, type PopupInstance } from './registry';

/** Set on a popup document while it is open; the extension's `holds` matches the others. */
export const OPEN_ATTRIBUTE = 'data-ha-popup';

/** How long the dialog waits before it takes the focus (the page builder's delay for popups). */
export const FOCUS_DELAY_MS = 250;

export interface PopupEnv {
  api: HaWidgetsApi;
  breakpoints: Breakpoints;
  editMode: boolean;
  store: PopupStore;
  device(): DeviceMode;
}

/** Whether any popup has shown on this page view (for avoid_multiple_popups). */
let popped = false;

function announce(name: 'show' | 'hide', instance: PopupInstance): void {
  // A number, as the page builder gives it: sites compare `event.detail.id === 123`.
  const id = /^\d+$/.test(instance.id) ? Number(instance.id) : instance.id;
  window.dispatchEvent(new CustomEvent(`elementor/popup/${name}`, { detail: { id, instance } }));
  // Sites listen with jQuery on the document, as the page builder also announces it there.
  const jq = (window as { jQuery?: (target: Document) => { trigger(name: string, args: unknown[]): void } }).jQuery;
  try {
    jq?.(document).trigger(`elementor/popup/${name}`, [id, instance]);
  } catch {
    // A broken jQuery on the page is not ours to report.
  }
}

function unmountInside(element: HTMLElement, api: HaWidgetsApi): void {
  for (const widget of element.querySelectorAll('[data-ha-state]')) api.unmount(widget);
}

export function createPopup(doc: HTMLElement, id: string, settings: PopupSettings, env: PopupEnv): PopupInstance {
  doc.removeAttribute(OPEN_ATTRIBUTE);
  const parts: ModalParts = buildModal(doc, id, settings.document);
  const { modal, content, closeButton } = parts;
  let open = false;
  let closing: Promise<void> | undefined;
  let cleanups: Array<() => void> = [];
  let returnTo: Element | null = null;

  const current = (): DocumentSettings => readPopupSettings(doc.getAttribute('data-elementor-settings'), env.device(), env.breakpoints).document;

  const finishClose = (doNotShowAgain: boolean) => {
    for (const cleanup of cleanups.splice(0)) cleanup();
    modal.style.display = 'none';
    unmountInside(doc, env.api);
    doc.removeAttribute(OPEN_ATTRIBUTE);
    open = false;
    openPopups.splice(openPopups.indexOf(instance), 1);
    if (doNotShowAgain) env.store.set('disable', true);
    if (settings.timing.times_count && !env.editMode) countShow(settings.timing, env.store);
    // Only a focus still ours to give back: inside the dialog, or dropped on the body.
    const active = document.activeElement;
    if ((!active || active === document.body || modal.contains(active)) && returnTo instanceof HTMLElement && returnTo.isConnected)
      returnTo.focus({ preventScroll: true });
    announce('hide', instance);
  };

  const instance: PopupInstance = {
    id,
    element: doc,
    modal,
    isOpen: () => open,

    show({ avoidMultiple = false } = {}) {
      if (open) return false;
      if (!env.editMode) {
        if (env.store.get('disable')) return false;
        if (avoidMultiple && popped && settings.document.avoid_multiple_popups) return false;
      }
      const now = current();
      open = true;
      popped = true;
      openPopups.push(instance);
      returnTo = document.activeElement;
      announce('show', instance);

      modal.style.display = '';
      doc.setAttribute(OPEN_ATTRIBUTE, 'open');
      env.api.scan(doc);

      if (now.close_button_delay > 0 && !env.editMode) {
        closeButton.style.display = 'none';
        const timer = setTimeout(() => (closeButton.style.display = ''), now.close_button_delay * 1000);
        cleanups.push(() => {
          clearTimeout(timer);
          closeButton.style.display = '';
        });
      }
      if (now.close_automatically > 0 && !env.editMode) {
        const timer = setTimeout(() => instance.hide(), now.close_automatically * 1000);
        cleanups.push(() => clearTimeout(timer));
      }
      if (now.prevent_scroll) cleanups.push(lockScroll());
      void playAnimation(content, now.entrance_animation, now.entrance_animation_duration);

      if (now.a11y_navigation) {
        modal.setAttribute('aria-modal', 'true');
        const trap: FocusTrap = createFocusTrap(modal, {
          escapeDeactivates: false,
          clickOutsideDeactivates: false,
          allowOutsideClick: true,
          returnFocusOnDeactivate: false,
          fallbackFocus: modal,
          initialFocus: () => content.querySelector<HTMLElement>('.dialog-message :is(a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"]))') ?? modal,
          preventScroll: true,
          // The delay is ours (FOCUS_DELAY_MS) already.
          delayInitialFocus: false,
          tabbableOptions: { displayCheck: 'full' },
        });
        const timer = setTimeout(() => {
          try {
            trap.activate();
          } catch {
            modal.focus({ preventScroll: true });
          }
        }, FOCUS_DELAY_MS);
        cleanups.push(() => {
          clearTimeout(timer);
          trap.deactivate({ returnFocus: false });
          modal.removeAttribute('aria-modal');
        });
      }
      if (!settings.timing.times_count && !env.editMode) countShow(settings.timing, env.store);
      return true;
    },

    hide({ doNotShowAgain = false } = {}) {
      if (!open) return;
      if (closing) return;
      const now = current();
      closing = playAnimation(content, now.exit_animation, now.entrance_animation_duration, true).then(() => {
        closing = undefined;
        finishClose(doNotShowAgain);
      });
    },
  };

  closeButton.addEventListener('click', () => instance.hide());
  modal.addEventListener('click', (event) => {
    if (event.target === modal && !current().prevent_close_on_background_click) instance.hide();
  });
  return instance;
}

/** Escape closes the popup opened last, unless it says otherwise. */
export function onEscape(event: KeyboardEvent, breakpoints: Breakpoints, device: PopupEnv['device']): void {
  if (event.key !== 'Escape' && event.key !== 'Esc' && event.keyCode !== 27) return;
  const top = topPopup();
  if (!top) return;
  const settings = readPopupSettings(top.element.getAttribute('data-elementor-settings'), device(), breakpoints).document;
  if (settings.prevent_close_on_esc_key) return;
  event.preventDefault();
  top.hide();
}
