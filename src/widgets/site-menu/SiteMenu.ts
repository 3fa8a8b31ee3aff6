import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { WidgetProps } from '../../api-types';
import { createRestorer, type Restorer } from '../../ui/restorer';
import { useEvent } from '../../ui/use-event';
import { useWidthChange } from '../../ui/use-width-change';
import { useMediaQuery } from '../../ui/use-media-query';
import { usableId } from '../../ui/usable-id';
import { findSiteMenu, type SiteMenuDom } from './dom';
import { dropdownQuery } from './logic';

/** The theme's class for an open menu (on the toggle holder) and an open item. */
export const ACTIVE_CLASS = 'elementor-active';

const NEVER = '(max-width: 0px)';

/**
 * The site header's menu: the toggle opens and closes the dropdown (the active class, aria-expanded
 * and aria-hidden in step); a tap on an item with children opens or closes its submenu; a change of
 * the window's width, or Escape, closes the menu.
 */
export function SiteMenu({ element, container, env }: WidgetProps<unknown>) {
  const dom = useMemo(() => findSiteMenu(element, container), [element, container]);
  const [open, setOpen] = useState(false);
  const [items, setItems] = useState<boolean[]>(() => (dom?.items ?? []).map(() => false));
  const restorer = useMemo(createRestorer, [dom]);
  const query = dom ? dropdownQuery([...dom.header.classList]) : null;
  const inUse = useMediaQuery(query === 'all' ? 'all' : (query ?? NEVER));
  const wasOpen = useRef(false);

  useLayoutEffect(() => {
    if (!dom) return;
    applyStructure(dom, env.id, restorer);
    return () => restorer.restore();
  }, [dom, env.id, restorer]);

  // Leaving the dropdown layout closes the menu.
  const shown = open && inUse;

  useLayoutEffect(() => {
    if (!dom) return;
    const closing = wasOpen.current && !shown;
    wasOpen.current = shown;
    if (closing && dom.dropdown.contains(document.activeElement)) dom.toggle.focus({ preventScroll: true });
    restorer.toggle(dom.holder, ACTIVE_CLASS, shown);
    restorer.attr(dom.toggle, 'aria-expanded', String(shown));
    restorer.attr(dom.dropdown, 'aria-hidden', String(!shown));
    // Closed, its links leave the tab order too (aria-hidden alone would leave them focusable).
    restorer.attr(dom.dropdown, 'inert', shown ? null : '');
    dom.items.forEach(({ item, link, submenu }, index) => {
      const on = shown && items[index];
      restorer.toggle(item, ACTIVE_CLASS, on);
      restorer.attr(link, 'aria-expanded', String(on));
      restorer.attr(submenu, 'hidden', on ? null : '');
    });
  }, [dom, shown, items, restorer]);

  const close = () => {
    setOpen(false);
    setItems((was) => was.map(() => false));
  };

  useEvent(
    dom?.toggle,
    'click',
    (event) => {
      event.preventDefault();
      // Every toggle starts the submenus closed, as the theme's script did.
      setItems((was) => was.map(() => false));
      setOpen(!shown);
    },
    env.report,
  );

  useEvent(
    dom?.dropdown,
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a') : null;
      const index = dom ? dom.items.findIndex((item) => item.link === link) : -1;
      if (index < 0) return;
      event.preventDefault();
      setItems((was) => was.map((on, i) => (i === index ? !on : on)));
    },
    env.report,
  );

  useEvent(
    dom && !(dom.toggle instanceof HTMLButtonElement) ? dom.toggle : null,
    'keydown',
    (event) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      dom?.toggle.click();
    },
    env.report,
  );

  // Space presses a link that opens a submenu, as it would a button (Enter clicks it by itself).
  useEvent(
    dom?.dropdown,
    'keydown',
    (event) => {
      if (event.key !== ' ' || !dom || !dom.items.some((item) => item.link === event.target)) return;
      event.preventDefault();
      (event.target as HTMLElement).click();
    },
    env.report,
  );

  useEvent(
    shown ? document : null,
    'keydown',
    (event) => {
      if (event.key !== 'Escape' || !dom) return;
      event.preventDefault();
      dom.toggle.focus({ preventScroll: true });
      close();
    },
    env.report,
  );

  useWidthChange(() => {
    if (open) close();
  }, env.report);

  return null;
}

function applyStructure(dom: SiteMenuDom, widgetId: string, restorer: Restorer): void {
  restorer.attr(dom.dropdown, 'data-ha-site-menu', '');
  if (!usableId(dom.dropdown)) restorer.attr(dom.dropdown, 'id', `ha-site-menu-${widgetId}`);
  restorer.attr(dom.toggle, 'aria-controls', dom.dropdown.id);
  if (dom.toggle instanceof HTMLButtonElement) {
    if (!dom.toggle.hasAttribute('type')) restorer.attr(dom.toggle, 'type', 'button');
  } else {
    restorer.attr(dom.toggle, 'role', 'button');
    restorer.attr(dom.toggle, 'tabindex', '0');
  }
  if (!dom.toggle.getAttribute('aria-label') && !dom.toggle.textContent?.trim()) restorer.attr(dom.toggle, 'aria-label', 'Menu');
  dom.items.forEach(({ link, submenu }, index) => {
    if (!usableId(submenu)) restorer.attr(submenu, 'id', `ha-site-menu-${widgetId}-${index + 1}`);
    restorer.attr(link, 'aria-controls', submenu.id);
  });
}
