import { useEffect, useRef } from 'react';

export interface FillOptions {
  /** The active tab's border; null still times the round, unseen. */
  border: SVGRectElement | null;
  /** The border's path length: the stroke is dashed by it and drawn from hidden to whole. */
  length: number;
  delay: number;
  /** False holds the round where it is; true goes on from there. */
  running: boolean;
  /** null: no rotation. Another number starts a new round from zero. */
  round: number | null;
  onDone(): void;
  onError(error: unknown): void;
}

/**
 * One round of the rotation: the border fills over `delay`, then `onDone`. A timer decides when the
 * round ends (the fill is only drawn), so the tab switches even where animations do not run.
 */
export function useFill({ border, length, delay, running, round, onDone, onError }: FillOptions): void {
  const done = useRef(onDone);
  done.current = onDone;
  const report = useRef(onError);
  report.current = onError;
  // How far a round got before a pause, so that playing it again goes on from there.
  const saved = useRef({ round: -1, elapsed: 0 });

  useEffect(() => {
    if (round === null) return;
    const from = saved.current.round === round ? saved.current.elapsed : 0;
    const since = performance.now();
    let animation: Animation | null = null;
    try {
      animation =
        border?.animate([{ strokeDashoffset: `${length}px` }, { strokeDashoffset: '0px' }], {
          duration: delay,
          fill: 'both',
        }) ?? null;
      if (animation) {
        animation.currentTime = from;
        if (!running) animation.pause();
      }
    } catch (error) {
      report.current(error);
    }
    const finish = () => {
      try {
        done.current();
      } catch (error) {
        report.current(error);
      }
    };
    const timer = running ? setTimeout(finish, Math.max(0, delay - from)) : undefined;
    return () => {
      clearTimeout(timer);
      saved.current = { round, elapsed: running ? Math.min(delay, from + performance.now() - since) : from };
      animation?.cancel();
    };
  }, [border, length, delay, running, round]);
}
