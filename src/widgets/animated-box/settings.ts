// Settings of ha-animated-box (see fixtures/widgets/animated-box.html for the markup):
//   data-settings {"switchEventType":"peel","paperFoldDirection":"left","slideOutDirection":"right",
//                  "peelCornerPosition":"top-right","scratchFillPercent":75}
import { num, oneOf, schema, where, type SettingsOf } from '../../settings/schema';

export const SWITCH_EVENTS = ['hover', 'click', 'toggle', 'scratch', 'fold', 'peel', 'slide-out'] as const;
export type SwitchEvent = (typeof SWITCH_EVENTS)[number];

/** Scratch ends once more than this percent of the front is scratched away. */
export const DEFAULT_SCRATCH_PERCENT = 75;

export const animatedBoxSchema = schema({
  switchEventType: oneOf(SWITCH_EVENTS, 'hover'),
  paperFoldDirection: oneOf(['left', 'right', 'top', 'bottom'], 'left'),
  slideOutDirection: oneOf(['left', 'right', 'up', 'down'], 'right'),
  peelCornerPosition: oneOf(['top-left', 'top-right', 'bottom-left', 'bottom-right'], 'top-right'),
  // 0 would end at the first touch and 100 never: both fall back to the default.
  scratchFillPercent: where(num(DEFAULT_SCRATCH_PERCENT), (value) => value > 0 && value < 100),
});

export type AnimatedBoxSettings = SettingsOf<typeof animatedBoxSchema>;
export type FoldDirection = AnimatedBoxSettings['paperFoldDirection'];
export type SlideDirection = AnimatedBoxSettings['slideOutDirection'];
export type PeelCorner = AnimatedBoxSettings['peelCornerPosition'];
