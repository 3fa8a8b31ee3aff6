// The lightbox opened from outside any widget (page-level links, a URL action): its own React root
// in the body for as long as it is open. One at a time: a second request while one is open (the
// same click seen by two handlers) is ignored.
import { createRoot } from 'react-dom/client';
import type { LightboxItem } from '../lightbox';
import { LightboxDialog } from './LightboxDialog';

export interface OpenLightboxOptions {
  items: LightboxItem[];
  start: number;
  /** Where focus goes back once the lightbox has closed. */
  opener?: HTMLElement | null;
  label?: string;
  report?(error: unknown): void;
}

let isOpen = false;

export function lightboxIsOpen(): boolean {
  return isOpen;
}

/** Opens the lightbox; false when one is already open or there is nothing to show. */
export function openLightbox({ items, start, opener, label = 'Image lightbox', report }: OpenLightboxOptions): boolean {
  if (isOpen || !items.length) return false;
  isOpen = true;
  const host = document.createElement('div');
  host.setAttribute('data-ha-lightbox-host', '');
  document.body.append(host);
  const root = createRoot(host, { onUncaughtError: (error) => report?.(error) });
  const reduceMotion = !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  const onClosed = () => {
    isOpen = false;
    // After this commit: a root cannot unmount itself while rendering.
    queueMicrotask(() => {
      root.unmount();
      host.remove();
    });
    opener?.focus({ preventScroll: true });
  };
  root.render(
    <LightboxDialog items={items} start={Math.min(Math.max(0, start), items.length - 1)} reduceMotion={reduceMotion} label={label} onClosed={onClosed} />,
  );
  return true;
}
