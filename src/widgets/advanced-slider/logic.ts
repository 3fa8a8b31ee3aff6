// Pure rules of ha-advanced-slider: resolved settings -> slider options -> Swiper parameters, and
// the text of the number bullets and the fraction. No DOM, no Swiper at run time.
import type { SwiperOptions } from 'swiper/types';
import { MIN_CAROUSEL_WIDTH, MIN_SLIDES, canLoop } from '../../ui/carousel-rules';
import { SLIDE_DISTANCE, THUMBNAIL_HEIGHT } from './premount';
import { SPEC_FIELDS, SPEC_HEIGHT, type EFFECTS, type PAGINATION, type SliderSettings } from './settings';

export type Effect = (typeof EFFECTS)[number];
export type PaginationType = (typeof PAGINATION)[number];

export interface FractionFormat {
  prefix: string;
  separator: string;
  suffix: string;
}

export interface SliderOptions {
  vertical: boolean;
  /** Slides in view from the minimum carousel width on (1 below it). */
  perView: number;
  /** Gap between slides in px. */
  space: number;
  effect: Effect;
  loop: boolean;
  /** Wrap around at the ends without loop mode (loop asked for, too few slides for it). */
  rewind: boolean;
  speed: number;
  /** Autoplay delay in ms; 0 when there is no autoplay. */
  autoplay: number;
  arrows: boolean;
  pagination: PaginationType;
  fraction: FractionFormat;
  scrollbar: boolean;
  /** The scrollbar hides itself after use. */
  scrollbarHide: boolean;
  thumbs: boolean;
  thumbSpace: number;
  /** Thumbnail size in px; null leaves it to the theme's CSS. */
  thumbSize: { width: number; height: number } | null;
  fullscreen: boolean;
  shuffle: boolean;
  /** CSS lengths; null leaves them to the theme's CSS. */
  height: string | null;
  width: string | null;
}

export interface SliderContext {
  slideCount: number;
  reducedMotion: boolean;
  editMode: boolean;
}

/**
 * The defaults of each vocabulary where both name the same thing: the page builder prints its
 * control defaults and drops switchers that are off, so an absent switcher is off; the spec's
 * are those of section 9.
 */
const FORM_DEFAULTS = {
  builder: { autoplay: false, delay: 5000, loop: false, arrows: false, speed: 500, space: 0, thumbs: false, fullscreen: false },
  spec: { autoplay: true, delay: 2000, loop: true, arrows: true, speed: 500, space: SLIDE_DISTANCE.default, thumbs: true, fullscreen: true },
};
const SPEC_SIZES = { height: SPEC_HEIGHT, width: '100%', thumbWidth: 120, thumbHeight: THUMBNAIL_HEIGHT.default };

/** Effects that show one slide at a time whatever the slides per view. */
const SINGLE_VIEW_EFFECTS: readonly Effect[] = ['fade', 'cube', 'flip'];

/**
 * One options object from either vocabulary: a spec field wins over its page-builder twin, and
 * what neither gives takes the defaults of the form the instance uses (spec form as soon as one
 * spec field is set). Returns null when there is no slider to build.
 */
export function sliderOptions(settings: SliderSettings, context: SliderContext): SliderOptions | null {
  const { slideCount, reducedMotion, editMode } = context;
  if (slideCount < MIN_SLIDES) return null;
  const spec = SPEC_FIELDS.some((name) => settings[name] !== undefined);
  const defaults = FORM_DEFAULTS[spec ? 'spec' : 'builder'];
  const s = settings;

  const multiple = s.slider_type === 'multiple';
  const chosen = multiple ? s.effect_multiple : s.effect;
  const effect: Effect = chosen === 'false' ? 'slide' : chosen;
  const perView = multiple && !SINGLE_VIEW_EFFECTS.includes(effect) ? Math.min(s.slides_per_view, slideCount) : 1;
  const movable = perView < slideCount;
  const wantsLoop = s.sliderLoop ?? s.infinity_loop ?? defaults.loop;
  const loop = wantsLoop && movable && canLoop(slideCount, perView, 1, false);
  const autoplay = s.sliderAutoplay ?? s.autoplay ?? defaults.autoplay;

  return {
    vertical: s.slider_direction === 'vertical',
    perView,
    space: s.slideDistance ?? s.space_between_slides ?? defaults.space,
    effect,
    loop,
    rewind: wantsLoop && !loop && movable,
    speed: reducedMotion ? 0 : (s.slideDuration ?? s.effect_speed ?? defaults.speed),
    autoplay: autoplay && movable && !reducedMotion && !editMode ? (s.sliderAutoplayDelay ?? s.autoplay_speed ?? defaults.delay) : 0,
    arrows: movable && (s.sliderNavigation ?? s.arrow_navigation ?? defaults.arrows),
    pagination: movable ? paginationType(s) : 'none',
    fraction: { prefix: s.fraction_prefix, separator: s.fraction_separator, suffix: s.fraction_suffix },
    scrollbar: movable && s.scroll_bar,
    scrollbarHide: s.scroll_bar_visibility === 'true',
    thumbs: movable && (s.thumbnails ?? s.thumbs_navigation ?? defaults.thumbs),
    thumbSpace: s.space_between_thumbs,
    thumbSize: spec
      ? { width: s.thumbnailWidth ?? SPEC_SIZES.thumbWidth, height: s.thumbnailHeight ?? SPEC_SIZES.thumbHeight }
      : null,
    fullscreen: s.sliderFullScreen ?? defaults.fullscreen,
    shuffle: s.sliderShuffle ?? false,
    height: s.sliderHeight ?? (spec ? SPEC_SIZES.height : null),
    width: s.sliderWidth ?? (spec ? SPEC_SIZES.width : null),
  };
}

/** The original spells fraction as numbers + number type fraction; a plain 'fraction' works too. */
function paginationType(s: SliderSettings): PaginationType {
  const type = s.pagination_type === 'numbers' && s.number_pagination_type === 'fraction' ? 'fraction' : s.pagination_type;
  if (s.sliderPagination === undefined) return type ?? 'none';
  return s.sliderPagination ? (type && type !== 'none' ? type : 'dots') : 'none';
}

const EFFECT_PARAMS: SwiperOptions = {
  fadeEffect: { crossFade: true },
  cubeEffect: { shadow: true, slideShadows: true, shadowOffset: 20, shadowScale: 0.94 },
  flipEffect: { limitRotation: true, slideShadows: true },
  coverflowEffect: { rotate: 50, stretch: 0, depth: 100, modifier: 1, slideShadows: true },
};

/** Swiper parameters for the options (controls are added by the adapter); `initialSlide` keeps the position. */
export function swiperParams(options: SliderOptions, initialSlide: number): SwiperOptions {
  return {
    ...EFFECT_PARAMS,
    direction: options.vertical ? 'vertical' : 'horizontal',
    effect: options.effect,
    speed: options.speed,
    loop: options.loop,
    rewind: options.rewind,
    spaceBetween: options.space,
    slidesPerView: 1,
    breakpointsBase: 'container',
    breakpoints: { [MIN_CAROUSEL_WIDTH]: { slidesPerView: options.perView } },
    autoplay: options.autoplay
      ? { delay: options.autoplay, disableOnInteraction: false, stopOnLastSlide: !options.loop && !options.rewind }
      : false,
    initialSlide,
  };
}

/** The name of one pagination button. */
export function bulletLabel(index: number, pages: number, slideCount: number): string {
  return pages === slideCount ? `Go to slide ${index + 1}` : `Go to page ${index + 1} of ${pages}`;
}

/** A new order of `count` items (Fisher-Yates), as indices into the original order. */
export function shuffledOrder(count: number, random: () => number): number[] {
  const order = Array.from({ length: count }, (_, i) => i);
  for (let i = count - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order;
}
