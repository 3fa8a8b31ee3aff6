// The news ticker prints its settings on `.ha-news-ticker-wrapper`: data-scroll-direction (the
// add-on's slide_direction, left or right) and data-duration (ms, its speed setting times 1000).
import { oneOf, schema, type SettingsOf } from '../../settings/schema';
import { durationMs } from '../../ui/marquee-markup';

export const newsTickerSchema = schema({
  slide_direction: oneOf(['left', 'right'], 'left'),
  duration: durationMs(),
});

export type NewsTickerSettings = SettingsOf<typeof newsTickerSchema>;
