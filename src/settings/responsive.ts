import type { Breakpoints, DeviceMode } from '../api-types';

const NARROW_TO_WIDE: DeviceMode[] = [
  'mobile',
  'mobile_extra',
  'tablet',
  'tablet_extra',
  'laptop',
  'desktop',
  'widescreen',
];

export function activeDevices(breakpoints: Breakpoints): DeviceMode[] {
  return NARROW_TO_WIDE.filter((d) => d === 'desktop' || typeof breakpoints[d as keyof Breakpoints] === 'number');
}

/** Device mode for a viewport width, as the page builder's generated CSS would report it. */
export function deviceForWidth(width: number, breakpoints: Breakpoints): DeviceMode {
  for (const device of activeDevices(breakpoints)) {
    if (device === 'desktop' || device === 'widescreen') break;
    if (width <= (breakpoints[device as keyof Breakpoints] as number)) return device;
  }
  const wide = breakpoints.widescreen;
  return typeof wide === 'number' && width >= wide ? 'widescreen' : 'desktop';
}

/** Set as the page builder counts it: not empty, and a slider `{size, unit}` only with a size. */
export function isSet(value: unknown): boolean {
  if (value && typeof value === 'object' && 'size' in value) return isSet((value as { size: unknown }).size);
  return value !== undefined && value !== null && value !== '';
}

/**
 * The page builder's responsive fallback walk: widescreen reads `key_widescreen` else `key`;
 * other devices walk from the current device up towards desktop over the active breakpoints and
 * take the first `key_{device}` that is set (0 counts as set), else `key`.
 * Returns the key that was found, or undefined when nothing is set.
 */
export function responsiveKey(
  raw: Record<string, unknown>,
  key: string,
  device: DeviceMode,
  breakpoints: Breakpoints,
): string | undefined {
  if (device === 'widescreen') {
    if (isSet(raw[`${key}_widescreen`])) return `${key}_widescreen`;
  } else if (device !== 'desktop') {
    const devices = activeDevices(breakpoints);
    for (let i = devices.indexOf(device); i >= 0 && i < devices.length; i++) {
      const d = devices[i];
      if (d === 'desktop') break;
      if (isSet(raw[`${key}_${d}`])) return `${key}_${d}`;
    }
  }
  return isSet(raw[key]) ? key : undefined;
}

/** The same walk over a table of per-device defaults (desktop is the base). */
export function responsiveDefault<T>(
  defaults: Partial<Record<DeviceMode, T>>,
  base: T,
  device: DeviceMode,
  breakpoints: Breakpoints,
): T {
  const found = responsiveKey(
    Object.fromEntries(Object.entries(defaults).map(([d, v]) => [`v_${d}`, v])),
    'v',
    device,
    breakpoints,
  );
  return found ? (defaults[found.slice(2) as DeviceMode] as T) : base;
}
