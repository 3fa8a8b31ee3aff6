// Multi-layer parallax: the layers of a section's `data-ha-multi-layer-parallax` are laid over its
// background, each moving with scrolling (vertically, sideways, zooming, turning, blurring or fading)
// or with the pointer at its own speed, on the devices it is set for; rebuilt 30 ms after a resize
// settles. Under reduced motion the layers stay still where they are set; in the editor none is built.
import type { HaConfig } from '../../api-types';
import { parseSettingsAttribute } from '../../settings/attribute';
import { currentDevice, runPageEffects, type PageEffect } from '../../ui/page-effects';
import { createRestorer } from '../../ui/restorer';
import { viewportProgress } from '../../ui/scroll-progress';
import { defineExtension } from '../define';
import { layerStyle, readLayers, RESIZE_DEBOUNCE_MS, type ParallaxLayer } from './rules';

function parallaxEffect(section: HTMLElement, config: HaConfig): PageEffect | null {
  const device = currentDevice(config);
  const layers = readLayers(parseSettingsAttribute(section.getAttribute('data-ha-multi-layer-parallax')).value, device).filter((layer) => layer.shownOn.includes(device));
  if (!layers.length) return null;
  const still = window.matchMedia('(prefers-reduced-motion: reduce)');
  const restorer = createRestorer();
  let built: [ParallaxLayer, HTMLElement][] | null = null;
  let progress = 0;
  let mouse = { x: 0, y: 0 };

  const moving = (layer: ParallaxLayer) => (!still.matches && layer.movesOn.includes(device) ? layer : { ...layer, moves: [], rate: 0 });
  const paint = () => {
    for (const [layer, element] of built ?? []) {
      const style = layerStyle(moving(layer), progress, mouse);
      element.style.transform = style.transform;
      element.style.filter = style.filter;
      element.style.opacity = style.opacity;
      if (layer.prop == 'bgposition') element.style.backgroundPosition = style.backgroundPosition;
    }
  };

  function build(positioned: boolean): void {
    restorer.listen(still, 'change', paint);
    if (positioned) restorer.style(section, 'position', 'relative');
    restorer.style(section, 'overflow', 'hidden');
    const made = layers.map((layer): [ParallaxLayer, HTMLElement] => {
      const element = restorer.create('div', `ha-multi-layer-parallax elementor-repeater-item-${layer.id} ha-multi-layer-parallax-img`);
      Object.assign(element.style, { position: 'absolute', zIndex: String(layer.zIndex), pointerEvents: 'none' });
      if (layer.prop == 'bgposition') {
        Object.assign(element.style, { inset: '0', backgroundImage: `url(${JSON.stringify(layer.image)})`, backgroundRepeat: 'no-repeat', backgroundSize: `${layer.width}% auto` });
        element.setAttribute('aria-hidden', 'true');
      } else {
        Object.assign(element.style, { left: `${layer.x}%`, top: `${layer.y}%`, width: `${layer.width}%` });
        const image = Object.assign(document.createElement('img'), { className: 'ha-multi-layer-parallax-img', src: layer.image, alt: layer.alt });
        image.style.width = '100%';
        element.append(image);
      }
      return [layer, element];
    });
    // In list order on top of one another, before the section's content (as the add-on prepends them).
    section.prepend(...made.map(([, element]) => element));
    built = made;
  }

  return {
    read() {
      const positioned = !built && getComputedStyle(section).position == 'static';
      const rect = section.getBoundingClientRect();
      progress = viewportProgress(rect.top, rect.height, window.innerHeight);
      return () => {
        if (!built) build(positioned);
        paint();
      };
    },
    pointer(x, y) {
      if (!built || still.matches) return;
      mouse = { x: x - window.innerWidth / 2, y: y - window.innerHeight / 2 };
      paint();
    },
    stop() {
      restorer.restore();
      built = null;
    },
  };
}

export default defineExtension({
  attach(elements, { config }) {
    runPageEffects(elements, config, (section) => parallaxEffect(section, config), { resizeDelay: RESIZE_DEBOUNCE_MS, motion: false });
  },
});
