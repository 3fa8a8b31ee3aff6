// A record of every change made to server markup, undone in reverse order, so that unmounting
// leaves the page exactly as the server printed it.

export interface Undo {
  /** Sets (or with null removes) an attribute; restore puts back the value it had before the first change. */
  attr(el: Element, name: string, value: string | null): void;
  /** Adds classes; restore removes only those that were not there before. */
  addClass(el: Element, ...names: string[]): void;
  /** Restore puts back every attribute of `el` as it is now (for inner nodes that a library also touches). */
  snapshot(el: Element): void;
  /** Runs `fn` on restore. */
  defer(fn: () => void): void;
  restore(): void;
}

export function createUndo(): Undo {
  const steps: (() => void)[] = [];
  const touched = new Map<Element, Set<string>>();

  const attr: Undo['attr'] = (el, name, value) => {
    const names = touched.get(el) ?? new Set<string>();
    touched.set(el, names);
    if (!names.has(name)) {
      names.add(name);
      const before = el.getAttribute(name);
      steps.push(() => (before === null ? el.removeAttribute(name) : el.setAttribute(name, before)));
    }
    if (value === null) el.removeAttribute(name);
    else el.setAttribute(name, value);
  };

  return {
    attr,
    addClass(el, ...names) {
      const added = names.filter((name) => !el.classList.contains(name));
      el.classList.add(...added);
      steps.push(() => el.classList.remove(...added));
    },
    snapshot(el) {
      const saved = [...el.attributes].map((a) => [a.name, a.value] as const);
      steps.push(() => {
        for (const name of el.getAttributeNames()) el.removeAttribute(name);
        for (const [name, value] of saved) el.setAttribute(name, value);
      });
    },
    defer(fn) {
      steps.push(fn);
    },
    restore() {
      let failure: unknown;
      for (const step of steps.splice(0).reverse()) {
        try {
          step();
        } catch (error) {
          failure ??= error;
        }
      }
      touched.clear();
      if (failure !== undefined) throw failure;
    },
  };
}
