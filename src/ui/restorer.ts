// Changes made to server-printed markup, remembered so that unmounting puts the server state back.

export interface Restorer {
  /** Sets (or, with null, removes) an attribute, remembering the server value the first time. */
  attr(el: Element, name: string, value: string | null): void;
  /** Adds or removes a class, remembering whether the server printed it the first time. */
  toggle(el: Element, name: string, on: boolean): void;
  /** Puts back every remembered server value and forgets them. */
  restore(): void;
}

export function createRestorer(): Restorer {
  const attrs = new Map<Element, Map<string, string | null>>();
  const classes = new Map<Element, Map<string, boolean>>();
  const remember = <T>(store: Map<Element, Map<string, T>>, el: Element, name: string, value: T) => {
    let saved = store.get(el);
    if (!saved) store.set(el, (saved = new Map()));
    if (!saved.has(name)) saved.set(name, value);
  };
  const setAttr = (el: Element, name: string, value: string | null) => {
    if (value === null) el.removeAttribute(name);
    else if (el.getAttribute(name) !== value) el.setAttribute(name, value);
  };
  return {
    attr(el, name, value) {
      remember(attrs, el, name, el.getAttribute(name));
      setAttr(el, name, value);
    },
    toggle(el, name, on) {
      remember(classes, el, name, el.classList.contains(name));
      el.classList.toggle(name, on);
    },
    restore() {
      for (const [el, saved] of attrs) for (const [name, value] of saved) setAttr(el, name, value);
      for (const [el, saved] of classes) for (const [name, on] of saved) el.classList.toggle(name, on);
      attrs.clear();
      classes.clear();
    },
  };
}
