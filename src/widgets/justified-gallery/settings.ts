import { bool, num, oneOf, schema, type Field, type SettingsOf } from '../../settings/schema';
import { MARGINS, ROW_HEIGHT } from './premount';

/** A slider size that must be above zero; the original treats 0 and junk alike (`+size || 150`). */
function positive(fallback: number): Field<number> {
  const base = num(fallback);
  return {
    default: fallback,
    coerce(value) {
      const result = base.coerce(value);
      return result.ok && result.value > 0 ? result : { ok: false, value: fallback };
    },
  };
}

// Switchers the page builder prints only when on (it drops empty values), so absent means off;
// the server prints lightbox links only when enable_popup is on.
export const gallerySchema = schema({
  row_height: positive(ROW_HEIGHT.default),
  /** On: rows never grow taller than row_height. */
  max_row_height: bool(false),
  margins: num(MARGINS.default, { min: 0 }),
  last_row: oneOf(['justify', 'nojustify', 'hide'], 'justify'),
  show_caption: bool(false),
  enable_popup: bool(false),
  disable_lightbox_on_tablet: bool(false),
  disable_lightbox_on_mobile: bool(false),
});

export type GallerySettings = SettingsOf<typeof gallerySchema>;
