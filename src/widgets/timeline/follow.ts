// The scroll-linked behaviour of the vertical timeline, on the server's own nodes: items turn active
// as their point passes the middle of the viewport, the tree line fills down to the middle, and cards
// waiting below the viewport fade in as they come up. One read pass then one write pass right after
// the layout of each frame that scrolled, batched with every other timeline's (ui/layout-batch);
// every class and style it sets is put back by the returned cleanup.
import { onEachLayout, onNextLayout, type LayoutJob } from '../../scheduling/layout';
import { createRestorer } from '../../ui/restorer';
import type { TimelineDom, TimelineItem } from './dom';
import { centreY, isActive, shouldReveal, startsHidden, treeFill } from './logic';

/** The add-on's class for an item whose point has passed the middle (its CSS colours the icon). */
export const ACTIVE_CLASS = 'ha-timeline-scroll-tree';
/** A card waiting below the viewport: faded and lowered by transform only, so nothing moves. */
export const HIDDEN_CLASS = 'ha-timeline-content--hidden';
/** A card that came up: plays the entrance animation. */
export const ANIMATE_CLASS = 'ha-timeline-animate';

export interface FollowOptions {
  /** The scroll tree is on (`data-scroll="yes"`): active items and the growing line. */
  tree: boolean;
  /** Cards below the viewport wait and then animate in (off with reduced motion and in the editor). */
  reveal: boolean;
}

interface Reading {
  point: number;
  innerTop: number;
  treeBottom: number;
  top: number;
}

export function followScroll(dom: TimelineDom, options: FollowOptions, report: (error: unknown) => void): () => void {
  const restorer = createRestorer();
  const waiting = new Set<TimelineItem>();
  const heights = new Map<HTMLElement, number>();

  const show = (item: TimelineItem) => {
    waiting.delete(item);
    restorer.toggle(item.card!, HIDDEN_CLASS, false);
    restorer.toggle(item.card!, ANIMATE_CLASS, true);
  };

  // Cards below the viewport at the first measure wait for the visitor to scroll to them.
  let sorted = !options.reveal;

  /** Every read first (no layout between them), then the writes it returns. */
  const read = () => {
    const height = window.innerHeight;
    const firstTops = sorted ? null : dom.items.map((item) => item.block.getBoundingClientRect().top);
    const readings = dom.items.map((item, i): Reading | null => {
      const waits = waiting.has(item) || (firstTops !== null && !!item.card && startsHidden(firstTops[i], height));
      if (!options.tree && !waits) return null;
      const block = item.block.getBoundingClientRect();
      const inner = options.tree && item.inner ? item.inner.getBoundingClientRect() : null;
      return {
        point: item.point ? centreY(item.point.getBoundingClientRect()) : block.top,
        innerTop: inner ? inner.top : 0,
        treeBottom: inner ? (item.tree?.getBoundingClientRect().bottom ?? block.bottom) : 0,
        // The block's top, not the card's: a waiting card's own box is lowered by its offset.
        top: block.top,
      };
    });
    return () => {
      if (firstTops) {
        sorted = true;
        dom.items.forEach((item, i) => {
          if (!item.card || !startsHidden(firstTops[i], height)) return;
          restorer.toggle(item.card, HIDDEN_CLASS, true);
          waiting.add(item);
        });
      }
      dom.items.forEach((item, i) => {
        const reading = readings[i];
        if (!reading) return;
        if (options.tree) {
          restorer.toggle(item.block, ACTIVE_CLASS, isActive(reading.point, height));
          if (item.inner) {
            const fill = Math.round(treeFill(reading.innerTop, reading.treeBottom, height));
            if (heights.get(item.inner) !== fill) {
              heights.set(item.inner, fill);
              restorer.style(item.inner, 'height', `${fill}px`);
            }
          }
        }
        if (waiting.has(item) && shouldReveal(reading.top, height)) show(item);
      });
      if (!options.tree && waiting.size === 0) stop();
    };
  };
  const job: LayoutJob = { read, report };

  let cancelFrame = () => {};
  const schedule = () => {
    cancelFrame = onNextLayout(job);
  };
  // Only a timeline on screen follows the scroll (a long page may hold many); one more measure as it
  // comes or goes settles its line and cards.
  let onScreen = true;
  let seen: IntersectionObserver | undefined;
  const onScroll = () => onScreen && schedule();
  // Keyboard focus in a waiting card (a link in it) shows that card at once.
  const onFocus = (event: FocusEvent) => {
    for (const item of waiting) if (item.card!.contains(event.target as Node)) show(item);
  };

  let listening = false;
  let unobserve = () => {};
  const stop = () => {
    if (!listening) return;
    listening = false;
    window.removeEventListener('scroll', onScroll);
    window.removeEventListener('resize', schedule);
    dom.wrap.removeEventListener('focusin', onFocus);
    seen?.disconnect();
    unobserve();
  };
  if (options.tree || options.reveal) {
    listening = true;
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', schedule);
    dom.wrap.addEventListener('focusin', onFocus);
    seen = new IntersectionObserver(([entry]) => {
      onScreen = entry.isIntersecting;
      schedule();
    });
    seen.observe(dom.wrap);
    // Images and fonts loading move the items without any scrolling. The first measure comes with
    // the first layout report instead of forcing a layout in the middle of mounting.
    unobserve = onEachLayout(dom.wrap, job);
  }

  return () => {
    stop();
    cancelFrame();
    restorer.restore();
  };
}
