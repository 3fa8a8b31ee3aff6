export { createSlickCarousel } from './SlickCarousel';
export { findParts, hideServerArrows, mountCarousel, type CarouselMemory, type CarouselSpec } from './adapter';
