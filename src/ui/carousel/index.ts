export { SIZE_FOLLOWED, attachRotation, createLiveRegion, followFocus, followSize, markEdge, type CarouselMemory } from './behaviours';
export { createKit, type Kit } from './kit';
export { keepMoves, type Moves } from './moves';
export { startOrUndoAfterLayout } from './after-layout';
export { createSlickCarousel } from './SlickCarousel';
export { findParts, hideServerArrows, mountCarousel, type CarouselSpec } from './adapter';
