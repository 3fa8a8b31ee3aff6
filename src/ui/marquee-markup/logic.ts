// The geometry of a seamless marquee loop without copies. Every item travels on its own: once it has
// left the viewport on one side it re-enters on the other, one loop distance further on. All items
// share one progress (0..1 per loop), so they keep the spacing the page gave them.

export type Axis = 'x' | 'y';

/** 1: the content moves toward the start of the axis (left, up); -1: toward the end (right, down). */
export type Flow = 1 | -1;

/** An item's place along the axis, in px from the viewport's start edge, with no motion applied. */
export interface Span {
  start: number;
  size: number;
}

/** A keyframe of one item: at `offset` (0..1) of the loop it is moved by `shift` px along the axis. */
export interface Stop {
  offset: number;
  shift: number;
}

/** How far past the viewport's edge an item must be before it wraps: measures are sub-pixel. */
export const EDGE = 1;

/** The add-on's directions: right and bottom play its keyframes in reverse. */
export function flowOf(direction: string): Flow {
  return direction === 'right' || direction === 'bottom' ? -1 : 1;
}

const mod = (value: number, by: number) => ((value % by) + by) % by;

/** From the first item's start to the last one's end. */
export function contentSpan(items: readonly Span[]): number {
  if (!items.length) return 0;
  return Math.max(...items.map((item) => item.start + item.size)) - Math.min(...items.map((item) => item.start));
}

/**
 * The distance after which the content repeats: its span plus one more gap between items (the last
 * item is followed by the first as by any other), and at least enough that an item re-entering on
 * one side has fully left on the other.
 */
export function loopDistance(viewport: number, items: readonly Span[]): number {
  if (!items.length) return 0;
  const span = contentSpan(items);
  const sizes = items.map((item) => item.size);
  const gap = items.length > 1 ? (span - sizes.reduce((sum, size) => sum + size, 0)) / (items.length - 1) : 0;
  return Math.max(span + gap, viewport + Math.max(...sizes) + 2 * EDGE);
}

/**
 * Speed in px per ms. As in the add-on, the content takes `duration` to cross the viewport plus its
 * own length.
 */
export function pace(viewport: number, items: readonly Span[], duration: number): number {
  return (viewport + contentSpan(items)) / duration;
}

/** Where an item starts (viewport coordinates) at `progress` of the loop. */
export function positionAt(item: Span, distance: number, flow: Flow, progress: number): number {
  const low = -item.size - EDGE;
  return low + mod(item.start - flow * progress * distance - low, distance);
}

/**
 * One item's keyframes for a whole loop, starting where the page put it (shift 0 at offset 0, unless
 * the page put it beyond the loop, as right-to-left rows do). At the wrap two stops share an offset:
 * the item jumps from just past one edge to just past the other, out of sight both times.
 */
export function itemStops(item: Span, distance: number, flow: Flow): Stop[] {
  const low = -item.size - EDGE;
  const high = low + distance;
  const here = positionAt(item, distance, flow, 0);
  const rest = here - item.start;
  // The offset at which the item reaches the edge it leaves by.
  const wrap = flow === 1 ? (here - low) / distance : (high - here) / distance;
  const [leave, enter] = flow === 1 ? [low, high] : [high, low];
  const stops: Stop[] = [
    { offset: 0, shift: rest },
    { offset: wrap, shift: leave - item.start },
    { offset: wrap, shift: enter - item.start },
    { offset: 1, shift: rest },
  ];
  // At offset 0 the item is already at the edge: it starts from the other side.
  if (wrap === 0) return stops.slice(2);
  // At offset 1 it only just reaches the edge: the next loop starts from the other side.
  if (wrap === 1) return stops.slice(0, 2);
  return stops;
}

/**
 * The progress at which an item is in full view (its start at the viewport's start when it is
 * larger): `progress` itself when it already is, else the nearest edge it can be brought to.
 */
export function progressToShow(item: Span, distance: number, flow: Flow, progress: number, viewport: number): number {
  const now = positionAt(item, distance, flow, progress);
  if (now >= 0 && now + item.size <= viewport) return progress;
  const target = now < 0 || item.size > viewport ? 0 : viewport - item.size;
  return mod((flow * (item.start - target)) / distance, 1);
}
