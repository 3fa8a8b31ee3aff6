import { useEffect, useMemo } from 'react';
import type { WidgetProps } from '../../api-types';
import { useStore } from '../../runtime';
import { onNextLayout, onScrollLayout, type LayoutJob } from '../../scheduling/layout';
import { reducedMotion } from '../../services/device';
import { httpUrl } from '../../services/http-url';
import { createRestorer } from '../../ui/restorer';
import { findSequence, scrollSpan } from './dom';
import { loadFrames, type Frames } from './frames';
import { frameAt, frameNames, nearestLoaded, pageProgress, spanProgress } from './logic';
import type { ScrollSequenceSettings } from './settings';

/**
 * The add-on's scroll image sequence: a canvas in the printed box shows the frame that matches how far
 * the visitor has scrolled through the element it follows (`apply_to`). The canvas keeps the frames'
 * own pixel size and the stylesheet scales it, so a resize never clears it: the frame shown after a
 * resize is the one the scroll position gives, never the first. With reduced motion and in the
 * editor it shows the first frame and does not follow scrolling.
 */
export function ScrollSequence({ element, container, settings, env }: WidgetProps<ScrollSequenceSettings>) {
  const dom = useMemo(() => findSequence(container), [container]);
  const reduce = useStore(reducedMotion);
  const still = reduce || env.editMode;
  const urls = useMemo(
    () => frameNames(settings).flatMap((name) => httpUrl(name, document.baseURI) ?? []),
    [settings.image_source, settings.images, settings.name_prefix, settings.number_format, settings.image_type, settings.total_image],
  );

  useEffect(() => {
    if (!dom) return;
    if (!urls.length) {
      env.warn('no frames to show: a server folder needs a numeric number_format, a folder, total_image and an image_type of jpg, png or webp; a gallery needs images');
      return;
    }
    const restorer = createRestorer();
    const canvas = restorer.create('canvas', 'ha-scroll-sequence-canvas');
    canvas.setAttribute('aria-hidden', 'true');
    dom.inner.append(canvas);
    const context = canvas.getContext('2d');
    // Ready once a frame shows (or the frames cannot be had).
    const release = env.holdReady();
    let frames: Frames | undefined;
    let wanted = 0;
    let drawn = -1;

    const draw = () => {
      if (!frames || !context) return;
      const index = nearestLoaded(frames.loaded, wanted);
      const image = frames.images[index];
      if (!image || index === drawn) return;
      const { naturalWidth: width, naturalHeight: height } = image;
      // Setting a canvas's size clears it, so only when a frame's size differs.
      if (canvas.width !== width || canvas.height !== height) Object.assign(canvas, { width, height });
      context.drawImage(image, 0, 0, width, height);
      canvas.dataset.frame = String(index + 1);
      drawn = index;
      release();
    };
    const start = () => {
      frames = loadFrames(urls, wanted, draw, () => {
        env.warn(`the frames could not be loaded (first: ${urls[0]})`);
        release();
      });
      restorer.defer(() => frames?.stop());
    };

    if (still) start();
    else {
      const span = scrollSpan(element, settings.apply_to);
      const job: LayoutJob = {
        read() {
          const progress = span
            ? ((box) => spanProgress(box.top, box.height, window.innerHeight))(span.getBoundingClientRect())
            : pageProgress(window.scrollY, document.documentElement.scrollHeight, window.innerHeight);
          const frame = frameAt(progress, urls.length);
          if (frames && frame === wanted) return;
          return () => {
            wanted = frame;
            if (frames) draw();
            else start();
          };
        },
        report: env.report,
      };
      restorer.defer(onNextLayout(job));
      restorer.defer(onScrollLayout(job));
    }
    return () => {
      release();
      restorer.restore();
    };
  }, [dom, urls, still, settings.apply_to]);

  return null;
}
