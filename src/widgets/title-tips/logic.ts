// Pure rules of the title tips: which title's image shows, where it goes, how it eases there.

export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

/** Each frame the image covers this fraction of what is left to the pointer (spec: 0.09). */
export const EASING = 0.09;
/** Closer than this (px) on both axes, the image is where it should be. */
export const SETTLE = 0.5;
/** Between the pointer (or the title) and the image, and between the image and the viewport's edge. */
export const GAP = 16;

/** One frame of easing: `position += (target - position) * factor` on both axes. */
export function easeStep(position: Point, target: Point, factor = EASING): Point {
  return { x: position.x + (target.x - position.x) * factor, y: position.y + (target.y - position.y) * factor };
}

export function settled(position: Point, target: Point): boolean {
  return Math.abs(target.x - position.x) < SETTLE && Math.abs(target.y - position.y) < SETTLE;
}

/**
 * Where the image's top-left corner goes (viewport px) next to `anchor`: after it on the line,
 * before it when there is no room after, vertically centred on it; kept inside the viewport.
 */
export function placeNear(anchor: Point, size: Size, viewport: Size): Point {
  const after = anchor.x + GAP;
  const x = after + size.width <= viewport.width - GAP ? after : Math.max(GAP, anchor.x - GAP - size.width);
  const y = Math.min(Math.max(GAP, anchor.y - size.height / 2), Math.max(GAP, viewport.height - GAP - size.height));
  return { x, y };
}

/** What the visitor points at and where the keyboard is; Escape dismisses the image shown. */
export interface Tips<T> {
  hover: T | null;
  focus: T | null;
  dismissed: T | null;
}

export type TipsEvent<T> = { type: 'hover'; link: T | null } | { type: 'focus'; link: T | null } | { type: 'dismiss' };

export const NO_TIPS: Tips<never> = { hover: null, focus: null, dismissed: null };

/** The pointer wins over the keyboard. */
export function shownOf<T>(tips: Tips<T>): T | null {
  return tips.hover ?? tips.focus;
}

export function visibleOf<T>(tips: Tips<T>): T | null {
  const shown = shownOf(tips);
  return shown === tips.dismissed ? null : shown;
}

export function tipsReducer<T>(tips: Tips<T>, event: TipsEvent<T>): Tips<T> {
  if (event.type === 'dismiss') return { ...tips, dismissed: shownOf(tips) };
  if (tips[event.type] === event.link) return tips;
  const next = { ...tips, [event.type]: event.link };
  // A dismissal lasts until another title (or none) is shown.
  return shownOf(next) === shownOf(tips) ? next : { ...next, dismissed: null };
}
