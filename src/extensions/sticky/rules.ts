// The page builder's sticky elements as pure rules: which settings apply on a device, and where the
// element goes for a given scroll position.
import type { Breakpoints, DeviceMode } from '../../api-types';
import { settingNumber } from '../../settings/number';
import { responsiveKey } from '../../settings/responsive';
import { deviceList } from '../../ui/page-effects';

export const REACTIVATE_DELAY_MS = 300;
const ALL_DEVICES = ['desktop', 'tablet', 'mobile'];

export interface StickySettings {
  side: 'top' | 'bottom';
  /** Distance from the viewport's edge while stuck, px. */
  offset: number;
  /** Scroll distance past the sticking point after which `elementor-sticky--effects` applies, px. */
  effectsOffset: number;
  /** Stays within its parent: leaves with the parent's far edge. */
  withinParent: boolean;
}

const length = (value: unknown) => {
  const number = settingNumber(value);
  return Number.isFinite(number) && number >= 0 ? number : 0;
};

/** The sticky settings for `device`, or null when the element is not sticky there. */
export function readSticky(raw: Record<string, unknown>, device: DeviceMode, breakpoints: Breakpoints): StickySettings | null {
  if (raw.sticky !== 'top' && raw.sticky !== 'bottom') return null;
  if (!deviceList(raw.sticky_on, ALL_DEVICES).includes(device)) return null;
  const responsive = (key: string) => length(raw[responsiveKey(raw, key, device, breakpoints) ?? key]);
  return {
    side: raw.sticky,
    offset: responsive('sticky_offset'),
    effectsOffset: responsive('sticky_effects_offset'),
    withinParent: raw.sticky_parent === 'yes',
  };
}

export interface Edges {
  top: number;
  bottom: number;
}

export interface StickyPlace {
  stick: boolean;
  /** The fixed element's top, px from the viewport's top. */
  top: number;
  effects: boolean;
}

/**
 * Where the element goes: `natural` is where it would be without sticking (its spacer's place while
 * stuck), `parent` the parent's edges when it must stay within its parent.
 */
export function stickyPlace(settings: StickySettings, natural: Edges, height: number, viewportHeight: number, parent?: Edges): StickyPlace {
  if (settings.side == 'top') {
    const past = settings.offset - natural.top;
    const top = parent ? Math.min(settings.offset, parent.bottom - height) : settings.offset;
    return { stick: past >= 0, top, effects: past >= 0 && past >= settings.effectsOffset };
  }
  const edge = viewportHeight - settings.offset;
  const past = natural.bottom - edge;
  const top = parent ? Math.max(edge - height, parent.top) : edge - height;
  return { stick: past >= 0, top, effects: past >= 0 && past >= settings.effectsOffset };
}
