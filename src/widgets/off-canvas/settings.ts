import { bool, oneOf, schema, str, where, type SettingsOf } from '../../settings/schema';
import { isClassToken } from './logic';

export const offCanvasSchema = schema({
  /** button and burger: the widget's own .ha-offcanvas-toggle; element-id and element-class: elements anywhere on the page. */
  toggle_source: oneOf(['button', 'burger', 'element-id', 'element-class'], 'burger'),
  toggle_id: str(''),
  toggle_class: str(''),
  /** The widget's element id, which names the panel's classes (`ha-offcanvas-content-{id}`): one class token. */
  content_id: where(str(''), (id) => id === '' || isClassToken(id)),
  transition: oneOf(['slide', 'slide-along', 'reveal', 'push'], 'slide'),
  direction: oneOf(['left', 'right', 'top', 'bottom'], 'left'),
  esc_close: bool(true),
  body_click_close: bool(true),
  links_click_close: bool(false),
});

export type OffCanvasSettings = SettingsOf<typeof offCanvasSchema>;
