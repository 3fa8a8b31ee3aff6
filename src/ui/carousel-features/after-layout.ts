// Swiper measures the track and its slides as it starts. The adapters change the markup at once (the
// slides as wide as Swiper will make them, so that nothing moves meanwhile) and start Swiper right
// after the next layout (see `onStartAfterLayout`): its first read then forces no layout of the whole
// page. Started a task later instead, behind the page's other tasks, Swiper's first read (its
// breakpoint check) laid out everything mounted meanwhile (figures in docs/). Carousels that become
// ready together take turns, one start per layout.
import { onStartAfterLayout } from '../../scheduling/layout';
import type { Restorer } from '../restorer';

/**
 * Runs `start` right after a layout of `element` (the next one, or a later one when carousels start
 * together) unless undone first; a failure undoes everything and is reported.
 */
export function startOrUndoAfterLayout(element: Element, undo: Restorer, report: (error: unknown) => void, start: () => void): void {
  const cancel = onStartAfterLayout(element, {
    run: () => {
      try {
        start();
      } catch (error) {
        undo.restore();
        report(error);
      }
    },
    report,
  });
  undo.defer(cancel);
}
