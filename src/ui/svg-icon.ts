// A decorative inline icon (the button carrying it has the name), built with DOM calls: no HTML
// string, so it works on a page that enforces Trusted Types.
const SVG = 'http://www.w3.org/2000/svg';

/** A 24-unit, 20 px icon drawn by one path. */
export function svgIcon(path: string): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  for (const [name, value] of [['aria-hidden', 'true'], ['focusable', 'false'], ['viewBox', '0 0 24 24'], ['width', '20'], ['height', '20']])
    svg.setAttribute(name, value);
  const shape = document.createElementNS(SVG, 'path');
  shape.setAttribute('d', path);
  svg.append(shape);
  return svg;
}
