// The server markup of one image scroller: the wrapper (a div, or a link when the image links
// somewhere), the frame (`figure.ha-image-scroller-container`) and the image in it.
import { readAttributes } from '../../ui/marquee-markup';
import { directionKey } from './settings';

export interface ImageScrollerDom {
  wrapper: HTMLElement;
  figure: HTMLElement;
  image: HTMLElement;
  /** The wrapper is (or sits in) a link, which takes the keyboard focus. */
  inLink: boolean;
}

const wrapperOf = (container: HTMLElement) => container.querySelector<HTMLElement>('.ha-image-scroller-wrapper');

export function findImageScroller(container: HTMLElement): ImageScrollerDom | null {
  const wrapper = wrapperOf(container);
  const figure = wrapper?.querySelector<HTMLElement>('.ha-image-scroller-container');
  const image = figure?.querySelector<HTMLElement>('img');
  if (!wrapper || !figure || !image) return null;
  return { wrapper, figure, image, inLink: wrapper.closest('a[href]') !== null };
}

const TRIGGER_CLASS = 'ha-image-scroller-trigger-';

/** The data attributes where printed, else what the wrapper's classes say. */
export function readImageScrollerSettings(_element: HTMLElement, container: HTMLElement): Record<string, unknown> {
  const wrapper = wrapperOf(container);
  if (!wrapper) return {};
  const classes = [...wrapper.classList];
  const trigger = wrapper.getAttribute('data-trigger-type') ?? classes.find((name) => name.startsWith(TRIGGER_CLASS))?.slice(TRIGGER_CLASS.length) ?? null;
  const type = wrapper.getAttribute('data-scroll-type') ?? (['vertical', 'horizontal'].find((name) => classes.includes(`ha-image-scroller-${name}`)) || null);
  return {
    ...(trigger === null ? {} : { trigger_type: trigger }),
    ...(type === null ? {} : { scroll_type: type }),
    ...readAttributes(wrapper, { 'data-scroll-direction': directionKey(type) }),
  };
}
