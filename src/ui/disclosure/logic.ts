// Pure rules shared by the accordion (one item open) and the toggle (several open).

/** WAI-ARIA: past about six panels that may be open together, region landmarks only add noise. */
export const MAX_REGIONS = 6;

export interface InitialOpen {
  open: boolean[];
  /** `expand` named an item that does not exist, so item 1 opened instead. */
  outOfRange: boolean;
}

/**
 * Which items are open on mount: those the server printed open (only the first of them when one
 * item at a time is allowed). When none is, item `expand` (1-based; 0 = none) opens, or item 1 when
 * there is no such item.
 */
export function initialOpen(printed: readonly boolean[], multiple: boolean, expand: number): InitialOpen {
  const first = printed.indexOf(true);
  const open = multiple ? [...printed] : printed.map((_, index) => index === first);
  if (first >= 0 || expand < 1 || open.length === 0) return { open, outOfRange: false };
  const outOfRange = expand > open.length;
  open[outOfRange ? 0 : expand - 1] = true;
  return { open, outOfRange };
}

/** The open state after the visitor toggles `index`; opening an accordion item closes the others. */
export function toggleItem(open: readonly boolean[], index: number, multiple: boolean): boolean[] {
  if (index < 0 || index >= open.length) return [...open];
  const opening = !open[index];
  return open.map((was, i) => (i === index ? opening : opening && !multiple ? false : was));
}

/** The open state with `index` opened by a deep link: an accordion closes the others, a toggle keeps them. */
export function openItem(open: readonly boolean[], index: number, multiple: boolean): boolean[] {
  if (index < 0 || index >= open.length) return [...open];
  return open.map((was, i) => i === index || (multiple && was));
}

/** Indices whose state differs between two snapshots. */
export function changedItems(before: readonly boolean[], after: readonly boolean[]): number[] {
  return after.flatMap((on, index) => (before[index] === on ? [] : [index]));
}

/** Whether each panel should be a region landmark labelled by its header. */
export function panelsAreRegions(count: number, multiple: boolean): boolean {
  return !multiple || count <= MAX_REGIONS;
}
