import { useLayoutEffect, useRef, type RefObject } from 'react';
import { createFocusTrap } from 'focus-trap';

/**
 * Where the focus goes once the dialog closes: an element (the control that opened it), null for
 * wherever it was before the dialog opened, or false to leave it alone (a link inside was followed).
 */
export type ReturnFocus = HTMLElement | null | false;

/** The dialogs open now, the last opened last: Escape belongs to the last. */
const openDialogs: HTMLElement[] = [];

/** Whether `dialog` is the open dialog opened last (a dialog opened from inside another is above it). */
export function isTopDialog(dialog: HTMLElement | null | undefined): boolean {
  return !!dialog && openDialogs[openDialogs.length - 1] === dialog;
}

/** How many frames opening waits at most for a dialog that fades or slides in to take the focus. */
const SHOW_FRAMES = 30;

/**
 * The page builder's wait before a dialog other than a popup takes the focus (a popup waits 250 ms:
 * src/extensions/popup): the dialog's entrance has begun, and a screen reader announces the
 * control that opened it before the move.
 */
export const DIALOG_FOCUS_DELAY_MS = 100;

function takesFocus(el: HTMLElement): boolean {
  return el.isConnected && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
}

/** Settles once `el` can take the focus, or after SHOW_FRAMES frames whatever happens. */
function whenShown(el: HTMLElement): Promise<void> {
  return new Promise((resolve) => {
    let frames = SHOW_FRAMES;
    const check = () => (takesFocus(el) || --frames <= 0 ? resolve() : requestAnimationFrame(check));
    check();
  });
}

/** Settles once `el` can take the focus and DIALOG_FOCUS_DELAY_MS have passed since the call. */
export function whenReadyForFocus(el: HTMLElement): Promise<void> {
  return Promise.all([whenShown(el), new Promise((resolve) => setTimeout(resolve, DIALOG_FOCUS_DELAY_MS))]).then(() => {});
}

/**
 * While `open`, the keyboard focus stays inside `dialog` (focus-trap): it goes to the dialog's first
 * tabbable element (the dialog itself, given tabindex -1, when it has none) once the dialog can take
 * it and DIALOG_FOCUS_DELAY_MS have passed, Tab and Shift+Tab wrap at the ends, and focus that gets out is brought back. Escape and
 * clicks outside are left to the widget. Once closed (or unmounted while open) the focus goes where
 * `returnFocus` says.
 */
export function useDialogFocus(dialog: HTMLElement | null, open: boolean, returnFocus: RefObject<ReturnFocus>): void {
  const before = useRef<Element | null>(null);
  const wasOpen = useRef(false);

  const giveBack = (from: HTMLElement) => {
    wasOpen.current = false;
    const wanted = returnFocus.current;
    if (wanted === false) return;
    const target = wanted ?? before.current;
    // Only when the focus is still ours to give: in the dialog, or dropped on the page's body.
    const active = document.activeElement;
    const ours = !active || active === document.body || from.contains(active);
    if (ours && target instanceof HTMLElement && target.isConnected) target.focus({ preventScroll: true });
  };

  // The focus moves in an effect's setup, never in a cleanup: React puts back, after its commit, a
  // focus that a cleanup moved.
  useLayoutEffect(() => {
    if (!dialog) return;
    if (!open) {
      if (wasOpen.current) giveBack(dialog);
      return;
    }
    wasOpen.current = true;
    before.current = document.activeElement;
    const trap = createFocusTrap(dialog, {
      escapeDeactivates: false,
      // A mouse press outside keeps the focus in; the click (a tap's too) goes on to the widget, which
      // may close on it.
      allowOutsideClick: (event) => event.type !== 'mousedown',
      returnFocusOnDeactivate: false,
      fallbackFocus: dialog,
      preventScroll: true,
      checkCanFocusTrap: ([container]) => whenReadyForFocus(container as HTMLElement),
      // Whatever the theme hides with `visibility` or `display` is left out of the Tab order.
      tabbableOptions: { displayCheck: 'full' },
    });
    trap.activate();
    openDialogs.push(dialog);
    return () => {
      openDialogs.splice(openDialogs.lastIndexOf(dialog), 1);
      trap.deactivate({ returnFocus: false });
    };
  }, [dialog, open]);

  useLayoutEffect(() => {
    if (!dialog) return;
    return () => {
      if (wasOpen.current) giveBack(dialog);
    };
  }, [dialog]);
}
