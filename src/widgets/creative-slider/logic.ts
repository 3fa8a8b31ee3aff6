// Pure rules of the creative slider: which item each track shows, how fast and with what stagger
// the tracks move per device, the keys that move it, and when it plays by itself. No DOM.
import type { DeviceMode } from '../../api-types';
import type { CreativeSliderSettings } from './settings';

/** With fewer items there is nothing to move: the markup stays as the server printed it. */
export const MIN_ITEMS = 2;

/**
 * The tracks of one slider. `text` and `image` show the current item; `prev` and `next` show the
 * thumbnails of the items before and after it.
 */
export const TRACKS = ['prev', 'text', 'image', 'next'] as const;
export type Track = (typeof TRACKS)[number];

const MOBILE: readonly DeviceMode[] = ['mobile', 'mobile_extra'];
export const isMobile = (device: DeviceMode) => MOBILE.includes(device);

/**
 * The spec's carousel speed is 500 or 1000 ms; the device mode chooses: the tracks cross a phone's
 * narrow width in 500 ms, wider screens take 1000 ms.
 */
export const carouselSpeed = (device: DeviceMode) => (isMobile(device) ? 500 : 1000);

/** Stagger between the text elements (pre-title, title, sub title, description, button): 30 ms, 40 on phones. */
export const textDelay = (device: DeviceMode) => (isMobile(device) ? 40 : 30);

/** The image starts moving this long after the move begins. */
export const IMAGE_DELAY = 40;

export const wrap = (index: number, count: number) => (count > 0 ? (((index % count) + count) % count) : 0);

/** The item a track shows while `current` is the current item. */
export function shownItem(track: Track, current: number, count: number): number {
  if (track === 'prev') return wrap(current - 1, count);
  if (track === 'next') return wrap(current + 1, count);
  return wrap(current, count);
}

export interface Motion {
  /** Duration of every track's move, ms. */
  speed: number;
  /** Delay of the n-th text element is (n + 1) times this, ms. */
  textStep: number;
  imageDelay: number;
}

/** How the tracks move on a device; null (no animation at all) when reduced motion is preferred. */
export function motionFor(device: DeviceMode, reducedMotion: boolean): Motion | null {
  if (reducedMotion) return null;
  return { speed: carouselSpeed(device), textStep: textDelay(device), imageDelay: IMAGE_DELAY };
}

/** Delays of `count` elements that enter one after another, the first one `step` after the move starts. */
export const staggerDelays = (count: number, step: number) => Array.from({ length: count }, (_, i) => (i + 1) * step);

/** The move an arrow key asks for (Left/Right mirrored on right-to-left pages); 0 for other keys. */
export function keyStep(key: string, rtl: boolean): -1 | 0 | 1 {
  const forward = key === 'ArrowRight' ? 1 : key === 'ArrowLeft' ? -1 : 0;
  return ((rtl ? -forward : forward) || 0) as -1 | 0 | 1;
}

export interface AutoplayContext {
  count: number;
  reducedMotion: boolean;
  editMode: boolean;
}

/** Milliseconds between automatic moves; 0 when the slider does not play by itself. */
export function autoplayDelay(settings: CreativeSliderSettings, context: AutoplayContext): number {
  const plays = settings.autoplay && context.count >= MIN_ITEMS && !context.reducedMotion && !context.editMode;
  return plays ? settings.autoplay_speed : 0;
}
