// "The current item follows scrolling": the positions of a widget's targets are read in the shared
// layout report (src/scheduling/layout) after each frame that scrolled or resized, or when a target's
// size changed, and the widget hears of a new current index only when it changes.
import { onEachLayoutOf, onNextLayout, onScrollLayout, type LayoutJob } from '../../scheduling/layout';

export interface Viewport {
  height: number;
  scrollY: number;
  pageHeight: number;
}

/** Picks the current index from the targets' boxes (null for a target that is not in the page). */
export type PickCurrent = (boxes: readonly (DOMRect | null)[], viewport: Viewport) => number;

export interface Follower {
  /** Reads again after the next layout, even without a scroll (the rule changed, a suppression ended). */
  refresh(): void;
  stop(): void;
}

export function followCurrent(
  targets: readonly (Element | null)[],
  pick: PickCurrent,
  onChange: (index: number) => void,
  report: (error: unknown) => void,
): Follower {
  let current: number | null = null;
  const job: LayoutJob = {
    read() {
      const boxes = targets.map((target) => (target?.isConnected ? target.getBoundingClientRect() : null));
      const root = document.documentElement;
      const index = pick(boxes, { height: window.innerHeight, scrollY: window.scrollY, pageHeight: root.scrollHeight });
      if (index === current) return;
      current = index;
      return () => onChange(index);
    },
    report,
  };
  let cancel = () => {};
  const schedule = () => {
    cancel();
    cancel = onNextLayout(job);
  };
  const unfollow = onScrollLayout(job);
  // The first read comes with the first layout report; images and fonts loading move targets later.
  const placed = targets.filter((target): target is Element => target !== null);
  const unobserve = placed.length ? onEachLayoutOf([document.body, ...placed], job) : () => {};
  if (!placed.length) schedule();
  return {
    refresh() {
      current = null;
      schedule();
    },
    stop() {
      unfollow();
      cancel();
      unobserve();
    },
  };
}
