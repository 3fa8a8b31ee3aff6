import { defineWidget } from '../../runtime/define';
import { carouselSchema } from '../../ui/carousel/schema';
import { createSlickCarousel } from '../../ui/carousel/SlickCarousel';

export default defineWidget({
  pattern: 'enhance',
  schema: carouselSchema,
  Component: createSlickCarousel({ track: '.hajs-slick', slide: '.ha-slick-slide', label: 'Images' }),
});
