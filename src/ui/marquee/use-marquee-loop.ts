// The motion of a marquee: one Web Animation per item, so no copies of the content are needed for a
// seamless loop. Rebuilt from fresh measures whenever a size changes, keeping its place in the loop.
import { useLayoutEffect, useRef } from 'react';
import { onEachLayoutOf } from '../../scheduling/layout';
import { innerSpan, spanOf, translate, translated } from '../marquee-markup';
import { itemStops, loopDistance, pace, progressToShow, type Axis, type Flow, type Span } from '../marquee-markup';

export interface LoopOptions {
  /** The box that clips the items. */
  viewport: HTMLElement;
  items: readonly HTMLElement[];
  axis: Axis;
  flow: Flow;
  /** ms for the content to cross the viewport plus its own length. */
  duration: number;
  /** false: no motion at all; the items rest where the page lays them out. */
  enabled: boolean;
  /** false: held where it is. */
  running: boolean;
  onError(error: unknown): void;
}

export interface LoopControl {
  /** Brings an item into full view and holds the loop there. */
  reveal(item: HTMLElement): void;
}

interface Loop {
  animations: Animation[];
  spans: Span[];
  flow: Flow;
  viewport: number;
  distance: number;
  /** ms per loop. */
  period: number;
}

const progressOf = (loop: Loop) => (Number(loop.animations[0]?.currentTime ?? 0) % loop.period) / loop.period;

/** Puts every animation at the same time, running or held. */
function setClock(animations: readonly Animation[], time: number, running: boolean): void {
  const now = document.timeline.currentTime;
  for (const animation of animations) {
    if (!running) {
      // Seeking after pause() completes the pause at once, at `time` (not a frame later).
      animation.pause();
      animation.currentTime = time;
    } else if (now !== null) {
      // One start time for all, so that they stay in step.
      animation.startTime = Number(now) - time;
    } else {
      animation.currentTime = time;
      animation.play();
    }
  }
}

function cancel(loop: Loop | null): void {
  for (const animation of loop?.animations ?? []) animation.cancel();
}

export function useMarqueeLoop(options: LoopOptions): LoopControl {
  const { viewport, items, axis, flow, duration, enabled, running } = options;
  const loop = useRef<Loop | null>(null);
  const latest = useRef(options);
  latest.current = options;

  useLayoutEffect(() => {
    if (!enabled || !items.length) return;
    // Measured in the shared layout report, with every other widget's reads and before any writes
    // (an observer of its own read after those writes and laid out the whole page), and built there.
    const measure = () => {
      const before = loop.current;
      // Kept across a rebuild: how far the row has travelled, so that nothing jumps.
      const travelled = before ? progressOf(before) * before.distance : 0;
      const frame = innerSpan(viewport, axis);
      const spans = items.map((item) => spanOf(item, axis, frame.start, before ? translated(item, axis) : 0));
      // Nothing is painted between stopping the old animations and making the new ones.
      const stopBefore = () => {
        cancel(before);
        loop.current = null;
      };
      if (!(frame.size > 0) || spans.every((span) => span.size === 0)) return stopBefore;
      return () => {
        stopBefore();
        build(frame.size, spans, travelled);
      };
    };
    const build = (size: number, spans: Span[], travelled: number) => {
      const distance = loopDistance(size, spans);
      const period = distance / pace(size, spans, duration);
      const timing: KeyframeEffectOptions = { duration: period, iterations: Infinity, easing: 'linear' };
      const animations = items.map((item, index) => {
        const keyframes = itemStops(spans[index], distance, flow).map(({ offset, shift }) => ({ offset, translate: translate(axis, shift) }));
        return new Animation(new KeyframeEffect(item, keyframes, timing), document.timeline);
      });
      loop.current = { animations, spans, flow, viewport: size, distance, period };
      setClock(animations, ((travelled % distance) / distance) * period, latest.current.running);
    };
    // The first report (after the next layout) builds the loop: measuring here would force a layout
    // in the middle of mounting, and build twice.
    const stop = onEachLayoutOf([viewport, ...items], { read: measure, report: (error) => latest.current.onError(error) });
    return () => {
      stop();
      cancel(loop.current);
      loop.current = null;
    };
  }, [viewport, items, axis, flow, duration, enabled]);

  useLayoutEffect(() => {
    const current = loop.current;
    if (current) setClock(current.animations, Number(current.animations[0]?.currentTime ?? 0), running);
  }, [running]);

  return {
    reveal(item) {
      const current = loop.current;
      const index = items.indexOf(item);
      if (!current || index < 0) return;
      const progress = progressOf(current);
      const target = progressToShow(current.spans[index], current.distance, current.flow, progress, current.viewport);
      setClock(current.animations, target * current.period, false);
    },
  };
}
