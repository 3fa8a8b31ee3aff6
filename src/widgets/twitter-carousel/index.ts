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
  requires: '.ha-tweet-carousel-items',
  // The base carousel's control defaults (3, 2 on tablet, 1 on mobile): a tweet card needs the width.
  schema: carouselSchemaWith({ desktop: 3, tablet: 2, mobile: 1 }),
  Component: createSlickCarousel({
    track: '.ha-tweet-carousel-items',
    slide: '.ha-slick-slide',
    label: 'Tweets',
    // Arrows and the rotation control must not cover the tweets' text and links.
    controls: 'outside',
  }),
});
