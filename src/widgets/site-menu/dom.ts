// The theme's header menu (documented in fixtures/widgets/site-menu.html):
//   header.site-header.menu-dropdown-{mobile|tablet|none}
//     nav.site-navigation > ul.menu                                   the desktop menu (the theme's own hover)
//     div.site-navigation-toggle-holder > button.site-navigation-toggle
//     nav.site-navigation-dropdown > ul.menu > li.menu-item-has-children > a + ul.sub-menu

export interface SiteMenuItem {
  item: HTMLElement;
  link: HTMLAnchorElement;
  submenu: HTMLElement;
}

export interface SiteMenuDom {
  header: HTMLElement;
  holder: HTMLElement;
  toggle: HTMLElement;
  dropdown: HTMLElement;
  items: SiteMenuItem[];
}

export function findSiteMenu(element: HTMLElement, container: HTMLElement): SiteMenuDom | null {
  const header = element.closest<HTMLElement>('.site-header') ?? container.querySelector<HTMLElement>('.site-header') ?? container;
  const holder = container.querySelector<HTMLElement>('.site-navigation-toggle-holder');
  const toggle = holder?.querySelector<HTMLElement>('.site-navigation-toggle');
  const dropdown = container.querySelector<HTMLElement>('.site-navigation-dropdown');
  if (!holder || !toggle || !dropdown) return null;
  const items: SiteMenuItem[] = [];
  for (const item of dropdown.querySelectorAll<HTMLElement>('li.menu-item-has-children')) {
    const link = [...item.children].find((el): el is HTMLAnchorElement => el instanceof HTMLAnchorElement);
    const submenu = [...item.children].find((el): el is HTMLElement => el instanceof HTMLElement && el.classList.contains('sub-menu'));
    if (link && submenu) items.push({ item, link, submenu });
  }
  return { header, holder, toggle, dropdown, items };
}
