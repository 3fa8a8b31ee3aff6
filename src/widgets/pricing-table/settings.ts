// The pricing table's settings. Fold: the spec's fold_enabled, unfoldDuration, foldDuration and
// easing, plus the collapsed height per device (`fold_height`, a px slider; 50 px and 500 ms are the
// spec's unfold defaults). Feature tooltips: by default placed as the add-on's script did (below,
// from the feature's left edge, flipped and shifted to stay on screen) and shown at once.
import { bool, num, oneOf, responsive, schema, type SettingsOf } from '../../settings/schema';
import { POSITIONS } from '../../ui/tooltip-positions';
import { pxSlider } from '../../ui/style-fields';
import { EASINGS } from './logic';

export const pricingSchema = schema({
  fold_enabled: bool(false),
  fold_height: responsive(pxSlider(50, { min: 0 })),
  unfoldDuration: num(500, { min: 0, max: 10000 }),
  foldDuration: num(500, { min: 0, max: 10000 }),
  easing: oneOf(EASINGS, 'swing'),
  tooltip_position: oneOf(['', ...POSITIONS], ''),
  tooltip_delay: num(0, { min: 0, max: 10000 }),
  tooltip_hide_delay: num(0, { min: 0, max: 100000 }),
  tooltip_speed: num(150, { min: 0, max: 10000 }),
});

export type PricingSettings = SettingsOf<typeof pricingSchema>;
