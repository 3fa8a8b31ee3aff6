import { defineWidget } from '../../runtime/define';
import { carouselSchemaWith } from '../../ui/carousel/schema';
import { createSlickCarousel } from '../../ui/carousel/SlickCarousel';

export default defineWidget({
  pattern: 'enhance',
  // The slider has no slides-to-show control, so the server prints none: one slide at a time on
  // every device (the original's own fallback), unless a value is given.
  schema: carouselSchemaWith({ desktop: 1, tablet: 1, mobile: 1 }),
  Component: createSlickCarousel({ track: '.hajs-slick', slide: '.ha-slick-slide', label: 'Slides' }),
});
