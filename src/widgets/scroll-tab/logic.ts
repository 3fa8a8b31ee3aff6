// Pure rules of the scroll tabs: which panel is the current one while the page scrolls.
import { atPageEnd, lastInView, lastPassed, spanning, type Span } from '../../ui/scroll-spy';

/** Spec 9: the active tab follows scrolling once the panels have held still for 200 ms. */
export const ACTIVATE_DEBOUNCE_MS = 200;

export interface PanelView {
  viewportHeight: number;
  scrollY: number;
  pageHeight: number;
}

/**
 * The panel whose tab is active: the one crossing the activation line; between two panels, the last
 * whose top has passed it; the first one while none has; at the page's end (where the last panels may
 * never reach the line), the lowest one in view. Unplaced panels (null) never count.
 */
export function currentPanel(spans: readonly (Span | null)[], view: PanelView, linePercent: number): number {
  const tops = spans.map((span) => span?.top ?? null);
  if (atPageEnd(view.scrollY, view.viewportHeight, view.pageHeight)) {
    const last = lastInView(tops, view.viewportHeight);
    if (last >= 0) return last;
  }
  const line = (view.viewportHeight * Math.min(100, Math.max(0, linePercent))) / 100;
  const crossing = spanning(spans, line);
  if (crossing >= 0) return crossing;
  const passed = lastPassed(tops, line);
  return passed >= 0 ? passed : Math.max(0, spans.findIndex((span) => span !== null));
}
