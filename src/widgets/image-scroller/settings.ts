// The image scroller prints its settings on `.ha-image-scroller-wrapper`, for the hover trigger only:
// data-trigger-type (the add-on's trigger_type), data-scroll-type (scroll_type) and
// data-scroll-direction (v__direction or h__direction, by scroll_type). The wrapper's classes
// `ha-image-scroller-trigger-{trigger_type}` and `ha-image-scroller-{scroll_type}` say the same for
// every trigger.
import { oneOf, schema, type SettingsOf } from '../../settings/schema';

export const imageScrollerSchema = schema({
  trigger_type: oneOf(['hover', 'scroll'], 'hover'),
  scroll_type: oneOf(['vertical', 'horizontal'], 'vertical'),
  v__direction: oneOf(['top', 'bottom'], 'top'),
  h__direction: oneOf(['left', 'right'], 'left'),
});

export type ImageScrollerSettings = SettingsOf<typeof imageScrollerSchema>;

/** The settings key that data-scroll-direction belongs to, for a scroll type (invalid: the default type's). */
export function directionKey(scrollType: string | null): 'v__direction' | 'h__direction' {
  return scrollType === 'horizontal' ? 'h__direction' : 'v__direction';
}
