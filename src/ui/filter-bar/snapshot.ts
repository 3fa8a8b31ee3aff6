/**
 * Remembers the named attributes of some server nodes as they are now; the returned function puts
 * them back exactly (removing those that were absent), so an unmount leaves the server markup as printed.
 */
export function snapshotAttributes(elements: Iterable<Element>, names: readonly string[]): () => void {
  const saved = [...elements].map((element) => [element, names.map((name) => element.getAttribute(name))] as const);
  return () => {
    for (const [element, values] of saved)
      names.forEach((name, i) => {
        const value = values[i];
        // Read first: Chromium writes a style changed through `el.style` into the attribute lazily, and
        // removing the attribute before that write leaves `style=""` behind.
        if (element.getAttribute(name) === value) return;
        if (value === null) element.removeAttribute(name);
        else element.setAttribute(name, value);
      });
  };
}
