// A message from a server answer, written into a server-printed element that the widget has made a
// polite live region. The answer may carry markup (a list service's "update your profile" link):
// it goes through the sanitiser and is appended as nodes, never assigned as an HTML string.
import { sanitizeFragment } from '../services/sanitize';
import type { Restorer } from './restorer';

/** Makes `el` announce what is written into it later; the server's attributes and children come back on restore. */
export function makeLiveRegion(el: Element, restorer: Restorer): void {
  restorer.keepChildren(el);
  restorer.attr(el, 'role', 'status');
  restorer.attr(el, 'aria-live', 'polite');
  restorer.attr(el, 'aria-atomic', 'true');
}

/** Replaces the children of `el` with the sanitised message; an empty string empties it. */
export function writeServerMessage(el: Element, html: string): void {
  el.replaceChildren(html ? sanitizeFragment(html) : document.createDocumentFragment());
}
