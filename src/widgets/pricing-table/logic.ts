// Pure rules of the pricing table's fold.

/** jQuery's two easings, which the add-on's settings name, and the CSS keywords. */
export const EASINGS = ['swing', 'linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out'] as const;
export type Easing = (typeof EASINGS)[number];

/** A CSS timing function for an easing setting; jQuery's swing is a half cosine. */
export function timingFunction(easing: Easing): string {
  return easing === 'swing' ? 'cubic-bezier(0.37, 0, 0.63, 1)' : easing;
}

export { canFold } from '../../ui/fold';

/**
 * Which items a fold hides entirely, from each item's top edge relative to the list: those that
 * start at or below the collapsed height. Partly visible items stay reachable.
 */
export function hiddenItems(tops: readonly number[], collapsed: number): boolean[] {
  return tops.map((top) => top >= collapsed - 1);
}
