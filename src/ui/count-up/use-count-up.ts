// The clock of a count-up: waits until its element is seen, runs once for `duration` ms on animation
// frames, and never starts again (the original restarted each time the element re-entered the view).
import { useEffect, useRef, useState } from 'react';

export type CountUpPhase = 'waiting' | 'running' | 'done';

export interface CountUpClock {
  phase: CountUpPhase;
  /** Milliseconds since the start: 0 while waiting, `duration` once done. */
  elapsed: number;
}

/**
 * Seen: at least half of the element's height is in view (half the viewport's, for an element
 * taller than the viewport). Width is left out, so an element partly off to the side still counts.
 */
const SEEN_RATIO = 0.5;
// Visible shares at which the observer reports, fine enough for tall and wide elements.
const STEPS = Array.from({ length: 21 }, (_, i) => i / 20);

function isSeen(entry: IntersectionObserverEntry): boolean {
  const viewport = entry.rootBounds?.height ?? window.innerHeight;
  return entry.isIntersecting && entry.intersectionRect.height >= Math.min(entry.boundingClientRect.height, viewport) * SEEN_RATIO;
}

/** Calls `seen` once, the first time the element is seen; returns a cleanup. */
function whenSeen(element: Element, seen: () => void): () => void {
  if (typeof IntersectionObserver !== 'function') {
    seen();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some(isSeen)) return;
      observer.disconnect();
      seen();
    },
    { threshold: STEPS },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * `animate` false (reduced motion, editor) or a duration of 0 gives `done` at once. `onStart` runs
 * just before the first frame, e.g. to measure where a bar starts from.
 */
export function useCountUp(
  element: Element | null,
  duration: number,
  animate: boolean,
  onStart?: () => void,
): CountUpClock {
  const still = !animate || !(duration > 0);
  const [phase, setPhase] = useState<CountUpPhase>(still ? 'done' : 'waiting');
  const [elapsed, setElapsed] = useState(0);
  const startedAt = useRef(0);
  const latestOnStart = useRef(onStart);
  latestOnStart.current = onStart;

  // Motion turned off while waiting or counting (the visitor changed the preference): jump to the end.
  if (still && phase !== 'done') setPhase('done');

  useEffect(() => {
    if (phase !== 'waiting' || !element) return;
    return whenSeen(element, () => {
      startedAt.current = performance.now();
      latestOnStart.current?.();
      setPhase('running');
    });
  }, [phase, element]);

  useEffect(() => {
    if (phase !== 'running') return;
    let frame = 0;
    const finish = () => setPhase('done');
    const tick = () => {
      const time = performance.now() - startedAt.current;
      if (time >= duration) return finish();
      setElapsed(time);
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    // Frames can be throttled or stopped (a background tab, a busy page): the end still comes on time.
    const timer = setTimeout(finish, Math.max(0, startedAt.current + duration - performance.now()));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [phase, duration]);

  if (phase === 'done') return { phase, elapsed: duration };
  return { phase, elapsed: phase === 'running' ? elapsed : 0 };
}
