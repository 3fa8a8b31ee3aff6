// Scrolling the window to a position over a set duration (the add-ons' jQuery `animate` of
// `scrollTop`), with an easing that starts and ends slowly. With reduced motion preferred it jumps.
// One scroll runs at a time on the page: a new one, or the visitor's own wheel, touch or keys,
// stops the one running.
import { reducedMotion } from '../../services/device';

export interface SmoothScroll {
  /** true once the scroll reached its end; false when it was stopped first. */
  done: Promise<boolean>;
  cancel(): void;
}

/** The easing of the add-ons' default jQuery animation ("swing"), as a cosine. */
export const swing = (t: number): number => 0.5 - Math.cos(Math.min(Math.max(t, 0), 1) * Math.PI) / 2;

/** The y the window can really scroll to: never above the top nor past the page's end. */
export function clampScroll(y: number, pageHeight: number, viewportHeight: number): number {
  return Math.round(Math.min(Math.max(y, 0), Math.max(pageHeight - viewportHeight, 0)));
}

/** The y of an element's top on the page (a layout read: call it from an event or the layout report). */
export function pageTop(element: Element): number {
  return element.getBoundingClientRect().top + window.scrollY;
}

let running: { stop(): void } | null = null;

/** Whether a smooth scroll is under way (scroll navigation locks its section switch meanwhile). */
export const isScrolling = (): boolean => running !== null;

// `behavior: 'instant'` overrides a theme's `scroll-behavior: smooth`, which would smooth each step again.
const jump = (y: number) => window.scrollTo({ top: y, left: window.scrollX, behavior: 'instant' as ScrollBehavior });

const VISITOR_SCROLL = ['wheel', 'touchstart', 'keydown'] as const;

export interface ScrollOptions {
  /**
   * The visitor's wheel, touch or scrolling keys stop the scroll (default). Off for a widget that
   * takes those inputs itself and holds them while its scroll runs (scroll navigation's lock).
   */
  yieldToVisitor?: boolean;
}

/** Scrolls the window so that its top is at page position `y`, over `duration` ms (at once with reduced motion). */
export function smoothScrollTo(y: number, duration: number, { yieldToVisitor = true }: ScrollOptions = {}): SmoothScroll {
  running?.stop();
  const target = clampScroll(y, document.documentElement.scrollHeight, window.innerHeight);
  const from = window.scrollY;
  if (reducedMotion.get() || duration <= 0 || Math.abs(target - from) < 1) {
    jump(target);
    return { done: Promise.resolve(true), cancel: () => {} };
  }
  let frame = 0;
  let finish: (reached: boolean) => void = () => {};
  const done = new Promise<boolean>((resolve) => (finish = resolve));
  const self = {
    stop: () => end(false),
  };
  const onVisitor = (event: Event) => {
    // Keys that do not scroll (Tab, letters) leave the scroll running.
    if (event.type === 'keydown' && !SCROLL_KEYS.has((event as KeyboardEvent).key)) return;
    end(false);
  };
  const end = (reached: boolean) => {
    cancelAnimationFrame(frame);
    for (const type of VISITOR_SCROLL) window.removeEventListener(type, onVisitor, true);
    if (running === self) running = null;
    finish(reached);
  };
  running = self;
  if (yieldToVisitor) for (const type of VISITOR_SCROLL) window.addEventListener(type, onVisitor, { capture: true, passive: true });
  const start = performance.now();
  const step = (now: number) => {
    const t = (now - start) / duration;
    jump(Math.round(from + (target - from) * swing(t)));
    if (t >= 1) end(true);
    else frame = requestAnimationFrame(step);
  };
  frame = requestAnimationFrame(step);
  return { done, cancel: () => end(false) };
}

const SCROLL_KEYS = new Set(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End', ' ']);
