// The stylesheets of this widget, in cascade order (see CONTRIBUTING.md, "Stylesheets").
import './base.css';
import 'swiper/css';
import 'swiper/css/effect-fade';
import '../../ui/round-control.css';
import '../../ui/carousel/carousel.css';
import { defineWidget } from '../../runtime';
import { carouselSchema } from '../../ui/carousel-rules';
import { createSlickCarousel } from '../../ui/carousel';

export default defineWidget({
  requires: '.hajs-slick',
  schema: carouselSchema,
  Component: createSlickCarousel({ track: '.hajs-slick', slide: '.ha-slick-slide', label: 'Images' }),
});
