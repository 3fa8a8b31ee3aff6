// Pure rules of the horizontal timeline on top of the shared carousel rules.
import { carouselOptions, type CarouselContext, type CarouselOptions } from '../../ui/carousel-rules';
import type { CarouselSettings } from '../../ui/carousel-rules';

/** Spec 4 and 9: a drag longer than this (px) moves the timeline; a shorter one springs back. */
export const SWIPE_PX = 50;
/** Spec 9: the arrows' state is worked out again this long (ms) after the last resize. */
export const ARROW_DEBOUNCE_MS = 150;

/**
 * Like the original, the timeline always has arrows, never autoplays and never loops (so the arrows
 * can be disabled at the ends); it has no dots, fade, centring or vertical mode. Null: no carousel.
 */
export function timelineOptions(settings: CarouselSettings, context: CarouselContext): CarouselOptions | null {
  const options = carouselOptions(
    {
      ...settings,
      navigation: 'arrow',
      dots: false,
      fractionNav: false,
      loop: false,
      infinite: false,
      autoplay: false,
      center: false,
      vertical: false,
      slides_transition: 'slide',
      variableWidth: false,
    },
    context,
  );
  // Arrows even when every item is in view: both are then disabled.
  return options && { ...options, arrows: true };
}

/**
 * Swiper's long-swipe ratio (part of a group's width a drag must cover) that makes a drag of `distance`
 * px the least that moves the timeline. `slop` is the start threshold Swiper does not count.
 */
export function swipeRatio(distance: number, slop: number, groupWidth: number): number {
  if (!(groupWidth > 0)) return 0.5;
  return Math.min(Math.max((distance - slop) / groupWidth, 0.01), 1);
}
