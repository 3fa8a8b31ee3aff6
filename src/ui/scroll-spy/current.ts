// Pure rules for "which section is the current one", in viewport coordinates (px from the top of
// the viewport), shared by the widgets whose items follow scrolling.

export interface Span {
  top: number;
  bottom: number;
}

/** The page is scrolled to its end, within `tolerance` px: sections near the end can never reach a line higher up. */
export function atPageEnd(scrollY: number, viewportHeight: number, pageHeight: number, tolerance = 2): boolean {
  return scrollY + viewportHeight >= pageHeight - tolerance;
}

/**
 * The section whose top has passed `line` most recently: the lowest top at or above the line
 * (document order breaks ties); -1 while every top is still below it. Unplaced sections (null) never count.
 */
export function lastPassed(tops: readonly (number | null)[], line: number): number {
  let found = -1;
  tops.forEach((top, index) => {
    if (top === null || top > line) return;
    if (found < 0 || top >= (tops[found] as number)) found = index;
  });
  return found;
}

/** The lowest section whose top is inside the viewport (for a page scrolled to its end); -1 when none is. */
export function lastInView(tops: readonly (number | null)[], viewportHeight: number): number {
  return lastPassed(tops.map((top) => (top !== null && top >= 0 ? top : null)), viewportHeight - 1);
}

/** The section whose box holds the line (top inclusive, bottom exclusive); -1 when the line falls outside them all. */
export function spanning(spans: readonly (Span | null)[], line: number): number {
  return spans.findIndex((span) => span !== null && span.top <= line && line < span.bottom);
}
