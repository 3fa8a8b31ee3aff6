// The Pro add-on's "Happy Menu" (mega menu) markup (documented in fixtures/widgets/nav-menu.html):
//   .ha-wid-con.ha_menu_responsive_{tablet|mobile}[data-responsive-breakpoint]
//     > button.ha-menu-hamburger.ha-menu-toggler
//     + div.ha-menu-container.ha-menu-offcanvas-elements.ha-nav-menu-one-page-{yes|no}
//       > ul.ha-navbar-nav.submenu-click-on-{icon|}
//           > li.ha-dropdown-has[.ha-megamenu-has][data-vertical-menu] > a.ha-menu-nav-link > span.ha-submenu-indicator-wrap
//                                                                   + ul.ha-dropdown | ul.ha-megamenu-panel
//       + div.ha-nav-identity-panel > button.ha-menu-close.ha-menu-toggler
import type { MenuDom, Submenu } from '../../ui/menu';

const childOf = (parent: Element, test: (el: Element) => boolean): HTMLElement | null =>
  (Array.from(parent.children).find((el) => el instanceof HTMLElement && test(el)) as HTMLElement | undefined) ?? null;

const TABLET_BREAKPOINT = 1024;
const MOBILE_BREAKPOINT = 767;

export interface NavMenuDom extends MenuDom {
  /** The widest width (px) at which the burger layout applies. */
  breakpoint: number;
  onePage: boolean;
}

/** `href="#"` or none: the add-on made such a link open its submenu whatever the click area. */
const bare = (link: HTMLAnchorElement) => {
  const href = link.getAttribute('href');
  return href === null || href.trim() === '' || href.trim() === '#';
};

export function findNavMenu(container: HTMLElement): NavMenuDom | null {
  const root = container.querySelector<HTMLElement>('.ha-wid-con');
  const list = root?.querySelector<HTMLElement>('.ha-navbar-nav');
  if (!root || !list) return null;
  const clickOnIcon = list.classList.contains('submenu-click-on-icon');
  // Mega panels hold whole templates: only the menu's own lists count.
  const ownList = (ul: Element | null) => ul === list || (ul?.classList.contains('ha-dropdown') && ul.closest('.ha-navbar-nav') === list);
  const indexOf = new Map<Element, number>();
  const submenus: Submenu[] = [];
  for (const item of list.querySelectorAll<HTMLElement>('li.ha-dropdown-has')) {
    if (!ownList(item.parentElement)) continue;
    const panel = childOf(item, (el) => el.classList.contains('ha-dropdown') || el.classList.contains('ha-megamenu-panel'));
    const link = childOf(item, (el) => el instanceof HTMLAnchorElement) as HTMLAnchorElement | null;
    const indicator = link?.querySelector<HTMLElement>('.ha-submenu-indicator-wrap') ?? null;
    const toggle = clickOnIcon && indicator && link && !bare(link) ? indicator : link;
    if (!panel || !toggle) continue;
    const outer = item.parentElement?.closest('li.ha-dropdown-has');
    indexOf.set(item, submenus.length);
    submenus.push({ item, link, panel, toggle, parent: outer ? (indexOf.get(outer) ?? -1) : -1 });
  }
  const links = [...list.querySelectorAll<HTMLAnchorElement>('li > a')].filter((a) => ownList(a.parentElement!.parentElement));
  const offcanvas = [...root.children].filter((el): el is HTMLElement => el instanceof HTMLElement && el.classList.contains('ha-menu-offcanvas-elements'));
  const panel = offcanvas.find((el) => el.contains(list)) ?? null;
  const openers = [...root.children].filter((el): el is HTMLElement => el instanceof HTMLElement && el.classList.contains('ha-menu-hamburger'));
  const closers = [...root.querySelectorAll<HTMLElement>('.ha-menu-close')];
  const burger = panel && openers.length ? { openers, closers, panel, show: { className: 'active', classed: offcanvas }, swapIcons: false } : null;
  const printed = Number.parseInt(root.dataset.responsiveBreakpoint ?? '', 10);
  const breakpoint = printed > 0 ? printed : root.classList.contains('ha_menu_responsive_mobile') ? MOBILE_BREAKPOINT : TABLET_BREAKPOINT;
  const onePage = Boolean(root.querySelector('.ha-nav-menu-one-page-yes'));
  return { root, submenus, links, burger, breakpoint, onePage };
}
