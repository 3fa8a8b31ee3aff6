// Small DOM helpers shared by the advanced slider's adapter and thumbnail strip.
import { isRtl } from '../../ui/direction';

export const child = (parent: Element, className: string) => parent.querySelector<HTMLElement>(`:scope > .${className}`);

export const childrenWith = (parent: Element, className: string) =>
  [...parent.children].filter((el): el is HTMLElement => el instanceof HTMLElement && el.classList.contains(className));

export const setCurrent = (el: Element, on: boolean) => (on ? el.setAttribute('aria-current', 'true') : el.removeAttribute('aria-current'));

/**
 * Swiper's gap between slides: a margin on the side the slides run to. The computed direction, read
 * as the slider mounts, brings the whole page's styles up to date.
 */
export const gapSide = (el: Element) => (isRtl(el) ? 'marginLeft' : 'marginRight');
