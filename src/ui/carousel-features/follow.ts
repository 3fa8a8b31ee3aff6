// Swiper following the page: focus moving into a slide out of view, and the track changing size.
import type { Swiper } from 'swiper';
import type { CarouselContext } from './context';

/**
 * Focus on content in a slide out of view brings that slide into view (and undoes the browser's
 * own scrolling of the clipped track, which Swiper does not know about). Measured on focus rather
 * than followed by Swiper on every move (watchSlidesProgress).
 */
export function followFocus({ listen }: Pick<CarouselContext, 'listen'>, track: HTMLElement, swiper: Swiper): void {
  listen(track, 'focusin', (event) => {
    track.scrollLeft = 0;
    track.scrollTop = 0;
    const slide = (event.target as Element).closest<HTMLElement>('.swiper-slide');
    if (slide && !within(slide.getBoundingClientRect(), track.getBoundingClientRect())) swiper.slideTo(swiper.slides.indexOf(slide));
  });
}

const within = (inner: DOMRect, outer: DOMRect) =>
  inner.left >= outer.left - 1 && inner.right <= outer.right + 1 && inner.top >= outer.top - 1 && inner.bottom <= outer.bottom + 1;

/**
 * Has Swiper lay the carousel out again when its track changes size along the slides (Swiper's
 * parameters from `SIZE_FOLLOWED`). Swiper's own observer compares what it observes with the rounded
 * size it read at set-up, so its first report, for every carousel in one animation frame, laid each
 * one out a second time for a fraction of a pixel.
 */
export function followSize({ restorer, guard }: Pick<CarouselContext, 'restorer' | 'guard'>, swiper: Swiper): void {
  // Swiper still turns every window `resize` into its `resize` event, on which its scrollbar measures
  // itself at once: a panel shown on a large page (a loop tab turning) then laid the page out inside
  // the panel's event. The scrollbar follows `observerUpdate`, which the observer below sends when
  // the size really changes.
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
  restorer.defer(() => {
    cancelAnimationFrame(start);
    observer.disconnect();
    cancelAnimationFrame(frame);
  });
}
