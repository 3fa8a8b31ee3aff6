// The add-on's carousel settings as the timeline prints them (slides_to_show 3 / 3 / 2, animation speed
// 800 by default), plus the lightbox switches shared with the grid widgets. Arrows, autoplay and loop
// are not the editor's to choose here: see logic.ts.
import { bool, num, responsive, schema, type SettingsOf } from '../../settings/schema';
import { carouselFields, slideCount } from '../../ui/carousel-rules';

export const horizontalTimelineSchema = schema({
  ...carouselFields,
  slides_to_show: responsive(slideCount(3), { tablet: 3, mobile: 2 }),
  animation_speed: num(800, { min: 0 }),
  disable_lightbox_on_tablet: bool(false),
  disable_lightbox_on_mobile: bool(false),
});

export type HorizontalTimelineSettings = SettingsOf<typeof horizontalTimelineSchema>;
