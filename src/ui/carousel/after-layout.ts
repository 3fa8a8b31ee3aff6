// Swiper measures the track and its slides as it starts. The adapters change the markup at once (the
// slides as wide as Swiper will make them, so that nothing moves meanwhile) and start Swiper right
// after the next layout, in the report of the shared resize observer: its first read then forces no
// layout of the whole page. Started a task later instead, Swiper's first read (its breakpoint check)
// laid out everything mounted meanwhile: 438 ms at 4x throttling on the 500-widget bench page.
// Carousels that become ready together start within a budget per rendering update; the others wait
// for the next one. The first always starts, and one start takes 12-35 ms at 4x: with a budget of
// 25 ms a second often followed, and the frame (its layout included) went over 50 ms.
import { afterLayouts } from '../layout-batch';
import type { Undo } from './undo';

/** Set-up time one rendering update gives carousels before the rest wait for the next. */
const BUDGET_MS = 8;
let updateStart: number | undefined;

function withinBudget(): boolean {
  const now = performance.now();
  if (updateStart === undefined) {
    updateStart = now;
    // Every job of one report runs before the next microtask checkpoint.
    queueMicrotask(() => (updateStart = undefined));
    return true;
  }
  return now - updateStart < BUDGET_MS;
}

/**
 * Runs `start` right after a layout of `element` (the next one, or a later one when carousels start
 * together) unless undone first; a failure undoes everything and is reported.
 */
export function startAfterLayout(element: Element, undo: Undo, report: (error: unknown) => void, start: () => void): void {
  let stop = () => {};
  let frame = 0;
  const arm = () => {
    stop = afterLayouts(element, {
      read: () => {
        stop();
        if (!withinBudget()) {
          frame = requestAnimationFrame(arm);
          return;
        }
        try {
          start();
        } catch (error) {
          undo.restore();
          report(error);
        }
      },
      report,
    });
  };
  arm();
  undo.defer(() => {
    stop();
    cancelAnimationFrame(frame);
  });
}
