// Helpers for unit tests of the Swiper carousels, which start Swiper right after the layout that
// follows their markup changes (src/ui/carousel/after-layout.ts) and autoplay only on screen.
import { expect, vi } from 'vitest';

/** Resolves once Swiper runs on `el` (it keeps itself there as `el.swiper`). */
export async function swiperStarted(el: Element): Promise<void> {
  await vi.waitFor(() => expect((el as Element & { swiper?: unknown }).swiper).toBeDefined());
}

/** Puts every observed element in view at once (happy-dom's IntersectionObserver reports nothing). */
export function everythingInView(): void {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private callback: IntersectionObserverCallback) {}
      observe(target: Element) {
        this.callback([{ target, isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
      }
      unobserve() {}
      disconnect() {}
    },
  );
}

/**
 * A browser's resize observer reports each element it starts observing once, after the next layout,
 * and nothing once it stops observing it; happy-dom's never reports. Call before the first carousel
 * mounts: the observer is shared.
 */
export function layoutsReport(): void {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      private pending = new Map<Element, ReturnType<typeof setTimeout>>();
      constructor(private callback: ResizeObserverCallback) {}
      observe(target: Element) {
        const size = [{ inlineSize: 0, blockSize: 0 }];
        const entry = { target, contentRect: target.getBoundingClientRect(), contentBoxSize: size, borderBoxSize: size };
        this.unobserve(target);
        this.pending.set(
          target,
          setTimeout(() => {
            this.pending.delete(target);
            this.callback([entry as unknown as ResizeObserverEntry], this as unknown as ResizeObserver);
          }),
        );
      }
      unobserve(target: Element) {
        clearTimeout(this.pending.get(target));
        this.pending.delete(target);
      }
      disconnect() {
        for (const timer of this.pending.values()) clearTimeout(timer);
        this.pending.clear();
      }
    },
  );
}
