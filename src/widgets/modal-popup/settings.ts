import { num, oneOf, schema, str, type SettingsOf } from '../../settings/schema';

export const modalSchema = schema({
  /** pageload: opens by itself display_delay ms after mounting; any other trigger opens on a click of the trigger. */
  trigger_type: oneOf(['button', 'image', 'pageload', 'click'], 'button'),
  /** An animate.css entrance name (`animate__zoomIn`); unknown names fade in. */
  popup_animation: str('animate__zoomIn'),
  /** Milliseconds (the add-on prints its seconds control times 1000; default 3 s). */
  display_delay: num(3000, { min: 0 }),
});

export type ModalSettings = SettingsOf<typeof modalSchema>;
