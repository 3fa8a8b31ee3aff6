// Swiper on the advanced slider's markup (`.ha-slider-widget-wrapper` > `.ha-slider-container` >
// slides), with the controls the settings ask for: the server's arrows (or new ones), pagination,
// scrollbar, a thumbnail strip, a full-screen button, a rotation control and a live region, per
// the WAI-ARIA carousel pattern. Server nodes are moved, never cloned (slides may hold other
// widgets), and every change is undone on unmount. The markup is changed at once and Swiper starts
// a rendering update later (see ../../ui/carousel-features/after-layout.ts).
import 'swiper/css';
import 'swiper/css/pagination';
import 'swiper/css/scrollbar';
import 'swiper/css/effect-fade';
import 'swiper/css/effect-cube';
import 'swiper/css/effect-flip';
import 'swiper/css/effect-coverflow';
import '../../ui/carousel/carousel.css';
import {
  SIZE_FOLLOWED,
  arrows,
  autoplayControl,
  carouselRegion,
  composeCarousel,
  hideControls,
  liveRegion,
  prepareAndStart,
  slideGroups,
  startOrUndoAfterLayout,
  type CarouselContext,
  type CarouselMemory,
} from '../../ui/carousel';
import { slideWidth, startClasses } from '../../ui/carousel-rules';
import { isActivationKey } from '../../ui/keys';
import { svgIcon } from '../../ui/svg-icon';
import { child, childrenWith, gapSide, setCurrent } from './dom';
import { swiperParams, type SliderOptions } from './logic';
import { startPagination } from './pagination';
import { prepareThumbs, startThumbs, type ThumbStrip } from './thumbs';

// A dynamic import keeps Swiper in the vendor chunk shared with the other carousels.
const { Swiper, Autoplay, Scrollbar, EffectFade, EffectCube, EffectFlip, EffectCoverflow } = await import('./vendor');

export interface SliderParts {
  wrapper: HTMLElement;
  /** Becomes the Swiper element. */
  container: HTMLElement;
  /** The slides' parent when the server printed one (`.swiper-wrapper`). */
  track: HTMLElement | null;
  slides: HTMLElement[];
  prev: HTMLElement | null;
  next: HTMLElement | null;
  pagination: HTMLElement | null;
  scrollbar: HTMLElement | null;
  thumbs: HTMLElement | null;
}

export interface MountContext {
  label: string;
  /** Display order of the slides as indices into the server order (shuffle). */
  order: number[];
  memory: CarouselMemory;
  report(error: unknown): void;
}

export function findParts(root: HTMLElement): SliderParts | null {
  const wrapper = root.querySelector<HTMLElement>('.ha-slider-widget-wrapper');
  const container = wrapper && child(wrapper, 'ha-slider-container');
  if (!wrapper || !container) return null;
  const track = child(container, 'swiper-wrapper') ?? child(container, 'ha-slider-wrapper');
  return {
    wrapper,
    container,
    track,
    slides: childrenWith(track ?? container, 'ha-slider-slide'),
    prev: child(wrapper, 'ha-slider-prev'),
    next: child(wrapper, 'ha-slider-next'),
    pagination: child(container, 'ha-slider-pagination'),
    scrollbar: child(container, 'ha-slider-scrollbar'),
    thumbs: child(wrapper, 'ha-slider-gallery-thumbs'),
  };
}

/** With too few slides there is no slider: the server's arrows and thumbnails would do nothing. */
export const hideServerControls = (parts: SliderParts): (() => void) => hideControls(parts.prev, parts.next, parts.thumbs);

export function mountSlider(parts: SliderParts, options: SliderOptions, context: MountContext): () => void {
  const slides = context.order.map((i) => parts.slides[i]);
  return composeCarousel({ region: parts.wrapper, el: parts.container, slides }, context, (slider) =>
    prepareAndStart(
      slider,
      options.vertical,
      () => prepare(slider, parts, options, context),
      (prepared) => create(slider, prepared, options, context),
    ),
  );
}

const FULLSCREEN_ICONS = {
  enter: 'M4 4h6v2H6v4H4zm10 0h6v6h-2V6h-4zM4 14h2v4h4v2H4zm14 0h2v6h-6v-2h4z',
  exit: 'M8 4h2v6H4V8h4zm6 0h2v4h4v2h-6zM4 14h6v6H8v-4H4zm10 0h6v2h-4v4h-2z',
};

type SwiperInstance = InstanceType<typeof Swiper>;

/** The markup once prepared for Swiper. */
interface Prepared {
  paginationEl: HTMLElement | null;
  scrollbarEl: HTMLElement | null;
}

/** Every change to the markup, with the slides as wide and as far apart as Swiper will set them. */
function prepare(slider: CarouselContext, parts: SliderParts, options: SliderOptions, context: MountContext): Prepared {
  const { region: wrapper, el: container, slides, restorer, listen, moves } = slider;
  const { create, snapshot, keepChildren } = restorer;

  keepChildren(wrapper);
  keepChildren(container);
  snapshot(wrapper, container);

  carouselRegion(slider, context.label, 'ha-advanced-slider');
  if (options.width) wrapper.style.width = options.width;
  container.classList.add('swiper', ...startClasses(options, slides.length));
  if (options.height) container.style.height = options.height;

  let track = parts.track;
  if (track) {
    keepChildren(track);
    snapshot(track);
    track.classList.add('swiper-wrapper');
  } else {
    track = create('div', 'swiper-wrapper');
    parts.slides[0].before(track);
  }
  track.append(...slides);
  const { perView, space } = options;
  const side = space && !options.vertical ? gapSide(container) : null;
  slideGroups(slider, options.vertical ? undefined : slideWidth(perView, space));
  slides.forEach((slide) => {
    if (side) slide.style[side] = `${space}px`;
    // The 3D effects leave their shadows in the slides.
    restorer.defer(() => slide.querySelectorAll(':scope > [class^="swiper-slide-shadow"]').forEach((el) => el.remove()));
  });

  const wraps = options.loop || options.rewind;
  arrows(slider, { prev: parts.prev, next: parts.next, enabled: options.arrows, newClass: (dir) => `ha-slider-${dir}`, disabledClass: 'swiper-button-disabled', wraps });

  /** The server's element for a control, or a new one at the end of `parent`. */
  const control = (server: HTMLElement | null, parent: HTMLElement, className: string) => {
    if (!server) return parent.appendChild(create('div', className));
    snapshot(server);
    keepChildren(server);
    return server;
  };
  const paginationEl =
    options.pagination === 'none' ? null : control(parts.pagination, container, 'swiper-pagination ha-slider-pagination');
  paginationEl?.classList.add(`ha-slider-pagination--${options.pagination}`);
  const scrollbarEl = options.scrollbar ? control(parts.scrollbar, container, 'swiper-scrollbar ha-slider-scrollbar') : null;
  // Pointer-only views of the position; the live region and the buttons serve everyone else.
  for (const el of [scrollbarEl, options.pagination === 'progressbar' && paginationEl]) if (el) el.setAttribute('aria-hidden', 'true');

  const thumbs = options.thumbs ? prepareThumbs(restorer, parts, slides, options, context.order) : null;
  if (!thumbs && parts.thumbs) {
    snapshot(parts.thumbs);
    parts.thumbs.classList.add('ha-swiper__off');
  }

  const live = liveRegion(slider);
  if (thumbs)
    listen(thumbs.strip, 'click', (event) => {
      const index = thumbs.thumbs.indexOf((event.target as Element).closest('.ha-slider-gallery-slide') as HTMLElement);
      if (index >= 0) moves.make((swiper) => (options.loop ? swiper.slideToLoop(index) : swiper.slideTo(index)));
    });
  addKeys(slider);
  if (options.vertical && !options.height) slider.beforeStart(() => fitVertical(slider, options.perView));
  slider.onStart((swiper) => started(slider, swiper, thumbs, paginationEl, options));
  if (options.autoplay) autoplayControl(slider, live);
  return { paginationEl, scrollbarEl };
}

/**
 * Vertical mode needs a height that does not come from the slides (Swiper sizes them from it):
 * when the slider has none without its slides, the tallest slide's times the view.
 */
function fitVertical({ el: container, slides }: CarouselContext, perView: number) {
  const tallest = Math.max(...slides.map((slide) => slide.offsetHeight));
  slides.forEach((slide) => (slide.style.display = 'none'));
  const free = container.offsetHeight < 1;
  slides.forEach((slide) => (slide.style.display = ''));
  if (free) container.style.height = `${tallest * perView}px`;
}

/** Swiper on the prepared markup, not started yet. */
function create({ el: container }: CarouselContext, prepared: Prepared, options: SliderOptions, context: MountContext): SwiperInstance {
  const { scrollbarEl } = prepared;
  return new Swiper(container, {
    modules: [Autoplay, Scrollbar, EffectFade, EffectCube, EffectFlip, EffectCoverflow],
    ...swiperParams(options, context.memory.index),
    scrollbar: scrollbarEl ? { el: scrollbarEl, draggable: true, hide: options.scrollbarHide } : false,
    ...SIZE_FOLLOWED,
    init: false,
  });
}

/** What is the slider's own once Swiper runs: the thumbnail strip, the bullets' state, full screen. */
function started(slider: CarouselContext, swiper: SwiperInstance, strip: ThumbStrip | null, paginationEl: HTMLElement | null, options: SliderOptions) {
  const { restorer, report, guard } = slider;
  // The strip is a second Swiper: it starts in a turn of its own, after the next layout. Started
  // here, it measured its thumbs on the page the main start had just changed, and the two made one
  // long start.
  let thumbs: ReturnType<typeof startThumbs> | null = null;
  if (strip)
    startOrUndoAfterLayout(strip.strip, restorer, report, () => {
      thumbs = startThumbs(slider, strip, options);
      thumbs.show(swiper.realIndex);
    });

  /** Controls follow the position. */
  const sync = () => {
    for (const bullet of paginationEl?.querySelectorAll('button') ?? [])
      setCurrent(bullet, bullet.classList.contains('swiper-pagination-bullet-active'));
    thumbs?.show(swiper.realIndex);
  };
  if (paginationEl) startPagination(slider, swiper, paginationEl, options);
  sync();
  swiper.on('slideChange toEdge fromEdge paginationUpdate realIndexChange', guard(sync));
  if (options.fullscreen && document.fullscreenEnabled) addFullscreen(slider, swiper);
}

const ARROW_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

/**
 * Arrow keys move the slider from any of its controls (not from content inside the slides);
 * Enter and Space press the server's div arrows and the thumbnails.
 */
function addKeys({ region, listen, moves }: CarouselContext) {
  listen<KeyboardEvent>(region, 'keydown', (event) => {
    const target = event.target as HTMLElement;
    if (event.defaultPrevented || target.closest('.ha-slider-slide')) return;
    if (isActivationKey(event.key) && target.getAttribute('role') === 'button' && target.tagName !== 'BUTTON') {
      event.preventDefault();
      target.click();
      return;
    }
    const { key } = event;
    if (!ARROW_KEYS.has(key)) return;
    event.preventDefault();
    moves.make((swiper) => {
      const forward = key === 'ArrowDown' || key === (swiper.rtl ? 'ArrowLeft' : 'ArrowRight');
      if (forward) swiper.slideNext();
      else swiper.slidePrev();
    });
  });
}

/** A toggle button that shows the whole slider in full screen; Escape (or the button) leaves. */
function addFullscreen({ region: wrapper, restorer, listen, report }: CarouselContext, swiper: SwiperInstance) {
  const toggle = restorer.create('button', 'ha-slider-fullscreen ha-round-control');
  toggle.setAttribute('aria-label', 'Full screen');
  wrapper.append(toggle);
  const isFull = () => document.fullscreenElement === wrapper;
  const exit = () => {
    if (isFull()) document.exitFullscreen().catch(report);
  };
  const sync = () => {
    toggle.setAttribute('aria-pressed', String(isFull()));
    toggle.replaceChildren(svgIcon(FULLSCREEN_ICONS[isFull() ? 'exit' : 'enter']));
  };
  sync();
  // A refusal (no user gesture, a frame without permission) leaves the button as it was.
  listen(toggle, 'click', () => (isFull() ? exit() : wrapper.requestFullscreen().catch(() => {})));
  // Swiper just laid itself out: only entering or leaving full screen needs it again.
  listen(document, 'fullscreenchange', () => {
    sync();
    swiper.update();
  });
  listen<KeyboardEvent>(wrapper, 'keydown', (event) => event.key === 'Escape' && exit());
  restorer.defer(exit);
}
