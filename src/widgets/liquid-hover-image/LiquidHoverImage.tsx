import { useEffect, useMemo } from 'react';
import type { WidgetProps } from '../../api-types';
import { useStore } from '../../runtime';
import { onEachLayout } from '../../scheduling/layout';
import { reducedMotion } from '../../services/device';
import { httpUrl } from '../../services/http-url';
import { createRestorer, type Restorer } from '../../ui/restorer';
import { findLiquid, linkName, type LiquidDom } from './dom';
import { createLiquidRenderer, type LiquidRenderer } from './gl';
import { canvasSize, displacementSource, easeInOut, generatedDisplacement, progressAt, pushDirections, transitionTime } from './logic';
import type { LiquidHoverSettings } from './settings';

/** Set on the area while it is pointed at or holds the focus: the title's hover styles and the fade follow it. */
export const ACTIVE_CLASS = 'ha-lhi-hover';
const GENERATED_MAP_SIZE = 64;

function loadImage(url: string, crossOrigin: boolean): Promise<HTMLImageElement> {
  const image = new Image();
  if (crossOrigin) image.crossOrigin = 'anonymous';
  image.src = url;
  return image.decode().then(() => image);
}

const otherOrigin = (url: string) => new URL(url).origin !== location.origin;

/** The fade where WebGL is missing (and the swap, with no motion, when reduced motion is preferred). */
function fade(dom: LiquidDom, second: string, seconds: number, restorer: Restorer): void {
  const image = restorer.create('img', 'ha-lhi-second');
  image.alt = '';
  image.setAttribute('aria-hidden', 'true');
  image.src = second;
  image.style.transitionDuration = `${seconds}s`;
  dom.image.after(image);
  // Its first style is worked out now, so that turning it on fades from there.
  void getComputedStyle(image).opacity;
}

interface Loaded {
  first: HTMLImageElement;
  second: HTMLImageElement;
  map: HTMLImageElement | null;
}

/**
 * The add-on's liquid hover image: pointed at or focused (its link, from the keyboard), the first
 * image melts into the second through a displacement map (WebGL), and back on leaving; where WebGL is
 * missing or drawn in software (every pixel on the main thread) it fades; with reduced motion the
 * second image shows at once. The title's hover style follows the same state. Held (the first image,
 * as printed) in the editor. The WebGL context is made at the first hover or focus, not on mount:
 * making one takes the main thread for a long while where it is drawn in software.
 */
export function LiquidHoverImage({ container, settings, env }: WidgetProps<LiquidHoverSettings>) {
  const dom = useMemo(() => findLiquid(container), [container]);
  const reduce = useStore(reducedMotion);

  useEffect(() => {
    if (!dom || env.editMode) return;
    const restorer = createRestorer();
    if (dom.link && !dom.link.textContent?.trim() && !dom.link.hasAttribute('aria-label')) {
      const name = linkName(dom);
      if (name) restorer.attr(dom.link, 'aria-label', name);
    }
    // The title's first style slides in from this side (base.css).
    if (settings.hover_style === 'style-1') restorer.attr(dom.area, 'data-ha-lhi-direction', settings.style_1_direction);
    const second = httpUrl(settings.second_image, document.baseURI);
    let loaded: Loaded | null = null;
    let mode: 'none' | 'fade' | 'webgl' = 'none';
    let renderer: LiquidRenderer | null = null;
    let target = 0;
    let progress = 0;
    let frame = 0;
    let gone = false;

    const animate = () => {
      cancelAnimationFrame(frame);
      if (!renderer) return;
      const from = progress;
      const to = target;
      const time = transitionTime(from, to, settings.speed * 1000);
      const start = performance.now();
      const step = (now: number) => {
        if (!renderer) return;
        progress = progressAt(from, to, now - start, time);
        renderer.draw(easeInOut(progress));
        if (progress !== to) frame = requestAnimationFrame(step);
      };
      frame = requestAnimationFrame(step);
    };

    /** The WebGL drawing over the printed image, or null where it cannot be had. */
    const startRenderer = (images: Loaded): LiquidRenderer | null => {
      const canvas = restorer.create('canvas', 'ha-lhi-canvas');
      canvas.setAttribute('aria-hidden', 'true');
      let made: LiquidRenderer | null;
      try {
        made = createLiquidRenderer(
          canvas,
          { first: images.first, second: images.second, displacement: images.map ?? { pixels: generatedDisplacement(GENERATED_MAP_SIZE), size: GENERATED_MAP_SIZE } },
          settings.intensity,
          pushDirections(settings.angle),
        );
      } catch (error) {
        env.warn(`WebGL could not draw these images (${error instanceof Error ? error.message : String(error)}); they fade instead`);
        made = null;
      }
      if (!made) return null;
      const drawing = made;
      // Sized by the printed image, never by the box the canvas is in: without the stylesheet the
      // canvas would sit in the box's flow, and a box measured with it would grow it every frame.
      drawing.resize(...canvasSize(images.first.naturalWidth, images.first.naturalHeight, 1));
      dom.image.after(canvas);
      restorer.defer(
        onEachLayout(dom.image, {
          read() {
            const box = dom.image.getBoundingClientRect();
            return () => drawing.resize(...canvasSize(box.width, box.height, window.devicePixelRatio));
          },
          report: env.report,
        }),
      );
      return drawing;
    };

    /** At the first hover or focus: WebGL, else the fade. */
    const prepare = () => {
      if (mode !== 'none' || !loaded || !second) return;
      renderer = startRenderer(loaded);
      mode = renderer ? 'webgl' : 'fade';
      if (!renderer) fade(dom, second, settings.speed, restorer);
    };

    const setActive = (on: boolean) => {
      if (on) prepare();
      restorer.toggle(dom.area, ACTIVE_CLASS, on);
      target = on ? 1 : 0;
      animate();
    };
    restorer.listen(dom.area, 'pointerenter', () => setActive(true));
    restorer.listen(dom.area, 'pointerleave', () => setActive(dom.area.contains(document.activeElement)));
    restorer.listen(dom.area, 'focusin', () => setActive(true));
    restorer.listen<FocusEvent>(dom.area, 'focusout', (event) => {
      if (!dom.area.contains(event.relatedTarget as Node | null)) setActive(dom.area.matches(':hover'));
    });
    restorer.defer(() => {
      gone = true;
      cancelAnimationFrame(frame);
      renderer?.dispose();
      renderer = null;
    });

    if (!second) {
      env.warn('no second_image to change to; only the title reacts to hover');
      return () => restorer.restore();
    }
    if (reduce) {
      mode = 'fade';
      fade(dom, second, 0, restorer);
      return () => restorer.restore();
    }

    // Ready once both pictures (and the map) are at hand, so that the first hover can melt at once.
    const release = env.holdReady();
    const mapUrl = httpUrl(displacementSource(settings.hover_effect, settings.plugin_url, settings.custom_effect), document.baseURI);
    const map = mapUrl ? loadImage(mapUrl, otherOrigin(mapUrl)).catch(() => null) : Promise.resolve(null);
    Promise.all([dom.image.decode().then(() => dom.image), loadImage(second, otherOrigin(second)), map])
      .then(([firstImage, secondImage, mapImage]) => {
        if (gone) return;
        loaded = { first: firstImage, second: secondImage, map: mapImage };
        // Pointed at or focused while the pictures were loading.
        if (target === 1) setActive(true);
      })
      .catch(() => {
        if (!gone) env.warn('the first or the second image could not be loaded; only the title reacts to hover');
      })
      .finally(release);
    return () => restorer.restore();
  }, [dom, settings, reduce]);

  return null;
}
