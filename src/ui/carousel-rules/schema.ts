// Settings shared by every slick-style carousel of the add-on (ha-carousel, ha-slider, the testimonial,
// logo, team and post carousels...). Names as the page builder prints them; the spec's base-carousel
// names (dots, infinite, variableWidth, fractionNav) are read as well. Switchers are dropped when off.
import { bool, num, oneOf, responsive, schema, type SettingsOf } from '../../settings/schema';

/** A slide count: a whole number, at least 1, and 1 when it is not a number. */
export const slideCount = (fallback: number) => num(fallback, { integer: true, min: 1, invalid: 1 });

export const NAVIGATION = ['arrow', 'dots', 'both', 'none'] as const;

/** Slides to show where the page builder printed no value: each widget's own control defaults. */
export interface SlidesToShowDefaults {
  desktop: number;
  tablet: number;
  mobile: number;
}

const slidesToShow = ({ desktop, tablet, mobile }: SlidesToShowDefaults) =>
  responsive(slideCount(desktop), { tablet, mobile });

export const carouselFields = {
  slides_to_show: slidesToShow({ desktop: 3, tablet: 2, mobile: 1 }),
  slides_to_scroll: responsive(slideCount(1)),
  navigation: oneOf(NAVIGATION, 'arrow'),
  dots: bool(false),
  loop: bool(false),
  infinite: bool(false),
  autoplay: bool(false),
  autoplay_speed: num(3000, { min: 0 }),
  animation_speed: num(300, { min: 0 }),
  center: bool(false),
  vertical: bool(false),
  slides_transition: oneOf(['slide', 'fade'], 'slide'),
  variableWidth: bool(false),
  fractionNav: bool(false),
};

export const carouselSchema = schema(carouselFields);

/** The shared carousel settings with another widget's slides-to-show defaults. */
export const carouselSchemaWith = (defaults: SlidesToShowDefaults): typeof carouselSchema =>
  schema({ ...carouselFields, slides_to_show: slidesToShow(defaults) });

export type CarouselSettings = SettingsOf<typeof carouselSchema>;
