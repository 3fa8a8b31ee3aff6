import { useEffect, useMemo } from 'react';
import type { WidgetProps } from '../../api-types';
import { flowOf } from '../../ui/marquee-markup';
import { Marquee } from '../../ui/marquee';
import { findScrollingImage } from './dom';
import type { ScrollingImageSettings } from './settings';

/** The image boxes run in a loop, across (ha-horizontal) or up and down (ha-vertical) the wrapper. */
export function ScrollingImage({ container, settings, env }: WidgetProps<ScrollingImageSettings>) {
  const dom = useMemo(() => findScrollingImage(container), [container]);
  const vertical = settings.slide_style === 'ha-vertical';

  useEffect(() => {
    if (!dom?.items.length) env.warn('no .ha-scrolling-image-item found; nothing to move');
    // Once, about the markup the widget mounted with.
  }, []);

  if (!dom?.items.length) return null;
  return (
    <Marquee
      viewport={dom.wrapper}
      track={dom.container}
      items={dom.items}
      copies={dom.copies}
      axis={vertical ? 'y' : 'x'}
      flow={flowOf(vertical ? settings.v_slide_direction : settings.h_slide_direction)}
      duration={settings.duration}
      name="scrolling images"
      editMode={env.editMode}
      onError={env.report}
    />
  );
}
