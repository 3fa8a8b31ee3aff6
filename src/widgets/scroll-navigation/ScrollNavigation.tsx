// Scroll navigation: items scroll to their sections (speed), the active item follows the scroll and
// the address shows the visited section's id (unless sectionIdVisibility), and with section switching
// the up and down arrows, the wheel and swipes move one section at a time (blockSpeed), locked while a
// switch runs. Renders nothing: it works on the server's items.
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { WidgetProps } from '../../api-types';
import { useStore } from '../../runtime';
import { onNextLayout } from '../../scheduling/layout';
import { deviceMode } from '../../services/device';
import { nameLandmark } from '../../ui/landmark-name';
import { createRestorer } from '../../ui/restorer';
import { followCurrent, pageTop, smoothScrollTo } from '../../ui/scroll-spy';
import { useEvent } from '../../ui/use-event';
import { ACTIVE_CLASS, findScrollNav, INVERT_CLASS } from './dom';
import { activeSection, CHECK_INTERVAL_MS, decideSwitch, hashFor, sectionFromHash, switchesOn, WHEEL_MARGIN, type Direction } from './rules';
import type { ScrollNavigationSettings } from './settings';

export const NAV_NAME = 'Sections';

const inField = (target: EventTarget | null) =>
  target instanceof Element && !!target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]');

export function ScrollNavigation({ container, settings, env }: WidgetProps<ScrollNavigationSettings>) {
  const dom = useMemo(() => findScrollNav(container), [container]);
  const restorer = useMemo(createRestorer, [dom]);
  const sections = useMemo(() => dom?.items.map(({ anchor }) => document.getElementById(anchor)) ?? [], [dom]);
  const device = useStore(deviceMode);
  const [active, setActive] = useState(-1);
  /** A switch or an item's scroll is running ... */
  const running = useRef(false);
  const moves = useRef(0);
  /** ... or ended less than the check interval after the last wheel event. */
  const quietAt = useRef(0);
  const scrolled = useRef(false);
  const { offset } = settings;
  const switching = !env.editMode && switchesOn(settings.sectionSwitch, settings.sectionSwitchOnMobile, device);

  useEffect(() => {
    if (!dom) env.warn('no .ha-scroll-nav with .ha-scroll-nav__item items naming a section (data-anchor) found');
    else dom.items.forEach(({ anchor }, i) => !sections[i] && env.warn(`no element with the id "${anchor}" on the page; its item does nothing`));
  }, []);

  useLayoutEffect(() => {
    if (!dom) return;
    restorer.attr(dom.nav, 'aria-label', dom.nav.getAttribute('aria-label'));
    if (!dom.nav.hasAttribute('aria-label') && !dom.nav.hasAttribute('aria-labelledby')) restorer.defer(nameLandmark(dom.nav, NAV_NAME));
    // The active and invert classes move around: the printed class lists come back in their order.
    restorer.snapshot(dom.nav, ...dom.items.map(({ item }) => item));
    // Opened at a section's id: the page starts there (the browser may have jumped before the offset applied).
    const linked = sectionFromHash(location.hash, dom.items.map(({ anchor }) => anchor));
    const section = sections[linked];
    const cancel = section
      ? onNextLayout({
          read: () => {
            const y = pageTop(section) - offset;
            return () => window.scrollTo({ top: y, behavior: 'instant' as ScrollBehavior });
          },
          report: env.report,
        })
      : () => {};
    return () => {
      cancel();
      restorer.restore();
    };
  }, [dom, restorer]);

  useLayoutEffect(() => {
    if (!dom) return;
    dom.items.forEach(({ item, link }, i) => {
      restorer.toggle(item, ACTIVE_CLASS, i === active);
      if (link) restorer.attr(link, 'aria-current', i === active ? 'true' : null);
    });
    restorer.toggle(dom.nav, INVERT_CLASS, !!dom.items[active]?.invert);
    // The visited section's id in the address, without a history entry per section; not for where
    // the page was before it first scrolled (the address may name the section it is about to go to).
    const hash = env.editMode || !scrolled.current ? null : hashFor(dom.items[active]?.anchor, settings.sectionIdVisibility, location.hash);
    if (hash) history.replaceState(history.state, '', hash);
  }, [dom, active, restorer]);

  useEvent(scrolled.current ? null : window, 'scroll', () => (scrolled.current = true), env.report, { passive: true });

  useEffect(() => {
    if (!dom) return;
    const follow = followCurrent(sections, (boxes, viewport) => activeSection(boxes, viewport.height), setActive, env.report);
    return () => follow.stop();
  }, [dom, sections]);

  const goTo = (index: number, duration: number) => {
    const section = sections[index];
    if (!section) return;
    const move = ++moves.current;
    running.current = true;
    const scroll = smoothScrollTo(pageTop(section) - offset, duration, { yieldToVisitor: false });
    void scroll.done.then(() => {
      // An item clicked during a switch stopped it: the lock is the newer scroll's to release.
      if (move !== moves.current) return;
      running.current = false;
      quietAt.current = performance.now() + CHECK_INTERVAL_MS;
    });
  };
  const locked = () => running.current || performance.now() < quietAt.current;

  /** One section up or down from where the page is; false when the page scrolls natively instead. */
  const step = (direction: Direction): boolean => {
    const spans = sections.map((section) => section?.getBoundingClientRect() ?? null);
    const height = window.innerHeight;
    const decision = decideSwitch(spans, activeSection(spans, height), direction, height, offset);
    if (decision.kind === 'native') return false;
    goTo(decision.to, settings.blockSpeed);
    return true;
  };

  useEvent(
    dom?.nav,
    'click',
    (event) => {
      const mouse = event as MouseEvent;
      const link = mouse.target instanceof Element ? mouse.target.closest('a.ha-scroll-nav__link') : null;
      const index = dom?.items.findIndex((item) => item.link === link) ?? -1;
      if (index < 0 || !sections[index] || mouse.button !== 0 || mouse.metaKey || mouse.ctrlKey || mouse.shiftKey || mouse.altKey) return;
      event.preventDefault();
      goTo(index, settings.speed);
      if (mouse.detail === 0) {
        const section = sections[index]!;
        if (!section.hasAttribute('tabindex')) restorer.attr(section, 'tabindex', '-1');
        section.focus({ preventScroll: true });
      }
    },
    env.report,
  );

  useEvent(
    switching ? window : null,
    'wheel',
    (event) => {
      const wheel = event as WheelEvent;
      if (wheel.ctrlKey || wheel.defaultPrevented) return;
      if (locked()) {
        // Held: the wheel neither scrolls nor queues a switch; a trackpad's inertia keeps the lock on.
        if (!running.current) quietAt.current = performance.now() + CHECK_INTERVAL_MS;
        event.preventDefault();
        return;
      }
      if (Math.abs(wheel.deltaY) < WHEEL_MARGIN) return;
      if (step(wheel.deltaY > 0 ? 1 : -1)) event.preventDefault();
    },
    env.report,
    { passive: false },
  );

  useEvent(
    switching ? document : null,
    'keydown',
    (event) => {
      const key = (event as KeyboardEvent).key;
      if ((key !== 'ArrowDown' && key !== 'ArrowUp') || event.defaultPrevented || inField(event.target)) return;
      const keyboard = event as KeyboardEvent;
      if (keyboard.altKey || keyboard.ctrlKey || keyboard.metaKey || keyboard.shiftKey) return;
      // Keys have no inertia: only a running switch holds them.
      if (running.current) return void event.preventDefault();
      if (step(key === 'ArrowDown' ? 1 : -1)) event.preventDefault();
    },
    env.report,
  );

  const touchStart = useRef<number | null>(null);
  useEvent(switching ? window : null, 'touchstart', (event) => {
    touchStart.current = (event as TouchEvent).touches[0]?.clientY ?? null;
  }, env.report, { passive: true });
  useEvent(switching ? window : null, 'touchend', (event) => {
    const start = touchStart.current;
    const end = (event as TouchEvent).changedTouches[0]?.clientY;
    touchStart.current = null;
    if (start === null || end === undefined || running.current || Math.abs(start - end) < settings.scroll_threshold) return;
    step(start > end ? 1 : -1);
  }, env.report, { passive: true });

  return null;
}
