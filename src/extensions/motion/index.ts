// Motion effects: on scroll, an element (motion_fx_*) or its background (background_motion_fx_*)
// moves, turns, scales, fades or blurs as it travels through the viewport, within each effect's range;
// with the pointer it follows (mouse track) or tilts. Only on the devices listed; off under reduced
// motion and in the editor; every style and the background layer put back when it stops.
import type { HaConfig } from '../../api-types';
import { parseSettingsAttribute } from '../../settings/attribute';
import { currentDevice, runPageEffects, type PageEffect } from '../../ui/page-effects';
import { createRestorer } from '../../ui/restorer';
import { viewportProgress } from '../../ui/scroll-progress';
import { defineExtension } from '../define';
import { MOVE_PX, pointerTransform, readMotion, scrollStyle, type MotionSettings } from './rules';

const RESIZE_DELAY_MS = 50;

/** Where the element is laid out, transforms left out (they are ours): its offset box in the viewport. */
function layoutBox(element: HTMLElement) {
  const parent = element.offsetParent;
  const origin = parent ? parent.getBoundingClientRect() : { top: 0, left: 0 };
  const top = origin.top + (parent?.clientTop ?? 0) + element.offsetTop;
  const left = origin.left + (parent?.clientLeft ?? 0) + element.offsetLeft;
  return { top, left, width: element.offsetWidth, height: element.offsetHeight };
}

function motionEffect(element: HTMLElement, config: HaConfig): PageEffect | null {
  const raw = parseSettingsAttribute(element.getAttribute('data-settings')).value;
  const device = currentDevice(config);
  const own = readMotion(raw, 'motion_fx_');
  const background = readMotion(raw, 'background_motion_fx_');
  const onDevice = (settings: MotionSettings | null) => (settings?.devices.includes(device) ? settings : null);
  const elementFx = onDevice(own);
  const backgroundFx = onDevice(background);
  if (!elementFx && !backgroundFx) return null;

  const restorer = createRestorer();
  let layer: HTMLElement | null = null;
  let box = { top: 0, left: 0, width: 0, height: 0 };
  const scrolled = new Map<HTMLElement, string>();
  const pointed = new Map<HTMLElement, string>();
  const transform = (target: HTMLElement) => restorer.style(target, 'transform', [scrolled.get(target), pointed.get(target)].filter(Boolean).join(' '));

  if (elementFx) restorer.addClass(element, 'elementor-motion-effects-element');
  const targets = () => [...(elementFx ? [[element, elementFx] as const] : []), ...(backgroundFx && layer ? [[layer, backgroundFx] as const] : [])];

  /** The background moves on a layer of its own, as the page builder's own stylesheet expects it. */
  function backgroundLayer(settings: MotionSettings): () => void {
    const style = getComputedStyle(element);
    const image = style.backgroundImage;
    const { position, size, repeat } = { position: style.backgroundPosition, size: style.backgroundSize, repeat: style.backgroundRepeat };
    const positioned = style.position == 'static';
    return () => {
      const container = restorer.create('div', 'elementor-motion-effects-container');
      layer = restorer.create('div', 'elementor-motion-effects-layer');
      container.setAttribute('aria-hidden', 'true');
      Object.assign(container.style, { position: 'absolute', inset: '0', overflow: 'hidden', pointerEvents: 'none' });
      const extraY = (settings.translateY?.speed ?? 0) * MOVE_PX;
      const extraX = (settings.translateX?.speed ?? 0) * MOVE_PX;
      Object.assign(layer.style, {
        position: 'absolute',
        top: `${-extraY}px`,
        left: `${-extraX}px`,
        width: `calc(100% + ${2 * extraX}px)`,
        height: `calc(100% + ${2 * extraY}px)`,
        backgroundImage: image,
        backgroundPosition: position,
        backgroundSize: size,
        backgroundRepeat: repeat,
      });
      container.append(layer);
      if (positioned) restorer.style(element, 'position', 'relative');
      restorer.addClass(element, 'elementor-motion-effects-element-type-background');
      restorer.style(element, 'background-image', 'none');
      element.prepend(container);
    };
  }

  return {
    read() {
      const build = backgroundFx && !layer ? backgroundLayer(backgroundFx) : undefined;
      // The background layer never moves the element: its own box is right as it is.
      const measured = elementFx ? layoutBox(element) : element.getBoundingClientRect();
      box = { top: measured.top, left: measured.left, width: measured.width, height: measured.height };
      const progress = viewportProgress(box.top, box.height, window.innerHeight);
      return () => {
        build?.();
        for (const [target, settings] of targets()) {
          const style = scrollStyle(settings, progress);
          scrolled.set(target, style.transform);
          transform(target);
          restorer.style(target, 'opacity', style.opacity);
          restorer.style(target, 'filter', style.filter);
        }
      };
    },
    pointer(x, y) {
      const dx = (x - (box.left + box.width / 2)) / window.innerWidth;
      const dy = (y - (box.top + box.height / 2)) / window.innerHeight;
      for (const [target, settings] of targets()) {
        if (!settings.mouseTrack && !settings.tilt) continue;
        pointed.set(target, pointerTransform(settings, dx, dy));
        transform(target);
      }
    },
    stop() {
      restorer.restore();
      layer = null;
    },
  };
}

export default defineExtension({
  attach(elements, { config }) {
    runPageEffects(elements, config, (element) => motionEffect(element, config), { resizeDelay: RESIZE_DELAY_MS, motion: true });
  },
});
