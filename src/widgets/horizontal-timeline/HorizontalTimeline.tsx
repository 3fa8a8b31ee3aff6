// The horizontal timeline: the shared slick-style carousel (Swiper) over the add-on's markup, with the
// timeline's own rules (logic.ts, tune.ts), and images that open the shared lightbox.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Swiper } from 'swiper';
import type { WidgetProps } from '../../api-types';
import { useLightbox } from '../../ui/lightbox-dialog';
import { lightboxDisabledAt } from '../../ui/lightbox';
import { reducedMotion } from '../../services/device';
import { findParts, hideServerArrows, mountCarousel, type CarouselMemory, type CarouselSpec } from '../../ui/carousel';
import { useBuild } from '../../ui/use-build';
import { useStore } from '../../runtime';
import { makeImageButtons } from './image-buttons';
import { timelineOptions } from './logic';
import type { HorizontalTimelineSettings } from './settings';
import { tuneSwiper } from './tune';

const SPEC: CarouselSpec = {
  track: '.ha-horizontal-timeline-wrapper',
  slide: '.ha-horizontal-timeline-block',
  label: 'Timeline',
  // Text in the items: arrows beside the track, not over it.
  controls: 'outside',
};
/** The server prints `data-mfp-src` only when the widget's lightbox is on. */
const IMAGES = '.ha-horizontal-timeline-image[data-mfp-src]';

export function HorizontalTimeline({ container, settings, device, env }: WidgetProps<HorizontalTimelineSettings>) {
  // Found once: after the first build the items live inside Swiper's wrapper.
  const [parts] = useState(() => findParts(container, SPEC));
  const [memory] = useState<CarouselMemory>(() => ({ index: 0, playing: false }));
  const builtFor = useRef(device);
  const reduce = useStore(reducedMotion);
  const options = parts && timelineOptions(settings, { device, slideCount: parts.slides.length, reducedMotion: reduce });
  const key = JSON.stringify(options);

  useEffect(() => {
    if (!parts) env.warn(`no ${SPEC.track} element found; nothing to do`);
  }, []);

  useBuild(
    env,
    () => {
      if (!parts) return;
      if (!options) return hideServerArrows(parts);
      // Spec 4: a change of device mode starts the timeline again from its first item.
      if (builtFor.current !== device) {
        builtFor.current = device;
        memory.index = 0;
      }
      const tune = (swiper: Swiper) => tuneSwiper(swiper, env.report);
      return mountCarousel(container, parts, options, { label: SPEC.label, controls: SPEC.controls, memory, report: env.report, tune });
    },
    [key, device],
  );

  const flags = { disableOnMobile: settings.disable_lightbox_on_mobile, disableOnTablet: settings.disable_lightbox_on_tablet };
  // Worked out per device mode, like the settings: the flags follow the page builder's breakpoints.
  const lightboxOn = useMemo(() => !lightboxDisabledAt(window.innerWidth, env.config.breakpoints, flags), [device, flags.disableOnMobile, flags.disableOnTablet]);

  useEffect(() => {
    if (!lightboxOn) return;
    return makeImageButtons([...container.querySelectorAll<HTMLElement>(IMAGES)], env.report);
  }, [lightboxOn]);

  return useLightbox({
    root: container,
    selector: IMAGES,
    enabled: true,
    ...flags,
    breakpoints: env.config.breakpoints,
    report: env.report,
    label: 'Timeline image',
  });
}
