// Keyboard focus inside a modal dialog: what can take it, and where Tab wraps to at either end.

const CANDIDATES = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

const rendered = (el: HTMLElement) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';

/** Elements under `root` that Tab reaches, in document order. */
export function tabbables(root: HTMLElement, isShown: (el: HTMLElement) => boolean = rendered): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(CANDIDATES)].filter(
    (el) => el.tabIndex >= 0 && !el.closest('[inert]') && isShown(el),
  );
}

/**
 * Where Tab (or Shift+Tab) from `current` must go to stay inside: the other end when leaving at an
 * end or from outside the list; null when the browser's own move stays inside.
 */
export function wrapTarget<T>(list: readonly T[], current: T | null, backwards: boolean): T | null {
  if (list.length === 0) return null;
  const index = current === null ? -1 : list.indexOf(current);
  if (backwards) return index <= 0 ? list[list.length - 1] : null;
  return index === -1 || index === list.length - 1 ? list[0] : null;
}
