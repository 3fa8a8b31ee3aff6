// Reading the server markup of one tabs widget, and changing its attributes in a way that can be undone.

export const ACTIVE_CLASS = 'ha-tab--active';

export interface TabItem {
  /** The desktop title in `.ha-tabs__nav`. */
  title: HTMLElement;
  /** The accordion-style title printed before the panel for narrow screens. */
  mobile: HTMLElement | null;
  panel: HTMLElement;
}

export interface TabsDom {
  root: HTMLElement;
  nav: HTMLElement;
  content: HTMLElement;
  items: TabItem[];
}

function children(parent: HTMLElement, selector: string): HTMLElement[] {
  return Array.from(parent.children).filter((el): el is HTMLElement => el instanceof HTMLElement && el.matches(selector));
}

/**
 * This widget's own tabs, paired by `data-tab`. Only direct children are read, so the titles and
 * panels of a tabs widget nested inside a panel are never taken for ours.
 */
export function findTabs(container: HTMLElement): TabsDom | null {
  const root = children(container, '.ha-tabs')[0] ?? container.querySelector<HTMLElement>('.ha-tabs');
  if (!root) return null;
  const nav = children(root, '.ha-tabs__nav')[0];
  const content = children(root, '.ha-tabs__content')[0];
  if (!nav || !content) return null;
  const mobiles = children(content, '.ha-tab__title--mobile[data-tab]');
  const panels = children(content, '.ha-tab__content[data-tab]');
  const items: TabItem[] = [];
  for (const title of children(nav, '.ha-tab__title[data-tab]')) {
    const key = title.dataset.tab;
    const panel = panels.find((el) => el.dataset.tab === key);
    if (panel) items.push({ title, panel, mobile: mobiles.find((el) => el.dataset.tab === key) ?? null });
  }
  return { root, nav, content, items };
}

/** The tab the server already printed as active, or -1. */
export function serverActiveIndex(items: readonly TabItem[]): number {
  return items.findIndex((item) => item.title.classList.contains(ACTIVE_CLASS) || item.panel.classList.contains(ACTIVE_CLASS));
}

/** Index of the item whose `pick`ed element holds `target`, or -1 (e.g. a nested widget's title). */
export function itemIndexOf(
  items: readonly TabItem[],
  target: EventTarget | null,
  pick: (item: TabItem) => HTMLElement | null,
): number {
  const title = target instanceof Element ? target.closest('.ha-tab__title') : null;
  return title ? items.findIndex((item) => pick(item) === title) : -1;
}
