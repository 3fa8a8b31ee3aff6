// The roles and relations a mounted menu gets on its server markup (WAI-ARIA disclosure navigation).
import type { Restorer } from '../restorer';
import { nameLandmark } from '../landmark-name';
import { usableId } from '../usable-id';
import type { MenuDom } from './types';

/** On the menu's root while mounted: the behaviour stylesheet lets the script decide what shows. */
export const MOUNTED_ATTR = 'data-ha-menu';
/** On the root while the burger layout applies. */
export const NARROW_ATTR = 'data-ha-menu-narrow';
/** On every submenu panel. */
export const PANEL_ATTR = 'data-ha-menu-panel';
/** On a burger panel that is hidden and slid open (not an off-canvas the add-on's stylesheet moves). */
export const BURGER_ATTR = 'data-ha-menu-burger';

const named = (el: HTMLElement) =>
  Boolean(el.getAttribute('aria-label')?.trim() || el.getAttribute('aria-labelledby') || el.textContent?.trim() || el.querySelector('img[alt]:not([alt=""])'));

/** A span or div acting as a button: in the tab order, named, with the button role. */
function asButton(el: HTMLElement, name: string, restorer: Restorer): void {
  if (el instanceof HTMLButtonElement) {
    if (!el.hasAttribute('type')) restorer.attr(el, 'type', 'button');
  } else if (!(el instanceof HTMLAnchorElement)) {
    restorer.attr(el, 'role', 'button');
    restorer.attr(el, 'tabindex', '0');
  }
  if (!named(el)) restorer.attr(el, 'aria-label', name);
}

const ensureId = (el: HTMLElement, id: string, restorer: Restorer) => {
  if (!usableId(el)) restorer.attr(el, 'id', id);
  return el.id;
};

export function applyStructure(dom: MenuDom, widgetId: string, restorer: Restorer): void {
  restorer.attr(dom.root, MOUNTED_ATTR, '');
  // The disclosure navigation pattern lives in a navigation landmark; the mega menu prints a div.
  if (dom.root.tagName !== 'NAV' && !dom.root.closest('nav, [role="navigation"]')) {
    restorer.attr(dom.root, 'role', 'navigation');
    if (!dom.root.getAttribute('aria-label') && !dom.root.getAttribute('aria-labelledby')) {
      // Recorded first, so that the label goes once the landmark group has let go of it.
      restorer.attr(dom.root, 'aria-label', null);
      restorer.defer(nameLandmark(dom.root, 'Menu'));
    }
  }
  dom.submenus.forEach(({ link, panel, toggle }, index) => {
    const id = ensureId(panel, `ha-menu-${widgetId}-${index + 1}`, restorer);
    restorer.attr(panel, PANEL_ATTR, '');
    // A mega panel is a list around a whole template, not list items: a group, not a broken list.
    if (panel instanceof HTMLUListElement && [...panel.children].some((child) => child.tagName !== 'LI')) restorer.attr(panel, 'role', 'group');
    restorer.attr(toggle, 'aria-controls', id);
    // A link that only opens its submenu (the add-on's "click on text", or a `#` link) is a button.
    if (toggle === link) restorer.attr(toggle, 'role', 'button');
    const title = link?.textContent?.trim() || 'Menu item';
    asButton(toggle, `${title} submenu`, restorer);
  });
  const burger = dom.burger;
  if (!burger) return;
  const id = ensureId(burger.panel, `ha-menu-${widgetId}-list`, restorer);
  if (burger.show === 'slide') restorer.attr(burger.panel, BURGER_ATTR, '');
  for (const opener of burger.openers) {
    asButton(opener, 'Menu', restorer);
    restorer.attr(opener, 'aria-controls', id);
  }
  for (const closer of burger.closers) {
    asButton(closer, 'Close menu', restorer);
    restorer.attr(closer, 'aria-controls', id);
  }
}

/** Buttons that are not native ones press on Enter and Space; a link-button presses on Enter by itself. */
export function pressesOn(el: Element, key: string): boolean {
  if (el instanceof HTMLButtonElement) return false;
  if (el instanceof HTMLAnchorElement) return key === ' ';
  return key === 'Enter' || key === ' ';
}
