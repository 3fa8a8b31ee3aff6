// Pure rules of the advanced comparison table: which columns show, and which one the nav starts on.
import type { DeviceMode } from '../../api-types';

/**
 * Device modes that show one plan column at a time with the responsive nav: tablet and narrower (the
 * add-on's tablet and mobile, plus the optional mobile_extra between them). Wider modes show all.
 */
const NAV_DEVICES: readonly DeviceMode[] = ['mobile', 'mobile_extra', 'tablet'];

export function usesColumnNav(device: DeviceMode): boolean {
  return NAV_DEVICES.includes(device);
}

/**
 * Which cells of a row show. Cells are the feature column then the plan columns in nav order (the
 * server prints one cell per column in every row, empty ones included). With the nav, the feature
 * column and the chosen plan column (0-based) show; without, all do.
 */
export function shownCells(count: number, chosen: number, nav: boolean): boolean[] {
  return Array.from({ length: count }, (_, i) => !nav || i === 0 || i === chosen + 1);
}

/** The nav item to start on: the one the server marked active, else the first. */
export function initialColumn(active: readonly boolean[]): number {
  return Math.max(0, active.indexOf(true));
}

/** The accessible name of a collapse button: the feature it belongs to, else a plain phrase. */
export function toggleLabel(feature: string): string {
  return feature.replace(/\s+/g, ' ').trim() || 'More rows';
}
