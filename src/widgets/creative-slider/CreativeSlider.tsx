import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { WidgetProps } from '../../api-types';
import { reducedMotion } from '../../services/device';
import { announcement, ICONS, slideLabel } from '../../ui/slide-controls';
import { isRtl } from '../../ui/direction';
import { isActivationKey } from '../../ui/keys';
import { nameLandmark } from '../../ui/landmark-name';
import { createRestorer } from '../../ui/restorer';
import { useEvent } from '../../ui/use-event';
import { useStore } from '../../runtime';
import { findCreativeSlider } from './dom';
import { MIN_ITEMS, TRACKS, autoplayDelay, keyStep, motionFor, shownItem, wrap, type Track } from './logic';
import { animateMove, type ItemChange } from './motion';
import type { CreativeSliderSettings } from './settings';

const CURRENT = 'ha-cs-current';

/**
 * Enhances the server's four tracks into one carousel (WAI-ARIA carousel pattern): every track shows
 * the item its role asks for (see `shownItem`), the thumbnail wrappers and the phone arrows become
 * named buttons, Left/Right move while focus is inside, a live region announces the new slide, and
 * autoplay (when asked for) has a stop button and holds still under the pointer or keyboard focus.
 */
export function CreativeSlider({ container, settings, device, env }: WidgetProps<CreativeSliderSettings>) {
  const dom = useMemo(() => findCreativeSlider(container), [container]);
  /** Items in the carousel; 0 when the slider stays as printed. */
  const count = dom && dom.count >= MIN_ITEMS ? dom.count : 0;
  const reduce = useStore(reducedMotion);
  const restorer = useMemo(createRestorer, [dom]);
  const [index, setIndex] = useState(0);
  const [announce, setAnnounce] = useState(false);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [host, setHost] = useState<HTMLElement | null>(null);
  /** The item the tracks show, and which way (1: from the right) the last move came in. */
  const shown = useRef(0);
  const sign = useRef<1 | -1>(1);
  const running = useRef<Animation[]>([]);
  const delay = autoplayDelay(settings, { count, reducedMotion: reduce, editMode: env.editMode });
  const rotating = delay > 0 && playing && !hovered && !focused;

  useEffect(() => {
    if (!dom) env.warn('no .ha-creative-slider-container with text or image items found; nothing to do');
    // Once, about the markup the widget mounted with.
  }, []);

  useLayoutEffect(() => {
    if (!dom || !count) return;
    const { root } = dom;
    restorer.toggle(root, 'ha-cs', true);
    restorer.attr(root, 'role', 'region');
    restorer.attr(root, 'aria-roledescription', 'carousel');
    restorer.attr(root, 'aria-label', 'Slides');
    const leave = nameLandmark(root, 'Slides');
    for (const { track } of Object.values(dom.tracks)) restorer.toggle(track, 'ha-cs-track', true);
    dom.tracks.text?.items.slice(0, count).forEach((item, i) => {
      restorer.attr(item, 'role', 'group');
      restorer.attr(item, 'aria-roledescription', 'slide');
      restorer.attr(item, 'aria-label', slideLabel(i, count));
    });
    for (const [controls, name] of [
      [dom.prev, 'Previous slide'],
      [dom.next, 'Next slide'],
    ] as const) {
      for (const control of controls) {
        restorer.attr(control, 'role', 'button');
        restorer.attr(control, 'tabindex', '0');
        restorer.attr(control, 'aria-label', name);
      }
    }
    // First in the container, so that the stop button comes first in the tab order.
    const controls = document.createElement('div');
    controls.className = 'ha-cs-controls';
    root.prepend(controls);
    setHost(controls);
    return () => {
      for (const animation of running.current.splice(0)) animation.cancel();
      controls.remove();
      leave();
      restorer.restore();
    };
  }, [dom, count, restorer]);

  useLayoutEffect(() => {
    if (!dom || !count) return;
    const from = shown.current;
    shown.current = index;
    for (const animation of running.current.splice(0)) animation.cancel();
    const changes: Partial<Record<Track, ItemChange>> = {};
    for (const name of TRACKS) {
      const items = dom.tracks[name]?.items;
      if (!items) continue;
      const now = shownItem(name, index, count);
      const before = shownItem(name, from, count);
      if (now !== before) changes[name] = { from: items[before], to: items[now] };
    }
    const active = document.activeElement;
    const focusLeaves = active instanceof HTMLElement && changes.text?.from.contains(active);
    for (const name of TRACKS) {
      dom.tracks[name]?.items.forEach((item, i) => {
        const current = i === shownItem(name, index, count);
        restorer.toggle(item, CURRENT, current);
        // Hidden items keep their links and images out of the tab order and the accessibility tree.
        restorer.attr(item, 'inert', current ? null : '');
      });
    }
    if (focusLeaves) {
      const visibleNext = dom.next.find((control) => control.getClientRects().length > 0);
      (changes.text!.to.querySelector<HTMLElement>('a[href], button') ?? visibleNext)?.focus();
    }
    const motion = motionFor(device, reduce);
    if (motion && from !== index) running.current = animateMove(changes, motion, sign.current);
  }, [dom, count, index, restorer]);

  const go = (delta: 1 | -1) => {
    if (!dom || !count) return;
    const rtl = isRtl(dom.root);
    sign.current = rtl ? (-delta as 1 | -1) : delta;
    setIndex((i) => wrap(i + delta, count));
    setAnnounce(true);
  };

  const root = count ? dom?.root : null;
  useEvent(
    root,
    'click',
    (event) => {
      const target = event.target as Node;
      if (dom!.prev.some((control) => control.contains(target))) go(-1);
      else if (dom!.next.some((control) => control.contains(target))) go(1);
    },
    env.report,
  );

  useEvent(
    root,
    'keydown',
    (event) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const target = event.target as HTMLElement;
      const control = dom!.prev.includes(target) ? -1 : dom!.next.includes(target) ? 1 : 0;
      const rtl = isRtl(dom!.root);
      const step = isActivationKey(event.key) ? control : keyStep(event.key, rtl);
      if (!step) return;
      event.preventDefault();
      go(step);
    },
    env.report,
  );

  // Autoplay holds still under the mouse, and while keyboard focus is inside (a mouse click on a
  // control leaves focus there, but the pointer is what holds it then).
  const watched = delay ? root : null;
  useEvent(watched, 'pointerenter', (event) => event.pointerType === 'mouse' && setHovered(true), env.report);
  useEvent(watched, 'pointerleave', (event) => event.pointerType === 'mouse' && setHovered(false), env.report);
  useEvent(watched, 'focusin', (event) => (event.target as Element).matches(':focus-visible') && setFocused(true), env.report);
  useEvent(
    watched,
    'focusout',
    (event) => {
      if (!root?.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
    env.report,
  );

  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => {
      try {
        go(1);
      } catch (error) {
        env.report(error);
      }
    }, delay);
    return () => clearTimeout(timer);
  }, [rotating, delay, index]);

  if (!host) return null;
  return createPortal(
    <>
      {delay > 0 && (
        <button
          type="button"
          className="ha-cs-rotation ha-round-control"
          aria-label={playing ? 'Stop automatic slide show' : 'Start automatic slide show'}
          onClick={() => setPlaying((on) => !on)}
        >
          <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
            <path d={playing ? ICONS.pause : ICONS.play} />
          </svg>
        </button>
      )}
      <div className="ha-cs-live ha-visually-hidden" aria-live={rotating ? 'off' : 'polite'} aria-atomic="true">
        {announce ? announcement(index, count) : ''}
      </div>
    </>,
    host,
  );
}
