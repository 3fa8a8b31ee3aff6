// The carousel region and its slides, per the WAI-ARIA carousel pattern.
import { slideLabel } from '../slide-controls';
import { nameLandmark } from '../landmark-name';
import type { CarouselContext } from './context';

/** The region element becomes a named carousel region. */
export function carouselRegion({ region, restorer }: CarouselContext, label: string, ...classes: string[]): void {
  restorer.addClass(region, 'ha-swiper', ...classes);
  restorer.attr(region, 'role', 'region');
  restorer.attr(region, 'aria-roledescription', 'carousel');
  restorer.attr(region, 'aria-label', label);
  restorer.defer(nameLandmark(region, label));
}

/** Each slide a Swiper slide and a named group, at `width` when given (the width Swiper will set). */
export function slideGroups({ slides, restorer }: CarouselContext, width?: string): void {
  const count = slides.length;
  slides.forEach((slide, index) => {
    restorer.snapshot(slide);
    slide.classList.add('swiper-slide');
    // An <article> (the shop carousels' items) keeps its own role, which may not be replaced by group;
    // its role description and label still say it is a slide.
    if (slide.localName !== 'article') slide.setAttribute('role', 'group');
    slide.setAttribute('aria-roledescription', 'slide');
    slide.setAttribute('aria-label', slideLabel(index, count));
    if (width) slide.style.width = width;
  });
}
