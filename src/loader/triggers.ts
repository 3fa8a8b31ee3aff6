// When to mount: at once (eager), once the element is visible enough (visible), or when the main
// thread is idle (idle). One IntersectionObserver per threshold value serves every widget.

const STEPS = Array.from({ length: 21 }, (_, i) => i / 20);

/**
 * Visible enough: the visible fraction reaches the threshold, or the element covers that fraction of
 * the viewport (an element taller than the viewport never reaches a ratio of 0.5).
 */
export function isVisibleEnough(entry: IntersectionObserverEntry, threshold: number): boolean {
  return (
    entry.isIntersecting &&
    (entry.intersectionRatio >= threshold ||
      entry.intersectionRect.height >= (entry.rootBounds?.height ?? innerHeight) * threshold)
  );
}

export function createTriggers(rootMargin: string) {
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
          if (job && isVisibleEnough(entry, threshold)) cancel(entry.target), job[0]();
        }
      },
      { rootMargin, threshold: [...STEPS, threshold] },
    )).observe(element);
  };

  const whenIdle = (start: () => void) =>
    typeof requestIdleCallback == 'function' ? requestIdleCallback(start, { timeout: 2000 }) : setTimeout(start, 1);

  return { whenVisible, whenIdle, cancel };
}
