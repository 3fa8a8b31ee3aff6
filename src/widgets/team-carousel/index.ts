import { defineWidget } from '../../runtime/define';
import { carouselSchemaWith } from '../../ui/carousel/schema';
import { createSlickCarousel } from '../../ui/carousel/SlickCarousel';

export default defineWidget({
  pattern: 'enhance',
  // The widget's own control defaults (3, 3 on tablet, 2 on mobile), not ha-carousel's.
  schema: carouselSchemaWith({ desktop: 3, tablet: 3, mobile: 2 }),
  Component: createSlickCarousel({
    track: '.ha-team-carousel-wrap',
    slide: '.ha-slick-slide',
    label: 'Team members',
    // Arrows and the rotation control must not cover names and social links.
    controls: 'outside',
  }),
});
