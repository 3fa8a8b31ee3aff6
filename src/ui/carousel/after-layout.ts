// Swiper measures the track and its slides as it starts. The adapters change the markup at once (the
// slides as wide as Swiper will make them, so that nothing moves meanwhile) and start Swiper in a task
// of its own after the next rendering update: the layout is done by then, so its reads force none,
// and carousels mounting together never add up to one long task.
import { yieldToMain } from '../../runtime/queue';
import type { Undo } from './undo';

/** Runs `start` after the next rendering update unless undone first; a failure undoes everything and is reported. */
export function startAfterLayout(undo: Undo, report: (error: unknown) => void, start: () => void): void {
  let cancelled = false;
  const frame = requestAnimationFrame(() => {
    void yieldToMain().then(() => {
      if (cancelled) return;
      try {
        start();
      } catch (error) {
        undo.restore();
        report(error);
      }
    });
  });
  undo.defer(() => {
    cancelled = true;
    cancelAnimationFrame(frame);
  });
}
