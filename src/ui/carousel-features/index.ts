export { SIZE_FOLLOWED, composeCarousel, hideControls, prepareAndStart, type CarouselContext, type CarouselMemory, type CarouselParts } from './context';
export { carouselRegion, slideGroups } from './region';
export { arrows } from './arrows';
export { liveRegion } from './live';
export { autoplayControl, type AutoplayAllowed } from './autoplay';
export { followSize } from './follow';
export { startOrUndoAfterLayout } from './after-layout';
