// Time-based progress of a count-up: where it stands after some milliseconds, whatever the frame rate.

/** The original's easing (jQuery's "swing"): slow start, slow end. */
export function swing(t: number): number {
  return 0.5 - Math.cos(t * Math.PI) / 2;
}

/** Eased progress from 0 to 1; exactly 1 from `duration` on (and at once for a duration of 0 or less). */
export function progressAt(elapsed: number, duration: number): number {
  if (!(duration > 0) || elapsed >= duration) return 1;
  return swing(Math.max(0, elapsed) / duration);
}

/**
 * The value shown after `elapsed` ms of counting from 0 to `to`, cut (not rounded) to `decimals`
 * places so the final value appears only at the end, and exactly `to` from then on.
 */
export function countAt(to: number, elapsed: number, duration: number, decimals: number): number {
  const progress = progressAt(elapsed, duration);
  if (progress >= 1) return to;
  const scale = 10 ** decimals;
  return Math.trunc(to * progress * scale) / scale;
}

/** A value between `from` and `to` at the eased progress of `elapsed` over `duration`. */
export function tween(from: number, to: number, elapsed: number, duration: number): number {
  const progress = progressAt(elapsed, duration);
  return progress >= 1 ? to : from + (to - from) * progress;
}
