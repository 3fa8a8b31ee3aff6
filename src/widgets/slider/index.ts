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
  requires: '.hajs-slick',
  // The slider has no slides-to-show control, so the server prints none: one slide at a time on
  // every device (the original's own fallback), unless a value is given.
  schema: carouselSchemaWith({ desktop: 1, tablet: 1, mobile: 1 }),
  Component: createSlickCarousel({ track: '.hajs-slick', slide: '.ha-slick-slide', label: 'Slides' }),
});
