// Pure rules of the header site menu.
import { belowQuery, MENU_BREAKPOINTS } from '../../ui/menu';

/**
 * The media query under which the header shows its toggle and dropdown, from the header's classes
 * as the theme prints them: `menu-dropdown-mobile` (below 768 px), `menu-dropdown-tablet` (below
 * 1025 px, the default), `menu-dropdown-none` (never), `menu-layout-dropdown` (at every width).
 * Null: never.
 */
export function dropdownQuery(classes: readonly string[]): string | null {
  if (classes.includes('menu-layout-dropdown')) return 'all';
  if (classes.includes('menu-dropdown-none')) return null;
  if (classes.includes('menu-dropdown-mobile')) return belowQuery(MENU_BREAKPOINTS.mobile);
  return belowQuery(MENU_BREAKPOINTS.tablet);
}
