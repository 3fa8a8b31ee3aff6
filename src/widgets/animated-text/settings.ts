// `animation_delay` (ms a word stays; the add-on prints it as the headline's `data-animation-delay`,
// read in dom.ts) and the seed's `effect` (fx1 to fx12), used when the headline names none of the
// add-on's styles.
import { num, oneOf, schema, type SettingsOf } from '../../settings/schema';
import { FX_NAMES } from './logic';

export const animatedTextSchema = schema({
  animation_delay: num(3000, { min: 500 }),
  effect: oneOf(FX_NAMES, 'fx1'),
});

export type AnimatedTextSettings = SettingsOf<typeof animatedTextSchema>;
