// The server markup of one scrolling image: the wrapper, the container and its items (the add-on's
// list printed ten times; each repeater entry carries `elementor-repeater-item-{id}`).
import { readAttributes } from '../../ui/marquee-markup';
import { repeats } from './logic';
import { directionKey } from './settings';

export interface ScrollingImageDom {
  wrapper: HTMLElement;
  container: HTMLElement;
  items: HTMLElement[];
  /** Items after the first of their repeater entry. */
  copies: HTMLElement[];
}

const wrapperOf = (container: HTMLElement) => container.querySelector<HTMLElement>('.ha-scrolling-image-wrapper');

const repeaterKey = (item: Element) => [...item.classList].find((name) => name.startsWith('elementor-repeater-item-')) ?? null;

export function findScrollingImage(root: HTMLElement): ScrollingImageDom | null {
  const wrapper = wrapperOf(root);
  const container = wrapper?.querySelector<HTMLElement>('.ha-scrolling-image-container');
  if (!wrapper || !container) return null;
  const items = [...container.children].filter((el): el is HTMLElement => el instanceof HTMLElement && el.matches('.ha-scrolling-image-item'));
  const flags = repeats(items.map(repeaterKey));
  return { wrapper, container, items, copies: items.filter((_, index) => flags[index]) };
}

/** data-align falls back to the style class the wrapper also carries. */
export function readScrollingImageSettings(_element: HTMLElement, root: HTMLElement): Record<string, unknown> {
  const wrapper = wrapperOf(root);
  if (!wrapper) return {};
  const align = wrapper.getAttribute('data-align') ?? (['ha-vertical', 'ha-horizontal'].find((name) => wrapper.classList.contains(name)) || null);
  return {
    ...(align === null ? {} : { slide_style: align }),
    ...readAttributes(wrapper, { 'data-scroll-direction': directionKey(align), 'data-duration': 'duration' }),
  };
}
