// One-page navigation: each item scrolls to its section on this page (700 ms, below row_to_offset),
// the current item follows the scroll, and optionally the page settles on the current section once
// the visitor's wheel, swipe or keys have been still for 200 ms. Renders nothing: it works on the
// server's items.
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { WidgetProps } from '../../api-types';
import { nameLandmark } from '../../ui/landmark-name';
import { createRestorer } from '../../ui/restorer';
import { followCurrent, isScrolling, pageTop, smoothScrollTo, type Follower } from '../../ui/scroll-spy';
import { CURRENT_CLASS, findNav } from './dom';
import { currentLine, currentSection, needsSettle, SCROLL_KEYS, SETTLE_DEBOUNCE_MS } from './rules';
import type { OnePageNavSettings } from './settings';

export const NAV_NAME = 'Page sections';

type Input = 'wheel' | 'touch' | 'keys';

export function OnePageNav({ container, settings, env }: WidgetProps<OnePageNavSettings>) {
  const dom = useMemo(() => findNav(container), [container]);
  const restorer = useMemo(createRestorer, [dom]);
  const sections = useMemo(() => dom?.items.map(({ sectionId }) => document.getElementById(sectionId)) ?? [], [dom]);
  const [current, setCurrent] = useState(() => dom?.items.findIndex(({ item }) => item.classList.contains(CURRENT_CLASS)) ?? -1);
  const clicked = useRef(false);
  const clicks = useRef(0);
  const follower = useRef<Follower | null>(null);
  const { scrolling_speed: speed, row_to_offset: offset } = settings;

  useEffect(() => {
    if (!dom) env.warn('no .ha-opn-dotted-nav with items whose link has a data-section-id found');
    else
      dom.items.forEach(({ sectionId }, i) => {
        if (!sections[i]) env.warn(`no element with the id "${sectionId}" on the page; its item does nothing`);
      });
  }, []);

  useLayoutEffect(() => {
    if (!dom) return;
    restorer.attr(dom.nav, 'role', 'navigation');
    restorer.attr(dom.nav, 'aria-label', dom.nav.getAttribute('aria-label'));
    restorer.defer(nameLandmark(dom.nav, NAV_NAME));
    dom.items.forEach(({ item, link, sectionId, label }, i) => {
      // The current class moves between items: the printed class lists come back in their order.
      restorer.snapshot(item);
      // A real in-page link: it can be opened in a new tab, copied, and read as a link to the section.
      if (sections[i]) restorer.attr(link, 'href', `#${encodeURIComponent(sectionId)}`);
      if (!link.textContent?.trim()) restorer.attr(link, 'aria-label', label);
    });
    return () => restorer.restore();
  }, [dom, restorer]);

  useLayoutEffect(() => {
    dom?.items.forEach(({ item, link }, i) => {
      restorer.toggle(item, CURRENT_CLASS, i === current);
      restorer.attr(link, 'aria-current', i === current ? 'true' : null);
    });
  }, [dom, current, restorer]);

  useEffect(() => {
    if (!dom) return;
    const follow = followCurrent(
      sections,
      (boxes, viewport) => currentSection(boxes, currentLine(viewport.height, settings.section_threshold)),
      // A clicked item stays current while the page scrolls to its section.
      (index) => !clicked.current && setCurrent(index),
      env.report,
    );
    follower.current = follow;
    return () => follow.stop();
  }, [dom, sections, settings.section_threshold]);

  const scrollTo = (index: number) => {
    const section = sections[index];
    if (!section) return null;
    return smoothScrollTo(pageTop(section) - offset, speed);
  };

  // Clicks on the item (as the add-on binds them), so a click on its title or tooltip goes too.
  useEffect(() => {
    if (!dom) return;
    const stops = dom.items.map(({ item }, index) => {
      const onClick = (event: MouseEvent) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        // The printed href is "#": without a section the item does nothing (never a jump to the top).
        event.preventDefault();
        const scroll = scrollTo(index);
        if (!scroll) return;
        const click = ++clicks.current;
        clicked.current = true;
        setCurrent(index);
        void scroll.done.then(() => {
          // A later click's scroll stopped this one: the hold is that click's to end.
          if (click !== clicks.current) return;
          clicked.current = false;
          follower.current?.refresh();
        });
        // From the keyboard, reading goes on in the section.
        const section = sections[index]!;
        if (event.detail === 0) {
          if (!section.hasAttribute('tabindex')) restorer.attr(section, 'tabindex', '-1');
          section.focus({ preventScroll: true });
        }
      };
      const listener = (event: Event) => {
        try {
          onClick(event as MouseEvent);
        } catch (error) {
          env.report(error);
        }
      };
      item.addEventListener('click', listener);
      return () => item.removeEventListener('click', listener);
    });
    return () => stops.forEach((stop) => stop());
  }, [dom, sections, speed, offset]);

  // Section switching: the page settles on the current section once the visitor's input is still.
  const inputs: Input[] = env.editMode ? [] : [
    ...(settings.scroll_wheel ? (['wheel'] as const) : []),
    ...(settings.touch_swipe ? (['touch'] as const) : []),
    ...(settings.scroll_keys ? (['keys'] as const) : []),
  ];
  const latest = useRef({ current, scrollTo });
  latest.current = { current, scrollTo };
  useEffect(() => {
    if (!dom || !inputs.length) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = () => {
      timer = undefined;
      if (isScrolling()) return;
      const { current: index, scrollTo: go } = latest.current;
      const section = sections[index];
      if (!section || !needsSettle(section.getBoundingClientRect().top, offset)) return;
      go(index);
    };
    const later = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        try {
          settle();
        } catch (error) {
          env.report(error);
        }
      }, SETTLE_DEBOUNCE_MS);
    };
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as Element | null;
      if (SCROLL_KEYS.has(event.key) && !target?.closest?.('input, textarea, select, [contenteditable]')) later();
    };
    const listeners: [string, EventListener][] = [];
    if (inputs.includes('wheel')) listeners.push(['wheel', later]);
    if (inputs.includes('touch')) listeners.push(['touchend', later]);
    if (inputs.includes('keys')) listeners.push(['keydown', onKey as EventListener]);
    for (const [type, listener] of listeners) window.addEventListener(type, listener, { passive: true });
    return () => {
      clearTimeout(timer);
      for (const [type, listener] of listeners) window.removeEventListener(type, listener);
    };
  }, [dom, sections, inputs.join(), offset]);

  return null;
}
