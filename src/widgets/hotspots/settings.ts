// The hotspots widget's settings as the page builder prints them in data-settings. Defaults are the
// add-on's: top, 200 px wide, fade 400 ms, show delay 200 ms, no hide delay, arrow shown, hover,
// text #fff on #562dd4.
import { bool, num, oneOf, schema, type SettingsOf } from '../../settings/schema';
import { POSITIONS } from '../../ui/tooltip-positions';
import { cssColor, pxSlider, triggerMode } from '../../ui/style-fields';

export const hotspotsSchema = schema({
  tooltip_position: oneOf(POSITIONS, 'top'),
  tooltip_width: pxSlider(200, { min: 50, max: 1000 }),
  tooltip_speed: num(400, { min: 0, max: 10000 }),
  tooltip_delay: num(200, { min: 0, max: 10000 }),
  tooltip_hide_delay: num(0, { min: 0, max: 100000 }),
  tooltip_hide_arrow: bool(false),
  tooltip_hover: triggerMode('hover'),
  tooltip_color: cssColor('#fff'),
  tooltip_bg_color: cssColor('#562dd4'),
});

export type HotspotsSettings = SettingsOf<typeof hotspotsSchema>;
