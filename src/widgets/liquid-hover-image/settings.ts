// The add-on's liquid hover image settings, printed as data-settings on `.ha-lhi-image-area` (read in
// dom.ts): first_image and second_image (addresses), hover_effect (a displacement map's file name
// in plugin_url, or `custom` with custom_effect's address), intensity (0 to 1), speed (seconds),
// angle (degrees), hover_style (the title's style-1 to style-6) and style_1_direction.
import { num, oneOf, schema, str, type Field, type SettingsOf } from '../../settings/schema';

/** An address: a string, or the page builder's media object `{url}`. */
const address: Field<string> = {
  default: '',
  coerce(value) {
    if (typeof value === 'string') return { ok: true, value: value.trim() };
    const url = value && typeof value === 'object' ? (value as { url?: unknown }).url : undefined;
    return typeof url === 'string' ? { ok: true, value: url.trim() } : { ok: false, value: '' };
  },
};

export const liquidHoverSchema = schema({
  first_image: address,
  second_image: address,
  plugin_url: address,
  hover_effect: str('default.png'),
  custom_effect: address,
  intensity: num(0.3, { min: 0, max: 1 }),
  speed: num(1.5, { min: 0.1, max: 10 }),
  angle: num(45, { min: -360, max: 360 }),
  hover_style: oneOf(['style-1', 'style-2', 'style-3', 'style-4', 'style-5', 'style-6'], 'style-1'),
  style_1_direction: oneOf(['left', 'right', 'up', 'down'], 'left'),
});

export type LiquidHoverSettings = SettingsOf<typeof liquidHoverSchema>;
