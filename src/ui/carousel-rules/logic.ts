// Pure rules of the slick-style carousels: settings for the current device -> carousel options ->
// Swiper parameters, and the page (dot) arithmetic. No DOM, no Swiper at run time.
import type { SwiperOptions } from 'swiper/types';
import type { DeviceMode } from '../../api-types';
import type { CarouselSettings } from './schema';

/** A carousel needs at least this many slides; with fewer the markup is left as it is. */
export const MIN_SLIDES = 2;
/** Narrower than this, a carousel shows one slide at a time whatever its settings. */
export const MIN_CAROUSEL_WIDTH = 320;

const MOBILE_AND_TABLET: readonly DeviceMode[] = ['mobile', 'mobile_extra', 'tablet', 'tablet_extra'];

export interface CarouselOptions {
  /** Slides in view; 'auto' keeps each slide's own width (variable width). */
  perView: number | 'auto';
  perGroup: number;
  centered: boolean;
  vertical: boolean;
  fade: boolean;
  loop: boolean;
  /** Wrap around at the ends without loop mode (loop asked for, too few slides for it). */
  rewind: boolean;
  arrows: boolean;
  dots: boolean;
  fraction: boolean;
  /** Autoplay delay in ms; 0 when there is no autoplay. */
  autoplay: number;
  speed: number;
}

export interface CarouselContext {
  device: DeviceMode;
  slideCount: number;
  reducedMotion: boolean;
}

/**
 * Whether Swiper's loop mode has enough slides: it needs a view of slides plus a buffer of one
 * group (centred: half a view, rounded to an odd view) to move around without warning.
 */
export function canLoop(slideCount: number, perView: number, perGroup: number, centered: boolean): boolean {
  let view = Math.ceil(perView);
  if (centered && view % 2 === 0) view += 1;
  let buffer = centered ? Math.max(perGroup, Math.ceil(view / 2)) : perGroup;
  if (buffer % perGroup !== 0) buffer += perGroup - (buffer % perGroup);
  return slideCount >= view + buffer;
}

/** The options for one device, or null when there is no carousel to build. */
export function carouselOptions(settings: CarouselSettings, context: CarouselContext): CarouselOptions | null {
  const { slideCount, reducedMotion } = context;
  if (slideCount < MIN_SLIDES) return null;
  const narrow = MOBILE_AND_TABLET.includes(context.device);
  // Variable width becomes one centred slide on mobile and tablet.
  const perView: number | 'auto' = settings.variableWidth ? (narrow ? 1 : 'auto') : settings.slides_to_show;
  const fade = settings.slides_transition === 'fade' && perView === 1;
  const perGroup = fade ? 1 : settings.slides_to_scroll;
  const centered = !fade && (settings.center || (settings.variableWidth && narrow));
  const movable = perView === 'auto' || perView < slideCount;
  const wantsLoop = settings.loop || settings.infinite;
  const loop = wantsLoop && typeof perView === 'number' && movable && canLoop(slideCount, perView, perGroup, centered);
  const navigation = settings.navigation;
  return {
    perView,
    perGroup,
    centered,
    vertical: settings.vertical && !fade,
    fade,
    loop,
    rewind: wantsLoop && !loop && movable,
    arrows: movable && (navigation === 'arrow' || navigation === 'both'),
    // Dots are hidden when slides to show is at least the slide count.
    dots: movable && (navigation === 'dots' || navigation === 'both' || settings.dots),
    fraction: movable && settings.fractionNav,
    autoplay: settings.autoplay && movable && !reducedMotion ? settings.autoplay_speed : 0,
    speed: reducedMotion ? 0 : settings.animation_speed,
  };
}

/**
 * The CSS width of a slide in a view of `perView` slides `space` px apart, as Swiper will set it: one
 * slide on a carousel narrower than the minimum width (a huge length there, capped at 100%).
 */
export const slideWidth = (perView: number, space = 0) =>
  `min(100%, max((100% - ${(perView - 1) * space}px) / ${perView}, (${MIN_CAROUSEL_WIDTH}px - 100%) * 1000))`;

/** Swiper parameters for the options; `initialSlide` keeps the position across a rebuild. */
export function swiperParams(options: CarouselOptions, initialSlide: number): SwiperOptions {
  return {
    speed: options.speed,
    loop: options.loop,
    rewind: options.rewind,
    centeredSlides: options.centered,
    direction: options.vertical ? 'vertical' : 'horizontal',
    effect: options.fade ? 'fade' : 'slide',
    fadeEffect: { crossFade: true },
    // One slide below the minimum width, the configured view from there on (measured on the carousel).
    slidesPerView: 1,
    slidesPerGroup: 1,
    breakpointsBase: 'container',
    breakpoints: { [MIN_CAROUSEL_WIDTH]: { slidesPerView: options.perView, slidesPerGroup: options.perGroup } },
    autoplay: options.autoplay ? { delay: options.autoplay, disableOnInteraction: false } : false,
    initialSlide,
  };
}

/** Swiper's default `maxBackfaceHiddenSlides`: up to this many slides, its slides get their own layers. */
const MAX_BACKFACE_HIDDEN_SLIDES = 10;
/** Swiper effects that lay the slides out in 3D. */
const EFFECTS_3D = ['cube', 'flip', 'coverflow'];

/**
 * The classes Swiper gives its element as it starts (Swiper 12: `addClasses`, the effect modules,
 * `updateSlides`). Given at once instead, they change no style when Swiper starts, so its first
 * measurement needs no new layout of the page. (Right to left is left to Swiper: telling it here
 * would cost a style computation while mounting.)
 */
export function startClasses(slider: { vertical: boolean; effect: string }, slideCount: number): string[] {
  const { effect } = slider;
  return [
    'swiper-initialized',
    slider.vertical ? 'swiper-vertical' : 'swiper-horizontal',
    // Every effect but the plain slide watches the slides' progress.
    ...(effect === 'slide' ? [] : [`swiper-${effect}`, 'swiper-watch-progress']),
    ...(EFFECTS_3D.includes(effect) ? ['swiper-3d'] : []),
    ...((effect === 'slide' || effect === 'fade') && slideCount <= MAX_BACKFACE_HIDDEN_SLIDES ? ['swiper-backface-hidden'] : []),
  ];
}

/** How many dots: one per group of slides in loop mode, else one per stopping point. */
export function pageCount(loop: boolean, slideCount: number, perGroup: number, snapCount: number): number {
  return loop ? Math.ceil(slideCount / perGroup) : snapCount;
}

/** The dot of the current position. */
export function currentPage(loop: boolean, realIndex: number, perGroup: number, snapIndex: number): number {
  return loop ? Math.floor(realIndex / perGroup) : snapIndex;
}
