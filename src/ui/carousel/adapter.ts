// Swiper on the add-on's slick-style markup: the track becomes the Swiper element, its slides are
// moved (never cloned) into a wrapper, and arrows, dots, a rotation control and a live region are
// added per the WAI-ARIA carousel pattern. A carousel whose track carries a uid is published for
// remote controls (registry.ts); inside a loop carousel its autoplay follows the outer carousel
// (loop-carousel.ts). Everything is undone on unmount.
// The markup is changed at once and Swiper starts a rendering update later (see after-layout.ts).
import {
  SIZE_FOLLOWED,
  attachRotation,
  createLiveRegion,
  followFocus,
  followSize,
  markEdge,
  type CarouselMemory,
} from './behaviours';
import { ICONS } from '../carousel-rules';
import { createKit, type Kit } from './kit';
import {
  MIN_CAROUSEL_WIDTH,
  announcement,
  currentPage,
  pageCount,
  slideLabel,
  slideWidth,
  startClasses,
  swiperParams,
  type CarouselOptions,
} from '../carousel-rules';
import { findOuterCarousel } from './loop-carousel';
import { keepMoves, type Moves } from './moves';
import { nameLandmark } from '../landmark-name';
import { startOrUndoAfterLayout } from './after-layout';
import { publishCarousel, remoteUid } from '../carousel-registry';
import { createUndo, type Undo } from '../carousel-rules';

export type { CarouselMemory };

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

/** The controls added to the markup before Swiper starts. */
interface Controls {
  prev: HTMLElement | null;
  next: HTMLElement | null;
  dots: HTMLElement | null;
  fraction: HTMLElement | null;
  rotation: HTMLElement | null;
  live: HTMLElement;
  moves: Moves<SwiperInstance>;
}

export function findParts(container: HTMLElement, spec: CarouselSpec): CarouselParts | null {
  const track = container.querySelector<HTMLElement>(spec.track);
  if (!track) return null;
  const slides = [...track.children].filter((el): el is HTMLElement => el instanceof HTMLElement && el.matches(spec.slide));
  const beside = (selector: string) =>
    [...container.querySelectorAll<HTMLElement>(selector)].find((el) => !track.contains(el)) ?? null;
  return { track, slides, prev: beside(spec.prev ?? '.slick-prev'), next: beside(spec.next ?? '.slick-next') };
}

/**
 * With too few slides there is no carousel, and the arrows the server printed would do nothing:
 * they are hidden (as the original did) until unmount.
 */
export function hideServerArrows(parts: CarouselParts): () => void {
  const undo = createUndo();
  for (const arrow of [parts.prev, parts.next]) if (arrow) undo.addClass(arrow, 'ha-swiper__off');
  return () => undo.restore();
}

/** Builds the carousel; returns the function that takes it all down again. */
export function mountCarousel(
  container: HTMLElement,
  parts: CarouselParts,
  options: CarouselOptions,
  context: MountContext,
): () => void {
  const undo = createUndo();
  try {
    build(undo, container, parts, options, context);
  } catch (error) {
    undo.restore();
    throw error;
  }
  return () => undo.restore();
}

function build(undo: Undo, container: HTMLElement, parts: CarouselParts, options: CarouselOptions, context: MountContext) {
  const kit = createKit(undo, context.report);
  // Made now and started after the layout (see after-layout.ts): making it is about half of a start.
  const swiper = new Swiper(parts.track, {
    modules: [Autoplay, EffectFade],
    ...swiperParams(options, context.memory.index),
    ...SIZE_FOLLOWED,
    init: false,
  });
  const start = (controls: Controls) => startSwiper(kit, swiper, container, parts, controls, options, context);
  // Vertical mode measures the slides for its height: the markup waits with Swiper.
  if (options.vertical) return startOrUndoAfterLayout(parts.track, undo, context.report, () => start(prepare(kit, container, parts, options, context)));
  const controls = prepare(kit, container, parts, options, context);
  startOrUndoAfterLayout(parts.track, undo, context.report, () => start(controls));
}

/** Every change to the markup, with the slides at the width Swiper will give them. */
function prepare(kit: Kit, container: HTMLElement, parts: CarouselParts, options: CarouselOptions, context: MountContext): Controls {
  const { undo, create } = kit;
  const { track, slides } = parts;
  const count = slides.length;

  undo.addClass(container, 'ha-swiper');
  if (context.controls === 'outside') undo.addClass(container, 'ha-swiper--outside');
  undo.attr(container, 'role', 'region');
  undo.attr(container, 'aria-roledescription', 'carousel');
  undo.attr(container, 'aria-label', context.label);
  undo.defer(nameLandmark(container, context.label));

  // Slides go back to their places last, after Swiper has let go of them.
  const original = [...track.childNodes];
  undo.defer(() => track.replaceChildren(...original));
  undo.snapshot(track);
  track.classList.add('swiper', 'slick-initialized', ...startClasses({ vertical: options.vertical, effect: options.fade ? 'fade' : 'slide' }, count));
  if (options.perView === 'auto') track.classList.add('ha-swiper--auto');
  const wrapper = document.createElement('div');
  wrapper.className = 'swiper-wrapper';
  slides[0].before(wrapper);
  wrapper.append(...slides);
  // Centre mode: the first slide in the middle, where Swiper will put it (and the premount stylesheet).
  const centring = options.centered && !options.vertical && typeof options.perView === 'number' ? 50 - 50 / options.perView : 0;
  // Its sign follows the page's direction in CSS (carousel.css): computed here, the style of a page
  // still mounting was worked out at once (up to 260 ms at 4x on the 100-widget bench page).
  if (centring) wrapper.style.transform = `translateX(calc(${centring}% * var(--ha-swiper-flow, 1)))`;
  slides.forEach((slide, index) => {
    undo.snapshot(slide);
    slide.classList.add('swiper-slide');
    slide.setAttribute('role', 'group');
    slide.setAttribute('aria-roledescription', 'slide');
    slide.setAttribute('aria-label', slideLabel(index, count));
    if (typeof options.perView === 'number' && !options.vertical) slide.style.width = slideWidth(options.perView);
  });

  const rotation = options.autoplay ? create('button', 'ha-swiper__rotation ha-round-control') : null;
  if (rotation) {
    rotation.type = 'button';
    container.prepend(rotation);
  }
  /** The server's arrow button when it printed one (named if unnamed), else a new one; hidden when unused. */
  const arrow = (server: HTMLElement | null, dir: 'prev' | 'next', name: string): HTMLElement | null => {
    if (server) undo.snapshot(server);
    if (!options.arrows) {
      server?.classList.add('ha-swiper__off');
      return null;
    }
    const button = server ?? create('button', `slick-${dir} slick-arrow`, ICONS[dir]);
    if (!server) button.setAttribute('type', 'button');
    button.classList.add('ha-swiper__arrow', `ha-swiper__arrow--${dir}`, 'ha-round-control');
    if (!button.getAttribute('aria-label') && !button.textContent?.trim()) button.setAttribute('aria-label', name);
    return button;
  };
  const prev = arrow(parts.prev, 'prev', 'Previous slide');
  const next = arrow(parts.next, 'next', 'Next slide');
  track.after(...[prev, next].filter((button) => button && button !== parts.prev && button !== parts.next) as HTMLElement[]);
  const dots = options.dots ? create('ul', 'slick-dots ha-swiper__dots') : null;
  const fraction = options.fraction ? create('div', 'ha-swiper__fraction') : null;
  const live = createLiveRegion(kit);
  container.append(...[dots, fraction, live].filter((el) => el !== null));
  const moves = keepMoves<SwiperInstance>(kit, { prev, next });
  return { prev, next, dots, fraction, rotation, live, moves };
}

function startSwiper(
  kit: Kit,
  swiper: SwiperInstance,
  container: HTMLElement,
  { track, slides }: CarouselParts,
  { prev, next, dots, fraction, rotation, live, moves }: Controls,
  options: CarouselOptions,
  context: MountContext,
) {
  const { undo, guard, listen } = kit;
  const { memory } = context;
  const count = slides.length;

  // Vertical mode needs a height: the tallest slide's content times the slides in view.
  const fitHeight = (view: number | 'auto' = 1) => {
    const tallest = Math.max(0, ...slides.map(contentHeight));
    if (tallest > 0) track.style.height = `${tallest * (view === 'auto' ? 1 : view)}px`;
  };
  if (options.vertical) fitHeight(track.clientWidth >= MIN_CAROUSEL_WIDTH ? options.perView : 1);

  swiper.init();
  undo.defer(() => swiper.destroy(true, true));
  followSize(kit, swiper);
  if (context.tune) undo.defer(context.tune(swiper));

  if (options.vertical) {
    const refit = () => {
      fitHeight(swiper.params.slidesPerView);
      swiper.update();
    };
    // Image loads do not bubble: listen in the capture phase.
    listen(track, 'load', refit, true);
    swiper.on('breakpoint', guard(refit));
  }

  const group = () => swiper.params.slidesPerGroup ?? 1;
  const goToPage = (page: number) => (options.loop ? swiper.slideToLoop(page * group()) : swiper.slideTo(page * group()));

  const renderPages = () => {
    const total = pageCount(options.loop, count, group(), swiper.snapGrid.length);
    const current = currentPage(options.loop, swiper.realIndex, group(), swiper.snapIndex);
    if (dots) {
      if (dots.children.length !== total) {
        dots.replaceChildren(
          ...Array.from({ length: total }, (_, page) => {
            const item = document.createElement('li');
            const button = document.createElement('button');
            button.type = 'button';
            button.textContent = String(page + 1);
            button.setAttribute('aria-label', total === count ? `Go to slide ${page + 1}` : `Go to page ${page + 1} of ${total}`);
            item.append(button);
            return item;
          }),
        );
      }
      [...dots.children].forEach((item, page) => {
        item.classList.toggle('slick-active', page === current);
        if (page === current) item.firstElementChild?.setAttribute('aria-current', 'true');
        else item.firstElementChild?.removeAttribute('aria-current');
      });
    }
    if (fraction) fraction.textContent = `${current + 1} / ${total}`;
    if (!options.loop && !options.rewind) {
      markEdge(prev, swiper.isBeginning, 'slick-disabled');
      markEdge(next, swiper.isEnd, 'slick-disabled');
    }
  };
  renderPages();
  swiper.on('slideChange snapIndexChange snapGridLengthChange breakpoint toEdge fromEdge', guard(renderPages));
  swiper.on(
    'realIndexChange',
    guard(() => {
      memory.index = swiper.realIndex;
      live.textContent = announcement(swiper.realIndex, count);
    }),
  );

  const uid = remoteUid(track);
  if (uid) {
    const wraps = options.loop || options.rewind;
    const listeners = new Set<() => void>();
    swiper.on('slideChange realIndexChange snapIndexChange toEdge fromEdge breakpoint', guard(() => listeners.forEach((fn) => fn())));
    undo.defer(
      publishCarousel(uid, {
        label: context.label,
        position: () => ({
          index: swiper.realIndex,
          count,
          canPrev: wraps || !swiper.isBeginning,
          canNext: wraps || !swiper.isEnd,
        }),
        image: (index) => slideImage(slides[index]),
        next: () => swiper.slideNext(),
        prev: () => swiper.slidePrev(),
        subscribe(onChange) {
          listeners.add(onChange);
          return () => listeners.delete(onChange);
        },
      }),
    );
  }

  moves.start(swiper);
  if (dots)
    listen(dots, 'click', (event) => {
      const button = (event.target as Element).closest('button');
      if (button && dots.contains(button)) goToPage([...dots.querySelectorAll('button')].indexOf(button));
    });

  followFocus(kit, track, swiper);
  // Looked for on every build, autoplay or not: a loop carousel without its parts is warned about.
  const outer = findOuterCarousel(container) ?? undefined;
  if (rotation) attachRotation(kit, { region: container, button: rotation, live, swiper, memory, allowed: outer });
}

function slideImage(slide: HTMLElement | undefined): string | null {
  const image = slide?.querySelector('img');
  return image?.currentSrc || image?.src || null;
}

function contentHeight(slide: HTMLElement): number {
  return [...slide.children].reduce((sum, child) => sum + child.getBoundingClientRect().height, 0);
}
