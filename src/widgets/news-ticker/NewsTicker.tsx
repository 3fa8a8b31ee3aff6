import { useEffect, useMemo } from 'react';
import type { WidgetProps } from '../../api-types';
import { flowOf } from '../../ui/marquee-markup';
import { Marquee } from '../../ui/marquee';
import { findTicker } from './dom';
import type { NewsTickerSettings } from './settings';

/** The headlines run in a loop across the wrapper, under the sticky title. */
export function NewsTicker({ container, settings, env }: WidgetProps<NewsTickerSettings>) {
  const dom = useMemo(() => findTicker(container), [container]);

  useEffect(() => {
    if (!dom?.items.length) env.warn('no .ha-news-ticker-item found; nothing to move');
    // Once, about the markup the widget mounted with.
  }, []);

  if (!dom?.items.length) return null;
  return (
    <Marquee
      viewport={dom.wrapper}
      track={dom.list}
      items={dom.items}
      axis="x"
      flow={flowOf(settings.slide_direction)}
      duration={settings.duration}
      name="news ticker"
      editMode={env.editMode}
      onError={env.report}
      cover={dom.title}
    />
  );
}
