// The add-on's frontend settings of the text scroll widget (data-settings on the widget wrapper):
// text_scroll_type and, for the highlights, text_scroll_highlight_opacity (the dim words' opacity,
// which the add-on's stylesheet also sets on `.line .word` and `.word .char`).
import { num, oneOf, schema, type SettingsOf } from '../../settings/schema';
import { SCROLL_TYPES } from './logic';

export const textScrollSchema = schema({
  text_scroll_type: oneOf(SCROLL_TYPES, 'vertical_line_highlight'),
  text_scroll_highlight_opacity: num(0.2, { min: 0, max: 1 }),
});

export type TextScrollSettings = SettingsOf<typeof textScrollSchema>;
