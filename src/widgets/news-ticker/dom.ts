// The server markup of one news ticker: the wrapper, the sticky title laid over one of its ends (when
// the page has one) and the list of headlines.
import { readAttributes } from '../../ui/marquee-markup';

export interface TickerDom {
  wrapper: HTMLElement;
  title: HTMLElement | null;
  list: HTMLElement;
  items: HTMLElement[];
}

const wrapperOf = (container: HTMLElement) => container.querySelector<HTMLElement>('.ha-news-ticker-wrapper');

export function findTicker(container: HTMLElement): TickerDom | null {
  const wrapper = wrapperOf(container);
  const list = wrapper?.querySelector<HTMLElement>('.ha-news-ticker-container');
  if (!wrapper || !list) return null;
  const items = [...list.children].filter((el): el is HTMLElement => el instanceof HTMLElement && el.matches('.ha-news-ticker-item'));
  return { wrapper, list, items, title: wrapper.querySelector<HTMLElement>('.ha-news-ticker-sticky-title') };
}

export function readTickerSettings(_element: HTMLElement, container: HTMLElement): Record<string, unknown> {
  return readAttributes(wrapperOf(container), { 'data-scroll-direction': 'slide_direction', 'data-duration': 'duration' });
}
