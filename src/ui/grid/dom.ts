// Reading a grid widget's items out of the server markup, and measuring the grid.
import { compileFilter } from '../filter-rules';

export interface GridParts {
  /** The element whose direct children are the items, e.g. `.hajs-isotope`. */
  grid: string;
  item: string;
}

export interface GridItem {
  el: HTMLElement;
  img: HTMLImageElement | null;
}

export interface GridDom<Item extends GridItem = GridItem> {
  grid: HTMLElement;
  items: Item[];
}

/** The first `parts.grid` under `container` and its direct children that are items. */
export function findGrid(container: HTMLElement, parts: GridParts): GridDom | null {
  const grid = container.querySelector<HTMLElement>(parts.grid);
  if (!grid) return null;
  const items = [...grid.children]
    .filter((el): el is HTMLElement => el instanceof HTMLElement && el.matches(parts.item))
    .map((el) => ({ el, img: el.querySelector('img') }));
  return { grid, items };
}

/** A link with no text, no title, no alt and no aria-label has no accessible name. */
export function isUnnamedLink(item: GridItem): boolean {
  const named = (value: string | null | undefined) => !!value?.trim();
  return (
    item.el instanceof HTMLAnchorElement &&
    !named(item.el.getAttribute('title')) &&
    !named(item.img?.getAttribute('alt')) &&
    !named(item.el.textContent) &&
    !named(item.el.getAttribute('aria-label'))
  );
}

/** The items a filter shows; a filter that is not a valid selector shows them all. */
export function shownItems<Item extends GridItem>(items: readonly Item[], filter: string): Item[] {
  const matches = compileFilter(filter);
  return matches ? items.filter((item) => matches(item.el)) : [...items];
}

export interface Box {
  width: number;
  /** Right to left: items start at the right edge. */
  rtl: boolean;
  /** Padding on the side the items start from, and at the top. */
  paddingStart: number;
  paddingTop: number;
}

export const NO_BOX: Box = { width: 0, rtl: false, paddingStart: 0, paddingTop: 0 };

export const sameBox = (a: Box, b: Box): boolean =>
  a.width === b.width && a.rtl === b.rtl && a.paddingStart === b.paddingStart && a.paddingTop === b.paddingTop;

/** The width the items fill (content box, whole pixels) and where it starts inside the padding box. */
export function measure(grid: HTMLElement): Box {
  const style = getComputedStyle(grid);
  const px = (value: string) => parseFloat(value) || 0;
  const rtl = style.direction === 'rtl';
  const inner =
    grid.getBoundingClientRect().width -
    px(style.borderLeftWidth) -
    px(style.borderRightWidth) -
    px(style.paddingLeft) -
    px(style.paddingRight);
  return {
    width: Math.max(0, Math.floor(inner)),
    rtl,
    paddingStart: px(rtl ? style.paddingRight : style.paddingLeft),
    paddingTop: px(style.paddingTop),
  };
}
