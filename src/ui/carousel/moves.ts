// A slider is ready once it is built, and its Swiper starts after the next layout (after-layout.ts):
// what the visitor does in between (an arrow, a thumbnail, a key) is kept and done once it runs.
import type { Kit } from './kit';

export interface Moves<S> {
  /** Moves the slider now, or as soon as it has started. */
  make(move: (swiper: S) => void): void;
  /** The slider has started: the kept moves are made, and every later one at once. */
  start(swiper: S): void;
}

interface Arrows {
  prev: HTMLElement | null;
  next: HTMLElement | null;
}

/** The slider's moves, from now on: its arrows' clicks among them. */
export function keepMoves<S extends { slidePrev(): unknown; slideNext(): unknown }>({ guard, listen }: Kit, { prev, next }: Arrows): Moves<S> {
  const waiting: ((swiper: S) => void)[] = [];
  let started: S | null = null;
  const moves: Moves<S> = {
    make: (move) => (started ? guard(move)(started) : waiting.push(move)),
    start(swiper) {
      started = swiper;
      waiting.splice(0).forEach((move) => guard(move)(swiper));
    },
  };
  if (prev) listen(prev, 'click', () => moves.make((swiper) => swiper.slidePrev()));
  if (next) listen(next, 'click', () => moves.make((swiper) => swiper.slideNext()));
  return moves;
}
