// Helpers bound to one carousel mount: listeners and handlers report errors instead of throwing,
// and every listener, added node and server-node change is recorded so that unmounting undoes it.
import type { Undo } from '../carousel-rules';

export type Kit = ReturnType<typeof createKit>;

export function createKit(undo: Undo, report: (error: unknown) => void) {
  const guard =
    <A extends unknown[]>(fn: (...args: A) => void) =>
    (...args: A) => {
      try {
        fn(...args);
      } catch (error) {
        report(error);
      }
    };
  const create = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string, html = '') => {
    const el = document.createElement(tag);
    el.className = className;
    el.innerHTML = html;
    undo.defer(() => el.remove());
    return el;
  };
  return {
    undo,
    report,
    guard,
    create,
    button(className: string, html = '') {
      const el = create('button', className, html);
      el.type = 'button';
      return el;
    },
    listen<E extends Event>(target: EventTarget, type: string, fn: (event: E) => void, capture = false) {
      const handler = guard(fn as (event: Event) => void);
      target.addEventListener(type, handler, capture);
      undo.defer(() => target.removeEventListener(type, handler, capture));
    },
    /** Attributes of server nodes come back as printed. */
    keep: (...els: (Element | null)[]) => els.forEach((el) => el && undo.snapshot(el)),
    /** A node's children come back in their printed order. */
    keepChildren(el: Element) {
      const original = [...el.childNodes];
      undo.defer(() => el.replaceChildren(...original));
    },
  };
}
