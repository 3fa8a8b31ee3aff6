// Multi-scroll: two columns of sections that move in opposite directions, one section at a time, on
// desktop; on tablets and phones it is taken down and the printed stacked copy shows (spec 4), and it
// is built again when the viewport is wide again. Renders nothing: it works on the server markup.
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { WidgetProps } from '../../api-types';
import { useStore } from '../../runtime';
import { deviceMode, reducedMotion } from '../../services/device';
import { nameLandmark } from '../../ui/landmark-name';
import { createRestorer } from '../../ui/restorer';
import { useEvent } from '../../ui/use-event';
import { findMultiScroll } from './dom';
import { anchorIndex, builtOn, columnShift, columnWidths, moveTarget, SWIPE_MIN, WHEEL_MIN } from './rules';
import type { MultiScrollSettings } from './settings';

export const BUILT_CLASS = 'ha-multi-scroll--built';
export const STACKED_CLASS = 'ha-multi-scroll--stacked';
export const ACTIVE_CLASS = 'active';
export const REGION_NAME = 'Sections';

export function MultiScroll({ container, settings, env }: WidgetProps<MultiScrollSettings>) {
  const dom = useMemo(() => findMultiScroll(container), [container]);
  const device = useStore(deviceMode);
  const reduce = useStore(reducedMotion);
  const built = !!dom && builtOn(device);
  const count = dom?.leftSections.length ?? 0;
  const [index, setIndex] = useState(() => Math.max(anchorIndex(location.hash, settings.anchors), 0));
  const [dots, setDots] = useState<HTMLButtonElement[]>([]);
  const movedAt = useRef(-Infinity);
  const visited = useRef(false);
  const menu = useMemo(() => {
    if (!settings.menu) return null;
    try {
      return document.querySelector<HTMLElement>(settings.menu);
    } catch {
      return null;
    }
  }, [settings.menu]);

  useEffect(() => {
    if (!dom) env.warn('no .ha-multi-scroll-wrap > .ha-multi-scroll-inner with .ms-left and .ms-right holding as many .ms-section each');
  }, []);

  // Taken down: the printed stacked copy shows, whatever the page's stylesheet does at this width.
  useLayoutEffect(() => {
    if (!dom || built) return;
    const restorer = createRestorer();
    restorer.addClass(dom.wrap, STACKED_CLASS);
    return () => restorer.restore();
  }, [dom, built]);

  // Built: the columns side by side at their widths, the dots, a keyboard-operable region.
  useLayoutEffect(() => {
    if (!dom || !built) return;
    const restorer = createRestorer();
    const widths = columnWidths(settings.leftWidth, settings.rightWidth);
    restorer.addClass(dom.wrap, BUILT_CLASS);
    restorer.attr(dom.inner, 'role', 'region');
    restorer.attr(dom.inner, 'aria-roledescription', 'multi-scroll');
    restorer.attr(dom.inner, 'aria-label', dom.inner.getAttribute('aria-label'));
    restorer.defer(nameLandmark(dom.inner, REGION_NAME));
    restorer.attr(dom.inner, 'tabindex', '0');
    restorer.style(dom.left, 'width', `${widths.left}%`);
    restorer.style(dom.right, 'width', `${widths.right}%`);
    // Remembered here, written by the move below: taking it down puts all of a column's style back at once.
    for (const column of [dom.left, dom.right]) for (const property of ['transform', 'transition']) restorer.style(column, property, '');
    const created: HTMLButtonElement[] = [];
    if (settings.dots) {
      const nav = restorer.create('div', ['ha-multi-scroll-dots', 'multiscroll-nav', settings.dotsPosition, settings.dotsVertical].filter(Boolean).join(' '));
      const list = document.createElement('ul');
      for (let i = 0; i < count; i++) {
        const item = document.createElement('li');
        const dot = document.createElement('button');
        dot.type = 'button';
        dot.className = 'ha-multi-scroll-dot';
        const tip = settings.dotsTooltips[i]?.trim();
        dot.setAttribute('aria-label', tip || `Section ${i + 1}`);
        dot.append(document.createElement('span'));
        item.append(dot);
        if (tip) {
          const tooltip = document.createElement('div');
          tooltip.className = `multiscroll-tooltip ${settings.dotsPosition}`;
          tooltip.setAttribute('aria-hidden', 'true');
          tooltip.textContent = tip;
          item.append(tooltip);
        }
        list.append(item);
        created.push(dot);
      }
      nav.append(list);
      dom.wrap.append(nav);
    }
    setDots(created);
    return () => {
      setDots([]);
      restorer.restore();
    };
  }, [dom, built]);

  // The current section: the columns' positions, the dots, the menu, the hidden halves and the address.
  useLayoutEffect(() => {
    if (!dom || !built) return;
    const restorer = createRestorer();
    const shift = columnShift(index, count);
    const transition = reduce ? 'none' : `transform ${settings.scrollingSpeed}ms ease`;
    dom.left.style.transition = dom.right.style.transition = transition;
    dom.left.style.transform = `translateY(${shift.left}%)`;
    dom.right.style.transform = `translateY(${shift.right}%)`;
    dom.leftSections.forEach((section, i) => {
      for (const half of [section, dom.rightSections[i]]) {
        restorer.toggle(half, ACTIVE_CLASS, i === index);
        // The halves out of view are out of reach too: no tabbing into a section that does not show.
        restorer.attr(half, 'inert', i === index ? null : '');
      }
    });
    dots.forEach((dot, i) => {
      dot.setAttribute('aria-current', String(i === index));
      dot.classList.toggle(ACTIVE_CLASS, i === index);
    });
    menu?.querySelectorAll<HTMLElement>('li[data-menuanchor]').forEach((item) => {
      restorer.toggle(item, ACTIVE_CLASS, item.dataset.menuanchor === settings.anchors[index]);
    });
    const anchor = settings.anchors[index];
    if (visited.current && anchor && !env.editMode && location.hash !== `#${encodeURIComponent(anchor)}`)
      history.replaceState(history.state, '', `#${encodeURIComponent(anchor)}`);
    return () => restorer.restore();
  }, [dom, built, index, dots, reduce, menu]);

  const go = (to: number | null) => {
    if (to === null || to === index) return;
    movedAt.current = performance.now();
    visited.current = true;
    setIndex(to);
  };
  /** A move is running: further input waits for it to end. */
  const moving = () => performance.now() - movedAt.current < (reduce ? 0 : settings.scrollingSpeed);
  const step = (direction: 1 | -1) => moveTarget(index, direction, count, settings.loopTop, settings.loopBottom);

  useEvent(built ? dom?.inner : null, 'wheel', (event) => {
    const wheel = event as WheelEvent;
    if (wheel.ctrlKey || Math.abs(wheel.deltaY) < WHEEL_MIN) return;
    const to = step(wheel.deltaY > 0 ? 1 : -1);
    // Past an end without looping, the page scrolls on.
    if (to === null) return;
    event.preventDefault();
    if (!moving()) go(to);
  }, env.report, { passive: false });

  useEvent(built ? dom?.inner : null, 'keydown', (event) => {
    const key = (event as KeyboardEvent).key;
    const to =
      key === 'ArrowDown' || key === 'PageDown' ? step(1)
      : key === 'ArrowUp' || key === 'PageUp' ? step(-1)
      : key === 'Home' ? 0
      : key === 'End' ? count - 1
      : null;
    if (to === null || event.target !== dom?.inner) return;
    event.preventDefault();
    if (!moving()) go(to);
  }, env.report);

  const touchY = useRef<number | null>(null);
  useEvent(built ? dom?.inner : null, 'touchstart', (event) => {
    touchY.current = (event as TouchEvent).touches[0]?.clientY ?? null;
  }, env.report, { passive: true });
  useEvent(built ? dom?.inner : null, 'touchend', (event) => {
    const start = touchY.current;
    const end = (event as TouchEvent).changedTouches[0]?.clientY;
    touchY.current = null;
    if (start === null || end === undefined || Math.abs(start - end) < SWIPE_MIN || moving()) return;
    go(step(start > end ? 1 : -1));
  }, env.report, { passive: true });

  useEvent(built && dots.length ? dom?.wrap : null, 'click', (event) => {
    const dot = event.target instanceof Element ? event.target.closest('.ha-multi-scroll-dot') : null;
    const i = dots.indexOf(dot as HTMLButtonElement);
    if (i >= 0) go(i);
  }, env.report);

  useEvent(built ? menu : null, 'click', (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLElement>('li[data-menuanchor]') : null;
    const i = link ? settings.anchors.indexOf(link.dataset.menuanchor ?? '') : -1;
    if (i < 0) return;
    event.preventDefault();
    go(i);
  }, env.report);

  useEvent(built && settings.anchors.length ? window : null, 'hashchange', () => {
    const i = anchorIndex(location.hash, settings.anchors);
    if (i >= 0) go(i);
  }, env.report);

  return null;
}
