// Pure rules of the image scroller: how far the image travels in its frame, how long it takes, and
// how far a mouse wheel turn goes.

/** The add-on's speed setting defaults to 3 s (it writes it as the image's transition-duration). */
export const DEFAULT_SPEED = 3000;

/** Pixels per wheel line (deltaMode 1), about what browsers scroll for one. */
export const LINE = 40;

/** The first time of a computed CSS time list ("3s", "250ms, 0s"), in ms; 0 when none or not positive. */
export function cssTimeMs(value: string): number {
  const match = /^\s*(-?\d*\.?\d+(?:e[+-]?\d+)?)(ms|s)\b/i.exec(value);
  if (!match) return 0;
  const ms = Number(match[1]) * (match[2].toLowerCase() === 's' ? 1000 : 1);
  return ms > 0 ? ms : 0;
}

export interface Travel {
  /** Shift (px along the axis) at rest. */
  from: number;
  /** Shift while hovered. */
  to: number;
}

/**
 * The image's path in its frame, from where it sits (`start`, px from the frame's start edge, and its
 * `size`): top/left start at the image's start edge and move it toward the frame's start until its far
 * edge shows; bottom/right the other way round. Null when the image is no larger than the frame.
 */
export function travel(start: number, size: number, frame: number, direction: string): Travel | null {
  if (!(size - frame >= 1)) return null;
  const startEdge = 0 - start;
  const endEdge = frame - size - start;
  return direction === 'bottom' || direction === 'right' ? { from: endEdge, to: startEdge } : { from: startEdge, to: endEdge };
}

/** A wheel delta in pixels, whatever unit the device reported it in. */
export function wheelPixels(delta: number, deltaMode: number, page: number): number {
  return deltaMode === 1 ? delta * LINE : deltaMode === 2 ? delta * page : delta;
}
