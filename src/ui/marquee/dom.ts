// Measuring along an axis and moving along it, for the marquee widgets.
import type { Axis, Span } from './logic';

/** The inside of a box (its padding box: what `overflow` clips to), along the axis. */
export function innerSpan(box: HTMLElement, axis: Axis): Span {
  const rect = box.getBoundingClientRect();
  return axis === 'x'
    ? { start: rect.left + box.clientLeft, size: box.clientWidth }
    : { start: rect.top + box.clientTop, size: box.clientHeight };
}

/** An element's border box along the axis, from `origin` (as laid out: call with no motion applied). */
export function spanOf(element: Element, axis: Axis, origin: number): Span {
  const rect = element.getBoundingClientRect();
  return axis === 'x' ? { start: rect.left - origin, size: rect.width } : { start: rect.top - origin, size: rect.height };
}

/** A `translate` value that moves by `px` along the axis (the page's own `transform` stays untouched). */
export function translate(axis: Axis, px: number): string {
  return axis === 'x' ? `${px}px 0` : `0 ${px}px`;
}
