// The custom mouse cursor is off in this product: every follower element (`.ha-cursor`, also ones
// the site's scripts add later) is hidden from sight and from assistive technology, and the body
// classes that hide the visitor's own pointer are taken off whenever they are set, so the visitor
// always keeps a pointer, with each element's own cursor (a link's `pointer`) as the page styles it.
import './cursor.css';
import { defineExtension } from '../define';
import { CURSOR_SELECTOR, HIDDEN_CLASS, pointerHidingIn } from './rules';

function keepPointer(body: HTMLElement): void {
  const hiding = pointerHidingIn(body.classList);
  // Even an empty removal rewrites the class attribute, which would wake the watcher below again.
  if (hiding.length) body.classList.remove(...hiding);
}

function hide(cursor: HTMLElement): void {
  if (!cursor.classList.contains(HIDDEN_CLASS)) cursor.classList.add(HIDDEN_CLASS);
  if (cursor.getAttribute('aria-hidden') != 'true') cursor.setAttribute('aria-hidden', 'true');
}

// The add-on's script sets the body classes again after a delay, and a follower script may take
// `ha-init-hide` off its element: both are put right as soon as they change.
let watcher: MutationObserver | null = null;
const watch = () =>
  (watcher ??= new MutationObserver((records) => {
    for (const { target } of records) {
      if (target == document.body) keepPointer(document.body);
      else hide(target as HTMLElement);
    }
  }));

export default defineExtension({
  attach(elements) {
    const observer = watch();
    for (const element of elements)
      if (element.matches(CURSOR_SELECTOR)) {
        hide(element);
        observer.observe(element, { attributes: true, attributeFilter: ['class', 'aria-hidden'] });
      }
    keepPointer(document.body);
    observer.observe(document.body, { attributes: true, attributeFilter: ['class'] });
  },
});
