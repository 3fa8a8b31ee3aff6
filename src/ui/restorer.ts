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
  /** A new element (holding `content`, when given), removed again on restore. */
  create<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, content?: Node): HTMLElementTagNameMap[K];
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

export function createRestorer(): Restorer {
  const steps: (() => void)[] = [];
  /** Per element, what is saved already: `attr:<name>`, `class:<name>`, `style:<property>`, `text`, `class`, `style`. */
  const saved = new Map<Element, Set<string>>();
  const defer = (fn: () => void) => void steps.push(fn);
  /** Runs `save` the first time `key` of `el` changes. */
  const once = (el: Element, key: string, save: () => void) => {
    let keys = saved.get(el);
    if (!keys) saved.set(el, (keys = new Set()));
    if (keys.has(key)) return;
    keys.add(key);
    save();
  };
  /**
   * An element printed without a class (or style) attribute is left without an empty one. Registered
   * before the first class (or property) itself, so it runs after that is put back.
   */
  const bare = (el: Element, name: 'class' | 'style', empty: () => boolean) =>
    once(el, name, () => !el.hasAttribute(name) && defer(() => empty() && writeAttr(el, name, null)));
  const keepChildren = (el: Element) => {
    const nodes = [...el.childNodes];
    defer(() => el.replaceChildren(...nodes));
  };
  const toggle: Restorer['toggle'] = (el, name, on) => {
    bare(el, 'class', () => el.classList.length === 0);
    once(el, `class:${name}`, () => {
      const was = el.classList.contains(name);
      defer(() => el.classList.toggle(name, was));
    });
    el.classList.toggle(name, on);
  };

  return {
    attr(el, name, value) {
      once(el, `attr:${name}`, () => {
        const was = el.getAttribute(name);
        defer(() => writeAttr(el, name, was));
      });
      writeAttr(el, name, value);
    },
    toggle,
    addClass(el, ...names) {
      for (const name of names) toggle(el, name, true);
    },
    style(el, property, value) {
      bare(el, 'style', () => el.style.length === 0);
      once(el, `style:${property}`, () => {
        const was = el.style.getPropertyValue(property);
        const priority = el.style.getPropertyPriority(property);
        defer(() => el.style.setProperty(property, was, priority));
      });
      el.style.setProperty(property, value);
    },
    text(el, value) {
      once(el, 'text', () => keepChildren(el));
      if (el.textContent !== value) el.textContent = value;
    },
    snapshot(...els) {
      for (const el of els) {
        if (!el) continue;
        const attributes = [...el.attributes].map((a) => [a.name, a.value] as const);
        defer(() => {
          for (const name of el.getAttributeNames()) el.removeAttribute(name);
          for (const [name, value] of attributes) el.setAttribute(name, value);
        });
      }
    },
    keepChildren,
    create(tag, className = '', content) {
      const el = document.createElement(tag);
      if (className) el.className = className;
      if (content) el.append(content);
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
      saved.clear();
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
