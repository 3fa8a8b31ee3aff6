// The React side of every slick-style carousel widget: resolves the options for the current device
// and motion preference, and (re)builds the Swiper carousel whenever they change.
import { useEffect, useState } from 'react';
import type { WidgetProps } from '../../api-types';
import { reducedMotion } from '../../services/device';
import { useBuild } from '../use-build';
import { useStore } from '../../runtime';
import type { CarouselMemory } from '../carousel-features';
import { findParts, hideServerArrows, mountCarousel, type CarouselSpec } from './adapter';
import { carouselOptions } from '../carousel-rules';
import type { CarouselSettings } from '../carousel-rules';

export function createSlickCarousel(spec: CarouselSpec) {
  return function SlickCarousel({ container, settings, device, env }: WidgetProps<CarouselSettings>) {
    // Found once: after the first build the slides live inside Swiper's wrapper.
    const [parts] = useState(() => findParts(container, spec));
    const [memory] = useState<CarouselMemory>(() => ({ index: 0, playing: true }));
    const reduce = useStore(reducedMotion);
    const options = parts && carouselOptions(settings, { device, slideCount: parts.slides.length, reducedMotion: reduce });
    const key = JSON.stringify(options);

    useEffect(() => {
      if (!parts) env.warn(`no ${spec.track} element found; nothing to do`);
    }, []);

    useBuild(
      env,
      () => {
        if (!parts) return;
        if (!options) return hideServerArrows(parts);
        return mountCarousel(container, parts, options, { label: spec.label, controls: spec.controls, memory, report: env.report });
      },
      [key],
    );

    return null;
  };
}
