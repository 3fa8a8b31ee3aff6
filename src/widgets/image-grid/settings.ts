import { bool, num, oneOf, responsive, schema, type SettingsOf } from '../../settings/schema';

// Switchers the page builder prints only when on (it drops empty values), so absent means off;
// the server prints lightbox links only when enable_popup is on.
export const imageGridSchema = schema({
  /** The add-on's default when the editor never changed it. */
  layout: oneOf(['even', 'masonry', 'fitRows'], 'masonry'),
  /**
   * Used only when the page's CSS gives the items no `--image-grid-column` (the page builder does
   * not print this control in data-settings); its per-device defaults are the add-on's.
   */
  columns: responsive(num(4, { min: 1, integer: true }), { tablet: 3, mobile: 2 }),
  enable_popup: bool(false),
  disable_lightbox_on_tablet: bool(false),
  disable_lightbox_on_mobile: bool(false),
});

export type ImageGridSettings = SettingsOf<typeof imageGridSchema>;
