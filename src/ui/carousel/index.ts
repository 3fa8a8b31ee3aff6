// The carousel engine: the features (../carousel-features) and the carousel family's composition of
// them (adapter.ts). Every carousel, the family and the advanced slider alike, imports the engine
// from here, so esbuild makes one chunk of it: a feature imported on its own by some carousels would
// be a chunk of its own, one more file for every carousel.
export * from '../carousel-features';
export { createSlickCarousel } from './SlickCarousel';
export { findParts, hideServerArrows, mountCarousel, type CarouselSpec } from './adapter';
