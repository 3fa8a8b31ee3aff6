// Pure rules of the table of contents: the box's state on init, sticky floating, the active item,
// scroll-to-top moves and the timings of the spec (sections 4 and 9).
import type { Breakpoints, DeviceMode } from '../../api-types';
import { atPageEnd, lastInView, lastPassed, type Viewport } from '../../ui/scroll-spy';
import type { StickyDevice } from './settings';

/** Spec 9: a click on an item scrolls to its heading in 800 ms ... */
export const SCROLL_MS = 800;
/** ... and the active item stops following the scroll for 2000 ms, so the clicked one stays active. */
export const CLICK_HOLD_MS = 2000;
/** Scroll-to-top: to the window's top in 250 ms, else back to the table in 1000 ms, 60 px above it. */
export const TO_WINDOW_TOP_MS = 250;
export const TO_TOC_MS = 1000;
export const TO_TOC_OFFSET = 60;
/** A heading becomes active once its top passes this fraction of the viewport (below the scroll offset). */
export const ACTIVE_LINE = 0.2;

/** The box starts collapsed when minimising is on and the viewport is below the breakpoint chosen (or always, for desktop). */
export function startsCollapsed(minimizeBox: boolean, minimizedOn: DeviceMode, width: number, breakpoints: Breakpoints): boolean {
  if (!minimizeBox) return false;
  if (minimizedOn === 'desktop') return true;
  const limit = breakpoints[minimizedOn as keyof Breakpoints];
  return typeof limit === 'number' && width <= limit;
}

/** The sticky control's three devices for the page builder's device mode. */
export function stickyDevice(device: DeviceMode): StickyDevice {
  if (device === 'mobile' || device === 'mobile_extra') return 'mobile';
  if (device === 'tablet' || device === 'tablet_extra') return 'tablet';
  return 'desktop';
}

/** The in-place sticky table floats only when sticky is on and this device is one it is on for. */
export function floatsHere(sticky: boolean, type: string, devices: readonly StickyDevice[], device: DeviceMode): boolean {
  return sticky && type === 'in-place' && devices.includes(stickyDevice(device));
}

/** Spec 4: floating once the box's midpoint (where it sits in the page) has scrolled above the viewport's top. */
export function midpointAbove(placeTop: number, boxHeight: number): boolean {
  return placeTop + boxHeight / 2 < 0;
}

export interface ScrollMove {
  /** Page y to scroll to. */
  y: number;
  duration: number;
}

/** Where the scroll-to-top button goes: the window's top, or 60 px above the table of contents. */
export function scrollTopMove(option: string, tocPageTop: number): ScrollMove {
  return option === 'window_top' ? { y: 0, duration: TO_WINDOW_TOP_MS } : { y: tocPageTop - TO_TOC_OFFSET, duration: TO_TOC_MS };
}

/**
 * The active heading: the one whose top passed the line last (the scroll offset plus a fifth of the
 * viewport); above the first heading none is (the add-on's never cleared its last one). A page scrolled
 * to its end, where the last headings can never reach the line, activates the lowest one in view.
 */
export function activeHeading(tops: readonly (number | null)[], viewport: Viewport, offset: number): number {
  if (atPageEnd(viewport.scrollY, viewport.height, viewport.pageHeight) && viewport.scrollY > 0) {
    const inView = lastInView(tops, viewport.height);
    if (inView >= 0) return inView;
  }
  return lastPassed(tops, offset + viewport.height * ACTIVE_LINE);
}
