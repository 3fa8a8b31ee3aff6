// The add-on's frontend settings of the SVG draw widget (data-settings). The wrapper's prefix
// classes carry the rest: `ha-svg-animated-yes` (drawing on), `ha-svg-animation-rev-yes` (erase
// instead of draw), `ha-svg-sync-together-yes` (every stroke at once); read in dom.ts.
import { bool, num, oneOf, schema, str, type SettingsOf } from '../../settings/schema';

export const svgDrawSchema = schema({
  scroll_action: oneOf(['automatic', 'viewport', 'hover'], 'viewport'),
  animate_trigger: oneOf(['top', 'center', 'custom'], 'center'),
  /** Percent of the viewport from its top: where the drawing starts (automatic, custom) or where scrubbing begins (viewport). */
  animate_offset: num(50, { min: 0, max: 100 }),
  /** Seconds the whole drawing takes (automatic and hover). */
  frames: num(5, { min: 0.1, max: 100 }),
  loop: bool(false),
  /** Seconds between repeats. */
  repeat_delay: num(5, { min: 0, max: 50 }),
  yoyo: bool(false),
  /** Viewport: the scroll distance the drawing follows, in thousands of pixels. */
  draw_speed: num(0.3, { min: 0, max: 1 }),
  /** Automatic: restart when scrolled back to (reverses above the trigger, replays below). */
  anim_rev: bool(true),
  animate_start_point: num(0, { min: 0, max: 100 }),
  animate_end_point: num(0, { min: 0, max: 100 }),
  svg_fill: bool(false),
  svg_color: str(''),
  svg_stroke: str(''),
});

export type SvgDrawSettings = SettingsOf<typeof svgDrawSchema>;
