// The stylesheets of this widget, in cascade order (see CONTRIBUTING.md, "Stylesheets").
import './base.css';
import 'swiper/css';
import 'swiper/css/effect-fade';
import '../../ui/round-control.css';
import '../../ui/carousel/carousel.css';
import { defineWidget } from '../../runtime';
import { carouselSchemaWith } from '../../ui/carousel-rules';
import { createSlickCarousel } from '../../ui/carousel';

const carouselOf = (label: string) =>
  createSlickCarousel({
    track: '.ha-product-cat-carousel',
    // The add-on prints its items as the track's children; '.ha-slick-slide' is its siblings' class.
    slide: '.ha-product-cat-carousel-item, .ha-slick-slide',
    label,
    // Arrows and the rotation control must not cover the category names.
    controls: 'outside',
  });
const Products = carouselOf('Product categories');
const Downloads = carouselOf('Download categories');

export default defineWidget({
  requires: '.ha-product-cat-carousel',
  // The widget's own control defaults (4, 3 on tablet, 2 on mobile), not ha-carousel's.
  schema: carouselSchemaWith({ desktop: 4, tablet: 3, mobile: 2 }),
  Component: (props) => (props.env.type == 'ha-edd-category-carousel' ? Downloads(props) : Products(props)),
});
