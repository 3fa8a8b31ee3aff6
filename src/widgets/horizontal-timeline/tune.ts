// What the shared carousel adapter does not set for the timeline, applied to the Swiper instance it
// built: the 50 px swipe rule and the debounced arrow update after a resize. The returned function
// takes both off again.
import type { Swiper } from 'swiper';
import { startAfterLayout } from '../../scheduling/layout';
import { ARROW_DEBOUNCE_MS, SWIPE_PX, swipeRatio } from './logic';

export function tuneSwiper(swiper: Swiper, report: (error: unknown) => void): () => void {
  const { params } = swiper;

  // Every release is judged by distance, however quick the drag: more than SWIPE_PX moves by one
  // group, less springs back.
  params.shortSwipes = false;
  params.longSwipesMs = 0;
  const fitRatio = () => {
    const group = (swiper.slidesSizesGrid[0] ?? 0) * (params.slidesPerGroup ?? 1);
    params.longSwipesRatio = swipeRatio(SWIPE_PX, params.threshold ?? 0, group);
  };
  swiper.on('touchStart', fitRatio);

  // Swiper follows the track's own size; the page can also change around it (a scrollbar coming or
  // going, the theme's breakpoints), so the edges and the arrows are checked once resizing stops,
  // right after a layout: in the timer's own task, Swiper's measuring laid out a page that had
  // changed meanwhile (a loop tab's turn sends a window resize).
  const stopped = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onResize = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      startAfterLayout(swiper.el, stopped.signal, () => swiper.destroyed || swiper.update()).catch(report);
    }, ARROW_DEBOUNCE_MS);
  };
  window.addEventListener('resize', onResize);

  return () => {
    stopped.abort();
    clearTimeout(timer);
    window.removeEventListener('resize', onResize);
    swiper.off('touchStart', fitRatio);
  };
}
