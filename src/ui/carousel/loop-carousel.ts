// A carousel of ours inside the page builder's loop carousel follows that outer carousel: its autoplay
// runs only while the outer slide holding it is the active one.

/** The page builder's loop carousel widget; its own Swiper element is a `.swiper` inside it. */
const LOOP_CAROUSEL = '.elementor-widget-loop-carousel';
/**
 * The outer carousel's autoplay progress control (the original's "audioPlayProgress"): Swiper's
 * progress-bar pagination, which the loop carousel prints for its "progress" pagination type.
 */
const PROGRESS = '.swiper-pagination-progressbar';

export const OUTER_NOT_FOUND = 'Swiper or audioPlayProgress not found!';

/** What we use of the outer Swiper instance (Swiper sets it as `el.swiper` on its element). */
interface OuterSwiper {
  activeIndex: number;
  slides: ArrayLike<Element>;
  on(event: string, handler: () => void): unknown;
  off(event: string, handler: () => void): unknown;
}

export interface OuterCarousel {
  /** Whether the outer slide holding our carousel is the active one. */
  isActive(): boolean;
  /** Calls `onChange` whenever the outer carousel changes slide; returns the unsubscribe. */
  subscribe(onChange: () => void): () => void;
}

// Once per carousel, not once per rebuild (device change) or remount.
const warned = new WeakSet<Element>();

/**
 * The loop carousel around `container`, or null when there is none to follow. Inside a loop carousel
 * whose Swiper instance or progress control cannot be found, warns once and returns null: the carousel
 * then carries on on its own.
 */
export function findOuterCarousel(container: HTMLElement): OuterCarousel | null {
  const loop = container.closest(LOOP_CAROUSEL);
  if (!loop) return null;
  const element = container.parentElement?.closest<HTMLElement & { swiper?: OuterSwiper }>('.swiper');
  const swiper = element && loop.contains(element) ? element.swiper : undefined;
  const slide = element ? container.closest('.swiper-slide') : null;
  if (!swiper || typeof swiper.on !== 'function' || !slide || !element!.contains(slide) || !loop.querySelector(PROGRESS)) {
    if (!warned.has(container)) {
      warned.add(container);
      console.warn(OUTER_NOT_FOUND);
    }
    return null;
  }
  return {
    isActive: () => isActiveSlide(slide, swiper.slides[swiper.activeIndex]),
    subscribe(onChange) {
      swiper.on('slideChange', onChange);
      return () => swiper.off('slideChange', onChange);
    },
  };
}

/** In Swiper's older loop mode the active slide may be a duplicate of ours: same slide index. */
function isActiveSlide(slide: Element, active: Element | undefined): boolean {
  if (!active) return false;
  if (active === slide) return true;
  const index = slide.getAttribute('data-swiper-slide-index');
  return index !== null && active.getAttribute('data-swiper-slide-index') === index;
}
