// Pure rules of the vector animation: the player's options from the settings, when it starts, the
// band of the window it plays in, the frame scrolling shows, and the redirect's address.

import { httpUrl } from '../../services/http-url';
export const START_ACTIONS = ['autoplay', 'on_hover', 'on_click', 'on_viewport', 'on_scroll'] as const;
/** A named action, or a delay in ms before it plays. */
export type StartAction = (typeof START_ACTIONS)[number] | number;

export interface OptionInput {
  path: string;
  renderer: 'svg' | 'canvas' | 'html';
  loop: boolean;
  loop_times: number;
  play_speed: number;
  reversed: boolean;
}

export interface PlayerOptions {
  path: string;
  renderer: 'svg' | 'canvas' | 'html';
  /** lottie-web's loop: true for ever, a number of repeats after the first play, or false. */
  loop: boolean | number;
  autoplay: false;
  speed: number;
  direction: 1 | -1;
}

/**
 * lottie-web's options. `loop_times` counts plays in all (0: for ever), and lottie-web's number counts
 * repeats after the first, so 3 plays is `loop: 2` and 1 play is no loop. The widget starts playback
 * itself (autoplay off) by its start action.
 */
export function playerOptions(settings: OptionInput): PlayerOptions {
  const times = Math.max(0, Math.trunc(settings.loop_times));
  return {
    path: settings.path,
    renderer: settings.renderer,
    loop: !settings.loop ? false : times === 0 ? true : times > 1 ? times - 1 : false,
    autoplay: false,
    speed: settings.play_speed > 0 ? settings.play_speed : 1,
    direction: settings.reversed ? -1 : 1,
  };
}

/** The delay before playing on its own, or null when something else starts it. */
export function autoplayDelay(action: StartAction): number | null {
  if (typeof action === 'number') return Math.max(0, action);
  return action === 'autoplay' ? 0 : null;
}

/**
 * The IntersectionObserver margin of the band the animation plays in: from `start` to `end` percent
 * of the window, counted from its bottom (0 to 100 is the whole window).
 */
export function viewportMargin(start: number, end: number): string {
  const low = clamp(Math.min(start, end));
  const high = clamp(Math.max(start, end));
  return `-${round(100 - high)}% 0px -${round(low)}% 0px`;
}

/**
 * How far the animation has scrolled through its band, 0 to 1: 0 while its top is below `start`
 * percent of the window (from the bottom), 1 once its top has passed `end` percent.
 */
export function scrollProgress(top: number, windowHeight: number, start: number, end: number): number {
  if (windowHeight <= 0) return 0;
  const travelled = ((windowHeight - top) / windowHeight) * 100;
  const low = clamp(Math.min(start, end));
  const high = clamp(Math.max(start, end));
  if (high === low) return travelled >= high ? 1 : 0;
  return clamp01((travelled - low) / (high - low));
}

/** The frame a progress shows, from the first to the last frame (the other way round when reversed). */
export function frameAt(progress: number, totalFrames: number, reversed: boolean): number {
  const last = Math.max(0, totalFrames - 1);
  const frame = clamp01(progress) * last;
  return reversed ? last - frame : frame;
}

/** A redirect address that is relative or http(s); null for anything else (javascript: and the like). */
export function redirectTarget(url: string, base: string): string | null {
  return httpUrl(url, base);
}

const clamp = (value: number) => Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0));
const clamp01 = (value: number) => Math.min(1, Math.max(0, value));
const round = (value: number) => Math.round(value * 100) / 100;
