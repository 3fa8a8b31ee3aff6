// The add-on's background parallax as pure rules: the settings of `data-ha-bg-parallax`
// ({type, speed, android, ios, size, repeat} or, for auto moving, {type: "automove", speed, direction}),
// and where the background's layer sits for a scroll position. The background moves at `speed` times
// the page's pace (0: held still in the viewport, 1: with the page, negative: against it); the layer
// is only as tall as it must be to cover the part of the element that is in the viewport.
import { settingNumber } from '../../settings/number';
import { clamp01 } from '../../ui/scroll-progress';

export type BgParallaxType = 'scroll' | 'scroll-opacity' | 'opacity' | 'scale' | 'scale-opacity' | 'automove';
const TYPES: readonly string[] = ['scroll', 'scroll-opacity', 'opacity', 'scale', 'scale-opacity', 'automove'];
export type AutomoveDirection = 'left' | 'right' | 'top' | 'bottom';
const DIRECTIONS: readonly string[] = ['left', 'right', 'top', 'bottom'];

export const DEFAULT_SPEED = 0.5;
export const AUTOMOVE_SPEED = 3;
/** Auto moving: the background moves `speed` px once per step. */
export const AUTOMOVE_STEP_MS = 70;
const SIZES = ['cover', 'contain', 'auto'];
const REPEATS = ['no-repeat', 'repeat', 'repeat-x', 'repeat-y'];

export interface BgParallaxSettings {
  type: BgParallaxType;
  /** Scrolling types: -1 to 2. Auto moving: px per step. */
  speed: number;
  direction: AutomoveDirection;
  /** Still on these platforms (the add-on's `android`/`ios` 1: not enabled there). */
  stillOnAndroid: boolean;
  stillOnIos: boolean;
  /** background-size and -repeat for the layer; '' keeps the element's own. */
  size: string;
  repeat: string;
}

export interface ReadResult {
  settings: BgParallaxSettings;
  /** What was wrong with the settings, for one debug warning. */
  problem?: string;
}

const number = (value: unknown, fallback: number, min: number, max: number) => {
  const n = settingNumber(value);
  return Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : fallback;
};
const keyword = (value: unknown, allowed: readonly string[], missing: string) => (value === undefined ? missing : allowed.includes(value as string) ? (value as string) : '');

/** The settings of `data-ha-bg-parallax` (parsed), with the add-on's defaults for what is missing or wrong. */
export function readBgParallax(data: Record<string, unknown>): ReadResult {
  const typeOk = TYPES.includes(data.type as string);
  const type = (typeOk ? data.type : 'scroll') as BgParallaxType;
  const automove = type == 'automove';
  const speed = automove ? number(data.speed, AUTOMOVE_SPEED, 0, 150) || 0.1 : number(data.speed, DEFAULT_SPEED, -1, 2);
  const direction = (DIRECTIONS.includes(data.direction as string) ? data.direction : 'left') as AutomoveDirection;
  const settings: BgParallaxSettings = {
    type,
    speed,
    direction,
    // Printed as 1 unless the site turned the effect on for that platform; auto moving has no such switch.
    stillOnAndroid: !automove && (data.android === undefined || settingNumber(data.android) !== 0),
    stillOnIos: !automove && (data.ios === undefined || settingNumber(data.ios) !== 0),
    // The add-on prints the page builder's background size and repeat, `cover` and `no-repeat` when unset.
    size: keyword(data.size, SIZES, 'cover'),
    repeat: keyword(data.repeat, REPEATS, 'no-repeat'),
  };
  return typeOk ? { settings } : { settings, problem: `data-ha-bg-parallax type ${JSON.stringify(data.type)} is not one of ${TYPES.join(', ')}; using scroll` };
}

/** Whether the background stays still on this browser (the add-on's per-platform switches). */
export function stillOnPlatform(settings: BgParallaxSettings, userAgent: string): boolean {
  return (settings.stillOnAndroid && /Android/.test(userAgent)) || (settings.stillOnIos && /iPad|iPhone|iPod/.test(userAgent));
}

export const scrolls = (type: BgParallaxType): boolean => type == 'scroll' || type == 'scroll-opacity';

/**
 * The scrolling layer's height and its top in the element when the element's centre is at the
 * viewport's centre: tall enough that, at `speed`, it covers whatever part of the element is in the
 * viewport from the element entering at the bottom to leaving at the top.
 */
export function scrollLayerBox(speed: number, height: number, viewportHeight: number): { top: number; height: number } {
  // Element centre minus viewport centre runs from -travel/2 to travel/2; the layer's centre sits
  // at the viewport's centre plus `speed` times that. The farthest visible edge from the layer's
  // centre is reached at the ends of that run or where the element's edge crosses the viewport's.
  const travel = viewportHeight + height;
  const reach = (u: number) => Math.min(viewportHeight / 2, height / 2 + u) - speed * u;
  const half = Math.max(...[travel / 2, -travel / 2, (viewportHeight - height) / 2, (height - viewportHeight) / 2].map(reach), height / 2);
  const layer = round(2 * half);
  return { top: round((height - layer) / 2), height: layer };
}

/** How far the layer moves down in the element, px, with the element's top at `top` in the viewport. */
export function scrollShift(speed: number, top: number, height: number, viewportHeight: number): number {
  return round((speed - 1) * (top + height / 2 - viewportHeight / 2));
}

/** The part of the element that is in the viewport, of what could be (0 to 1). */
export function visibleFraction(top: number, height: number, viewportHeight: number): number {
  const most = Math.min(height, viewportHeight);
  return most > 0 ? clamp01((Math.min(top + height, viewportHeight) - Math.max(top, 0)) / most) : 0;
}

export interface LayerStyle {
  transform: string;
  opacity: string;
}

/** The layer's transform and opacity with the element's top at `top` in the viewport. */
export function layerStyle(settings: BgParallaxSettings, top: number, height: number, viewportHeight: number): LayerStyle {
  const { type, speed } = settings;
  const visible = visibleFraction(top, height, viewportHeight);
  const opacity = type.endsWith('opacity') ? String(round(visible)) : '';
  if (scrolls(type)) return { transform: `translate3d(0px, ${scrollShift(speed, top, height, viewportHeight)}px, 0px)`, opacity };
  if (type.startsWith('scale')) return { transform: `scale(${round(speed < 0 ? 1 - speed * visible : 1 + speed * (1 - visible))})`, opacity };
  return { transform: '', opacity };
}

/** Auto moving: the background's offset, px, after `elapsed` ms (left: towards the right, top: downwards). */
export function automoveOffset(settings: BgParallaxSettings, elapsed: number): { x: number; y: number } {
  const distance = round((elapsed / AUTOMOVE_STEP_MS) * settings.speed);
  const { direction } = settings;
  const sign = direction == 'left' || direction == 'top' ? 1 : -1;
  return direction == 'left' || direction == 'right' ? { x: sign * distance, y: 0 } : { x: 0, y: sign * distance };
}

const round = (value: number) => Math.round(value * 1000) / 1000 || 0;
