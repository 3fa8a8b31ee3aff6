export { useNavMenu } from './use-nav-menu';
export { belowQuery, MENU_BREAKPOINTS, megaPanelWidth } from './logic';
export type { Burger, MenuDom, MenuOptions, Submenu } from './types';
