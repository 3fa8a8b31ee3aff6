import { defineWidget } from '../../runtime/define';
import { carouselSchemaWith } from '../../ui/carousel/schema';
import { createSlickCarousel } from '../../ui/carousel/SlickCarousel';

export default defineWidget({
  pattern: 'enhance',
  // The widget's own control defaults (2, 2 on tablet, 1 on mobile), not ha-carousel's.
  schema: carouselSchemaWith({ desktop: 2, tablet: 2, mobile: 1 }),
  Component: createSlickCarousel({
    track: '.ha-posts-carousel-wrapper',
    // The add-on prints its own slide class here; `.ha-slick-slide` is what its sibling carousels print.
    slide: '.ha-posts-carousel-slick, .ha-slick-slide',
    label: 'Posts',
    // Arrows and the rotation control must not cover titles and links.
    controls: 'outside',
  }),
});
