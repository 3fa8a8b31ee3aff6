// Changes made to server-printed markup, remembered so that unmounting puts the server state back
// exactly: each attribute, class, inline style property and text is saved the first time it is touched.

export interface Restorer {
  /** Sets (or, with null, removes) an attribute. */
  attr(el: Element, name: string, value: string | null): void;
  /** Adds or removes a class. */
  toggle(el: Element, name: string, on: boolean): void;
  /**
   * Sets (or, with '', clears) one inline style property. Style is kept per property, so properties
   * someone else manages on the same element (React's, a theme script's) are left alone.
   */
  style(el: HTMLElement, property: string, value: string): void;
  /** Replaces an element's text. */
  text(el: Element, value: string): void;
  /** Puts back every remembered server value and forgets them. */
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

function slot<K, V>(store: Map<K, V>, key: K, make: () => V): V {
  let value = store.get(key);
  if (!value) store.set(key, (value = make()));
  return value;
}

export function createRestorer(): Restorer {
  const attrs = new Map<Element, Map<string, string | null>>();
  const classes = new Map<Element, Map<string, boolean>>();
  const styles = new Map<HTMLElement, Map<string, [value: string, priority: string]>>();
  const unstyled = new Set<HTMLElement>();
  const classless = new Set<Element>();
  const texts = new Map<Element, Node[]>();
  return {
    attr(el, name, value) {
      const saved = slot(attrs, el, () => new Map<string, string | null>());
      if (!saved.has(name)) saved.set(name, el.getAttribute(name));
      writeAttr(el, name, value);
    },
    toggle(el, name, on) {
      if (!classes.has(el) && !el.hasAttribute('class')) classless.add(el);
      const saved = slot(classes, el, () => new Map<string, boolean>());
      if (!saved.has(name)) saved.set(name, el.classList.contains(name));
      el.classList.toggle(name, on);
    },
    style(el, property, value) {
      if (!styles.has(el) && !el.hasAttribute('style')) unstyled.add(el);
      const saved = slot(styles, el, () => new Map<string, [string, string]>());
      if (!saved.has(property)) saved.set(property, [el.style.getPropertyValue(property), el.style.getPropertyPriority(property)]);
      el.style.setProperty(property, value);
    },
    text(el, value) {
      if (!texts.has(el)) texts.set(el, [...el.childNodes]);
      if (el.textContent !== value) el.textContent = value;
    },
    restore() {
      for (const [el, nodes] of texts) el.replaceChildren(...nodes);
      for (const [el, saved] of styles) {
        for (const [property, [value, priority]] of saved) el.style.setProperty(property, value, priority);
        if (unstyled.has(el) && el.style.length === 0) writeAttr(el, 'style', null);
      }
      for (const [el, saved] of attrs) for (const [name, value] of saved) writeAttr(el, name, value);
      for (const [el, saved] of classes) for (const [name, on] of saved) el.classList.toggle(name, on);
      for (const el of classless) if (el.classList.length === 0) writeAttr(el, 'class', null);
      for (const store of [texts, styles, unstyled, classless, attrs, classes]) store.clear();
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
