// The page builder's motion effects as pure rules: the settings (`motion_fx_*` for the element,
// `background_motion_fx_*` for its background), and the styles for a scroll position or a pointer.
import { settingNumber } from '../../settings/number';
import { deviceList } from '../../ui/page-effects';
import { rangeProgress } from '../../ui/scroll-progress';

export type Fade = 'out-in' | 'in-out' | 'in-out-in' | 'out-in-out';
export interface Move {
  /** 1: the page builder's default direction (up, left, counter-clockwise); -1: "negative". */
  sign: 1 | -1;
  speed: number;
  start: number;
  end: number;
}
export interface Level {
  fade: Fade;
  level: number;
  start: number;
  end: number;
}
export interface MotionSettings {
  devices: readonly string[];
  translateY?: Move;
  translateX?: Move;
  rotateZ?: Move;
  scale?: Level;
  opacity?: Level;
  blur?: Level;
  mouseTrack?: { sign: 1 | -1; speed: number };
  tilt?: { sign: 1 | -1; speed: number };
}

const FADES: readonly Fade[] = ['out-in', 'in-out', 'in-out-in', 'out-in-out'];
const ALL_DEVICES = ['desktop', 'tablet', 'mobile'];

const number = (value: unknown, fallback: number, min: number, max: number) => {
  const n = settingNumber(value);
  return Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : fallback;
};

function range(value: unknown, start: number, end: number): { start: number; end: number } {
  const sizes = value && typeof value == 'object' ? (value as { sizes?: { start?: unknown; end?: unknown } }).sizes : undefined;
  return { start: number(sizes?.start, start, 0, 100), end: number(sizes?.end, end, 0, 100) };
}

/**
 * The motion effects `raw` turns on for `prefix` (`motion_fx_` or `background_motion_fx_`), with the
 * page builder's defaults; null when none is on.
 */
export function readMotion(raw: Record<string, unknown>, prefix: string): MotionSettings | null {
  const on = (key: string) => raw[`${prefix}${key}_effect`] === 'yes';
  const sign = (key: string) => (raw[`${prefix}${key}_direction`] === 'negative' ? -1 : 1);
  const fade = (key: string, fallback: Fade) => {
    const value = raw[`${prefix}${key}_direction`];
    return FADES.includes(value as Fade) ? (value as Fade) : fallback;
  };
  const settings: MotionSettings = { devices: deviceList(raw[`${prefix}devices`], ALL_DEVICES) };
  if (raw[`${prefix}motion_fx_scrolling`] === 'yes') {
    const move = (key: 'translateY' | 'translateX' | 'rotateZ', speed: number) => {
      if (on(key)) settings[key] = { sign: sign(key), speed: number(raw[`${prefix}${key}_speed`], speed, 0, 10), ...range(raw[`${prefix}${key}_affectedRange`], 0, 100) };
    };
    move('translateY', 4);
    move('translateX', 4);
    move('rotateZ', 1);
    const level = (key: 'scale' | 'opacity' | 'blur', levelKey: string, fallback: number, fallbackFade: Fade) => {
      if (on(key)) settings[key] = { fade: fade(key, fallbackFade), level: number(raw[`${prefix}${key}_${levelKey}`], fallback, 0, key == 'blur' ? 15 : 10), ...range(raw[`${prefix}${key}_range`], 20, 80) };
    };
    level('scale', 'speed', 4, 'out-in');
    level('opacity', 'level', 10, 'out-in');
    level('blur', 'level', 7, 'out-in');
  }
  if (raw[`${prefix}motion_fx_mouse`] === 'yes') {
    if (on('mouseTrack')) settings.mouseTrack = { sign: sign('mouseTrack'), speed: number(raw[`${prefix}mouseTrack_speed`], 1, 0, 10) };
    if (on('tilt')) settings.tilt = { sign: sign('tilt'), speed: number(raw[`${prefix}tilt_speed`], 4, 0, 10) };
  }
  return Object.keys(settings).length > 1 ? settings : null;
}

/** How far out of its "in" state a fade is (0: fully in, 1: fully out) at progress `p` through its range. */
export function fadeAmount(fade: Fade, p: number): number {
  if (fade == 'out-in') return 1 - p;
  if (fade == 'in-out') return p;
  if (fade == 'in-out-in') return 1 - Math.abs(2 * p - 1);
  return Math.abs(2 * p - 1);
}

export interface ScrollStyle {
  transform: string;
  opacity: string;
  filter: string;
}

/** Px moved per unit of speed, either side of the range's middle. */
export const MOVE_PX = 20;
/** Degrees turned per unit of speed, either side of the range's middle. */
export const TURN_DEG = 18;

/** The styles for `progress` (0 entering at the bottom, 1 leaving at the top: ui/scroll-progress). */
export function scrollStyle(settings: MotionSettings, progress: number): ScrollStyle {
  const shift = (move: Move) => (0.5 - rangeProgress(progress, move.start, move.end)) * 2 * move.speed * move.sign;
  const out = (level: Level) => fadeAmount(level.fade, rangeProgress(progress, level.start, level.end));
  const parts: string[] = [];
  if (settings.translateY) parts.push(`translateY(${round(shift(settings.translateY) * MOVE_PX)}px)`);
  if (settings.translateX) parts.push(`translateX(${round(shift(settings.translateX) * MOVE_PX)}px)`);
  if (settings.rotateZ) parts.push(`rotateZ(${round(-shift(settings.rotateZ) * TURN_DEG)}deg)`);
  if (settings.scale) parts.push(`scale(${round(Math.max(0, 1 - (out(settings.scale) * settings.scale.level) / 10))})`);
  return {
    transform: parts.join(' '),
    opacity: settings.opacity ? String(round(1 - (out(settings.opacity) * settings.opacity.level) / 10)) : '',
    filter: settings.blur ? `blur(${round(out(settings.blur) * settings.blur.level)}px)` : '',
  };
}

/**
 * The transform for a pointer `dx`, `dy` from the element's centre, as fractions of the viewport
 * (-1 to 1): mouse track moves the element away from the pointer (towards it when negative), tilt
 * turns it in 3D.
 */
export function pointerTransform(settings: MotionSettings, dx: number, dy: number): string {
  const parts: string[] = [];
  const { mouseTrack, tilt } = settings;
  if (mouseTrack) parts.push(`translate(${round(-dx * mouseTrack.speed * MOVE_PX * mouseTrack.sign)}px, ${round(-dy * mouseTrack.speed * MOVE_PX * mouseTrack.sign)}px)`);
  if (tilt) parts.push(`perspective(1000px) rotateX(${round(-dy * tilt.speed * 5 * tilt.sign)}deg) rotateY(${round(dx * tilt.speed * 5 * tilt.sign)}deg)`);
  return parts.join(' ');
}

const round = (value: number) => Math.round(value * 1000) / 1000 || 0;
