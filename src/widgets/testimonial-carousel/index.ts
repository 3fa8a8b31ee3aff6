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
  requires: '.ha-testimonial-carousel__wrap',
  // The widget's own control defaults (3, 3 on tablet, 2 on mobile), not ha-carousel's.
  schema: carouselSchemaWith({ desktop: 3, tablet: 3, mobile: 2 }),
  Component: createSlickCarousel({
    track: '.ha-testimonial-carousel__wrap',
    // The add-on prints its own slide class here; `.ha-slick-slide` is what its sibling carousels print.
    slide: '.ha-testimonial-carousel-slick-slide, .ha-slick-slide',
    label: 'Testimonials',
    // Arrows and the rotation control must not cover the quotes.
    controls: 'outside',
  }),
});
