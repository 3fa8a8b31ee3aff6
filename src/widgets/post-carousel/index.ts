// The stylesheets of this widget, in cascade order (see CONTRIBUTING.md, "Stylesheets").
import './base.css';
import 'swiper/css';
import 'swiper/css/effect-fade';
import '../../ui/round-control.css';
import '../../ui/carousel/carousel.css';
import { defineWidget } from '../../runtime';
import { carouselSchemaWith } from '../../ui/carousel-rules';
import { createSlickCarousel } from '../../ui/carousel';

export default defineWidget({
  requires: '.ha-posts-carousel-wrapper',
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
