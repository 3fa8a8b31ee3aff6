// A carousel whose track carries a uid is published for the remote-control widget. Few carousels
// have one, so the registry is loaded only for those: the other carousels' chunks do not import it
// (the remote widget's chunk imports it, so on a page with a remote it arrives with that wave).
import type { CarouselContext } from '../carousel-features';
import type { CarouselController } from '../carousel-registry';

export function publishRemote(carousel: CarouselContext, label: string, wraps: boolean): void {
  const { el, slides, restorer, guard, report } = carousel;
  if (!el.hasAttribute('data-ha_rcc_uid')) return;
  // Asked for as the markup is prepared, used once Swiper runs.
  const registry = import('../carousel-registry');
  carousel.onStart((swiper) => {
    const listeners = new Set<() => void>();
    swiper.on('slideChange realIndexChange snapIndexChange toEdge fromEdge breakpoint', guard(() => listeners.forEach((fn) => fn())));
    const controller: CarouselController = {
      label,
      position: () => ({ index: swiper.realIndex, count: slides.length, canPrev: wraps || !swiper.isBeginning, canNext: wraps || !swiper.isEnd }),
      image: (index) => slideImage(slides[index]),
      next: () => swiper.slideNext(),
      prev: () => swiper.slidePrev(),
      subscribe(onChange) {
        listeners.add(onChange);
        return () => listeners.delete(onChange);
      },
    };
    let unpublish: (() => void) | null = null;
    let gone = false;
    registry.then(({ publishCarousel, remoteUid }) => {
      const uid = remoteUid(el);
      if (uid && !gone) unpublish = publishCarousel(uid, controller);
    }, report);
    restorer.defer(() => {
      gone = true;
      unpublish?.();
    });
  });
}

function slideImage(slide: HTMLElement | undefined): string | null {
  const image = slide?.querySelector('img');
  return image?.currentSrc || image?.src || null;
}
