// A box folded to a collapsed height and unfolded to its natural height, with an optional height
// slide (Web Animations, so no transition is left in the style attribute). Shared by the unfold
// widget and the pricing table's feature-list fold. Every style it writes goes through a Restorer.
import type { Restorer } from '../restorer';

export interface FoldMotion {
  duration: number;
  /** A CSS timing function. */
  easing: string;
}

export interface Fold {
  /**
   * Shuts the box to `collapsed` px, or opens it to its natural height. With `motion`, it slides
   * from wherever it is now (a reversal starts mid-slide). Asking again for the state it is
   * already in (or sliding to) changes nothing.
   */
  set(shut: boolean, collapsed: number, motion: FoldMotion | null): void;
  /** Ends a running slide at once; the next `set` applies its state afresh. */
  stop(): void;
}

/** Folding only makes sense when the content is taller than its collapsed height (a pixel of slack). */
export function canFold(fullHeight: number, collapsed: number): boolean {
  return fullHeight > collapsed + 1;
}

export function createFold(box: HTMLElement, memory: Restorer): Fold {
  let running: Animation | undefined;
  let target: string | undefined;

  return {
    set(shut, collapsed, motion) {
      const height = shut ? `${collapsed}px` : 'auto';
      if (height === target) return;
      const slides = motion !== null && typeof box.animate === 'function';
      // Measured only for a slide: read while mounting, it would lay out the page.
      const from = slides ? box.getBoundingClientRect().height : 0;
      running?.cancel();
      running = undefined;
      target = height;
      memory.style(box, 'height', height);
      memory.style(box, 'overflow', shut ? 'hidden' : 'visible');
      if (!slides) return;
      const to = box.getBoundingClientRect().height;
      if (from === to) return;
      memory.style(box, 'overflow', 'hidden');
      const slide = box.animate([{ height: `${from}px` }, { height: `${to}px` }], motion);
      slide.onfinish = () => {
        if (running !== slide) return;
        running = undefined;
        if (!shut) memory.style(box, 'overflow', 'visible');
      };
      running = slide;
    },
    stop() {
      running?.cancel();
      running = undefined;
      target = undefined;
    },
  };
}
