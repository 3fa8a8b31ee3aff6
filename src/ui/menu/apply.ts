// Writes a menu's open state onto its server markup (every change through the restorer).
import type { Restorer } from '../restorer';
import type { Slider } from '../slide';
import type { Burger, Submenu } from './types';

/** What the last pass wrote. */
export interface Applied {
  open: boolean[];
  burger: boolean;
  narrow: boolean;
}

export interface Pass {
  restorer: Restorer;
  slider: Slider;
  /** The last pass, null on the first (which records the server's state and does not animate). */
  before: Applied | null;
  /** The layout changed since the last pass: everything closes at once. */
  layoutChanged: boolean;
  slide: boolean;
}

export const visible = (el: HTMLElement) => el.getClientRects().length > 0;
export const focus = (el: HTMLElement | undefined) => el?.focus({ preventScroll: true });

export function applySubmenus(submenus: readonly Submenu[], open: readonly boolean[], openClass: string | undefined, pass: Pass): void {
  const { restorer, slider, before, layoutChanged, slide } = pass;
  submenus.forEach(({ toggle, panel }, index) => {
    const on = open[index];
    restorer.attr(toggle, 'aria-expanded', String(on));
    if (openClass) restorer.toggle(panel, openClass, on);
    // Hiding a panel that holds focus would drop focus onto the page body.
    if (!on && panel.contains(document.activeElement)) focus(toggle);
    if (!before) restorer.attr(panel, 'hidden', on ? null : '');
    else if (before.open[index] !== on || layoutChanged) slider.set(panel, on, slide);
  });
}

/**
 * `on`: the burger menu is open. On desktop its panel is the menu itself, always shown. Focus follows
 * the visitor: to the close button on opening, back to the opener when the panel it was in closes
 * (unless `keepFocus`: a section link took the visitor to the page).
 */
export function applyBurger(burger: Burger, on: boolean, narrow: boolean, keepFocus: boolean, pass: Pass): void {
  const { restorer, slider, before, layoutChanged, slide } = pass;
  for (const button of [...burger.openers, ...burger.closers]) restorer.attr(button, 'aria-expanded', String(on));
  if (burger.swapIcons) {
    for (const opener of burger.openers) {
      restorer.toggle(opener, 'hide-icon', on);
      restorer.toggle(opener, 'show-icon', !on);
    }
    for (const closer of burger.closers) {
      restorer.toggle(closer, 'hide-icon', !on);
      restorer.toggle(closer, 'show-icon', on);
    }
  }
  const shown = on || !narrow;
  if (burger.show === 'slide') {
    if (!before) restorer.attr(burger.panel, 'hidden', shown ? null : '');
    else if (before.burger !== on || layoutChanged) slider.set(burger.panel, shown, slide);
  } else {
    for (const el of burger.show.classed) restorer.toggle(el, burger.show.className, on);
    // An off-canvas panel moved off screen keeps its links out of the tab order.
    restorer.attr(burger.panel, 'inert', shown ? null : '');
  }
  const wasOn = before?.burger ?? false;
  const focused = document.activeElement;
  if (on && !wasOn && before) focus(burger.closers.find(visible) ?? burger.closers[0]);
  else if (!on && wasOn && !keepFocus && focused instanceof HTMLElement) {
    if (burger.panel.contains(focused) || burger.closers.includes(focused)) focus(burger.openers.find(visible) ?? burger.openers[0]);
  }
}
