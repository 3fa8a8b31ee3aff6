// Pure rules of the multi-scroll: where it is built, where a move goes, and where each column stands.
import type { DeviceMode } from '../../api-types';

/** Spec 4: built on desktop, destroyed on tablet and mobile (and built again when back). */
export function builtOn(device: DeviceMode): boolean {
  return device === 'desktop' || device === 'laptop' || device === 'widescreen';
}

/** A swipe of at least this many px moves; wheel deltas under 10 px are noise. */
export const SWIPE_MIN = 50;
export const WHEEL_MIN = 10;

/** The section a move goes to; null when there is none (past an end without looping): the page scrolls on. */
export function moveTarget(current: number, direction: 1 | -1, count: number, loopTop: boolean, loopBottom: boolean): number | null {
  const to = current + direction;
  if (to >= count) return loopBottom && count > 1 ? 0 : null;
  if (to < 0) return loopTop && count > 1 ? count - 1 : null;
  return to;
}

/**
 * The columns' translations in percent of their own height for showing section `index` of `count`:
 * the right column's sections run top to bottom, the left column's bottom to top, so the two move
 * in opposite directions.
 */
export function columnShift(index: number, count: number): { left: number; right: number } {
  if (count <= 0) return { left: 0, right: 0 };
  return { left: (-(count - 1 - index) / count) * 100, right: (-index / count) * 100 };
}

/** The two widths in percent: as given when they add up to 100, else the left one's complement, else halves. */
export function columnWidths(left: number, right: number): { left: number; right: number } {
  if (left >= 0 && left <= 100 && Math.abs(left + right - 100) < 0.01) return { left, right };
  if (left > 0 && left < 100) return { left, right: 100 - left };
  return { left: 50, right: 50 };
}

/** The section an address hash names among the anchors; -1 when none. */
export function anchorIndex(hash: string, anchors: readonly string[]): number {
  let name: string;
  try {
    name = decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return -1;
  }
  return name ? anchors.indexOf(name) : -1;
}
