import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { WidgetEnv } from '../../api-types';
import { reducedMotion } from '../../services/device';
import { useStore } from '../../runtime';
import { createRestorer } from '../restorer';
import { createSlider } from '../slide';
import { useEvent } from '../use-event';
import { useWidthChange } from '../use-width-change';
import { useMediaQuery } from '../use-media-query';
import {
  closeSubmenu,
  currentLinks,
  HOVER_CLOSE_MS,
  isSamePageSection,
  openPath,
  toggleSubmenu,
  type Here,
} from './logic';
import { applyBurger, applySubmenus, focus, visible, type Applied } from './apply';
import { applyStructure, NARROW_ATTR, pressesOn } from './structure';
import type { MenuDom, MenuOptions } from './types';

const here = (): Here => ({ origin: location.origin, pathname: location.pathname, hash: location.hash });
const isMouse = (event: Event) => (event as PointerEvent).pointerType === 'mouse';

/**
 * Enhances a server-printed navigation menu (the WAI-ARIA disclosure navigation pattern): on desktop
 * a dropdown opens on hover, on focus inside it and from its toggle (Enter, Space, click); below
 * the breakpoint a burger button shows the menu and a tap on an indicator opens a submenu. Escape
 * closes the innermost open part and gives focus back to its toggle. The links of the page the
 * visitor is on (path, and hash for one-page menus) get aria-current.
 */
export function useNavMenu(env: WidgetEnv<unknown>, dom: MenuDom | null, options: MenuOptions): void {
  const submenus = dom?.submenus ?? [];
  const parents = useMemo(() => submenus.map((s) => s.parent), [dom]);
  const closed = () => submenus.map(() => false);
  const narrow = useMediaQuery(options.narrowQuery);
  const [open, setOpen] = useState<boolean[]>(closed);
  const [burgerOpen, setBurgerOpen] = useState(false);
  const [address, setAddress] = useState(here);
  const animate = !useStore(reducedMotion) && !env.editMode;
  const restorer = useMemo(createRestorer, [dom]);
  const slider = useMemo(createSlider, [dom]);
  const applied = useRef<Applied | null>(null);
  const hoverTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** The next burger close leaves focus where it is (a one-page link scrolls to its section). */
  const keepFocus = useRef(false);
  const live = useRef({ narrow, parents });
  live.current = { narrow, parents };
  const anyOpen = open.some(Boolean);

  useLayoutEffect(() => {
    if (!dom) return;
    applyStructure(dom, env.id, restorer);
    // Hover listeners per item: pointerenter/leave do not bubble, and each item's own matter.
    dom.submenus.forEach(({ item }, index) => {
      restorer.listen(item, 'pointerenter', (event) => {
        if (!isMouse(event) || live.current.narrow) return;
        clearTimeout(hoverTimer.current);
        setOpen(openPath(live.current.parents, index));
      });
      restorer.listen(item, 'pointerleave', (event) => {
        if (!isMouse(event) || live.current.narrow) return;
        clearTimeout(hoverTimer.current);
        hoverTimer.current = setTimeout(() => setOpen((was) => closeSubmenu(was, live.current.parents, index)), HOVER_CLOSE_MS);
      });
    });
    return () => {
      clearTimeout(hoverTimer.current);
      slider.stop();
      applied.current = null;
      restorer.restore();
    };
  }, [dom, env.id, restorer, slider]);

  useLayoutEffect(() => {
    if (!dom) return;
    const before = applied.current;
    const layoutChanged = before !== null && before.narrow !== narrow;
    if (layoutChanged && (anyOpen || burgerOpen)) {
      // The other layout starts closed; this pass applies once the state has caught up.
      setOpen(closed());
      setBurgerOpen(false);
    }
    restorer.attr(dom.root, NARROW_ATTR, narrow ? '' : null);
    options.layout?.(narrow, restorer);
    const pass = { restorer, slider, before, layoutChanged, slide: animate && narrow && !layoutChanged };
    const shownOpen = open.map((on) => on && !layoutChanged);
    applySubmenus(dom.submenus, shownOpen, options.panelOpenClass, pass);
    const burgerOn = burgerOpen && !layoutChanged && narrow;
    if (dom.burger) applyBurger(dom.burger, burgerOn, narrow, keepFocus.current, pass);
    keepFocus.current = false;
    applied.current = { open: shownOpen, burger: burgerOn, narrow };
  }, [dom, open, burgerOpen, narrow, animate, restorer, slider]);

  useLayoutEffect(() => {
    if (!dom) return;
    const current = currentLinks(dom.links.map((a) => a.getAttribute('href')), address);
    dom.links.forEach((link, index) => {
      restorer.attr(link, 'aria-current', current[index] ? 'page' : null);
      const item = link.parentElement?.closest('li');
      if (item) restorer.toggle(item, 'active', current[index]);
    });
  }, [dom, address, restorer]);

  const toggleBurger = (on: boolean) => setBurgerOpen(on);

  useEvent(
    dom?.root,
    'click',
    (event) => {
      if (!dom || !(event.target instanceof Element)) return;
      const target = event.target;
      const index = submenus.findIndex((s) => s.toggle.contains(target));
      if (index >= 0) {
        event.preventDefault();
        // The mouse opened a desktop dropdown on the way in: its click must not close it again.
        if (isMouse(event) && !narrow) setOpen(openPath(parents, index));
        else setOpen((was) => toggleSubmenu(was, parents, index));
        return;
      }
      const burger = dom.burger;
      if (burger?.openers.some((b) => b.contains(target))) {
        event.preventDefault();
        toggleBurger(!burgerOpen);
        return;
      }
      if (burger?.closers.some((b) => b.contains(target))) {
        event.preventDefault();
        toggleBurger(false);
        return;
      }
      // Any link in the menu, a mega panel's too (the add-on's one-page rule took them all).
      const link = target.closest('a');
      if (!link || !dom.root.contains(link)) return;
      if (!narrow) setOpen(closed());
      else if (burgerOpen && options.onePage && isSamePageSection(link.getAttribute('href'), here())) {
        keepFocus.current = true;
        toggleBurger(false);
      }
    },
    env.report,
  );

  useEvent(
    dom?.root,
    'keydown',
    (event) => {
      if (!dom || !(event.target instanceof HTMLElement) || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target;
      const isToggle = submenus.some((s) => s.toggle === target) || dom.burger?.openers.includes(target) || dom.burger?.closers.includes(target);
      if (isToggle && pressesOn(target, event.key)) {
        event.preventDefault();
        target.click();
      }
    },
    env.report,
  );

  // Escape anywhere on the page closes what is open (WCAG 1.4.13: content shown on hover can be dismissed).
  useEvent(
    anyOpen || burgerOpen ? document : null,
    'keydown',
    (event) => {
      if (!dom || event.key !== 'Escape') return;
      const active = document.activeElement;
      const depth = (index: number) => {
        let n = 0;
        for (let i = index; i >= 0 && n <= parents.length; i = parents[i]) n++;
        return n;
      };
      const holding = submenus
        .map((s, index) => ({ s, index }))
        .filter(({ s, index }) => open[index] && active instanceof Node && s.item.contains(active))
        .sort((a, b) => depth(b.index) - depth(a.index))[0];
      if (holding) {
        event.preventDefault();
        focus(holding.s.toggle);
        setOpen((was) => closeSubmenu(was, parents, holding.index));
      } else if (anyOpen) {
        setOpen(closed());
      } else if (burgerOpen) {
        event.preventDefault();
        toggleBurger(false);
        if (!(active instanceof Node) || !dom.root.contains(active) || active === document.body) focus(dom.burger?.openers.find(visible));
      }
    },
    env.report,
  );

  // A dropdown that takes focus opens (and the panels around it): what is focused always shows.
  useEvent(
    dom?.root,
    'focusin',
    (event) => {
      const target = event.target;
      if (!(target instanceof Node)) return;
      let deepest = -1;
      submenus.forEach((s, index) => {
        if (s.panel.contains(target) && (deepest < 0 || submenus[deepest].panel.contains(s.panel))) deepest = index;
      });
      if (deepest >= 0 && !open[deepest]) setOpen((was) => was.map((on, i) => on || openPath(parents, deepest)[i]));
    },
    env.report,
  );

  // Desktop: focus that leaves an open item closes it.
  useEvent(
    anyOpen && !narrow ? dom?.root : null,
    'focusout',
    (event) => {
      const next = (event as FocusEvent).relatedTarget;
      if (!(next instanceof Node)) return;
      setOpen((was) => was.map((on, index) => on && submenus[index].item.contains(next)));
    },
    env.report,
  );

  // composedPath, not contains: the clicked node may have left the document by now.
  useEvent(
    anyOpen && !narrow ? document : null,
    'click',
    (event) => {
      if (dom && !event.composedPath().includes(dom.root)) setOpen(closed());
    },
    env.report,
  );

  // A change of the window's width closes the burger menu.
  useWidthChange(() => {
    if (burgerOpen) toggleBurger(false);
    if (narrow && anyOpen) setOpen(closed());
  }, env.report);

  const onAddressChange = () => setAddress(here());
  useEvent(window, 'hashchange', onAddressChange, env.report);
  useEvent(window, 'popstate', onAddressChange, env.report);

  useEffect(() => {
    if (!dom) return;
    if (dom.submenus.length === 0 && dom.links.length === 0) env.warn('the menu holds no links');
    // Once, about the markup the widget mounted with.
  }, []);
}
