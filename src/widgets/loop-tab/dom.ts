// Reading the server markup of one loop tab widget.

export const ACTIVE_CLASS = 'active';
export const FILLING_CLASS = 'filling';

export interface LoopTabItem {
  tab: HTMLElement;
  panel: HTMLElement;
  /** The server's `svg.tab-svg` and its `rect.tab-border`, when printed. */
  svg: SVGSVGElement | null;
  border: SVGRectElement | null;
}

export interface LoopTabDom {
  /** `.ha-loop-tab-wrapper`: holds the nav and the panels. */
  wrapper: HTMLElement;
  nav: HTMLElement;
  items: LoopTabItem[];
  /** The nav runs down the side unless the wrapper says `ha-loop-tab-x` (tabs on top). */
  vertical: boolean;
}

function children(parent: Element, selector: string): HTMLElement[] {
  return Array.from(parent.children).filter((el): el is HTMLElement => el instanceof HTMLElement && el.matches(selector));
}

/**
 * This widget's own tabs, paired by `data-tab` (else by order). Only direct children are read, so
 * a loop tab nested in a panel is never taken for ours.
 */
export function findLoopTab(container: HTMLElement): LoopTabDom | null {
  const wrapper =
    children(container, '.ha-loop-tab-wrapper')[0] ?? container.querySelector<HTMLElement>('.ha-loop-tab-wrapper');
  if (!wrapper) return null;
  const nav = children(wrapper, '.ha-loop-tab-nav')[0];
  const contents = children(wrapper, '.ha-loop-tab-contents')[0];
  if (!nav || !contents) return null;
  const panels = children(contents, '.ha-loop-tab_content');
  const items: LoopTabItem[] = [];
  children(nav, '.ha-loop-tab-nav-item').forEach((tab, index) => {
    const key = tab.dataset.tab;
    const panel = (key !== undefined && panels.find((el) => el.dataset.tab === key)) || panels[index];
    if (!panel) return;
    const svg = tab.querySelector<SVGSVGElement>(':scope > .ha-loop-tab-svg-container > svg');
    items.push({ tab, panel, svg, border: svg?.querySelector<SVGRectElement>('rect.tab-border') ?? null });
  });
  return { wrapper, nav, items, vertical: !wrapper.classList.contains('ha-loop-tab-x') };
}

/** The tab the server already marked active, or -1. */
export function serverActiveIndex(items: readonly LoopTabItem[]): number {
  return items.findIndex((item) => item.tab.classList.contains(ACTIVE_CLASS));
}

/** Index of the item whose tab holds `target`, or -1. */
export function tabIndexOf(items: readonly LoopTabItem[], target: EventTarget | null): number {
  const tab = target instanceof Element ? target.closest('.ha-loop-tab-nav-item') : null;
  return tab ? items.findIndex((item) => item.tab === tab) : -1;
}

/**
 * For each element, its id when it names it alone on the page, else its fallback: the add-on
 * numbers tabs and panels from 0 in every instance, so two loop tabs on a page share ids. The page
 * is searched once for all of them, with a selector that only they match: a search for an id that
 * several elements bear goes through the whole page, once per tab and panel it was, and a search for
 * every element with an id gives thousands of elements to look through on a large page.
 */
export function ownIds(els: readonly Element[], fallbacks: readonly string[]): string[] {
  const wanted = [...new Set(els.map((el) => el.id).filter(Boolean))];
  const count = new Map<string, number>();
  if (wanted.length)
    for (const el of els[0].ownerDocument.querySelectorAll(wanted.map((id) => `#${CSS.escape(id)}`).join()))
      count.set(el.id, (count.get(el.id) ?? 0) + 1);
  return els.map((el, index) => (el.id && count.get(el.id) === 1 ? el.id : fallbacks[index]));
}
