// Shared scrolling for the navigation widgets (table of contents, one-page and scroll navigation):
// smooth scrolling with a duration and an offset that honours reduced motion, and the current item
// following the scroll.
export { smoothScrollTo, pageTop, clampScroll, swing, isScrolling, type SmoothScroll, type ScrollOptions } from './smooth-scroll';
export { atPageEnd, lastPassed, lastInView, spanning, type Span } from './current';
export { followCurrent, type Follower, type PickCurrent, type Viewport } from './follow';
