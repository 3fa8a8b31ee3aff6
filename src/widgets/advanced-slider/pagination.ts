// The slider's pagination (dots, numbers, fraction, progress bar) with Swiper's class names, so
// Swiper's pagination stylesheet and the add-on's rules apply. Built with DOM calls: Swiper's own
// module writes its markup as HTML strings through a Trusted Types policy it creates on every call,
// which a page that enforces Trusted Types refuses.
import type { Swiper } from 'swiper';
import type { CarouselContext } from '../../ui/carousel';
import { currentPage, pageCount } from '../../ui/carousel-rules';
import { bulletLabel, type FractionFormat, type SliderOptions } from './logic';

const PREFIX = 'swiper-pagination';
const BULLET = `${PREFIX}-bullet`;
const ACTIVE = `${PREFIX}-bullet-active`;

/** One pagination button; number bullets show their page number. */
export function bulletButton(index: number, numbers: boolean, pages: number, slideCount: number): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = BULLET;
  button.setAttribute('aria-label', bulletLabel(index, pages, slideCount));
  if (numbers) button.textContent = String(index + 1);
  return button;
}

/** The fraction's nodes, `{prefix}{current}{separator}{total}{suffix}`; the two numbers are filled in later. */
export function fractionNodes(format: FractionFormat): HTMLSpanElement[] {
  const span = (text: string, className = '') => Object.assign(document.createElement('span'), { textContent: text, className });
  return [
    format.prefix && span(format.prefix),
    span('', `${PREFIX}-current`),
    format.separator && span(format.separator),
    span('', `${PREFIX}-total`),
    format.suffix && span(format.suffix),
  ].filter((node): node is HTMLSpanElement => !!node);
}

/** Runs the pagination in `el` once Swiper has started. */
export function startPagination(slider: CarouselContext, swiper: Swiper, el: HTMLElement, options: SliderOptions): void {
  const { restorer, listen, guard, moves, slides } = slider;
  const type = options.pagination === 'fraction' ? 'fraction' : options.pagination === 'progressbar' ? 'progressbar' : 'bullets';
  const group = () => swiper.params.slidesPerGroup ?? 1;
  const total = () => pageCount(options.loop, slides.length, group(), swiper.snapGrid.length);
  const current = () => currentPage(options.loop, swiper.realIndex, group(), swiper.snapIndex ?? swiper.activeIndex ?? 0);

  restorer.addClass(el, `${PREFIX}-${type}`, swiper.isHorizontal() ? `${PREFIX}-horizontal` : `${PREFIX}-vertical`);
  if (type === 'bullets') restorer.addClass(el, `${PREFIX}-clickable`);

  const render = () => {
    if (type === 'bullets') {
      const pages = total();
      el.replaceChildren(...Array.from({ length: pages }, (_, i) => bulletButton(i, options.pagination === 'numbers', pages, slides.length)));
    } else if (type === 'fraction') el.replaceChildren(...fractionNodes(options.fraction));
    else el.replaceChildren(Object.assign(document.createElement('span'), { className: `${PREFIX}-progressbar-fill` }));
  };
  const update = () => {
    const at = current();
    const pages = total();
    if (type === 'bullets') [...el.children].forEach((bullet, i) => bullet.classList.toggle(ACTIVE, i === at));
    else if (type === 'fraction') {
      el.querySelector(`.${PREFIX}-current`)!.textContent = String(at + 1);
      el.querySelector(`.${PREFIX}-total`)!.textContent = String(pages);
    } else {
      const scale = pages > 0 ? (at + 1) / pages : 1;
      const fill = el.firstElementChild as HTMLElement;
      fill.style.transform = swiper.isHorizontal() ? `translate3d(0,0,0) scaleX(${scale}) scaleY(1)` : `translate3d(0,0,0) scaleX(1) scaleY(${scale})`;
      fill.style.transitionDuration = `${swiper.params.speed}ms`;
    }
    el.classList.toggle(`${PREFIX}-lock`, !!swiper.params.watchOverflow && swiper.isLocked);
    swiper.emit('paginationUpdate', el);
  };
  render();
  update();
  swiper.on('snapGridLengthChange', guard(() => (render(), update())));
  swiper.on('snapIndexChange realIndexChange activeIndexChange lock unlock', guard(update));
  if (type === 'bullets')
    listen(el, 'click', (event) => {
      const bullet = (event.target as Element).closest(`.${BULLET}`);
      if (!bullet || bullet.parentElement !== el) return;
      const index = [...el.children].indexOf(bullet) * group();
      moves.make((s) => (options.loop ? s.slideToLoop(index) : s.slideTo(index)));
    });
}
