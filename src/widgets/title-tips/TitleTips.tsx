import { useEffect, useLayoutEffect, useMemo, useReducer, useRef } from 'react';
import type { WidgetProps } from '../../api-types';
import { reducedMotion } from '../../services/device';
import { createRestorer, snapshotAttributes } from '../../ui/restorer';
import { useEvent } from '../../ui/use-event';
import { useStore } from '../../runtime';
import { findTitleTips, linkOf } from './dom';
import { createFollower, type Frames } from './follower';
import { EASING, NO_TIPS, placeNear, tipsReducer, visibleOf, type Point } from './logic';

// Attributes, not classes: the server prints the figure and its images without a class attribute,
// and unmounting must leave none behind.
const SHOWN = 'data-ha-shown';
const CURRENT = 'data-ha-current';

const frames: Frames = {
  request: (callback) => requestAnimationFrame(callback),
  cancel: (handle) => cancelAnimationFrame(handle),
};

/** The middle of a title's end: where the keyboard's image goes, as there is no pointer. */
function anchorOf(link: HTMLElement): Point {
  const rect = (link.querySelector('.ha-title-tips-txt') ?? link).getBoundingClientRect();
  return { x: rect.right, y: rect.top + rect.height / 2 };
}

/**
 * Swap style: the figure's image of the title under the pointer follows the pointer, easing
 * toward it each frame (at once under reduced motion); keyboard focus on a title shows it beside
 * the title; Escape hides it. The figure is laid over the page (no layout shift) and hidden from
 * assistive technology: the title names the link. The default style's picture is the stylesheet's.
 */
export function TitleTips({ container, env }: WidgetProps<Record<string, unknown>>) {
  const dom = useMemo(() => findTitleTips(container), [container]);
  const figure = dom?.figure ?? null;
  const reduce = useStore(reducedMotion);
  const restorer = useMemo(createRestorer, [dom]);
  const [tips, dispatch] = useReducer(tipsReducer<HTMLAnchorElement>, NO_TIPS);
  const pointer = useRef<Point | null>(null);
  const visible = visibleOf(tips);
  const image = visible && dom ? (dom.images.get(visible.dataset.filterId ?? '') ?? null) : null;

  const follower = useMemo(
    () => figure && createFollower(({ x, y }) => figure.style.setProperty('translate', `${x}px ${y}px`), EASING, frames),
    [figure],
  );

  // Once, about the markup the widget mounted with.
  useEffect(() => {
    if (!dom) env.warn('no .ha-title-tips-hover found');
    else if (figure) {
      const missing = dom.links.map((link) => link.dataset.filterId).filter((id) => !dom.images.has(id ?? ''));
      if (missing.length) env.warn(`no image in the figure for data-filter-id ${missing.join(', ')}`);
    }
  }, []);

  useLayoutEffect(() => {
    if (!dom) return;
    // The flip text style prints each title twice; a title is read once.
    for (const copy of dom.root.querySelectorAll('.ha-title-tips-txt-flip')) restorer.attr(copy, 'aria-hidden', 'true');
    // The server's inline transform is put back exactly as written, not as the browser reserializes it.
    const restoreStyle = figure ? snapshotAttributes([figure], ['style']) : null;
    if (figure) restorer.attr(figure, 'aria-hidden', 'true');
    return () => {
      follower?.stop();
      restorer.restore();
      restoreStyle?.();
    };
  }, [dom, figure, follower, restorer]);

  /** Sends the image beside the pointer (or the title, for the keyboard), in the figure's own px. */
  const move = (link: HTMLAnchorElement, byPointer: boolean) => {
    if (!dom || !figure || !follower) return;
    const box = dom.root.getBoundingClientRect();
    const { width, height } = figure.getBoundingClientRect();
    const viewport = { width: document.documentElement.clientWidth, height: document.documentElement.clientHeight };
    const anchor = byPointer && pointer.current ? pointer.current : anchorOf(link);
    const spot = placeNear(anchor, { width, height }, viewport);
    const target = { x: spot.x - box.left - dom.root.clientLeft, y: spot.y - box.top - dom.root.clientTop };
    if (reduce) follower.jump(target);
    else follower.follow(target);
  };

  useLayoutEffect(() => {
    if (!dom || !figure || !follower) return;
    restorer.attr(figure, SHOWN, image ? '' : null);
    for (const img of dom.images.values()) restorer.attr(img, CURRENT, img === image ? '' : null);
    if (visible && image) move(visible, tips.hover === visible);
    else follower.stop();
  }, [dom, figure, follower, restorer, visible, image]);

  const root = figure ? dom!.root : null;

  useEvent(
    root,
    'pointermove',
    (event) => {
      if (!dom || event.pointerType === 'touch') return;
      pointer.current = { x: event.clientX, y: event.clientY };
      const link = linkOf(dom, event.target);
      dispatch({ type: 'hover', link });
      if (link && link === visible) move(link, true);
    },
    env.report,
  );
  useEvent(root, 'pointerleave', () => dispatch({ type: 'hover', link: null }), env.report);

  useEvent(
    root,
    'focusin',
    (event) => {
      const link = dom && linkOf(dom, event.target);
      if (link && link.matches(':focus-visible')) dispatch({ type: 'focus', link });
    },
    env.report,
  );
  useEvent(
    root,
    'focusout',
    (event) => {
      // Focus moving to another title is told by its focusin.
      if (dom && !linkOf(dom, event.relatedTarget)) dispatch({ type: 'focus', link: null });
    },
    env.report,
  );

  useEvent(
    figure ? document : null,
    'keydown',
    (event) => {
      if (event.key === 'Escape' && visible) dispatch({ type: 'dismiss' });
    },
    env.report,
  );

  // The page (or a box around the list) scrolling under a still pointer moves the list, not the pointer.
  useEvent(
    figure ? window : null,
    'scroll',
    () => {
      if (visible) move(visible, tips.hover === visible);
    },
    env.report,
    { capture: true, passive: true },
  );

  return null;
}
