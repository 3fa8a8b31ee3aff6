// Swiper on the advanced slider's markup (`.ha-slider-widget-wrapper` > `.ha-slider-container` >
// slides), with the controls the settings ask for: the server's arrows (or new ones), pagination,
// scrollbar, a thumbnail strip, a full-screen button, a rotation control and a live region, per
// the WAI-ARIA carousel pattern. Server nodes are moved, never cloned (slides may hold other
// widgets), and every change is undone on unmount. The markup is changed at once and Swiper starts
// a rendering update later (see ../../ui/carousel/after-layout.ts).
import 'swiper/css';
import 'swiper/css/pagination';
import 'swiper/css/scrollbar';
import 'swiper/css/effect-fade';
import 'swiper/css/effect-cube';
import 'swiper/css/effect-flip';
import 'swiper/css/effect-coverflow';
import '../../ui/carousel/carousel.css';
import type { PaginationOptions } from 'swiper/types';
import {
  SIZE_FOLLOWED,
  attachRotation,
  createLiveRegion,
  followFocus,
  followSize,
  markEdge,
  type CarouselMemory,
} from '../../ui/carousel';
import { ICONS } from '../../ui/carousel-rules';
import { createKit, type Kit } from '../../ui/carousel';
import { announcement, pageCount, slideLabel, slideWidth, startClasses } from '../../ui/carousel-rules';
import { keepMoves, type Moves } from '../../ui/carousel';
import { createUndo, type Undo } from '../../ui/carousel-rules';
import { isActivationKey } from '../../ui/keys';
import { nameLandmark } from '../../ui/landmark-name';
import { startOrUndoAfterLayout } from '../../ui/carousel';
import { child, childrenWith, gapSide, setCurrent } from './dom';
import { bulletHtml, fractionHtml, swiperParams, type SliderOptions } from './logic';
import { prepareThumbs, startThumbs, type ThumbStrip } from './thumbs';

// A dynamic import keeps Swiper in the vendor chunk shared with the other carousels.
const { Swiper, Autoplay, Pagination, Scrollbar, EffectFade, EffectCube, EffectFlip, EffectCoverflow } = await import('./vendor');

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
export function hideServerControls(parts: SliderParts): () => void {
  const undo = createUndo();
  for (const el of [parts.prev, parts.next, parts.thumbs]) if (el) undo.addClass(el, 'ha-swiper__off');
  return () => undo.restore();
}

export function mountSlider(parts: SliderParts, options: SliderOptions, context: MountContext): () => void {
  const undo = createUndo();
  try {
    build(undo, parts, options, context);
  } catch (error) {
    undo.restore();
    throw error;
  }
  return () => undo.restore();
}

const svg = (path: string) =>
  `<svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20"><path d="${path}"/></svg>`;
const FULLSCREEN_ICONS = {
  enter: svg('M4 4h6v2H6v4H4zm10 0h6v6h-2V6h-4zM4 14h2v4h4v2H4zm14 0h2v6h-6v-2h4z'),
  exit: svg('M8 4h2v6H4V8h4zm6 0h2v4h4v2h-6zM4 14h6v6H8v-4H4zm10 0h6v2h-4v4h-2z'),
};

type SwiperInstance = InstanceType<typeof Swiper>;

function build(undo: Undo, parts: SliderParts, options: SliderOptions, context: MountContext) {
  const k = createKit(undo, context.report);
  // Vertical mode measures the slides for its height: the markup waits with Swiper.
  if (options.vertical)
    return startOrUndoAfterLayout(parts.container, undo, context.report, () => {
      const prepared = prepare(k, parts, options, context);
      start(k, prepared, create(prepared, options, context), options, context);
    });
  // Made now and started after the layout (see ui/carousel/after-layout.ts): making it is about half of a start.
  const prepared = prepare(k, parts, options, context);
  const swiper = create(prepared, options, context);
  startOrUndoAfterLayout(parts.container, undo, context.report, () => start(k, prepared, swiper, options, context));
}

/** The markup once prepared for Swiper. */
interface Prepared {
  wrapper: HTMLElement;
  container: HTMLElement;
  /** In display order. */
  slides: HTMLElement[];
  prev: HTMLElement | null;
  next: HTMLElement | null;
  rotation: HTMLElement | null;
  paginationEl: HTMLElement | null;
  scrollbarEl: HTMLElement | null;
  thumbs: ThumbStrip | null;
  live: HTMLElement;
  moves: Moves<SwiperInstance>;
}

/** Every change to the markup, with the slides as wide and as far apart as Swiper will set them. */
function prepare(k: Kit, parts: SliderParts, options: SliderOptions, context: MountContext): Prepared {
  const { wrapper, container } = parts;
  const slides = context.order.map((i) => parts.slides[i]);
  const count = slides.length;
  const { undo, create, keep, keepChildren, listen } = k;

  keepChildren(wrapper);
  keepChildren(container);
  keep(wrapper, container, ...slides);

  wrapper.classList.add('ha-swiper', 'ha-advanced-slider');
  wrapper.setAttribute('role', 'region');
  wrapper.setAttribute('aria-roledescription', 'carousel');
  wrapper.setAttribute('aria-label', context.label);
  undo.defer(nameLandmark(wrapper, context.label));
  if (options.width) wrapper.style.width = options.width;
  container.classList.add('swiper', ...startClasses(options, count));
  if (options.height) container.style.height = options.height;

  let track = parts.track;
  if (track) {
    keepChildren(track);
    keep(track);
    track.classList.add('swiper-wrapper');
  } else {
    track = create('div', 'swiper-wrapper');
    parts.slides[0].before(track);
  }
  track.append(...slides);
  const { perView, space } = options;
  const side = space && !options.vertical ? gapSide(container) : null;
  slides.forEach((slide, index) => {
    slide.classList.add('swiper-slide');
    slide.setAttribute('role', 'group');
    slide.setAttribute('aria-roledescription', 'slide');
    slide.setAttribute('aria-label', slideLabel(index, count));
    if (!options.vertical) slide.style.width = slideWidth(perView, space);
    if (side) slide.style[side] = `${space}px`;
    // The 3D effects leave their shadows in the slides.
    undo.defer(() => slide.querySelectorAll(':scope > [class^="swiper-slide-shadow"]').forEach((el) => el.remove()));
  });

  const rotation = options.autoplay ? k.button('ha-swiper__rotation ha-round-control') : null;
  if (rotation) wrapper.prepend(rotation);

  /** The server's arrow (made a named button) or a new one; the server's hidden when unused. */
  const arrow = (server: HTMLElement | null, dir: 'prev' | 'next', name: string): HTMLElement | null => {
    keep(server);
    if (!options.arrows) {
      server?.classList.add('ha-swiper__off');
      return null;
    }
    const el = server ?? k.button(`ha-slider-${dir}`, ICONS[dir]);
    if (el.tagName !== 'BUTTON') {
      el.setAttribute('role', 'button');
      el.tabIndex = 0;
    }
    el.classList.add('ha-swiper__arrow', `ha-swiper__arrow--${dir}`, 'ha-round-control');
    if (!el.getAttribute('aria-label') && !el.textContent?.trim()) el.setAttribute('aria-label', name);
    return el;
  };
  const prev = arrow(parts.prev, 'prev', 'Previous slide');
  const next = arrow(parts.next, 'next', 'Next slide');
  container.after(...[prev, next].filter((el) => el && el !== parts.prev && el !== parts.next) as HTMLElement[]);

  /** The server's element for a control, or a new one at the end of `parent`. */
  const control = (server: HTMLElement | null, parent: HTMLElement, className: string) => {
    if (!server) return parent.appendChild(create('div', className));
    keep(server);
    keepChildren(server);
    return server;
  };
  const paginationEl =
    options.pagination === 'none' ? null : control(parts.pagination, container, 'swiper-pagination ha-slider-pagination');
  paginationEl?.classList.add(`ha-slider-pagination--${options.pagination}`);
  const scrollbarEl = options.scrollbar ? control(parts.scrollbar, container, 'swiper-scrollbar ha-slider-scrollbar') : null;
  // Pointer-only views of the position; the live region and the buttons serve everyone else.
  for (const el of [scrollbarEl, options.pagination === 'progressbar' && paginationEl]) if (el) el.setAttribute('aria-hidden', 'true');

  const thumbs = options.thumbs ? prepareThumbs(k, parts, slides, options, context.order) : null;
  if (!thumbs && parts.thumbs) {
    keep(parts.thumbs);
    parts.thumbs.classList.add('ha-swiper__off');
  }

  const live = createLiveRegion(k);
  wrapper.append(live);
  const moves = keepMoves<SwiperInstance>(k, { prev, next });
  if (thumbs)
    listen(thumbs.strip, 'click', (event) => {
      const index = thumbs.thumbs.indexOf((event.target as Element).closest('.ha-slider-gallery-slide') as HTMLElement);
      if (index >= 0) moves.make((swiper) => (options.loop ? swiper.slideToLoop(index) : swiper.slideTo(index)));
    });
  addKeys(k, wrapper, moves);
  return { wrapper, container, slides, prev, next, rotation, paginationEl, scrollbarEl, thumbs, live, moves };
}

/** Swiper on the prepared markup, not started yet (`init()` starts it). */
function create(prepared: Prepared, options: SliderOptions, context: MountContext): SwiperInstance {
  const { container, slides, paginationEl, scrollbarEl } = prepared;
  const count = slides.length;
  const pagination: PaginationOptions | false = !!paginationEl && {
    el: paginationEl,
    clickable: true,
    type: options.pagination === 'fraction' ? 'fraction' : options.pagination === 'progressbar' ? 'progressbar' : 'bullets',
    // Called by Swiper with itself as `this`, while it starts.
    renderBullet(this: SwiperInstance, index: number, className: string) {
      const pages = pageCount(options.loop, count, 1, this.snapGrid.length);
      return bulletHtml(index, className, options.pagination === 'numbers', pages, count);
    },
    renderFraction: (currentClass, totalClass) => fractionHtml(options.fraction, currentClass, totalClass),
  };
  return new Swiper(container, {
    modules: [Autoplay, Pagination, Scrollbar, EffectFade, EffectCube, EffectFlip, EffectCoverflow],
    ...swiperParams(options, context.memory.index),
    pagination,
    scrollbar: scrollbarEl ? { el: scrollbarEl, draggable: true, hide: options.scrollbarHide } : false,
    ...SIZE_FOLLOWED,
    init: false,
  });
}

function start(k: Kit, prepared: Prepared, swiper: SwiperInstance, options: SliderOptions, context: MountContext) {
  const { wrapper, container, slides, prev, next, rotation, paginationEl, live, moves } = prepared;
  const { undo, guard } = k;
  const { memory } = context;
  const count = slides.length;

  // Vertical mode needs a height that does not come from the slides (Swiper sizes them from it):
  // when the slider has none without its slides, the tallest slide's times the view.
  if (options.vertical && !options.height) {
    const tallest = Math.max(...slides.map((slide) => slide.offsetHeight));
    slides.forEach((slide) => (slide.style.display = 'none'));
    const free = container.offsetHeight < 1;
    slides.forEach((slide) => (slide.style.display = ''));
    if (free) container.style.height = `${tallest * options.perView}px`;
  }

  swiper.init();
  undo.defer(() => swiper.destroy(true, true));
  followSize(k, swiper);
  // The strip is a second Swiper: it starts in a turn of its own, after the next layout. Started
  // here, it measured its thumbs on the page the main start had just changed, and the two made one
  // start of 21 to 26 ms at 4x throttling on the 500-widget bench page.
  let thumbs: ReturnType<typeof startThumbs> | null = null;
  const strip = prepared.thumbs;
  if (strip)
    startOrUndoAfterLayout(strip.strip, undo, context.report, () => {
      thumbs = startThumbs(k, strip, options);
      thumbs.show(swiper.realIndex);
    });

  /** Controls follow the position; the live region speaks only when the slide really changes. */
  const sync = () => {
    memory.index = swiper.realIndex;
    if (!options.loop && !options.rewind) {
      markEdge(prev, swiper.isBeginning, 'swiper-button-disabled');
      markEdge(next, swiper.isEnd, 'swiper-button-disabled');
    }
    for (const bullet of paginationEl?.querySelectorAll('button') ?? [])
      setCurrent(bullet, bullet.classList.contains('swiper-pagination-bullet-active'));
    thumbs?.show(swiper.realIndex);
  };
  sync();
  swiper.on('slideChange toEdge fromEdge paginationUpdate', guard(sync));
  swiper.on(
    'realIndexChange',
    guard(() => {
      sync();
      live.textContent = announcement(swiper.realIndex, count);
    }),
  );

  moves.start(swiper);
  followFocus(k, container, swiper);
  if (options.fullscreen && document.fullscreenEnabled) addFullscreen(k, wrapper, swiper);
  if (rotation) attachRotation(k, { region: wrapper, button: rotation, live, swiper, memory });
}

const ARROW_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

/**
 * Arrow keys move the slider from any of its controls (not from content inside the slides);
 * Enter and Space press the server's div arrows and the thumbnails.
 */
function addKeys({ listen }: Kit, wrapper: HTMLElement, moves: Moves<SwiperInstance>) {
  listen<KeyboardEvent>(wrapper, 'keydown', (event) => {
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
function addFullscreen({ button, listen, undo, report }: Kit, wrapper: HTMLElement, swiper: SwiperInstance) {
  const toggle = button('ha-slider-fullscreen ha-round-control');
  toggle.setAttribute('aria-label', 'Full screen');
  wrapper.append(toggle);
  const isFull = () => document.fullscreenElement === wrapper;
  const exit = () => {
    if (isFull()) document.exitFullscreen().catch(report);
  };
  const sync = () => {
    toggle.setAttribute('aria-pressed', String(isFull()));
    toggle.innerHTML = FULLSCREEN_ICONS[isFull() ? 'exit' : 'enter'];
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
  undo.defer(exit);
}
