// Pure rules of the scroll navigation (spec 2, 4 and 9): the active section, section switching,
// and the address hash.
import type { DeviceMode } from '../../api-types';
import type { Span } from '../../ui/scroll-spy';

/** Spec 9: on a section's top within 2 px; ... */
export const SNAP_TOLERANCE = 2;
/** ... the lock holds until no wheel event came for 100 ms after a switch (a trackpad's inertia keeps sending them); ... */
export const CHECK_INTERVAL_MS = 100;
/** ... wheel deltas under 10 px are noise; a section taller than the viewport scrolls freely until within 10 px of its edge; ... */
export const WHEEL_MARGIN = 10;
export const SECTION_MARGIN = 10;
/** ... a section is active once its top is above 70 percent of the viewport and while its bottom is below its top (0 percent). */
export const ACTIVATE_TOP = 0.7;
export const ACTIVATE_BOTTOM = 0;

export type Direction = 1 | -1;

/** The active section: the last whose top passed 70 percent of the viewport while its bottom is still below the top; -1 when none. */
export function activeSection(spans: readonly (Span | null)[], viewportHeight: number): number {
  let found = -1;
  spans.forEach((span, index) => {
    if (span && span.top <= viewportHeight * ACTIVATE_TOP && span.bottom > viewportHeight * ACTIVATE_BOTTOM) found = index;
  });
  return found;
}

/** Whether a switch applies on this device: always on desktop-class devices, on tablets and phones only when asked. */
export function switchesOn(sectionSwitch: boolean, onMobile: boolean, device: DeviceMode): boolean {
  if (!sectionSwitch) return false;
  const small = device === 'mobile' || device === 'mobile_extra' || device === 'tablet' || device === 'tablet_extra';
  return !small || onMobile;
}

export type SwitchDecision = { kind: 'native' } | { kind: 'switch'; to: number } | { kind: 'align'; to: number };

/**
 * What an input going `direction` does from the active section. Going down: a section whose top is
 * still below the offset is aligned first; a section taller than the viewport scrolls natively until
 * its bottom is within 10 px of the viewport's; then the next section. Going up: within a section
 * scrolled more than 10 px past its top, a tall one scrolls natively and a short one is aligned; then
 * the previous section. Past the first or the last section the page scrolls on natively.
 */
export function decideSwitch(spans: readonly (Span | null)[], active: number, direction: Direction, viewportHeight: number, offset: number): SwitchDecision {
  const span = active >= 0 ? spans[active] : null;
  if (!span) return { kind: 'native' };
  if (direction === 1) {
    if (span.top > offset + SNAP_TOLERANCE) return { kind: 'align', to: active };
    if (span.bottom > viewportHeight + SECTION_MARGIN) return { kind: 'native' };
  } else if (span.top < offset - SECTION_MARGIN) {
    return span.bottom - span.top > viewportHeight ? { kind: 'native' } : { kind: 'align', to: active };
  }
  let to = active + direction;
  while (to >= 0 && to < spans.length && !spans[to]) to += direction;
  return to < 0 || to >= spans.length ? { kind: 'native' } : { kind: 'switch', to };
}

/** The section id the address names, when it is one of the navigation's. */
export function sectionFromHash(hash: string, ids: readonly string[]): number {
  let id: string;
  try {
    id = decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return -1;
  }
  return id ? ids.indexOf(id) : -1;
}

/** The address hash to show for a visited section, or null to leave the address alone (section-id visibility on). */
export function hashFor(id: string | undefined, sectionIdVisibility: boolean, currentHash: string): string | null {
  if (sectionIdVisibility || !id) return null;
  const hash = `#${encodeURIComponent(id)}`;
  return hash === currentHash ? null : hash;
}
