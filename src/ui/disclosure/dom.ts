// Reading the server markup of one accordion or toggle (`{block}__wrapper > {block}__item > title + content`).

export interface DisclosureItem {
  title: HTMLElement;
  /** The element that acts as the header button: the title, or its inner box when the title is a heading. */
  button: HTMLElement;
  content: HTMLElement;
}

export interface DisclosureDom {
  root: HTMLElement;
  items: DisclosureItem[];
}

export const activeClass = (block: string) => `${block}__item--active`;

function child(parent: Element, className: string): HTMLElement | undefined {
  return Array.from(parent.children).find(
    (el): el is HTMLElement => el instanceof HTMLElement && el.classList.contains(className),
  );
}

function children(parent: Element, className: string): HTMLElement[] {
  return Array.from(parent.children).filter(
    (el): el is HTMLElement => el instanceof HTMLElement && el.classList.contains(className),
  );
}

const isHeading = (el: Element) => /^H[1-6]$/.test(el.tagName) || el.getAttribute('role') === 'heading';

/**
 * This widget's own items. Only direct children are read, so an accordion or toggle nested inside
 * an item's content is never taken for ours.
 */
export function findDisclosure(container: HTMLElement, block: string): DisclosureDom | null {
  const root = child(container, `${block}__wrapper`);
  if (!root) return null;
  const items: DisclosureItem[] = [];
  for (const item of children(root, `${block}__item`)) {
    const title = child(item, `${block}__item-title`);
    const content = child(item, `${block}__item-content`);
    if (!title || !content) continue;
    // A heading keeps its level; the button role goes on the box inside it.
    const button = (isHeading(title) && child(title, `${block}__item-title-inner`)) || title;
    items.push({ title, button, content });
  }
  return { root, items };
}

/** Whether the server printed the item open (the add-on marks both title and content). */
export function printedOpen(item: DisclosureItem, block: string): boolean {
  const name = activeClass(block);
  return item.title.classList.contains(name) || item.content.classList.contains(name);
}

/** Index of the item whose title holds `target`, or -1 (e.g. inside content, or a nested widget's title). */
export function itemIndexOf(items: readonly DisclosureItem[], target: EventTarget | null, block: string): number {
  const title = target instanceof Element ? target.closest(`.${block}__item-title`) : null;
  return title ? items.findIndex((item) => item.title === title) : -1;
}
