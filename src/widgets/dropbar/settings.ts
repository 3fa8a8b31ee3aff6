import { bool, num, oneOf, schema, str, type SettingsOf } from '../../settings/schema';

export const dropbarSchema = schema({
  /** hover: the pointer opens it and leaving closes it after hide_delay; click: the button toggles it. */
  mode: oneOf(['hover', 'click'], 'hover'),
  /** Milliseconds between the pointer leaving the button and panel and the panel closing (hover mode). */
  hide_delay: num(500, { min: 0, integer: true }),
  /** 'yes': the panel's content is a template fetched from the template endpoint on first open. */
  ajax_template: bool(false),
  template_id: str(''),
  /** Sent back with the template request; the server uses it to check the request. */
  signature: str(''),
});

export type DropbarSettings = SettingsOf<typeof dropbarSchema>;
