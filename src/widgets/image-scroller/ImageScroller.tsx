import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { WidgetProps } from '../../api-types';
import { reducedMotion } from '../../services/device';
import { innerSpan, spanOf, translate, translated } from '../../ui/marquee-markup';
import { onEachLayoutOf } from '../../scheduling/layout';
import type { Axis } from '../../ui/marquee-markup';
import { createRestorer } from '../../ui/restorer';
import { useEvent } from '../../ui/use-event';
import { useStore } from '../../runtime';
import { findImageScroller } from './dom';
import { cssTimeMs, DEFAULT_SPEED, travel, wheelPixels } from './logic';
import type { ImageScrollerSettings } from './settings';

/**
 * hover: the image travels through its frame while the pointer or the keyboard focus is on it, and
 * back when they leave. held (editor): it rests where a hover would start. manual (the mouse-scroll
 * trigger, reduced motion, or a screen that cannot hover): the frame scrolls by hand, nothing moves
 * by itself.
 */
type Mode = 'hover' | 'held' | 'manual';

const cannotHover = () => window.matchMedia?.('(hover: none)').matches ?? false;

export function ImageScroller({ container, settings, env }: WidgetProps<ImageScrollerSettings>) {
  const dom = useMemo(() => findImageScroller(container), [container]);
  const reduce = useStore(reducedMotion);
  const restorer = useMemo(createRestorer, [dom]);
  const scroll = useRef<Animation | null>(null);
  /** The pointer or the focus is on the widget: the travel plays forward, once built if it is not yet. */
  const engaged = useRef(false);
  const axis: Axis = settings.scroll_type === 'horizontal' ? 'x' : 'y';
  const direction = axis === 'x' ? settings.h__direction : settings.v__direction;
  const [touchOnly] = useState(cannotHover);
  const mode: Mode = settings.trigger_type === 'scroll' || reduce || touchOnly ? 'manual' : env.editMode ? 'held' : 'hover';

  useEffect(() => {
    if (!dom) env.warn('no figure.ha-image-scroller-container with an image found; nothing to scroll');
    // Once, about the markup the widget mounted with.
  }, []);

  useLayoutEffect(() => {
    if (!dom) return;
    // The keyboard reaches the frame (to scroll it, or to play the hover) unless a link around it takes the focus.
    if (!dom.inLink && mode !== 'held') restorer.attr(dom.figure, 'tabindex', '0');
    if (mode === 'manual') {
      restorer.toggle(dom.figure, 'ha-image-scroller--manual', true);
      restorer.toggle(dom.figure, `ha-image-scroller--${axis}`, true);
    }
    return () => restorer.restore();
  }, [dom, restorer, mode, axis]);

  useLayoutEffect(() => {
    if (!dom || mode === 'manual') return;
    const { figure, image } = dom;
    // Measured in the shared layout report, before any widget's writes, and built there.
    const measure = () => {
      const before = scroll.current;
      const state = before && {
        progress: Number(before.currentTime ?? 0) / Number(before.effect?.getTiming().duration ?? 1),
        rate: before.playbackRate,
        running: before.playState === 'running',
      };
      // Measured where the page puts the image; nothing is painted between stopping the old
      // animation and making the new one.
      const frame = innerSpan(figure, axis);
      const span = spanOf(image, axis, frame.start, before ? translated(image, axis) : 0);
      const path = travel(span.start, span.size, frame.size, direction);
      const stopBefore = () => {
        before?.cancel();
        scroll.current = null;
      };
      if (!path) return stopBefore;
      // The add-on writes its speed setting as the image's transition-duration.
      const duration = cssTimeMs(getComputedStyle(image).transitionDuration) || DEFAULT_SPEED;
      return () => {
        stopBefore();
        const keyframes = [{ translate: translate(axis, path.from) }, { translate: translate(axis, path.to) }];
        const animation = new Animation(new KeyframeEffect(image, keyframes, { duration, fill: 'both', easing: 'linear' }), document.timeline);
        animation.currentTime = (state?.progress ?? 0) * duration;
        animation.playbackRate = state?.rate ?? 1;
        // Hovered before the first layout report built the travel (or the pointer rested on it as it
        // mounted): it sets off now.
        engaged.current ||= !state && mode === 'hover' && dom.wrapper.matches(':hover');
        if (state?.running ?? engaged.current) animation.play();
        else animation.pause();
        scroll.current = animation;
      };
    };
    // Built from the first report, after layout: no forced layout while mounting.
    const stop = onEachLayoutOf([figure, image], { read: measure, report: env.report });
    return () => {
      stop();
      scroll.current?.cancel();
      scroll.current = null;
    };
  }, [dom, mode, axis, direction]);

  /** Plays the travel forward (into the image) or back to rest, from wherever it is now. */
  const toward = (forward: boolean) => {
    if (mode !== 'hover') return;
    engaged.current = forward;
    const animation = scroll.current;
    if (!animation) return;
    const time = Number(animation.currentTime ?? 0);
    const end = Number(animation.effect?.getTiming().duration ?? 0);
    animation.playbackRate = forward ? 1 : -1;
    // Playing from the far end would start over from the near one.
    if (forward ? time >= end : time <= 0) animation.pause();
    else animation.play();
  };

  useEvent(dom?.wrapper, 'pointerenter', (event) => event.pointerType !== 'touch' && toward(true), env.report);
  useEvent(dom?.wrapper, 'pointerleave', (event) => event.pointerType !== 'touch' && toward(false), env.report);
  useEvent(dom?.wrapper, 'focusin', () => toward(true), env.report);
  useEvent(
    dom?.wrapper,
    'focusout',
    (event) => {
      if (!dom?.wrapper.contains(event.relatedTarget as Node | null)) toward(false);
    },
    env.report,
  );

  // A horizontal frame also follows the ordinary (vertical) wheel, until it reaches its end.
  useEvent(
    dom?.figure,
    'wheel',
    (event) => {
      if (!dom || mode !== 'manual' || axis !== 'x' || event.ctrlKey) return;
      if (Math.abs(event.deltaY) <= Math.abs(event.deltaX)) return;
      const before = dom.figure.scrollLeft;
      dom.figure.scrollLeft += wheelPixels(event.deltaY, event.deltaMode, dom.figure.clientWidth);
      if (dom.figure.scrollLeft !== before) event.preventDefault();
    },
    env.report,
    { passive: false },
  );

  return null;
}
