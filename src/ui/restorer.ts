// Every change made to server-printed markup, remembered so that unmounting puts the server state
// back exactly: each attribute, class, inline style property and text is saved the first time it is
// touched; whole attribute sets, children, added nodes, listeners and other undo steps are recorded
// as they happen. Restoring runs the records in reverse order.

export interface Restorer {
  /** Sets (or, with null, removes) an attribute. */
  attr(el: Element, name: string, value: string | null): void;
  /** Adds or removes a class. */
  toggle(el: Element, name: string, on: boolean): void;
  /** Adds classes. */
  addClass(el: Element, ...names: string[]): void;
  /**
   * Sets (or, with '', clears) one inline style property. Style is kept per property, so properties
   * someone else manages on the same element (React's, a theme script's) are left alone.
   */
  style(el: HTMLElement, property: string, value: string): void;
  /** Replaces an element's text. */
  text(el: Element, value: string): void;
  /** Every attribute of `el` comes back as it is now (for nodes that a library also touches). */
  snapshot(...els: (Element | null)[]): void;
  /** The children of `el` come back in their present order. */
  keepChildren(el: Element): void;
  /** A new element, removed again on restore. */
  create<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, html?: string): HTMLElementTagNameMap[K];
  /** Adds an event listener, removed again on restore. */
  listen<E extends Event>(target: EventTarget, type: string, handler: (event: E) => void, capture?: boolean): void;
  /** Runs `fn` on restore. */
  defer(fn: () => void): void;
  /** Puts back every remembered server value and forgets them; a failing step does not stop the others (the first failure is rethrown). */
  restore(): void;
}

/** Writes an attribute only when it differs; null removes it. */
function writeAttr(el: Element, name: string, value: string | null): void {
  // Read first: Chromium writes a style changed through `el.style` into the attribute lazily, and
  // removing the attribute before that write leaves `style=""` behind.
  if (el.getAttribute(name) === value) return;
  if (value === null) el.removeAttribute(name);
  else el.setAttribute(name, value);
}

/** The keys of an element already saved; `first` runs when the element is first seen. */
function seen<K>(store: Map<Element, Set<K>>, el: Element, key: K, first?: () => void): boolean {
  let keys = store.get(el);
  if (!keys) {
    first?.();
    store.set(el, (keys = new Set<K>()));
  }
  if (keys.has(key)) return true;
  keys.add(key);
  return false;
}

export function createRestorer(): Restorer {
  const steps: (() => void)[] = [];
  const attrs = new Map<Element, Set<string>>();
  const classes = new Map<Element, Set<string>>();
  const styles = new Map<Element, Set<string>>();
  const texts = new Set<Element>();
  const defer = (fn: () => void) => void steps.push(fn);

  const toggle: Restorer['toggle'] = (el, name, on) => {
    // Registered before the class itself, so it runs after the class is put back.
    const classless = () => !el.hasAttribute('class') && defer(() => el.classList.length === 0 && writeAttr(el, 'class', null));
    if (!seen(classes, el, name, classless)) {
      const was = el.classList.contains(name);
      defer(() => el.classList.toggle(name, was));
    }
    el.classList.toggle(name, on);
  };

  return {
    attr(el, name, value) {
      if (!seen(attrs, el, name)) {
        const was = el.getAttribute(name);
        defer(() => writeAttr(el, name, was));
      }
      writeAttr(el, name, value);
    },
    toggle,
    addClass(el, ...names) {
      for (const name of names) toggle(el, name, true);
    },
    style(el, property, value) {
      const unstyled = () => !el.hasAttribute('style') && defer(() => el.style.length === 0 && writeAttr(el, 'style', null));
      if (!seen(styles, el, property, unstyled)) {
        const was = el.style.getPropertyValue(property);
        const priority = el.style.getPropertyPriority(property);
        defer(() => el.style.setProperty(property, was, priority));
      }
      el.style.setProperty(property, value);
    },
    text(el, value) {
      if (!texts.has(el)) {
        texts.add(el);
        const nodes = [...el.childNodes];
        defer(() => el.replaceChildren(...nodes));
      }
      if (el.textContent !== value) el.textContent = value;
    },
    snapshot(...els) {
      for (const el of els) {
        if (!el) continue;
        const saved = [...el.attributes].map((a) => [a.name, a.value] as const);
        defer(() => {
          for (const name of el.getAttributeNames()) el.removeAttribute(name);
          for (const [name, value] of saved) el.setAttribute(name, value);
        });
      }
    },
    keepChildren(el) {
      const nodes = [...el.childNodes];
      defer(() => el.replaceChildren(...nodes));
    },
    create(tag, className = '', html = '') {
      const el = document.createElement(tag);
      if (className) el.className = className;
      if (html) el.innerHTML = html;
      if (el instanceof HTMLButtonElement) el.type = 'button';
      defer(() => el.remove());
      return el;
    },
    listen(target, type, handler, capture = false) {
      const listener = handler as (event: Event) => void;
      target.addEventListener(type, listener, capture);
      defer(() => target.removeEventListener(type, listener, capture));
    },
    defer,
    restore() {
      let failure: unknown;
      for (const step of steps.splice(0).reverse()) {
        try {
          step();
        } catch (error) {
          failure ??= error;
        }
      }
      for (const store of [attrs, classes, styles, texts]) store.clear();
      if (failure !== undefined) throw failure;
    },
  };
}

/**
 * Remembers the named attributes of some server nodes as they are now; the returned function puts
 * them back exactly (removing those that were absent).
 */
export function snapshotAttributes(elements: Iterable<Element>, names: readonly string[]): () => void {
  const saved = [...elements].map((element) => [element, names.map((name) => element.getAttribute(name))] as const);
  return () => {
    for (const [element, values] of saved) names.forEach((name, i) => writeAttr(element, name, values[i]));
  };
}

/** Moves every child of `from` into `to` (no copies); the returned function moves them back. */
export function moveChildren(from: Element, to: Element): () => void {
  const nodes = [...from.childNodes];
  to.append(...nodes);
  return () => {
    // Only what is still ours goes back, in its original order.
    from.append(...nodes.filter((node) => node.parentNode === to));
  };
}
