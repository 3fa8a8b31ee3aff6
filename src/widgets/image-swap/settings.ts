// The add-on prints its trigger as `data-trigger` on the swap's box (read in dom.ts): `hover` or
// `click`. The slide layout always prints `click`.
import { oneOf, schema, type SettingsOf } from '../../settings/schema';

export const imageSwapSchema = schema({
  swip_trigger: oneOf(['hover', 'click'], 'hover'),
});

export type ImageSwapSettings = SettingsOf<typeof imageSwapSchema>;
