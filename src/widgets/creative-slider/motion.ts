// The tracks' moves, with the Web Animations API rather than Swiper. Each track only ever shows one
// item, and a move is a choreography across four tracks: the images slide in 40 ms late, the text
// elements of the new item enter one by one 30 ms (40 on phones) apart, the thumbnails slide at
// once. Swiper moves a whole wrapper at one speed, so it would take four synchronised loop-mode
// instances and still need per-element animations for the stagger; Web Animations give each element
// its own delay, can be cancelled mid-move, leave no inline styles behind and need no vendor chunk.
import { textParts } from './dom';
import { staggerDelays, type Motion, type Track } from './logic';

export interface ItemChange {
  from: HTMLElement;
  to: HTMLElement;
}

const EASE = 'cubic-bezier(0.25, 0.8, 0.25, 1)';

/**
 * Starts one move; `sign` is 1 when the new items come in from the right, -1 from the left.
 * Returns the running animations so that the next move or an unmount can cancel them.
 */
export function animateMove(changes: Partial<Record<Track, ItemChange>>, motion: Motion, sign: 1 | -1): Animation[] {
  const running: Animation[] = [];
  const timing = (delay: number): KeyframeAnimationOptions => ({ duration: motion.speed, delay, easing: EASE, fill: 'backwards' });
  const shift = (side: number) => `translateX(${side * sign * 100}%)`;

  const slide = (change: ItemChange | undefined, delay: number) => {
    if (!change) return;
    running.push(change.to.animate([{ transform: shift(1) }, { transform: 'none' }], timing(delay)));
    // The item leaving is hidden by its class; the animation keeps it in view until it has slid out.
    running.push(
      change.from.animate(
        [
          { transform: 'none', visibility: 'visible' },
          { transform: shift(-1), visibility: 'visible' },
        ],
        timing(delay),
      ),
    );
  };

  slide(changes.prev, 0);
  slide(changes.next, 0);
  slide(changes.image, motion.imageDelay);
  if (changes.text) {
    // The old text goes at once; the new item's elements rise into place one after another.
    const parts = textParts(changes.text.to);
    staggerDelays(parts.length, motion.textStep).forEach((delay, i) => {
      running.push(
        parts[i].animate(
          [
            { opacity: 0, transform: 'translateY(1.5rem)' },
            { opacity: 1, transform: 'none' },
          ],
          timing(delay),
        ),
      );
    });
  }
  return running;
}
