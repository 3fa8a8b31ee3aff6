// The React side of ha-advanced-slider: resolves the options for the current device, motion
// preference and editor mode, and (re)builds the slider whenever they change.
import { useEffect, useState } from 'react';
import type { WidgetProps } from '../../api-types';
import { reducedMotion } from '../../services/device';
import { useBuild } from '../../ui/use-build';
import { useStore } from '../../runtime';
import { findParts, hideServerControls, mountSlider } from './adapter';
import type { CarouselMemory } from '../../ui/carousel';
import { shuffledOrder, sliderOptions } from './logic';
import type { SliderSettings } from './settings';

export function AdvancedSlider({ container, settings, env }: WidgetProps<SliderSettings>) {
  // Found once: after the first build the slides live inside Swiper's wrapper.
  const [parts] = useState(() => findParts(container));
  const [memory] = useState<CarouselMemory>(() => ({ index: 0, playing: true }));
  const reduce = useStore(reducedMotion);
  const count = parts?.slides.length ?? 0;
  const options = parts && sliderOptions(settings, { slideCount: count, reducedMotion: reduce, editMode: env.editMode });
  // Shuffled once per mount: a rebuild keeps the order the visitor has seen.
  const [order] = useState(() => (options?.shuffle ? shuffledOrder(count, Math.random) : [...Array(count).keys()]));
  const key = JSON.stringify(options);

  useEffect(() => {
    if (!parts) env.warn('no .ha-slider-widget-wrapper > .ha-slider-container found; nothing to do');
  }, []);

  useBuild(
    env,
    () => {
      if (!parts) return;
      if (!options) return hideServerControls(parts);
      return mountSlider(parts, options, { label: 'Slides', order, memory, report: env.report });
    },
    [key],
  );

  return null;
}
