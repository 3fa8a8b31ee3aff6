import { useLayoutEffect } from 'react';
import { isActivationKey } from '../keys';
import type { Restorer } from '../restorer';
import { useEvent } from '../use-event';

/**
 * The poster printed over a player (an image with a play icon) as a button that starts it; it hides
 * for good once playback has started.
 */
export function useOverlay(overlay: HTMLElement | null, title: string, started: boolean, play: () => void, restorer: Restorer, onError: (error: unknown) => void): void {
  useLayoutEffect(() => {
    if (!overlay) return;
    restorer.attr(overlay, 'role', 'button');
    restorer.attr(overlay, 'tabindex', '0');
    restorer.attr(overlay, 'aria-label', `Play ${title}`);
  }, [overlay, restorer, title]);

  useLayoutEffect(() => {
    if (overlay && started) restorer.attr(overlay, 'hidden', '');
  }, [overlay, restorer, started]);

  useEvent(overlay, 'click', play, onError);
  useEvent(
    overlay,
    'keydown',
    (event) => {
      if (!isActivationKey(event.key)) return;
      event.preventDefault();
      play();
    },
    onError,
  );
}
