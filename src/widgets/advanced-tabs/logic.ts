// Pure rules of the advanced tabs: which tab starts active, where a key moves, which way the nav runs.
// Indices are 0-based here; the page builder's `activeItemIndex` setting is 1-based.
import { rovingIndex } from '../../ui/keys';

export type Orientation = 'horizontal' | 'vertical';

export interface DefaultTab {
  index: number;
  /** The setting named a tab that does not exist. */
  outOfRange: boolean;
}

/**
 * The tab that is active on mount. `setting` is the 1-based `activeItemIndex` (0 when not set);
 * `serverActive` is the tab the server already marked active (-1 when none).
 */
export function resolveDefaultTab(setting: number, count: number, serverActive: number): DefaultTab {
  if (count <= 0) return { index: -1, outOfRange: false };
  if (setting >= 1) return setting <= count ? { index: setting - 1, outOfRange: false } : { index: 0, outOfRange: true };
  return { index: serverActive >= 0 && serverActive < count ? serverActive : 0, outOfRange: false };
}

/** Side tabs (`ha-tabs--nav-left` / `--nav-right`) stack vertically; top and bottom run horizontally. */
export function orientationFromClasses(classes: Iterable<string>): Orientation {
  for (const name of classes) if (name === 'ha-tabs--nav-left' || name === 'ha-tabs--nav-right') return 'vertical';
  return 'horizontal';
}

/**
 * The tab a key moves to, wrapping at both ends, or null when the key does nothing here.
 * Left/Right always move (mirrored in right-to-left pages); Up/Down only in a vertical nav.
 */
export function indexForKey(
  key: string,
  current: number,
  count: number,
  orientation: Orientation,
  rtl = false,
): number | null {
  return rovingIndex(key, current, count, { horizontal: true, vertical: orientation === 'vertical', rtl });
}
