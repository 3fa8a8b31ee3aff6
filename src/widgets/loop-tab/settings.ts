import { num, oneOf, responsive, schema, type SettingsOf } from '../../settings/schema';
import { DEFAULT_DELAY, DEFAULT_HEIGHT, DEFAULT_RADIUS, DEFAULT_STROKE, DEFAULT_WIDTH } from './logic';

export const loopTabSchema = schema({
  tab_action: oneOf(['on_click', 'on_hover'], 'on_click'),
  // The add-on's control offers 1000 to 40000 ms.
  tab_transition_delay: num(DEFAULT_DELAY, { min: 1000, max: 40000 }),
  tab_nav_item_width: num(DEFAULT_WIDTH, { min: 1 }),
  // Heights under the minimum are raised by `itemSize`, not reported: the spec makes that a rule.
  tab_nav_item_height: num(DEFAULT_HEIGHT),
  tab_nav_item_border_radius: num(DEFAULT_RADIUS, { min: 0 }),
  tab_nav_item_stroke_width: responsive(num(DEFAULT_STROKE, { min: 0 })),
});

export type LoopTabSettings = SettingsOf<typeof loopTabSchema>;
