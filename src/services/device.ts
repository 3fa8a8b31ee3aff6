// Device mode and reduced-motion preference as shared stores, so every widget reads one value.
import { atom } from 'nanostores';
import type { Breakpoints, DeviceMode } from '../api-types';
import { deviceForWidth } from '../settings/responsive';

export const RESIZE_DEBOUNCE_MS = 100;

export const deviceMode = atom<DeviceMode>('desktop');
export const reducedMotion = atom(false);

let stopTracking: (() => void) | undefined;

/** Starts keeping `deviceMode` and `body[data-elementor-device-mode]` current. Idempotent. */
export function trackDeviceMode(breakpoints: Breakpoints): void {
  if (stopTracking) return;
  const update = () => {
    const mode = deviceForWidth(window.innerWidth, breakpoints);
    if (deviceMode.get() !== mode) deviceMode.set(mode);
    if (document.body && document.body.dataset.elementorDeviceMode !== mode) document.body.dataset.elementorDeviceMode = mode;
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onResize = () => {
    clearTimeout(timer);
    timer = setTimeout(update, RESIZE_DEBOUNCE_MS);
  };
  const motion = window.matchMedia?.('(prefers-reduced-motion: reduce)');
  const onMotion = () => reducedMotion.set(Boolean(motion?.matches));
  update();
  onMotion();
  window.addEventListener('resize', onResize);
  motion?.addEventListener?.('change', onMotion);
  stopTracking = () => {
    clearTimeout(timer);
    window.removeEventListener('resize', onResize);
    motion?.removeEventListener?.('change', onMotion);
    stopTracking = undefined;
  };
}

export function stopDeviceTracking(): void {
  stopTracking?.();
}
