// The stylesheets of this widget, in cascade order (see CONTRIBUTING.md, "Stylesheets").
import './base.css';
import 'swiper/css';
import 'swiper/css/effect-fade';
import '../../ui/round-control.css';
import '../../ui/carousel/carousel.css';
import '../../ui/visually-hidden.css';
import '../../ui/quick-view/quick-view.css';
import { defineWidget } from '../../runtime';
import { carouselSchemaWith } from '../../ui/carousel-rules';
import { createSlickCarousel } from '../../ui/carousel';
import { withShopActions } from '../../ui/shop';

const carouselOf = (kind: string, label: string) =>
  // The carousel on the one engine, with the shop buttons (quick view, add to cart) in its slides.
  withShopActions(
    createSlickCarousel({
      track: `.ha-${kind}-carousel-wrapper`,
      // The add-on prints its items as the track's children; '.ha-slick-slide' is its siblings' class.
      slide: '.ha-product-carousel-item, .ha-slick-slide',
      label,
      // Arrows and the rotation control must not cover titles and buttons.
      controls: 'outside',
    }),
  );
const Products = carouselOf('product', 'Products');
const Downloads = carouselOf('edd-product', 'Downloads');

export default defineWidget({
  requires: '.ha-product-carousel-wrapper, .ha-edd-product-carousel-wrapper',
  // The widget's own control defaults (4, 3 on tablet, 2 on mobile), not ha-carousel's.
  schema: carouselSchemaWith({ desktop: 4, tablet: 3, mobile: 2 }),
  Component: (props) => (props.env.type == 'ha-edd-product-carousel' ? Downloads(props) : Products(props)),
});
