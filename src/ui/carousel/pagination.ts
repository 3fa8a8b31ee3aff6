// Dots (one per page, the current one marked) and a "current / total" fraction below the slides.
import type { CarouselContext } from '../carousel-features';
import { currentPage, pageCount, type CarouselOptions } from '../carousel-rules';

export function pagination(carousel: CarouselContext, options: CarouselOptions): void {
  const { region, restorer, slides, listen, guard, moves } = carousel;
  const count = slides.length;
  const dots = options.dots ? restorer.create('ul', 'slick-dots ha-swiper__dots') : null;
  const fraction = options.fraction ? restorer.create('div', 'ha-swiper__fraction') : null;
  region.append(...[dots, fraction].filter((el) => el !== null));
  if (!dots && !fraction) return;
  carousel.onStart((swiper) => {
    const group = () => swiper.params.slidesPerGroup ?? 1;
    const render = () => {
      const total = pageCount(options.loop, count, group(), swiper.snapGrid.length);
      const current = currentPage(options.loop, swiper.realIndex, group(), swiper.snapIndex);
      if (dots) {
        if (dots.children.length !== total) dots.replaceChildren(...Array.from({ length: total }, (_, page) => dot(page, total, count)));
        [...dots.children].forEach((item, page) => {
          item.classList.toggle('slick-active', page === current);
          if (page === current) item.firstElementChild?.setAttribute('aria-current', 'true');
          else item.firstElementChild?.removeAttribute('aria-current');
        });
      }
      if (fraction) fraction.textContent = `${current + 1} / ${total}`;
    };
    render();
    swiper.on('slideChange snapIndexChange snapGridLengthChange breakpoint toEdge fromEdge', guard(render));
  });
  if (dots)
    listen(dots, 'click', (event) => {
      const button = (event.target as Element).closest('button');
      if (!button || !dots.contains(button)) return;
      const page = [...dots.querySelectorAll('button')].indexOf(button);
      moves.make((swiper) => {
        const index = page * (swiper.params.slidesPerGroup ?? 1);
        if (options.loop) swiper.slideToLoop(index);
        else swiper.slideTo(index);
      });
    });
}

function dot(page: number, total: number, count: number): HTMLElement {
  const item = document.createElement('li');
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = String(page + 1);
  button.setAttribute('aria-label', total === count ? `Go to slide ${page + 1}` : `Go to page ${page + 1} of ${total}`);
  item.append(button);
  return item;
}
