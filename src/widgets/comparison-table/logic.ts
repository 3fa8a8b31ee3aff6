// Pure rules of the sticky comparison-table head.

/** Overflow values that make a box a scroll container (`clip` and `visible` do not). */
const SCROLLING = new Set(['hidden', 'auto', 'scroll', 'overlay']);

export function clipsOverflow(overflowX: string, overflowY: string): boolean {
  return SCROLLING.has(overflowX) || SCROLLING.has(overflowY);
}

/** A CSS length in px as a number; anything else (auto, empty) counts as 0. */
export function parsePx(value: string): number {
  const n = parseFloat(value);
  return Number.isFinite(n) && /px\s*$|^\s*0\s*$/.test(value) ? n : 0;
}

/** How far the observed area reaches past the viewport's other edges (px). */
export const FAR = 100_000;

/**
 * IntersectionObserver root margin for watching a line `line` px below the viewport's top: the area
 * starts at the line and reaches far past the other edges, so a marker is outside it only when above
 * the line, and every crossing of the line is reported (a jump over the viewport included).
 */
export function rootMarginFor(line: number): string {
  return `${-Math.max(0, Math.round(line))}px ${FAR}px ${FAR}px ${FAR}px`;
}

/** Whether a zero-height marker has gone above the line the observed area starts at. */
export function passedLine(isIntersecting: boolean, markerTop: number, lineTop: number): boolean {
  return !isIntersecting && markerTop < lineTop;
}

/**
 * The head sticks while its own place has scrolled above the line and the rest of the table has not
 * yet: `start` marks where the head sits in the flow, `end` the bottom of the table, watched at the
 * line plus the head's height (where the table's end starts pushing the head out).
 */
export function isStuck(startPassed: boolean, endPassed: boolean): boolean {
  return startPassed && !endPassed;
}

/**
 * How far down the head must move to stay at `line` when `position: sticky` cannot work: never up,
 * never past the end of the table. Positions are viewport tops, as getBoundingClientRect gives them.
 */
export function stickyShift(startTop: number, endTop: number, headHeight: number, line: number): number {
  const most = Math.max(0, endTop - startTop - headHeight);
  return Math.min(Math.max(0, line - startTop), most);
}
