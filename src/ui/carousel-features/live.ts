// A polite, atomic live region that announces the slide shown; the position is kept for rebuilds.
import { announcement } from '../slide-controls';
import type { CarouselContext } from './context';

/** Appends the live region to `parent` (the region by default); returns it. */
export function liveRegion(context: CarouselContext, parent: HTMLElement = context.region): HTMLElement {
  const { restorer, memory, slides } = context;
  const live = restorer.create('div', 'ha-swiper__live');
  live.setAttribute('aria-live', 'polite');
  live.setAttribute('aria-atomic', 'true');
  parent.append(live);
  context.onStart((swiper) => {
    const follow = context.guard(() => {
      memory.index = swiper.realIndex;
      live.textContent = announcement(swiper.realIndex, slides.length);
    });
    swiper.on('realIndexChange', follow);
    // Undone before Swiper is destroyed: taking its loop apart moves the slides and changes the
    // index, which would make a rebuild (another device's settings) start on the wrong slide.
    restorer.defer(() => swiper.off('realIndexChange', follow));
  });
  return live;
}
