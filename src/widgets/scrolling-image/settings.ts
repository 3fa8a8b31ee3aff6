// The scrolling image prints its settings on `.ha-scrolling-image-wrapper`: data-align (the add-on's
// slide_style), data-scroll-direction (h_slide_direction or v_slide_direction, by slide_style) and
// data-duration (ms, its speed setting times 1000).
import { oneOf, schema, type SettingsOf } from '../../settings/schema';
import { durationMs } from '../../ui/marquee-markup';

export const scrollingImageSchema = schema({
  slide_style: oneOf(['ha-horizontal', 'ha-vertical'], 'ha-horizontal'),
  h_slide_direction: oneOf(['left', 'right'], 'left'),
  v_slide_direction: oneOf(['top', 'bottom'], 'top'),
  duration: durationMs(),
});

export type ScrollingImageSettings = SettingsOf<typeof scrollingImageSchema>;

/** The settings key that data-scroll-direction belongs to, for a data-align value (invalid: the default style's). */
export function directionKey(align: string | null): 'h_slide_direction' | 'v_slide_direction' {
  return align === 'ha-vertical' ? 'v_slide_direction' : 'h_slide_direction';
}

