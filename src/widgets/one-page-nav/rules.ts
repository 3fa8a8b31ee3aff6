// Pure rules of the one-page navigation: the current section and when the page settles on it.
import { spanning, type Span } from '../../ui/scroll-spy';

/** Spec 9: after the visitor's wheel, swipe or keys, the page settles once they have been still for 200 ms. */
export const SETTLE_DEBOUNCE_MS = 200;
/** Within this many px of a section's top the page counts as on it already. */
export const SNAP_TOLERANCE = 2;

/** Keys that scroll the page and so may end on a section boundary. */
export const SCROLL_KEYS: ReadonlySet<string> = new Set(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End', ' ']);

/** The line in the viewport (px from its top) that the current section spans. */
export const currentLine = (viewportHeight: number, threshold: number): number => viewportHeight * threshold;

/**
 * The current section: the one spanning the line; between two sections, the one above the line
 * (its item stays current until the next one arrives); -1 above the first and below the last.
 */
export function currentSection(spans: readonly (Span | null)[], line: number): number {
  const holding = spanning(spans, line);
  if (holding >= 0) return holding;
  let above = -1;
  spans.forEach((span, index) => {
    if (span && span.bottom <= line && (above < 0 || span.bottom >= (spans[above] as Span).bottom)) above = index;
  });
  const below = spans.some((span, index) => index !== above && span && span.top > line);
  return above >= 0 && below ? above : -1;
}

/** Whether the page should settle on the section whose top is at `top` in the viewport (below the offset). */
export function needsSettle(top: number, offset: number): boolean {
  return Math.abs(top - offset) > SNAP_TOLERANCE;
}
