// Vertical mode needs a height: the tallest slide's content times the slides in view, set before
// Swiper starts and again when an image loads or the breakpoint changes.
import type { CarouselContext } from '../carousel-features';
import { MIN_CAROUSEL_WIDTH } from '../carousel-rules';

export function fitVertical(carousel: CarouselContext, perView: number | 'auto'): void {
  const { el: track, slides, listen, guard } = carousel;
  const fitHeight = (view: number | 'auto' = 1) => {
    const tallest = Math.max(0, ...slides.map(contentHeight));
    if (tallest > 0) track.style.height = `${tallest * (view === 'auto' ? 1 : view)}px`;
  };
  carousel.onStart((swiper) => {
    const refit = () => {
      fitHeight(swiper.params.slidesPerView);
      swiper.update();
    };
    // Image loads do not bubble: listen in the capture phase.
    listen(track, 'load', refit, true);
    swiper.on('breakpoint', guard(refit));
  });
  carousel.beforeStart(() => fitHeight(track.clientWidth >= MIN_CAROUSEL_WIDTH ? perView : 1));
}

function contentHeight(slide: HTMLElement): number {
  return [...slide.children].reduce((sum, child) => sum + child.getBoundingClientRect().height, 0);
}
