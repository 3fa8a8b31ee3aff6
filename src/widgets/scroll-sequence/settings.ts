// The add-on's scroll sequence settings, printed as data-settings on `.ha-scroll-sequence-wrap` (read
// in dom.ts): image_source (server or gallery); images (the folder's address for server, the
// gallery's image addresses for gallery); name_prefix, number_format (the number's width, 1 to 4),
// image_type and total_image (server); apply_to (the element scrolled through: body, container,
// section or column). The link rules (logic.ts) judge number_format, image_type and total_image as
// printed, so those stay as given here.
import { num, oneOf, schema, str, type Field, type SettingsOf } from '../../settings/schema';

export type SequenceImages = string | string[];

/** The folder's address (a string, or the page builder's `{url}`), or a list of image addresses. */
const imagesField: Field<SequenceImages> = {
  default: '',
  coerce(value) {
    const urlOf = (item: unknown): string | null =>
      typeof item === 'string' ? item : item && typeof item === 'object' && typeof (item as { url?: unknown }).url === 'string' ? (item as { url: string }).url : null;
    if (Array.isArray(value)) {
      const urls = value.map(urlOf);
      const kept = urls.filter((url): url is string => url !== null);
      return { ok: kept.length === urls.length, value: kept };
    }
    const url = urlOf(value);
    return url === null ? { ok: false, value: '' } : { ok: true, value: url };
  },
};

export const scrollSequenceSchema = schema({
  image_source: oneOf(['server', 'gallery'], 'server'),
  images: imagesField,
  name_prefix: str(''),
  number_format: str('1'),
  image_type: str('jpg'),
  total_image: num(0, { min: 0, integer: true }),
  apply_to: oneOf(['body', 'container', 'section', 'column'], 'container'),
});

export type ScrollSequenceSettings = SettingsOf<typeof scrollSequenceSchema>;
