// The scroll navigation has no counterpart in the original add-on; its markup is designed in the
// add-on's style (documented in fixtures/widgets/scroll-navigation.html):
//   nav.ha-scroll-nav > ul.ha-scroll-nav__list > li.ha-scroll-nav__item[data-anchor="section-id"][data-invert="yes"]
//                                                  > a.ha-scroll-nav__link[href="#section-id"] > span.ha-scroll-nav__label

export const ACTIVE_CLASS = 'ha-scroll-nav__item--active';
/** On the nav while the active item asks for inverted colours (over a dark section). */
export const INVERT_CLASS = 'ha-scroll-nav--invert';

export interface ScrollNavItem {
  item: HTMLElement;
  link: HTMLAnchorElement | null;
  anchor: string;
  invert: boolean;
}

export interface ScrollNavDom {
  nav: HTMLElement;
  items: ScrollNavItem[];
}

export function findScrollNav(container: HTMLElement): ScrollNavDom | null {
  const nav = container.querySelector<HTMLElement>('.ha-scroll-nav');
  if (!nav) return null;
  const items = [...nav.querySelectorAll<HTMLElement>('.ha-scroll-nav__item')].flatMap((item): ScrollNavItem[] => {
    const link = item.querySelector<HTMLAnchorElement>('a.ha-scroll-nav__link');
    const anchor = (item.dataset.anchor ?? link?.hash.slice(1) ?? '').trim();
    return anchor ? [{ item, link, anchor, invert: item.dataset.invert === 'yes' }] : [];
  });
  return items.length ? { nav, items } : null;
}
