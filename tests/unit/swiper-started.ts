// Helpers for unit tests of the Swiper carousels, which start Swiper a rendering update after they
// change the markup (src/ui/carousel/after-layout.ts) and autoplay only on screen.
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
