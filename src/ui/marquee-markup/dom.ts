// Measuring along an axis and moving along it, for the marquee widgets.
import type { Axis, Span } from './logic';

/** The inside of a box (its padding box: what `overflow` clips to), along the axis. */
export function innerSpan(box: HTMLElement, axis: Axis): Span {
  const rect = box.getBoundingClientRect();
  return axis === 'x'
    ? { start: rect.left + box.clientLeft, size: box.clientWidth }
    : { start: rect.top + box.clientTop, size: box.clientHeight };
}

/**
 * An element's border box along the axis, from `origin`, as laid out: `moved` (what a motion of ours
 * under way moves it by, see `translated`) is taken off.
 */
export function spanOf(element: Element, axis: Axis, origin: number, moved = 0): Span {
  const rect = element.getBoundingClientRect();
  return axis === 'x' ? { start: rect.left - origin - moved, size: rect.width } : { start: rect.top - origin - moved, size: rect.height };
}

/**
 * How far its `translate` moves an element along the axis, in px. Read rather than stopping the
 * motion to measure: a motion stopped in the layout report's reads changed the page's styles under
 * every read after it.
 */
export function translated(element: Element, axis: Axis): number {
  const [x = '0', y = '0'] = getComputedStyle(element).translate.split(' ');
  return parseFloat(axis === 'x' ? x : y) || 0;
}

/** A `translate` value that moves by `px` along the axis (the page's own `transform` stays untouched). */
export function translate(axis: Axis, px: number): string {
  return axis === 'x' ? `${px}px 0` : `0 ${px}px`;
}
