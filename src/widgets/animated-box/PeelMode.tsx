import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { createPortal } from 'react-dom';
import { useEvent } from '../../ui/use-event';
import type { ModeProps } from './AnimatedBox';
import { isControl } from './dom';
import { TAP_SLOP } from './logic';
import { dogEarPoint, oppositeCorner, peelGone, peelOpacity, peelShape, polygonCss, type Point } from './peel';
import { RevealButton } from './RevealButton';
import { useBox, useControls, useFocusBack } from './use-box';

/** A full peel (click or Reveal) takes this long, ms; a released drag springs back in SPRING_MS. */
const PEEL_MS = 500;
const SPRING_MS = 300;

const ease = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/**
 * Peel: the front rests with a dog-ear at the peel corner. Dragging from that corner peels it along
 * a fold under the pointer (the front clipped, the flap lying over it with a shadow); past 80 percent
 * it fades, and at about 98 percent it is gone for good. A released drag springs back. A click, tap
 * or the "Reveal" button peels it all the way.
 */
export function PeelMode({ dom, settings, env, reduce }: ModeProps) {
  const corner = settings.peelCornerPosition;
  const [state, setState] = useState<'front' | 'flipped'>('front');
  const restorer = useBox(dom, state, { 'ha-animated-box--peel': true, [`ha-animated-box--peel-${corner}`]: true });
  const focusBack = useFocusBack(dom, state, restorer);
  const host = useControls(dom.box);
  const layer = useRef<HTMLDivElement>(null);
  const flap = useRef<HTMLDivElement>(null);
  const point = useRef<Point | null>(null);
  const drag = useRef<{ id: number; x: number; y: number; moved: boolean } | null>(null);
  const motion = useRef(0);
  const { front } = dom;

  const size = () => [front.offsetWidth, front.offsetHeight] as const;

  /** Peels to a point (front px); true once the front is gone. */
  const peelTo = (to: Point): boolean => {
    const [width, height] = size();
    if (!width || !height) return false;
    const shape = peelShape(corner, width, height, to);
    point.current = to;
    if (peelGone(shape.fraction)) {
      setState('flipped');
      return true;
    }
    const opacity = String(peelOpacity(shape.fraction));
    restorer.style(front, 'clip-path', polygonCss(shape.remaining, width, height));
    restorer.style(front, 'opacity', opacity === '1' ? '' : opacity);
    if (layer.current && flap.current) {
      layer.current.style.opacity = opacity;
      flap.current.style.clipPath = polygonCss(shape.flap, width, height);
      const [dx, dy] = shape.direction;
      flap.current.style.setProperty('--ha-peel-angle', `${(Math.atan2(dx, -dy) * 180) / Math.PI}deg`);
    }
    return false;
  };

  /** Moves the fold to `to` over `ms` (at once with reduced motion). */
  const glide = (to: Point, ms: number) => {
    cancelAnimationFrame(motion.current);
    const from = point.current ?? to;
    if (reduce) return void peelTo(to);
    const started = performance.now();
    const step = (now: number) => {
      const t = Math.min(1, (now - started) / ms);
      const k = ease(t);
      const done = peelTo([from[0] + (to[0] - from[0]) * k, from[1] + (to[1] - from[1]) * k]);
      if (!done && t < 1) motion.current = requestAnimationFrame(step);
    };
    motion.current = requestAnimationFrame(step);
  };

  const rest = () => dogEarPoint(corner, ...size());
  const peelAway = () => {
    const [width, height] = size();
    if (reduce) setState('flipped');
    else glide(oppositeCorner(corner, width, height), PEEL_MS);
  };

  useEffect(() => {
    peelTo(rest());
    return () => cancelAnimationFrame(motion.current);
  }, [corner]);

  useEvent(
    state === 'front' ? dom.box : null,
    'click',
    (event) => {
      if (isControl(event.target, dom.box)) return;
      // A drag ends in a click: it is not a request to peel it all.
      if (!drag.current?.moved) peelAway();
    },
    env.report,
  );

  const local = (event: ReactPointerEvent): Point => {
    const rect = front.getBoundingClientRect();
    return [
      ((event.clientX - rect.left) * front.offsetWidth) / rect.width,
      ((event.clientY - rect.top) * front.offsetHeight) / rect.height,
    ];
  };

  const down = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    cancelAnimationFrame(motion.current);
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { id: event.pointerId, x: event.clientX, y: event.clientY, moved: false };
  };

  const move = (event: ReactPointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.id !== event.pointerId) return;
    current.moved ||= Math.hypot(event.clientX - current.x, event.clientY - current.y) > TAP_SLOP;
    if (current.moved && peelTo(local(event))) setTimeout(() => (drag.current = null));
  };

  const up = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (drag.current?.id !== event.pointerId) return;
    if (drag.current.moved) glide(rest(), SPRING_MS);
    // The click that follows in the same task sees the drag; later clicks do not.
    setTimeout(() => (drag.current = null));
  };

  if (state !== 'front') return null;
  return createPortal(
    <>
      <RevealButton focusBack={focusBack} onReveal={peelAway} />
      <div ref={layer} className="ha-animated-box__peel" aria-hidden="true">
        <div ref={flap} className="ha-animated-box__flap" />
      </div>
      <div
        className="ha-animated-box__peel-handle"
        aria-hidden="true"
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={up}
      />
    </>,
    host,
  );
}
