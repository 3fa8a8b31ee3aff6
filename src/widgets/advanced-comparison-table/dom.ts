// Reading the server markup of one advanced comparison table (see fixtures/widgets/advanced-comparison-table.html):
// ul.ha-adct-table-responsive-nav > li(.active) > [.ha-adct-badge] + button, then
// .ha-adct-table > .ha-adct-row-wrap > .ha-adct-row (+ .ha-adct-child-row-wrap[style="display: none;"] > .ha-adct-child-row),
// each row holding one .ha-adct-column per column; a parent row with child rows has
// .ha-adct-collapse-icon-wrap(.open) in its first column.
import { cellText } from '../../ui/cell-text';

export const OPEN_CLASS = 'open';
export const ACTIVE_CLASS = 'active';

export interface NavItem {
  item: HTMLElement;
  button: HTMLButtonElement | null;
}

export interface ChildGroup {
  /** The collapse icon box, which becomes the button. */
  toggle: HTMLElement;
  /** The box holding this parent row's child rows. */
  children: HTMLElement;
  /** The feature the child rows belong to (the parent row's first cell). */
  feature: string;
  printedOpen: boolean;
}

export interface AdctDom {
  nav: HTMLElement | null;
  items: NavItem[];
  table: HTMLElement;
  /** Every parent and child row's cells, in column order. */
  rows: HTMLElement[][];
  groups: ChildGroup[];
}

const kids = (parent: Element, className: string) =>
  [...parent.children].filter((el): el is HTMLElement => el instanceof HTMLElement && el.classList.contains(className));

function featureOf(cell: HTMLElement | undefined): string {
  if (!cell) return '';
  const text = cell.querySelector('.ha-adct-text');
  return text ? (text.textContent ?? '') : cellText(cell);
}

export function findAdct(container: HTMLElement): AdctDom | null {
  const table = kids(container, 'ha-adct-table')[0] ?? container.querySelector<HTMLElement>('.ha-adct-table');
  if (!table) return null;
  const nav = container.querySelector<HTMLElement>('ul.ha-adct-table-responsive-nav');
  const items = [...(nav?.children ?? [])]
    .filter((el): el is HTMLElement => el.tagName === 'LI')
    .map((item) => ({ item, button: item.querySelector('button') }));
  const rows: HTMLElement[][] = [];
  const groups: ChildGroup[] = [];
  for (const wrap of kids(table, 'ha-adct-row-wrap')) {
    const parent = kids(wrap, 'ha-adct-row')[0];
    const parentCells = parent ? kids(parent, 'ha-adct-column') : [];
    if (parent) rows.push(parentCells);
    const children = kids(wrap, 'ha-adct-child-row-wrap')[0];
    if (!children) continue;
    for (const row of kids(children, 'ha-adct-child-row')) rows.push(kids(row, 'ha-adct-column'));
    const toggle = parent?.querySelector<HTMLElement>('.ha-adct-collapse-icon-wrap');
    if (toggle)
      groups.push({
        toggle,
        children,
        feature: featureOf(parentCells[0]),
        // What the visitor sees wins over the icon's class if the two disagree.
        printedOpen: children.style.display !== 'none',
      });
  }
  return { nav, items, table, rows, groups };
}

/** Index of the nav item whose button holds `target`, or -1. */
export function navIndexOf(items: readonly NavItem[], target: EventTarget | null): number {
  const button = target instanceof Element ? target.closest('button') : null;
  return button ? items.findIndex((entry) => entry.button === button) : -1;
}

/** Index of the group whose collapse icon holds `target`, or -1. */
export function groupIndexOf(groups: readonly ChildGroup[], target: EventTarget | null): number {
  const toggle = target instanceof Element ? target.closest('.ha-adct-collapse-icon-wrap') : null;
  return toggle ? groups.findIndex((group) => group.toggle === toggle) : -1;
}

/** The number of plan columns: the widest row's cells after the feature column. */
export function planColumns(rows: readonly HTMLElement[][]): number {
  return Math.max(0, ...rows.map((cells) => cells.length - 1));
}
