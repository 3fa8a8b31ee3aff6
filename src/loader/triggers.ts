// When to mount: at once (eager), once the element is visible enough (visible), or when the main
// thread is idle (idle). One IntersectionObserver per threshold value serves every widget.

const STEPS = Array.from({ length: 21 }, (_, i) => i / 20);

/**
 * Visible enough: in each direction, the visible part reaches the threshold of what could be visible,
 * the element's size capped at the viewport's (an element taller or wider than the viewport never
 * reaches a ratio of 0.5).
 */
export function isVisibleEnough(entry: IntersectionObserverEntry, threshold: number): boolean {
  const shown = entry.intersectionRect;
  const box = entry.boundingClientRect;
  const root = entry.rootBounds ?? { width: innerWidth, height: innerHeight };
  return (
    entry.isIntersecting &&
    shown.height >= threshold * Math.min(box.height, root.height) &&
    shown.width >= threshold * Math.min(box.width, root.width)
  );
}

/** `inTurn` starts what became visible: one observer callback may hold many widgets. */
export function createTriggers(rootMargin: string, inTurn: (start: () => void) => void) {
  const observers: Record<number, IntersectionObserver> = {};
  const waiting = new Map<Element, [start: () => void, threshold: number]>();

  const cancel = (element: Element) => {
    observers[waiting.get(element)?.[1] as number]?.unobserve(element);
    waiting.delete(element);
  };

  const whenVisible = (element: Element, threshold: number, start: () => void) => {
    waiting.set(element, [start, threshold]);
    (observers[threshold] ??= new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const job = waiting.get(entry.target);
          if (job && isVisibleEnough(entry, threshold)) cancel(entry.target), inTurn(job[0]);
        }
      },
      { rootMargin, threshold: [...STEPS, threshold] },
    )).observe(element);
  };

  const whenIdle = (start: () => void) =>
    typeof requestIdleCallback == 'function' ? requestIdleCallback(start, { timeout: 2000 }) : setTimeout(start, 1);

  return { whenVisible, whenIdle, cancel };
}
