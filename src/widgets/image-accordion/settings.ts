// The add-on prints the active behaviour as a class on the widget wrapper (`ha-image-accordion-click`
// or `-hover`, read in dom.ts); a wrapper with neither falls back to data-settings, then to hover.
import { oneOf, schema, type SettingsOf } from '../../settings/schema';

export const imageAccordionSchema = schema({
  active_behavior: oneOf(['click', 'hover'], 'hover'),
});

export type ImageAccordionSettings = SettingsOf<typeof imageAccordionSchema>;
