// Swiper on the add-on's slick-style markup: the track becomes the Swiper element, its slides are
// moved (never cloned) into a wrapper, and the shared carousel features add the region, arrows,
// dots, a rotation control and a live region per the WAI-ARIA carousel pattern. A carousel whose
// track carries a uid is published for remote controls (remote.ts); inside a loop carousel its
// autoplay follows the outer carousel (loop-carousel.ts). Everything is undone on unmount.
import { SIZE_FOLLOWED, arrows, autoplayControl, carouselRegion, composeCarousel, hideControls, liveRegion } from '../carousel-features';
import { prepareAndStart, slideGroups, type CarouselContext, type CarouselMemory } from '../carousel-features';
import { slideWidth, startClasses, swiperParams, type CarouselOptions } from '../carousel-rules';
import { findOuterCarousel } from './loop-carousel';
import { pagination } from './pagination';
import { publishRemote } from './remote';
import { fitVertical } from './vertical';

// A dynamic import gives Swiper a chunk of its own, shared by every carousel widget instead of being
// copied into each widget's chunk; top-level await keeps mounting synchronous once the widget loads.
const { Swiper, Autoplay, EffectFade } = await import('./vendor');

/** Where one carousel widget keeps its slides; the widgets differ mostly in these selectors. */
export interface CarouselSpec {
  /** The slides' parent in the server markup; it becomes the Swiper element. */
  track: string;
  /** Children of the track that are slides. */
  slide: string;
  /** Accessible name of the carousel region. */
  label: string;
  /** Arrow buttons the server may print beside the track (default `.slick-prev` / `.slick-next`). */
  prev?: string;
  next?: string;
  /** Where the added controls go: over the slides (default, for images) or beside and below them (text). */
  controls?: ControlsPlacement;
}

export type ControlsPlacement = 'over' | 'outside';

export interface CarouselParts {
  track: HTMLElement;
  slides: HTMLElement[];
  prev: HTMLElement | null;
  next: HTMLElement | null;
}

type SwiperInstance = InstanceType<typeof Swiper>;

export interface MountContext {
  label: string;
  controls?: ControlsPlacement;
  memory: CarouselMemory;
  report(error: unknown): void;
  /** A widget's own settings on the built Swiper; returns how to take them off. */
  tune?(swiper: SwiperInstance): () => void;
}

export function findParts(container: HTMLElement, spec: CarouselSpec): CarouselParts | null {
  const track = container.querySelector<HTMLElement>(spec.track);
  if (!track) return null;
  const slides = [...track.children].filter((el): el is HTMLElement => el instanceof HTMLElement && el.matches(spec.slide));
  const beside = (selector: string) =>
    [...container.querySelectorAll<HTMLElement>(selector)].find((el) => !track.contains(el)) ?? null;
  return { track, slides, prev: beside(spec.prev ?? '.slick-prev'), next: beside(spec.next ?? '.slick-next') };
}

/** With too few slides there is no carousel: the server's arrows are hidden (as the original did) until unmount. */
export const hideServerArrows = (parts: CarouselParts): (() => void) => hideControls(parts.prev, parts.next);

/** Builds the carousel; returns the function that takes it all down again. */
export function mountCarousel(container: HTMLElement, parts: CarouselParts, options: CarouselOptions, context: MountContext): () => void {
  const features = { region: container, el: parts.track, slides: parts.slides };
  return composeCarousel(features, context, (carousel) =>
    prepareAndStart(
      carousel,
      options.vertical,
      () => prepare(carousel, parts, options, context),
      () =>
        new Swiper(parts.track, {
          modules: [Autoplay, EffectFade],
          ...swiperParams(options, context.memory.index),
          ...SIZE_FOLLOWED,
          init: false,
        }),
    ),
  );
}

/** Every change to the markup, with the slides at the width Swiper will give them. */
function prepare(carousel: CarouselContext, parts: CarouselParts, options: CarouselOptions, context: MountContext): void {
  const { restorer } = carousel;
  const { track, slides } = parts;

  carouselRegion(carousel, context.label, ...(context.controls === 'outside' ? ['ha-swiper--outside'] : []));
  // Slides go back to their places last, after Swiper has let go of them.
  restorer.keepChildren(track);
  restorer.snapshot(track);
  track.classList.add('swiper', 'slick-initialized', ...startClasses({ vertical: options.vertical, effect: options.fade ? 'fade' : 'slide' }, slides.length));
  if (options.perView === 'auto') track.classList.add('ha-swiper--auto');
  const wrapper = document.createElement('div');
  wrapper.className = 'swiper-wrapper';
  slides[0].before(wrapper);
  wrapper.append(...slides);
  // Centre mode: the first slide in the middle, where Swiper will put it (and the premount stylesheet).
  const centring = options.centered && !options.vertical && typeof options.perView === 'number' ? 50 - 50 / options.perView : 0;
  // Its sign follows the page's direction in CSS (carousel.css): computed here, the style of a page
  // still mounting would be worked out at once.
  if (centring) wrapper.style.transform = `translateX(calc(${centring}% * var(--ha-swiper-flow, 1)))`;
  slideGroups(carousel, typeof options.perView === 'number' && !options.vertical ? slideWidth(options.perView) : undefined);

  if (options.vertical) fitVertical(carousel, options.perView);
  if (context.tune) carousel.onStart((swiper) => restorer.defer(context.tune!(swiper)));
  arrows(carousel, {
    prev: parts.prev,
    next: parts.next,
    enabled: options.arrows,
    newClass: (dir) => `slick-${dir} slick-arrow`,
    disabledClass: 'slick-disabled',
    wraps: options.loop || options.rewind,
  });
  pagination(carousel, options);
  const live = liveRegion(carousel);
  publishRemote(carousel, context.label, options.loop || options.rewind);
  // Looked for on every build, autoplay or not: a loop carousel without its parts is warned about.
  let outer: ReturnType<typeof findOuterCarousel> = null;
  carousel.onStart(() => (outer = findOuterCarousel(carousel.region)));
  if (options.autoplay) autoplayControl(carousel, live, () => outer ?? undefined);
}
