// Settings of ha-advanced-slider. Two vocabularies reach the same widget: the page builder's
// control names (slider_type, effect_speed, ...) and the spec's slider fields (sliderAutoplay,
// slideDuration, ...). Where both name the same thing the field is optional (undefined when
// absent), so that `sliderOptions` can tell "not given" from a default and pick each form's own.
import { bool, num, oneOf, responsive, schema, str, type Field, type SettingsOf } from '../../settings/schema';
import { slideCount } from '../../ui/carousel-rules';
import { SLIDER_HEIGHT, THUMBNAIL_HEIGHT } from './premount';

/** Absent gives undefined; a bad value still gives the inner field's fallback and a problem line. */
const optional = <T>(field: Field<T>): Field<T | undefined> => ({ default: undefined, coerce: field.coerce });

const UNITS = ['px', '%', 'vh', 'vw', 'em', 'rem'];

/**
 * A CSS length from a number or numeric string (in `unit`) or the page builder's `{size, unit}`, as
 * the loader copies a premount setting.
 */
function length(fallback: string, unit = 'px'): Field<string | undefined> {
  const size = num(0, { min: 0 });
  return {
    default: undefined,
    coerce(value) {
      const given = value && typeof value === 'object' && 'unit' in value ? (value as { unit: unknown }).unit || unit : unit;
      const n = size.coerce(value);
      if (!n.ok || typeof given !== 'string' || !UNITS.includes(given)) return { ok: false, value: fallback };
      return { ok: true, value: `${n.value}${given}` };
    },
  };
}

/** The spec's default height, as a CSS length. */
export const SPEC_HEIGHT = `${SLIDER_HEIGHT.default}${SLIDER_HEIGHT.unit}`;

const ms = (fallback: number) => optional(num(fallback, { min: 0 }));
const px = (fallback: number) => num(fallback, { min: 0 });

export const EFFECTS = ['slide', 'fade', 'cube', 'flip', 'coverflow'] as const;
export const PAGINATION = ['none', 'dots', 'numbers', 'fraction', 'progressbar'] as const;

export const sliderSchema = schema({
  // Page builder controls (names and defaults of the original widget).
  slider_type: oneOf(['single', 'multiple'], 'single'),
  slides_per_view: responsive(slideCount(2)),
  slider_direction: oneOf(['horizontal', 'vertical'], 'horizontal'),
  // 'false' is how the original spells the plain slide effect.
  effect: oneOf(['false', ...EFFECTS], 'false'),
  effect_multiple: oneOf(['false', 'slide', 'coverflow'], 'false'),
  effect_speed: ms(500),
  space_between_slides: responsive(optional(px(0))),
  infinity_loop: optional(bool(false)),
  autoplay: optional(bool(false)),
  autoplay_speed: ms(5000),
  arrow_navigation: optional(bool(false)),
  pagination_type: optional(oneOf(PAGINATION, 'none')),
  number_pagination_type: oneOf(['bullets', 'fraction'], 'bullets'),
  fraction_prefix: str(''),
  fraction_separator: str('/'),
  fraction_suffix: str(''),
  scroll_bar: bool(false),
  scroll_bar_visibility: oneOf(['false', 'true'], 'false'),
  thumbs_navigation: optional(bool(false)),
  space_between_thumbs: px(10),
  // The spec's slider fields (spec section 3; defaults in section 9).
  sliderAutoplay: optional(bool(true)),
  sliderAutoplayDelay: ms(2000),
  sliderLoop: optional(bool(true)),
  sliderNavigation: optional(bool(true)),
  sliderPagination: optional(bool(false)),
  sliderShuffle: optional(bool(false)),
  sliderFullScreen: optional(bool(true)),
  slideDuration: ms(500),
  slideDistance: optional(px(10)),
  sliderHeight: length(SPEC_HEIGHT, SLIDER_HEIGHT.unit),
  sliderWidth: length('100%'),
  thumbnails: optional(bool(true)),
  thumbnailWidth: optional(px(120)),
  thumbnailHeight: optional(px(THUMBNAIL_HEIGHT.default)),
});

export type SliderSettings = SettingsOf<typeof sliderSchema>;

/** The spec's field names: an instance that sets any of them takes the spec's defaults. */
export const SPEC_FIELDS = [
  'sliderAutoplay',
  'sliderAutoplayDelay',
  'sliderLoop',
  'sliderNavigation',
  'sliderPagination',
  'sliderShuffle',
  'sliderFullScreen',
  'slideDuration',
  'slideDistance',
  'sliderHeight',
  'sliderWidth',
  'thumbnails',
  'thumbnailWidth',
  'thumbnailHeight',
] as const satisfies readonly (keyof SliderSettings)[];
