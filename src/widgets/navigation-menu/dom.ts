// The free add-on's "Nav Menu" markup (documented in fixtures/widgets/navigation-menu.html):
//   nav.ha-nav-menu.ha-navigation-menu-wrapper > div.menu-{slug}-container
//     > div.ha-nav-humberger-wrapper > span.ha-menu-toggler[data-humberger=open|close]
//     + ul.menu > li.menu-item[.menu-item-has-children] > a + span.ha-submenu-indicator-wrap + ul.sub-menu
import type { MenuDom, Submenu } from '../../ui/menu';

const childOf = <T extends Element>(parent: Element, test: (el: Element) => el is T): T | null =>
  (Array.from(parent.children).find(test) as T | undefined) ?? null;

const isLink = (el: Element): el is HTMLAnchorElement => el instanceof HTMLAnchorElement;
const withClass = (name: string) => (el: Element): el is HTMLElement => el instanceof HTMLElement && el.classList.contains(name);

/** Desktop and burger layouts are two classes on the nav: the add-on's stylesheet keys each on its own. */
export const DESKTOP_CLASS = 'ha-navigation-menu-wrapper';
export const BURGER_CLASS = 'ha-navigation-burger-menu';

export function findNavigationMenu(container: HTMLElement): MenuDom | null {
  const root = container.querySelector<HTMLElement>('.ha-nav-menu');
  const list = root?.querySelector<HTMLElement>('ul.menu');
  if (!root || !list) return null;
  const ours = (el: Element) => el.closest('.ha-nav-menu') === root;
  const indexOf = new Map<Element, number>();
  const submenus: Submenu[] = [];
  for (const item of list.querySelectorAll<HTMLElement>('li.menu-item-has-children')) {
    const panel = childOf(item, withClass('sub-menu'));
    if (!ours(item) || !panel) continue;
    const link = childOf(item, isLink);
    const toggle = childOf(item, withClass('ha-submenu-indicator-wrap')) ?? link;
    if (!toggle) continue;
    const outer = item.parentElement?.closest('li.menu-item-has-children');
    indexOf.set(item, submenus.length);
    submenus.push({ item, link, panel, toggle, parent: outer ? (indexOf.get(outer) ?? -1) : -1 });
  }
  const links = [...list.querySelectorAll<HTMLAnchorElement>('li > a')].filter(ours);
  const toggles = (state: string) => [...root.querySelectorAll<HTMLElement>(`.ha-menu-toggler[data-humberger="${state}"]`)];
  const openers = toggles('open');
  const burger = openers.length ? { openers, closers: toggles('close'), panel: list, show: 'slide' as const, swapIcons: true } : null;
  return { root, submenus, links, burger };
}
