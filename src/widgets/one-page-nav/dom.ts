// The add-on's printed markup (Happy Addons Pro "One Page Nav"):
//   .ha-opn-dotted-nav.{design}.{align classes}
//     design ha-opn-design-default:  > ul > li.ha-opn-dotted-item[.ha_opn__item--current]
//                                          > [span.ha-opn-tooltip] + a[href="#"][data-section-id] > span.ha-opn-dot > [icon] [span title]
//     other designs:                 > ul.ha-opn-nav.{design} > li.ha_opn__item[aria-label="title"]
//                                          > a[href="#"][data-section-id] + [span.ha_opn__item-title]
// The first item is printed current.

export const CURRENT_CLASS = 'ha_opn__item--current';

export interface NavItem {
  item: HTMLElement;
  link: HTMLAnchorElement;
  sectionId: string;
  /** What the item says: its title, tooltip or aria-label (links of some designs print no text). */
  label: string;
}

export interface NavDom {
  nav: HTMLElement;
  items: NavItem[];
}

const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

export function findNav(container: HTMLElement): NavDom | null {
  const nav = container.querySelector<HTMLElement>('.ha-opn-dotted-nav');
  if (!nav) return null;
  const items = [...nav.querySelectorAll<HTMLElement>('li.ha-opn-dotted-item, li.ha_opn__item')].flatMap((item): NavItem[] => {
    const link = item.querySelector<HTMLAnchorElement>('a[data-section-id]');
    const sectionId = link?.dataset.sectionId?.trim();
    if (!link || !sectionId) return [];
    const label = text(link) || text(item.querySelector('.ha_opn__item-title, .ha-opn-tooltip')) || item.getAttribute('aria-label')?.trim() || sectionId;
    return [{ item, link, sectionId, label }];
  });
  return items.length ? { nav, items } : null;
}
