// Pure geometry of the peel: the front is peeled from one corner along a straight fold through the
// pointer, square to the line from the corner to the pointer. The part on the corner's side is
// clipped away and lies folded back over the rest (the flap).
import type { PeelCorner } from './settings';

export type Point = readonly [x: number, y: number];

/** Once this fraction of the front is clipped, it is gone. */
export const PEEL_GONE = 0.98;
/** Past this fraction the front starts to fade out. */
export const PEEL_FADE = 0.8;
/** The resting dog-ear: the fold crosses the corner's diagonal this far (px) from the corner. */
export const DOG_EAR = 24;

export interface PeelShape {
  /** The part of the front still in place (a polygon in front px). */
  remaining: Point[];
  /** The clipped part folded over the fold line. */
  flap: Point[];
  /** Share of the front's area clipped away, 0-1. */
  fraction: number;
  /** Direction from the corner to the fold, a unit vector (0, 0 when nothing is peeled). */
  direction: Point;
}

export function cornerPoint(corner: PeelCorner, width: number, height: number): Point {
  return [corner.endsWith('left') ? 0 : width, corner.startsWith('top') ? 0 : height];
}

export function oppositeCorner(corner: PeelCorner, width: number, height: number): Point {
  const [x, y] = cornerPoint(corner, width, height);
  return [width - x, height - y];
}

/** Where the fold rests before any drag: a small dog-ear across the corner. */
export function dogEarPoint(corner: PeelCorner, width: number, height: number): Point {
  const [x, y] = cornerPoint(corner, width, height);
  const step = DOG_EAR / Math.SQRT2;
  return [x + (x === 0 ? step : -step), y + (y === 0 ? step : -step)];
}

const dot = (a: Point, b: Point) => a[0] * b[0] + a[1] * b[1];

/** The part of a convex polygon where dot(point, normal) >= offset (one Sutherland–Hodgman pass). */
export function clipPolygon(polygon: readonly Point[], normal: Point, offset: number): Point[] {
  const out: Point[] = [];
  polygon.forEach((current, i) => {
    const previous = polygon[(i + polygon.length - 1) % polygon.length];
    const a = dot(previous, normal) - offset;
    const b = dot(current, normal) - offset;
    if (a >= 0 !== b >= 0) {
      const t = a / (a - b);
      out.push([previous[0] + (current[0] - previous[0]) * t, previous[1] + (current[1] - previous[1]) * t]);
    }
    if (b >= 0) out.push(current);
  });
  return out;
}

export function polygonArea(polygon: readonly Point[]): number {
  let twice = 0;
  polygon.forEach(([x1, y1], i) => {
    const [x2, y2] = polygon[(i + 1) % polygon.length];
    twice += x1 * y2 - x2 * y1;
  });
  return Math.abs(twice) / 2;
}

/** The peel with the fold through `point` (kept inside the front). */
export function peelShape(corner: PeelCorner, width: number, height: number, point: Point): PeelShape {
  const rect: Point[] = [[0, 0], [width, 0], [width, height], [0, height]];
  const c = cornerPoint(corner, width, height);
  const p: Point = [Math.min(width, Math.max(0, point[0])), Math.min(height, Math.max(0, point[1]))];
  const reach = Math.hypot(p[0] - c[0], p[1] - c[1]);
  if (reach === 0 || width <= 0 || height <= 0) return { remaining: rect, flap: [], fraction: 0, direction: [0, 0] };
  const d: Point = [(p[0] - c[0]) / reach, (p[1] - c[1]) / reach];
  // The fold line: dot(X, d) = line.
  const line = reach + dot(c, d);
  const remaining = clipPolygon(rect, d, line);
  const flap = clipPolygon(rect, [-d[0], -d[1]], -line).map(([x, y]): Point => {
    const away = 2 * (line - (x * d[0] + y * d[1]));
    return [x + away * d[0], y + away * d[1]];
  });
  return { remaining, flap, fraction: 1 - polygonArea(remaining) / (width * height), direction: d };
}

export function peelGone(fraction: number): boolean {
  return fraction >= PEEL_GONE;
}

/** Opacity of the front: whole up to the fade threshold, then down to 0 where it is gone. */
export function peelOpacity(fraction: number): number {
  if (fraction <= PEEL_FADE) return 1;
  return Math.max(0, 1 - (fraction - PEEL_FADE) / (PEEL_GONE - PEEL_FADE));
}

/** A CSS `polygon()` in percent of the front, so a resting peel follows the box's size. */
export function polygonCss(points: readonly Point[], width: number, height: number): string {
  if (points.length < 3) return 'polygon(0 0, 0 0, 0 0)';
  const pct = (value: number, size: number) => `${+((value / size) * 100).toFixed(3)}%`;
  return `polygon(${points.map(([x, y]) => `${pct(x, width)} ${pct(y, height)}`).join(', ')})`;
}
