// What a navigation menu widget reads from its server markup and hands to `useNavMenu`.
import type { Restorer } from '../restorer';

export interface Submenu {
  /** The `li` that holds the link and the panel; the pointer over it opens the panel on desktop. */
  item: HTMLElement;
  link: HTMLAnchorElement | null;
  /** The dropdown list or mega panel that opens and closes (it may hold other widgets: never moved). */
  panel: HTMLElement;
  /** What the visitor presses to open it: the submenu indicator, or the link itself. */
  toggle: HTMLElement;
  /** Index of the submenu this one sits in, -1 at the top level. */
  parent: number;
}

export interface Burger {
  /** Buttons that open the burger menu (they toggle it when no close button is printed). */
  openers: HTMLElement[];
  closers: HTMLElement[];
  /** What shows while the burger menu is open. */
  panel: HTMLElement;
  /**
   * How the add-on showed it: `slide` hides the panel and slides it open (a list under the
   * button); otherwise this class goes on `classed` while open (an off-canvas the stylesheet moves in).
   */
  show: 'slide' | { className: string; classed: HTMLElement[] };
  /** The add-on printed an open and a close icon, one shown at a time (`hide-icon`/`show-icon`). */
  swapIcons: boolean;
}

export interface MenuDom {
  /** The `nav` (or the add-on's box around it). */
  root: HTMLElement;
  submenus: Submenu[];
  /** Every link of the menu, for the current item. */
  links: HTMLAnchorElement[];
  burger: Burger | null;
}

export interface MenuOptions {
  /** The media query of the burger layout. */
  narrowQuery: string;
  /** A class the add-on put on an open panel (its stylesheet shows the panel with it). */
  panelOpenClass?: string;
  /** Links to sections of this page close the burger menu. */
  onePage: boolean;
  /** Anything else the burger layout changes on the markup (the add-on's class swap). */
  layout?(narrow: boolean, restorer: Restorer): void;
}
