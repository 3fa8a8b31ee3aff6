// Keeps Tab and Shift+Tab inside a modal box and refuses focus outside it, on focus-trap (it knows
// which elements are tabbable, radio groups, shadow roots and iframes included). A dynamic import
// gives it a chunk of its own, loaded only by pages with a widget that holds focus.
const { createFocusTrap } = await import('./vendor');

export interface HoldOptions {
  /** What takes the focus first; the box itself when null. */
  first?: HTMLElement | null;
  /** Whether Escape lets go (a dialog the visitor must answer keeps it). */
  escape?: boolean;
}

/** Holds the keyboard focus inside `box` until the returned release is called. */
export function holdFocus(box: HTMLElement, { first = null, escape = false }: HoldOptions = {}): () => void {
  const trap = createFocusTrap(box, {
    initialFocus: () => first ?? box,
    fallbackFocus: box,
    escapeDeactivates: escape,
    allowOutsideClick: false,
    returnFocusOnDeactivate: false,
  });
  trap.activate();
  return () => trap.deactivate();
}
