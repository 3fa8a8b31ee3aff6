// A slider is ready once it is built, and its Swiper starts after the next layout (after-layout.ts):
// what the visitor does in between (an arrow, a thumbnail, a key) is kept and done once it runs.

export interface Moves<S> {
  /** Moves the slider now, or as soon as it has started. */
  make(move: (swiper: S) => void): void;
  /** The slider has started: the kept moves are made, and every later one at once. */
  start(swiper: S): void;
}

type Guard = <A extends unknown[]>(fn: (...args: A) => void) => (...args: A) => void;

/** The slider's moves, from now on. */
export function keepMoves<S>(guard: Guard): Moves<S> {
  const waiting: ((swiper: S) => void)[] = [];
  let started: S | null = null;
  return {
    make: (move) => (started ? guard(move)(started) : waiting.push(move)),
    start(swiper) {
      started = swiper;
      waiting.splice(0).forEach((move) => guard(move)(swiper));
    },
  };
}
