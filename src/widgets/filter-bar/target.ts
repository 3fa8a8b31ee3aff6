// Finding the items a stand-alone filter bar filters. Selectors come from the editor: one the browser
// refuses finds nothing instead of throwing.

export interface FilterTarget {
  root: HTMLElement;
  items: HTMLElement[];
}

function query<T>(run: () => T, fallback: T): T {
  try {
    return run();
  } catch {
    return fallback;
  }
}

/** The target element and its items (those matching `item` inside it, else its element children). */
export function findTarget(doc: Document, target: string, item: string): FilterTarget | null {
  if (!target.trim()) return null;
  const root = query(() => doc.querySelector<HTMLElement>(target), null);
  if (!root) return null;
  const items = item.trim()
    ? query(() => [...root.querySelectorAll<HTMLElement>(item)], [] as HTMLElement[])
    : [...root.children].filter((el): el is HTMLElement => el instanceof HTMLElement);
  return { root, items };
}
