// A carousel whose track carries a uid is published for the remote-control widget.
import type { CarouselContext } from '../carousel-features';
import { publishCarousel, remoteUid } from '../carousel-registry';

export function publishRemote(carousel: CarouselContext, label: string, wraps: boolean): void {
  const { el, slides, restorer, guard } = carousel;
  const uid = remoteUid(el);
  if (!uid) return;
  carousel.onStart((swiper) => {
    const listeners = new Set<() => void>();
    swiper.on('slideChange realIndexChange snapIndexChange toEdge fromEdge breakpoint', guard(() => listeners.forEach((fn) => fn())));
    restorer.defer(
      publishCarousel(uid, {
        label,
        position: () => ({ index: swiper.realIndex, count: slides.length, canPrev: wraps || !swiper.isBeginning, canNext: wraps || !swiper.isEnd }),
        image: (index) => slideImage(slides[index]),
        next: () => swiper.slideNext(),
        prev: () => swiper.slidePrev(),
        subscribe(onChange) {
          listeners.add(onChange);
          return () => listeners.delete(onChange);
        },
      }),
    );
  });
}

function slideImage(slide: HTMLElement | undefined): string | null {
  const image = slide?.querySelector('img');
  return image?.currentSrc || image?.src || null;
}
