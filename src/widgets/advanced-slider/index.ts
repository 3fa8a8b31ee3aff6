// The stylesheets of this widget, in cascade order (see CONTRIBUTING.md, "Stylesheets").
import './base.css';
import './advanced-slider.css';
import 'swiper/css';
import 'swiper/css/pagination';
import 'swiper/css/scrollbar';
import 'swiper/css/effect-fade';
import 'swiper/css/effect-cube';
import 'swiper/css/effect-flip';
import 'swiper/css/effect-coverflow';
import '../../ui/round-control.css';
import '../../ui/carousel/carousel.css';
import './advanced-slider.css';
import { defineWidget } from '../../runtime';
import { AdvancedSlider } from './AdvancedSlider';
import { sliderSchema } from './settings';

export default defineWidget({
  // Adopt: a slide may hold a page-builder template with other widgets, so slides are only moved.
  requires: '.ha-slider-widget-wrapper',
  schema: sliderSchema,
  Component: AdvancedSlider,
});
