// What the page-level effects (sticky elements, motion effects, parallax layers) share: one scroll and
// resize job per extension in the layout report (every effect reads, then every effect writes, so a
// scroll never lays the page out twice), pointer moves coalesced to one per frame, a restart once a
// resize has settled (the device may have changed), effects stopped when their element leaves the
// page, and, for motion, stopped while the visitor prefers reduced motion. In the editor nothing starts
// unless an effect asks to.
import type { DeviceMode, HaConfig } from '../api-types';
import { onNextLayout, onScrollLayout, type LayoutJob } from '../scheduling/layout';
import { deviceForWidth } from '../settings/responsive';

export interface PageEffect {
  /** Reads layout right after a layout (first one, scroll, resize); returns its writes. */
  read(): (() => void) | void;
  /** Puts back everything the effect changed. */
  stop(): void;
  /** The pointer moved to these client coordinates; called in an animation frame, writes only. */
  pointer?(x: number, y: number): void;
}

export interface PageEffectOptions {
  /** Quiet time after the last resize before every effect starts again. */
  resizeDelay: number;
  /** Stopped at once when a resize begins, not only restarted after it (a fixed element's width is stale). */
  stopWhileResizing?: boolean;
  /** Motion: off while reduced motion is preferred. */
  motion: boolean;
  /** Runs in the editor too (the add-on's background parallax does). */
  editor?: boolean;
}

export const isEditing = (config: HaConfig): boolean => Boolean(config.editMode) || document.body.classList.contains('elementor-editor-active');

export const currentDevice = (config: HaConfig): DeviceMode => deviceForWidth(window.innerWidth, config.breakpoints);

/** The device list a setting holds (an array of names), or `fallback` when it holds none. */
export function deviceList(value: unknown, fallback: readonly string[]): readonly string[] {
  return Array.isArray(value) ? value.filter((device): device is string => typeof device == 'string') : fallback;
}

/** An image address from settings, only http(s) or same-document relative; '' for anything else. */
export function safeImageUrl(value: unknown): string {
  const raw = value && typeof value == 'object' ? (value as { url?: unknown }).url : value;
  if (typeof raw != 'string' || !raw.trim()) return '';
  try {
    const url = new URL(raw, location.href);
    return url.protocol == 'https:' || url.protocol == 'http:' ? url.href : '';
  } catch {
    return '';
  }
}

/**
 * Starts `create(element)` for each element (null: nothing to do there, e.g. not on this device),
 * and keeps the effects running until their element leaves the document.
 */
export function runPageEffects(elements: HTMLElement[], config: HaConfig, create: (element: HTMLElement) => PageEffect | null, options: PageEffectOptions): void {
  if (isEditing(config) && !options.editor) return;
  const running = new Map<HTMLElement, PageEffect | null>();
  const reduced = options.motion ? window.matchMedia('(prefers-reduced-motion: reduce)') : null;
  const fail = (error: unknown) => config.debug && console.warn('[ha-widgets]', error);

  const stopAll = () => {
    for (const [element, effect] of running) {
      running.set(element, null);
      try {
        effect?.stop();
      } catch (error) {
        fail(error);
      }
    }
  };
  const startAll = () => {
    if (reduced?.matches) return;
    for (const [element, effect] of running)
      if (!effect && element.isConnected) {
        try {
          running.set(element, create(element));
        } catch (error) {
          fail(error);
        }
      }
    onNextLayout(job);
  };

  const job: LayoutJob = {
    read() {
      const writes: (() => void)[] = [];
      for (const [element, effect] of running) {
        if (!element.isConnected) {
          effect?.stop();
          running.delete(element);
        } else if (effect) {
          const write = effect.read();
          if (write) writes.push(write);
        }
      }
      if (!running.size) stopListening();
      return () => writes.forEach((write) => write());
    },
    report: fail,
  };

  let frame = 0;
  let x = 0;
  let y = 0;
  const onPointer = (event: PointerEvent) => {
    (x = event.clientX), (y = event.clientY);
    frame ||= requestAnimationFrame(() => {
      frame = 0;
      for (const effect of running.values()) effect?.pointer?.(x, y);
    });
  };

  let timer: ReturnType<typeof setTimeout> | undefined;
  let width = window.innerWidth;
  const onResize = () => {
    // Mobile browsers resize the viewport's height as their toolbars slide: only a new width restarts.
    if (window.innerWidth == width) return;
    width = window.innerWidth;
    if (options.stopWhileResizing) stopAll();
    clearTimeout(timer);
    timer = setTimeout(() => (stopAll(), startAll()), options.resizeDelay);
  };
  const onMotionChange = () => (reduced?.matches ? stopAll() : startAll());

  const stopScrolling = onScrollLayout(job);
  window.addEventListener('pointermove', onPointer, { passive: true });
  window.addEventListener('resize', onResize);
  reduced?.addEventListener('change', onMotionChange);
  function stopListening() {
    stopScrolling();
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    window.removeEventListener('pointermove', onPointer);
    window.removeEventListener('resize', onResize);
    reduced?.removeEventListener('change', onMotionChange);
  }

  for (const element of elements) running.set(element, null);
  startAll();
}
