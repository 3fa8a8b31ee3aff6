// The add-on's printed markup (Liquid Hover Image widget, free edition):
//   .ha-lhi-area.{style-N}
//     [> .ha-lhi-title > h2 (+ p)]                  the title and subtitle, styled per hover style
//     > .ha-lhi-image-area[data-settings] > .ha-lhi-image > img (the first image) [+ a[href] (empty)]
import { parseSettingsAttribute } from '../../settings/attribute';

export interface LiquidDom {
  area: HTMLElement;
  box: HTMLElement;
  image: HTMLImageElement;
  link: HTMLAnchorElement | null;
  title: HTMLElement | null;
}

export function findLiquid(container: HTMLElement): LiquidDom | null {
  const area = container.querySelector<HTMLElement>('.ha-lhi-area');
  const box = area?.querySelector<HTMLElement>('.ha-lhi-image-area .ha-lhi-image');
  const image = box?.querySelector<HTMLImageElement>(':scope > img');
  if (!area || !box || !image) return null;
  return { area, box, image, link: box.querySelector<HTMLAnchorElement>(':scope > a[href]'), title: area.querySelector<HTMLElement>('.ha-lhi-title') };
}

/** The settings are printed on the image area, not on the widget's element. */
export function readLiquidSettings(_element: HTMLElement, container: HTMLElement): Record<string, unknown> {
  return parseSettingsAttribute(container.querySelector('.ha-lhi-image-area')?.getAttribute('data-settings') ?? null).value;
}

/** A name for the add-on's empty link: the title's words, else the image's text alternative. */
export function linkName(dom: LiquidDom): string {
  const heading = dom.title?.querySelector('h2, h3, h4');
  // Hover styles print the title twice (normal and hover copies): the first copy is the name.
  const words = (heading?.querySelector('.normal') ?? heading)?.textContent?.replace(/\s+/g, ' ').trim();
  return words || dom.image.alt.trim();
}
