// The thumbnail strip of ha-advanced-slider: the server's (one empty thumb per slide, styled by the
// slide's repeater class) or a new one made the same way, with a small Swiper of its own so that many
// thumbs scroll. Made in two steps like the slider (see ../../ui/carousel-features/after-layout.ts).
import { SIZE_FOLLOWED, followSize, type CarouselContext } from '../../ui/carousel';
import type { Restorer } from '../../ui/restorer';
import type { SliderParts } from './adapter';
import { child, childrenWith, gapSide, setCurrent } from './dom';
import type { SliderOptions } from './logic';

const { Swiper } = await import('./vendor');

export interface ThumbStrip {
  strip: HTMLElement;
  /** In the slides' display order. */
  thumbs: HTMLElement[];
  /** The slides, when their thumbs were made here rather than printed. */
  madeFor: HTMLElement[] | null;
}

/** The strip's markup, its thumbs as far apart as Swiper will set them; null when the server's strip does not match the slides. */
export function prepareThumbs(
  { create, snapshot: keep, keepChildren }: Restorer,
  parts: SliderParts,
  slides: HTMLElement[],
  options: SliderOptions,
  order: number[],
): ThumbStrip | null {
  const server = parts.thumbs;
  let track = server && (child(server, 'swiper-wrapper') ?? server);
  const printed = track ? childrenWith(track, 'ha-slider-gallery-slide') : [];
  if (server && printed.length !== slides.length) return null;
  let strip = server;
  if (strip && track) {
    keep(strip, track, ...printed);
    keepChildren(strip);
    keepChildren(track);
    if (track === strip) track = strip.insertBefore(create('div', 'swiper-wrapper'), strip.firstChild);
  } else {
    strip = parts.wrapper.appendChild(create('div', 'swiper-container ha-slider-gallery-thumbs'));
    track = strip.appendChild(create('div', 'swiper-wrapper'));
  }
  const thumbs = server
    ? order.map((i) => printed[i])
    : slides.map((slide) => {
        const thumb = create('div', 'ha-slider-gallery-slide');
        thumb.classList.add(...[...slide.classList].filter((name) => name.startsWith('elementor-repeater-item-')));
        return thumb;
      });
  track.classList.add('swiper-wrapper');
  track.append(...thumbs);
  strip.classList.add('swiper');
  const side = gapSide(strip);
  thumbs.forEach((thumb, index) => {
    thumb.classList.add('swiper-slide');
    thumb.setAttribute('role', 'button');
    thumb.tabIndex = 0;
    thumb.setAttribute('aria-label', `Show slide ${index + 1}`);
    thumb.style[side] = `${options.thumbSpace}px`;
    if (options.thumbSize) {
      thumb.style.width = `${options.thumbSize.width}px`;
      thumb.style.height = `${options.thumbSize.height}px`;
    }
  });
  return { strip, thumbs, madeFor: server ? null : slides };
}

export function startThumbs(k: CarouselContext, { strip, thumbs, madeFor }: ThumbStrip, options: SliderOptions) {
  // A new thumb of a slide without a background image shows the slide's first image. Read here,
  // right after a layout: read as the thumbs were made, it brought the whole page's styles up to date.
  madeFor?.forEach((slide, index) => {
    const image = slide.querySelector('img');
    if (image && getComputedStyle(thumbs[index]).backgroundImage === 'none')
      thumbs[index].style.backgroundImage = `url(${JSON.stringify(image.currentSrc || image.src)})`;
  });
  const swiper = new Swiper(strip, {
    slidesPerView: 'auto',
    spaceBetween: options.thumbSpace,
    speed: options.speed,
    watchSlidesProgress: true,
    ...SIZE_FOLLOWED,
  });
  k.restorer.defer(() => swiper.destroy(true, true));
  followSize(k, swiper);
  return {
    strip,
    slides: thumbs,
    /** Marks the thumb of the current slide and scrolls it into the strip's view. */
    show(index: number) {
      thumbs.forEach((thumb, i) => {
        thumb.classList.toggle('swiper-slide-thumb-active', i === index);
        setCurrent(thumb, i === index);
      });
      if (!thumbs[index].classList.contains('swiper-slide-fully-visible')) swiper.slideTo(index);
    },
  };
}
