import { useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useEvent } from '../../ui/use-event';
import type { ModeProps } from './AnimatedBox';
import { isControl } from './dom';
import { flippedAfterClick, flipsOnEnter, isTap, unflipsOnLeave, type PointerStart } from './logic';
import { useBox, useControls } from './use-box';

const where = (event: MouseEvent) => ({ x: event.clientX, y: event.clientY, scrollX: window.scrollX, scrollY: window.scrollY });

/**
 * The modes that turn back: hover, click and toggle turn the box over; slide-out slides the front
 * away. A mouse follows the mode; a tap that did not scroll toggles and a tap outside closes.
 * Keyboard: the "Show back" toggle button (first in the box, seen when focused), Escape returns
 * to the front, and in hover modes focus coming into the box turns it.
 */
export function FlipMode({ dom, settings, env }: ModeProps) {
  const mode = settings.switchEventType;
  const [flipped, setFlipped] = useState(false);
  const slide = mode === 'slide-out';
  useBox(dom, flipped ? 'flipped' : 'front', {
    [`ha-animated-box--${mode}`]: true,
    [`ha-animated-box--slide-${settings.slideOutDirection}`]: slide,
  });
  const host = useControls(dom.box);
  const button = useRef<HTMLButtonElement>(null);
  const start = useRef<PointerStart | null>(null);
  const { box } = dom;

  const tapped = (event: MouseEvent) => start.current?.pointerType === 'touch' && isTap(start.current, where(event));
  const byTouch = () => start.current?.pointerType === 'touch';
  const mouse = (event: PointerEvent) => event.pointerType !== 'touch';

  useEvent(
    document,
    'pointerdown',
    (event) => {
      start.current = { pointerType: event.pointerType, ...where(event) };
    },
    env.report,
    { capture: true, passive: true },
  );
  useEvent(flipsOnEnter(mode) ? box : null, 'pointerenter', (event) => mouse(event) && setFlipped(true), env.report);
  useEvent(unflipsOnLeave(mode) ? box : null, 'pointerleave', (event) => mouse(event) && setFlipped(false), env.report);
  useEvent(
    box,
    'click',
    (event) => {
      if (isControl(event.target, box) || (byTouch() && !tapped(event))) return;
      setFlipped((now) => flippedAfterClick(mode, now, byTouch()));
    },
    env.report,
  );
  useEvent(
    document,
    'click',
    (event) => {
      if (tapped(event) && !box.contains(event.target as Node)) setFlipped(false);
    },
    env.report,
  );
  const fromOutside = (event: FocusEvent) => !box.contains(event.relatedTarget as Node | null);
  useEvent(flipsOnEnter(mode) ? box : null, 'focusin', (event) => fromOutside(event) && setFlipped(true), env.report);
  useEvent(unflipsOnLeave(mode) ? box : null, 'focusout', (event) => fromOutside(event) && setFlipped(false), env.report);
  useEvent(
    box,
    'keydown',
    (event) => {
      if (event.key !== 'Escape' || !flipped) return;
      // Focus on the back would be lost when it turns away.
      if (dom.back.contains(document.activeElement)) button.current?.focus();
      setFlipped(false);
    },
    env.report,
  );

  return createPortal(
    <button ref={button} type="button" className="ha-animated-box__switch" aria-pressed={flipped} onClick={() => setFlipped(!flipped)}>
      Show back
    </button>,
    host,
  );
}
