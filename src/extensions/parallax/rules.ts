// The add-on's multi-layer parallax as pure rules: the layer list of `data-ha-multi-layer-parallax`
// ({items, devices}) read into one shape, from the add-on's own keys (ha_multi_layer_parallax_*) or
// the layer list's plain ones (image, speed, z_index, animation_prop, type, direction, fx_direction,
// devices, background_x, background_y); and each layer's styles for a scroll position or a pointer.
import type { DeviceMode } from '../../api-types';
import { settingNumber } from '../../settings/number';
import { deviceList, safeImageUrl } from '../../ui/page-effects';
import { rangeProgress } from '../../ui/scroll-progress';

export const RESIZE_DEBOUNCE_MS = 30;
export const DEFAULT_SPEED = 50;
/** The layer list's speed (0 to 100, default 50) as a factor: 1 at the default. */
export const speedFactor = (speed: number): number => (speed / 100) * 2;

export type MoveType = 'scroll' | 'h-scroll' | 'zoom' | 'rotate' | 'blur' | 'opacity';
const MOVE_TYPES: readonly string[] = ['scroll', 'h-scroll', 'zoom', 'rotate', 'blur', 'opacity'];
export type Prop = 'bgposition' | 'transform' | 'transform3d';

export interface Move {
  type: MoveType;
  factor: number;
  sign: 1 | -1;
  start: number;
  end: number;
}

export interface ParallaxLayer {
  id: string;
  image: string;
  alt: string;
  zIndex: number;
  /** Width, % of the section. */
  width: number;
  /** Position of the layer (or of its background, for bgposition), % of the section. */
  x: number;
  y: number;
  prop: Prop;
  moves: Move[];
  /** Opacity and blur: clearing as it scrolls up (fade-in) or fading (fade-out). */
  fx: 'fade-in' | 'fade-out';
  /** Mouse layers: px of pointer travel per px moved; negative follows the pointer. 0: no mouse. */
  rate: number;
  /** Devices the layer shows on. */
  shownOn: readonly string[];
  /** Devices it moves on. */
  movesOn: readonly string[];
}

const ALL = ['desktop', 'tablet', 'mobile'];
const MOVING_BY_DEFAULT = ['desktop', 'tablet'];
const record = (value: unknown): Record<string, unknown> => (value && typeof value == 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});
const number = (value: unknown, fallback: number, min = -Infinity, max = Infinity) => {
  const n = settingNumber(value);
  return Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : fallback;
};
const text = (value: unknown) => (typeof value == 'string' ? value : '');
const ALIGN: Record<string, number> = { left: 0, top: 0, center: 50, vcenter: 50, right: 100, bottom: 100 };

/** The device's value of a responsive key: `key_tablet` on a tablet when set, else `key`. */
const forDevice = (item: Record<string, unknown>, key: string, device: DeviceMode) => (device != 'desktop' && item[`${key}_${device}`] !== undefined ? item[`${key}_${device}`] : item[key]);

function range(value: unknown) {
  const sizes = record(record(value).sizes);
  return { start: number(sizes.start, 0, 0, 100), end: number(sizes.end, 100, 0, 100) };
}

function position(item: Record<string, unknown>, align: string, pos: string, plain: string, device: DeviceMode): number {
  const named = text(item[align]);
  if (named in ALIGN) return ALIGN[named];
  return number(forDevice(item, pos, device), number(item[plain], 0), -100, 200);
}

/** The add-on's keys: scroll parallax (vertical and/or horizontal) or mouse track. */
function addOnMoves(item: Record<string, unknown>): { moves: Move[]; rate: number } {
  const key = (name: string) => item[`ha_multi_layer_parallax_${name}`];
  if (key('effect_type') == 'mouse_track') return { moves: [], rate: number(key('rate'), -10, -20, 20) };
  const moves: Move[] = [];
  const scroll = (type: MoveType, suffix: string) =>
    moves.push({ type, factor: speedFactor(number(record(key(`speed${suffix}`)).size ?? key(`speed${suffix}`), 4, 0, 10) * 10), sign: key(`direction${suffix}`) == 'up' ? -1 : 1, ...range(key(`view${suffix}`)) });
  if (key('scroll_ver') != '' && key('scroll_ver') != 'no') scroll('scroll', '');
  if (key('scroll_hor') == 'yes') scroll('h-scroll', '_hor');
  return { moves, rate: 0 };
}

/** The layer list's plain keys: one type, a speed of 0 to 100. */
function plainMoves(item: Record<string, unknown>): { moves: Move[]; rate: number } {
  const factor = speedFactor(number(item.speed, DEFAULT_SPEED, 0, 100));
  const type = text(item.type);
  if (type == 'mouse') return { moves: [], rate: factor ? -10 / factor : 0 };
  if (!MOVE_TYPES.includes(type)) return { moves: [], rate: 0 };
  const sign = ['up', 'left', 'negative'].includes(text(item.direction)) ? -1 : 1;
  return { moves: [{ type: type as MoveType, factor, sign, start: 0, end: 100 }], rate: 0 };
}

/** The layers of `data-ha-multi-layer-parallax` that have an image, in the list's order. */
export function readLayers(data: unknown, device: DeviceMode): ParallaxLayer[] {
  const settings = record(data);
  const items = Array.isArray(settings.items) ? settings.items : [];
  const sectionDevices = deviceList(settings.devices, MOVING_BY_DEFAULT);
  return items.flatMap((raw, index): ParallaxLayer[] => {
    const item = record(raw);
    const addOn = Object.keys(item).some((key) => key.startsWith('ha_multi_layer_parallax_'));
    const image = safeImageUrl(item.ha_multi_layer_parallax_image ?? item.image);
    if (!image) return [];
    const prop = text(item.animation_prop);
    const fx = text(item.fx_direction);
    return [
      {
        id: text(item._id).replace(/[^\w-]/g, '') || String(index),
        image,
        alt: text(item.alt),
        zIndex: Math.round(number(item.ha_multi_layer_parallax_z_index ?? item.z_index, 1, -99, 999)),
        width: number(record(forDevice(item, 'ha_multi_layer_parallax_width', device)).size, 100, 0, 400),
        x: position(item, 'ha_multi_layer_parallax_hor', 'ha_multi_layer_parallax_hor_pos', 'background_x', device),
        y: position(item, 'ha_multi_layer_parallax_ver', 'ha_multi_layer_parallax_ver_pos', 'background_y', device),
        prop: prop == 'bgposition' || prop == 'transform3d' ? prop : 'transform',
        ...(addOn ? addOnMoves(item) : plainMoves(item)),
        fx: fx == 'fade-out' ? 'fade-out' : 'fade-in',
        shownOn: deviceList(item.show_layer_on, ALL),
        movesOn: deviceList(item.devices, sectionDevices),
      },
    ];
  });
}

/** Px a scroll layer moves per unit of factor, either side of its range's middle. */
export const SHIFT_PX = 100;

export interface LayerStyle {
  transform: string;
  backgroundPosition: string;
  filter: string;
  opacity: string;
}

const round = (value: number) => Math.round(value * 1000) / 1000 || 0;

/** A layer's styles at scroll `progress` (ui/scroll-progress), with the pointer's offset `mouse` in px. */
export function layerStyle(layer: ParallaxLayer, progress: number, mouse = { x: 0, y: 0 }): LayerStyle {
  let x = 0;
  let y = 0;
  const extra: string[] = [];
  let filter = '';
  let opacity = '';
  for (const move of layer.moves) {
    const r = rangeProgress(progress, move.start, move.end);
    const shift = (r - 0.5) * move.factor * SHIFT_PX * move.sign;
    const clearing = layer.fx == 'fade-in' ? r : 1 - r;
    if (move.type == 'scroll') y += shift;
    else if (move.type == 'h-scroll') x += shift;
    else if (move.type == 'zoom') extra.push(`scale(${round(1 + r * move.factor * 0.5)})`);
    else if (move.type == 'rotate') extra.push(`rotate(${round(r * move.factor * 90 * move.sign)}deg)`);
    else if (move.type == 'blur') filter = `blur(${round((1 - clearing) * move.factor * 10)}px)`;
    else opacity = String(round(clearing));
  }
  if (layer.rate) (x += -mouse.x / layer.rate), (y += -mouse.y / layer.rate);
  (x = round(x)), (y = round(y));
  const moved = x || y;
  const translate = !moved || layer.prop == 'bgposition' ? '' : layer.prop == 'transform3d' ? `translate3d(${x}px, ${y}px, 0px)` : `translate(${x}px, ${y}px)`;
  return {
    transform: [translate, ...extra].filter(Boolean).join(' '),
    backgroundPosition: layer.prop == 'bgposition' ? `calc(${layer.x}% + ${x}px) calc(${layer.y}% + ${y}px)` : '',
    filter,
    opacity,
  };
}
