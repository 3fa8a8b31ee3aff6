// Pure rules of the vertical timeline, in viewport coordinates (px from the top of the viewport).

/** Spec 4: an item becomes active once its point passes this fraction of the viewport height (the middle). */
export const ACTIVE_LINE = 0.5;
/** Spec 4 and 9: a card shows once its top is above this fraction of the viewport height. */
export const REVEAL_LINE = 0.9;

/** Active while the point (the centre of the item's icon) is above the middle; scrolled back below, it is not. */
export function isActive(pointY: number, viewportHeight: number): boolean {
  return pointY < viewportHeight * ACTIVE_LINE;
}

/** A waiting card shows once its top is above 90 percent of the viewport height (or anywhere above it). */
export function shouldReveal(top: number, viewportHeight: number): boolean {
  return top < viewportHeight * REVEAL_LINE;
}

/** Only cards wholly below the viewport wait faded: a card the visitor can already see never disappears. */
export function startsHidden(top: number, viewportHeight: number): boolean {
  return top >= viewportHeight;
}

/** The centre of an element's box: the point that passes the middle of the viewport. */
export function centreY(rect: { top: number; height: number }): number {
  return rect.top + rect.height / 2;
}

/**
 * Length of an item's coloured tree line: from its top down to the middle of the viewport, never
 * past the end of the tree it fills (`treeBottom`), never negative.
 */
export function treeFill(innerTop: number, treeBottom: number, viewportHeight: number): number {
  const room = Math.max(treeBottom - innerTop, 0);
  return Math.min(Math.max(viewportHeight * ACTIVE_LINE - innerTop, 0), room);
}
