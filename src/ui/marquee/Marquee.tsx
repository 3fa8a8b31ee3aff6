import { useLayoutEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { reducedMotion } from '../../services/device';
import { onEachLayout } from '../../scheduling/layout';
import { useOnScreen } from '../on-screen';
import { createRestorer } from '../restorer';
import { useEvent } from '../use-event';
import { useStore } from '../../runtime';
import type { Axis, Flow } from '../marquee-markup';
import { PauseToggle } from '../pause-toggle';
import { useMarqueeLoop } from './use-marquee-loop';

export interface MarqueeProps {
  /** The box that clips the items; hover and keyboard focus in it hold the motion; it holds the button. */
  viewport: HTMLElement;
  /** The items' parent: laid out in one row (x) or column (y). */
  track: HTMLElement;
  items: readonly HTMLElement[];
  /**
   * Repeats of the items that the server printed for its own loop: they still fill the row, but
   * assistive technology and the keyboard meet each item once, and a still marquee leaves them out.
   */
  copies?: readonly HTMLElement[];
  axis: Axis;
  flow: Flow;
  duration: number;
  /** What moves, for the button's name. */
  name: string;
  /** The editor holds the motion until the button plays it. */
  editMode: boolean;
  onError(error: unknown): void;
  /** Something laid over one end of the viewport (a sticky title): the button takes the other end. */
  cover?: HTMLElement | null;
}

const NONE: readonly HTMLElement[] = [];

/** Whether `cover` sits at the viewport's inline end, where the button goes by default. */
function coversEnd(viewport: HTMLElement, cover: HTMLElement): boolean {
  const box = viewport.getBoundingClientRect();
  const over = cover.getBoundingClientRect();
  const onRight = over.left + over.width / 2 > box.left + box.width / 2;
  return onRight !== (getComputedStyle(viewport).direction === 'rtl');
}

/**
 * A loop of server-printed items that moves on its own: held while the pointer is over it or the
 * keyboard is in it, paused and played by a button, still (and scrollable by hand) when the visitor
 * prefers reduced motion.
 */
export function Marquee(props: MarqueeProps) {
  const { viewport, track, items, copies = NONE, axis, flow, duration, name, editMode, onError, cover } = props;
  const reduce = useStore(reducedMotion);
  const [paused, setPaused] = useState(editMode);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Held off screen: the browser restyles the items of a running marquee in every frame, seen or not.
  const onScreen = useOnScreen(viewport);
  const [host, setHost] = useState<HTMLElement | null>(null);
  const restorer = useMemo(createRestorer, [viewport]);
  const enabled = !reduce && items.length > 0;

  useLayoutEffect(() => {
    restorer.toggle(viewport, 'ha-marquee', true);
    restorer.toggle(viewport, `ha-marquee--${axis}`, true);
    restorer.toggle(viewport, 'ha-marquee--static', !enabled);
    restorer.toggle(track, 'ha-marquee__track', true);
    for (const copy of copies) {
      restorer.toggle(copy, 'ha-marquee__copy', true);
      restorer.attr(copy, 'aria-hidden', 'true');
      restorer.attr(copy, 'inert', '');
    }
    return () => restorer.restore();
  }, [restorer, viewport, track, copies, axis, enabled]);

  // The button comes first in the viewport, so the keyboard meets it before any moving link. The end
  // a cover takes is read in the layout report after the button is laid out: read while mounting, it
  // laid out the whole page.
  useLayoutEffect(() => {
    if (!enabled) return;
    const node = document.createElement('div');
    node.className = 'ha-pause-toggle__control';
    viewport.prepend(node);
    setHost(node);
    // Hidden until then (a frame may be painted before that report), so that it never shows at one
    // end and then jumps to the other.
    if (cover) node.style.visibility = 'hidden';
    const stop = cover
      ? onEachLayout(node, {
          read: () => {
            stop?.();
            const start = coversEnd(viewport, cover);
            return () => {
              node.classList.toggle('ha-pause-toggle__control--start', start);
              node.style.visibility = '';
            };
          },
          report: onError,
        })
      : undefined;
    return () => {
      stop?.();
      node.remove();
      setHost(null);
    };
  }, [viewport, cover, enabled]);

  const loop = useMarqueeLoop({
    viewport,
    items,
    axis,
    flow,
    duration,
    enabled,
    running: !paused && !hovered && !focused && onScreen,
    onError,
  });

  useEvent(
    viewport,
    'pointerover',
    (event) => {
      // The mouse only: a tap already ends over the item it follows. Over the button it plays on.
      if (event.pointerType === 'mouse') setHovered(!host?.contains(event.target as Node));
    },
    onError,
  );
  useEvent(viewport, 'pointerleave', () => setHovered(false), onError);

  // Focus on a link far along the row, or the browser's find in page, would scroll the clipped
  // viewport, which the loop does not know about: the loop brings items into view instead.
  const unscroll = () => {
    viewport.scrollLeft = 0;
    viewport.scrollTop = 0;
  };
  useEvent(viewport, 'scroll', unscroll, onError);

  useEvent(
    viewport,
    'focusin',
    (event) => {
      unscroll();
      const target = event.target as Element;
      if (host?.contains(target)) return setFocused(false);
      // Keyboard focus only: a click on a link is covered by hover.
      if (!target.matches(':focus-visible')) return;
      setFocused(true);
      const item = items.find((node) => node.contains(target));
      if (item) loop.reveal(item);
    },
    onError,
  );
  useEvent(
    viewport,
    'focusout',
    (event) => {
      if (!viewport.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
    onError,
  );

  return host ? createPortal(<PauseToggle paused={paused} name={name} onToggle={() => setPaused((was) => !was)} />, host) : null;
}
