// Reading one SVG draw as the add-on prints it: `.ha-svg-draw-container` > (optional link) > `svg`,
// the switches as prefix classes on the widget wrapper.
import { DRAWN_SELECTOR } from './logic';

export interface SvgDrawDom {
  svg: SVGSVGElement;
  strokes: SVGGeometryElement[];
  animated: boolean;
  reversed: boolean;
  together: boolean;
}

export function findSvgDraw(element: HTMLElement, container: HTMLElement): SvgDrawDom | null {
  const svg = container.querySelector<SVGSVGElement>('.ha-svg-draw-container svg');
  if (!svg) return null;
  return {
    svg,
    strokes: [...svg.querySelectorAll<SVGGeometryElement>(DRAWN_SELECTOR)],
    animated: element.classList.contains('ha-svg-animated-yes'),
    reversed: element.classList.contains('ha-svg-animation-rev-yes'),
    together: element.classList.contains('ha-svg-sync-together-yes'),
  };
}
