// Behaviour every Swiper-based slider shares, per the WAI-ARIA carousel pattern.
import type { Swiper } from 'swiper';
import { watchOnScreen } from '../on-screen';
import { ICONS } from '../carousel-rules';
import type { Kit } from './kit';

/** What a rebuild (device change) keeps: the position and the visitor's play/stop choice. */
export interface CarouselMemory {
  index: number;
  playing: boolean;
}

/** An arrow at the first or last position: marked disabled for sight and for assistive technology. */
export function markEdge(button: HTMLElement | null, atEdge: boolean, disabledClass: string): void {
  if (!button) return;
  button.classList.toggle(disabledClass, atEdge);
  if (atEdge) button.setAttribute('aria-disabled', 'true');
  else button.removeAttribute('aria-disabled');
}

/**
 * Focus on content in a slide out of view brings that slide into view (and undoes the browser's
 * own scrolling of the clipped track, which Swiper does not know about). Measured on focus rather
 * than followed by Swiper on every move (watchSlidesProgress).
 */
export function followFocus({ listen }: Kit, track: HTMLElement, swiper: Swiper): void {
  listen(track, 'focusin', (event) => {
    track.scrollLeft = 0;
    track.scrollTop = 0;
    const slide = (event.target as Element).closest<HTMLElement>('.swiper-slide');
    if (slide && !within(slide.getBoundingClientRect(), track.getBoundingClientRect())) swiper.slideTo(swiper.slides.indexOf(slide));
  });
}

const within = (inner: DOMRect, outer: DOMRect) =>
  inner.left >= outer.left - 1 && inner.right <= outer.right + 1 && inner.top >= outer.top - 1 && inner.bottom <= outer.bottom + 1;

/** Swiper parameters for `followSize`: Swiper's own resize observer and window listener are off. */
export const SIZE_FOLLOWED = { resizeObserver: false, updateOnWindowResize: false } as const;

/**
 * Has Swiper lay the carousel out again when its track changes size along the slides. Swiper's own
 * observer compares what it observes with the rounded size it read at set-up, so its first report,
 * for every carousel in one animation frame, laid each one out a second time for a fraction of a pixel.
 */
export function followSize({ undo, guard }: Kit, swiper: Swiper): void {
  // Swiper still turns every window `resize` into its `resize` event, on which its scrollbar measures
  // itself at once: a panel shown on the 500-widget bench page (a loop tab turning) then laid the
  // page out inside the panel's event (84 ms at 4x throttling under the profiler). The scrollbar
  // follows `observerUpdate`, which the observer below sends when the size really changes.
  swiper.off('resize');
  let size = swiper.size;
  let frame = 0;
  const observer = new ResizeObserver(([entry]) => {
    const box = entry.contentBoxSize[0];
    const now = swiper.isHorizontal() ? box.inlineSize : box.blockSize;
    if (Math.abs(now - size) < 1) return;
    size = now;
    // A frame later, like Swiper: a layout change inside the observer's report would loop. With
    // updateOnWindowResize off, Swiper runs its resize handling on `observerUpdate` alone.
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(guard(() => swiper.emit('observerUpdate')));
  });
  // Swiper starts in a resize observer's report: a target observed there at no greater depth is left
  // out of that report, and the browser raises "ResizeObserver loop completed with undelivered
  // notifications" on the window. Observed from the next frame on; its first report then catches a
  // change made meanwhile.
  const start = requestAnimationFrame(() => observer.observe(swiper.el));
  undo.defer(() => {
    cancelAnimationFrame(start);
    observer.disconnect();
    cancelAnimationFrame(frame);
  });
}

export interface RotationParts {
  region: HTMLElement;
  button: HTMLElement;
  live: HTMLElement;
  swiper: Swiper;
  memory: CarouselMemory;
  /** Further conditions for running (an outer carousel showing this one); `subscribe` re-checks. */
  allowed?: { isActive(): boolean; subscribe(fn: () => void): () => void };
}

/**
 * The rotation control: autoplay runs while the visitor wants it, the carousel is on screen and
 * neither the pointer nor keyboard focus is on it; the live region is quiet while it runs.
 */
export function attachRotation({ listen, undo, guard }: Kit, { region, button, live, swiper, memory, allowed }: RotationParts): void {
  // A rebuild (device change) may happen under the pointer or with focus inside.
  let hovered = region.matches(':hover');
  let focused = region.contains(document.activeElement) && document.activeElement!.matches(':focus-visible');
  // Off screen until the observer's first report: carousels out of view cost nothing.
  let onScreen = false;
  const sync = () => {
    const run = memory.playing && onScreen && !hovered && !focused && (allowed?.isActive() ?? true);
    if (run && !swiper.autoplay.running) swiper.autoplay.start();
    if (!run && swiper.autoplay.running) swiper.autoplay.stop();
    live.setAttribute('aria-live', run ? 'off' : 'polite');
    button.setAttribute('aria-label', memory.playing ? 'Stop automatic slide show' : 'Start automatic slide show');
    button.innerHTML = memory.playing ? ICONS.pause : ICONS.play;
  };
  listen(button, 'click', () => {
    memory.playing = !memory.playing;
    sync();
  });
  const hover = (event: PointerEvent, over: boolean) => {
    if (event.pointerType !== 'mouse') return;
    hovered = over;
    sync();
  };
  listen<PointerEvent>(region, 'pointerenter', (event) => hover(event, true));
  listen<PointerEvent>(region, 'pointerleave', (event) => hover(event, false));
  // Keyboard focus only: a mouse click on a control is already covered by hover.
  listen(region, 'focusin', (event) => {
    if (!(event.target as Element).matches(':focus-visible')) return;
    focused = true;
    sync();
  });
  listen<FocusEvent>(region, 'focusout', (event) => {
    if (region.contains(event.relatedTarget as Node | null)) return;
    focused = false;
    sync();
  });
  if (allowed) undo.defer(allowed.subscribe(guard(sync)));
  undo.defer(
    watchOnScreen(
      region,
      guard((visible: boolean) => {
        onScreen = visible;
        sync();
      }),
    ),
  );
  sync();
}

/** A polite, atomic live region for slide announcements. */
export function createLiveRegion({ create }: Kit): HTMLElement {
  const live = create('div', 'ha-swiper__live');
  live.setAttribute('aria-live', 'polite');
  live.setAttribute('aria-atomic', 'true');
  return live;
}
