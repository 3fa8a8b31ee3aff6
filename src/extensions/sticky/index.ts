// Sticky sections, containers and widgets: once scrolled to its offset the element is fixed there,
// a spacer of its size keeps its place so nothing below it moves, `elementor-sticky--active` marks it
// and `elementor-sticky--effects` once scrolled its effects offset further; with sticky_parent it
// leaves with its parent's bottom. A resize lets go at once and sticks again 300 ms after it settles
// (the element's width and the device may have changed). Sticking is not motion: it stays under
// reduced motion. Nothing sticks in the editor.
import type { HaConfig } from '../../api-types';
import { parseSettingsAttribute } from '../../settings/attribute';
import { createRestorer, type Restorer } from '../../ui/restorer';
import { currentDevice, runPageEffects, type PageEffect } from '../../ui/page-effects';
import { defineExtension } from '../define';
import { readSticky, REACTIVATE_DELAY_MS, stickyPlace } from './rules';

/** What sticky_parent keeps an element within, as the page builder counts it: its column's or container's box. */
const PARENT = '.e-con, .e-con-inner, .elementor-widget-wrap';

function stickyEffect(element: HTMLElement, config: HaConfig): PageEffect | null {
  const settings = readSticky(parseSettingsAttribute(element.getAttribute('data-settings')).value, currentDevice(config), config.breakpoints);
  if (!settings) return null;
  const base = createRestorer();
  base.addClass(element, 'elementor-sticky');
  let stuck: { restorer: Restorer; spacer: HTMLElement } | null = null;
  const unstick = () => {
    stuck?.restorer.restore();
    stuck = null;
  };

  return {
    read() {
      const rect = element.getBoundingClientRect();
      const natural = stuck ? stuck.spacer.getBoundingClientRect() : rect;
      const parent = settings.withinParent ? (element.parentElement?.closest(PARENT) ?? element.parentElement)?.getBoundingClientRect() : undefined;
      const place = stickyPlace(settings, natural, rect.height, window.innerHeight, parent);
      if (!place.stick) return stuck ? unstick : undefined;
      let stick: (() => void) | undefined;
      if (!stuck) {
        const style = getComputedStyle(element);
        const outer = rect.height + parseFloat(style.marginTop) + parseFloat(style.marginBottom);
        const layered = style.zIndex == 'auto';
        stick = () => {
          const restorer = createRestorer();
          const spacer = restorer.create('div', 'elementor-sticky__spacer');
          spacer.setAttribute('aria-hidden', 'true');
          spacer.style.height = `${outer}px`;
          element.after(spacer);
          restorer.addClass(element, 'elementor-sticky--active');
          for (const [property, value] of [
            ['position', 'fixed'],
            ['left', `${rect.left}px`],
            ['width', `${rect.width}px`],
            ['margin-top', '0'],
            ['margin-bottom', '0'],
            ['z-index', layered ? '99' : ''],
          ])
            if (value) restorer.style(element, property, value);
          stuck = { restorer, spacer };
        };
      }
      return () => {
        stick?.();
        if (!stuck) return;
        stuck.restorer.style(element, 'top', `${place.top}px`);
        stuck.restorer.toggle(element, 'elementor-sticky--effects', place.effects);
      };
    },
    stop() {
      unstick();
      base.restore();
    },
  };
}

export default defineExtension({
  attach(elements, { config }) {
    runPageEffects(elements, config, (element) => stickyEffect(element, config), { resizeDelay: REACTIVATE_DELAY_MS, stopWhileResizing: true, motion: false });
  },
});
