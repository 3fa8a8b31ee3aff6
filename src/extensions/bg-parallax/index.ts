// The add-on's background parallax (`ha-bg-parallax-yes` sections and containers): the element's own
// background moves at its speed as the page scrolls (scroll), scales and/or fades with how much of the
// element is in view (scale, opacity and their mixes), or, for auto moving, drifts on its own while on
// screen. The background goes onto a clipped layer behind the content, moved with transforms. Still on
// the platforms it is not enabled for and under reduced motion (the background as printed); it runs in
// the editor, as the add-on's does. Everything is put back when it stops.
import type { HaConfig } from '../../api-types';
import { parseSettingsAttribute } from '../../settings/attribute';
import { runPageEffects, type PageEffect } from '../../ui/page-effects';
import { createRestorer, type Restorer } from '../../ui/restorer';
import { defineExtension } from '../define';
import { automoveOffset, layerStyle, readBgParallax, scrollLayerBox, scrolls, stillOnPlatform, type BgParallaxSettings } from './rules';

const RESIZE_DELAY_MS = 50;

/** Where the settings are: on the element, or (in the editor) on the add-on's `#ha-bg-parallax-{id}` inside it. */
function settingsText(element: HTMLElement): string | null {
  if (element.hasAttribute('data-ha-bg-parallax')) return element.getAttribute('data-ha-bg-parallax');
  const inner = element.dataset.id ? element.querySelector(`[id="ha-bg-parallax-${CSS.escape(element.dataset.id)}"]`) : null;
  return inner?.getAttribute('data-ha-bg-parallax') ?? null;
}

/** Elements already warned about: the settings are read again at every restart after a resize. */
const warned = new WeakSet<HTMLElement>();

function readSettings(element: HTMLElement, config: HaConfig): BgParallaxSettings | null {
  const text = settingsText(element);
  if (text === null) return null;
  const parsed = parseSettingsAttribute(text);
  const { settings, problem } = readBgParallax(parsed.value);
  const warning = parsed.problem?.replace('data-settings', 'data-ha-bg-parallax') ?? problem;
  if (warning && config.debug && !warned.has(element) && warned.add(element)) console.warn('[ha-widgets] background parallax', element.id || element.dataset.id || '', warning);
  return settings;
}

const WAITING = 'ha-bg-parallax-wrap-hide';

/**
 * Takes off the add-on's class for a background that waits for its script; put back where it was
 * printed among the others (a class added again goes last) unless the classes changed meanwhile.
 */
function dropWaitingClass(element: HTMLElement, restorer: Restorer): void {
  if (!element.classList.contains(WAITING)) return;
  const printed = element.getAttribute('class')!;
  element.classList.remove(WAITING);
  const without = element.getAttribute('class');
  restorer.defer(() => {
    if (element.getAttribute('class') == without) element.setAttribute('class', printed);
    else element.classList.add(WAITING);
  });
}

/** Auto moving: the element's own background drifts, a step's worth per frame's time, while it is on screen. */
function automove(element: HTMLElement, settings: BgParallaxSettings): PageEffect {
  const restorer = createRestorer();
  let frame = 0;
  let since = 0;
  let elapsed = 0;
  const step = (now: number) => {
    elapsed += now - since;
    since = now;
    const { x, y } = automoveOffset(settings, elapsed);
    restorer.style(element, 'background-position', `${x}px ${y}px`);
    frame = requestAnimationFrame(step);
  };
  const observer = new IntersectionObserver((entries) => {
    cancelAnimationFrame(frame);
    frame = 0;
    if (entries[entries.length - 1].isIntersecting) frame = requestAnimationFrame((now) => ((since = now), step(now)));
  });
  observer.observe(element);
  restorer.defer(() => (observer.disconnect(), cancelAnimationFrame(frame)));
  return { read: () => undefined, stop: () => restorer.restore() };
}

function bgParallaxEffect(element: HTMLElement, config: HaConfig): PageEffect | null {
  const settings = readSettings(element, config);
  if (!settings || stillOnPlatform(settings, navigator.userAgent)) return null;
  if (settings.type == 'automove') return automove(element, settings);
  const restorer = createRestorer();
  let layer: HTMLElement | null = null;
  let box = { top: 0, height: 0 };

  /** Reads the element's background (once, right after a layout) and returns the write that moves it onto the layer. */
  function background(): (() => void) | null {
    const style = getComputedStyle(element);
    if (style.backgroundImage == 'none') return null;
    const { backgroundImage, backgroundPosition, backgroundSize, backgroundRepeat, position, zIndex } = style;
    return () => {
      const container = restorer.create('div', 'ha-bg-parallax-container');
      container.setAttribute('aria-hidden', 'true');
      Object.assign(container.style, { position: 'absolute', inset: '0', overflow: 'hidden', pointerEvents: 'none', zIndex: '-1' });
      layer = restorer.create('div', 'ha-bg-parallax-layer');
      Object.assign(layer.style, {
        position: 'absolute',
        inset: '0',
        backgroundImage,
        backgroundPosition,
        backgroundSize: settings!.size || backgroundSize,
        backgroundRepeat: settings!.repeat || backgroundRepeat,
        willChange: 'transform',
      });
      container.append(layer);
      // The layer sits under the content and over the element's background colour: the element
      // becomes the stacking context it is drawn in.
      if (position == 'static') restorer.style(element, 'position', 'relative');
      if (zIndex == 'auto') restorer.style(element, 'z-index', '0');
      restorer.style(element, 'background-image', 'none');
      dropWaitingClass(element, restorer);
      element.prepend(container);
    };
  }

  let built = false;
  return {
    read() {
      const build = built ? undefined : background();
      built = true;
      if (!build && !layer) return;
      const rect = element.getBoundingClientRect();
      const viewport = window.innerHeight;
      return () => {
        build?.();
        if (!layer) return;
        if (scrolls(settings.type)) {
          const next = scrollLayerBox(settings.speed, rect.height, viewport);
          if (next.top != box.top || next.height != box.height) {
            box = next;
            Object.assign(layer.style, { inset: 'auto 0', top: `${box.top}px`, height: `${box.height}px` });
          }
        }
        const style = layerStyle(settings, rect.top, rect.height, viewport);
        layer.style.transform = style.transform;
        layer.style.opacity = style.opacity;
      };
    },
    stop() {
      restorer.restore();
      (layer = null), (built = false), (box = { top: 0, height: 0 });
    },
  };
}

export default defineExtension({
  attach(elements, { config }) {
    runPageEffects(elements, config, (element) => bgParallaxEffect(element, config), { resizeDelay: RESIZE_DELAY_MS, motion: true, editor: true });
  },
});
