// The context every carousel feature takes, in the way Swiper's own modules take theirs: the parts
// found in the server markup, the restorer that records every change to them, the visitor's memory
// across rebuilds and the error report. A feature changes the markup at once and, through
// `onStart`, does the rest once Swiper runs; everything it does is recorded on the restorer.
import type { Swiper } from 'swiper';
import { createRestorer, type Restorer } from '../restorer';
import { startOrUndoAfterLayout } from './after-layout';
import { followFocus, followSize } from './follow';
import { keepMoves, type Moves } from './moves';

/** What a rebuild (device change) keeps: the position and the visitor's play/stop choice. */
export interface CarouselMemory {
  index: number;
  playing: boolean;
}

export interface CarouselParts {
  /** The element named as the carousel region; the controls go into it. */
  region: HTMLElement;
  /** The Swiper element. */
  el: HTMLElement;
  /** In display order. */
  slides: HTMLElement[];
}

export interface CarouselContext extends CarouselParts {
  restorer: Restorer;
  memory: CarouselMemory;
  report(error: unknown): void;
  /** `fn`, reporting its errors instead of throwing them. */
  guard<A extends unknown[]>(fn: (...args: A) => void): (...args: A) => void;
  /** A guarded listener, removed on restore. */
  listen<E extends Event>(target: EventTarget, type: string, fn: (event: E) => void, capture?: boolean): void;
  /** Moves asked for before Swiper runs are made once it does. */
  moves: Moves<Swiper>;
  /** Runs `fn` once Swiper has started, in the order the features were added. */
  onStart(fn: (swiper: Swiper) => void): void;
  /** Runs `fn` right before Swiper starts (to measure what it will read). */
  beforeStart(fn: () => void): void;
}

/** Swiper parameters for `followSize`: Swiper's own resize observer and window listener are off. */
export const SIZE_FOLLOWED = { resizeObserver: false, updateOnWindowResize: false } as const;

interface Mount {
  memory: CarouselMemory;
  report(error: unknown): void;
}

/**
 * Builds a carousel with `build`, which composes the features; returns the function that takes it
 * all down again. A failure while building undoes what was done and is rethrown.
 */
export function composeCarousel(parts: CarouselParts, { memory, report }: Mount, build: (context: CarouselContext) => void): () => void {
  const restorer = createRestorer();
  const hooks: Hooks = { before: [], started: [] };
  const guard: CarouselContext['guard'] =
    (fn) =>
    (...args) => {
      try {
        fn(...args);
      } catch (error) {
        report(error);
      }
    };
  const context: CarouselContext = {
    ...parts,
    restorer,
    memory,
    report,
    guard,
    listen: (target, type, fn, capture) => restorer.listen(target, type, guard(fn), capture),
    moves: keepMoves(guard),
    onStart: (fn) => void hooks.started.push(fn),
    beforeStart: (fn) => void hooks.before.push(fn),
  };
  startHooks.set(context, hooks);
  try {
    build(context);
  } catch (error) {
    restorer.restore();
    throw error;
  }
  return () => restorer.restore();
}

interface Hooks {
  before: (() => void)[];
  started: ((swiper: Swiper) => void)[];
}

const startHooks = new WeakMap<CarouselContext, Hooks>();

/**
 * Prepares the markup and makes Swiper (`init: false`) now, and starts it after the next layout:
 * making it is about half of a start. A carousel that measures its slides first (vertical mode)
 * waits with its markup and Swiper too.
 */
export function prepareAndStart<P>(context: CarouselContext, measureFirst: boolean, prepare: () => P, make: (prepared: P) => Swiper): void {
  const { el, restorer, report } = context;
  if (measureFirst) return startOrUndoAfterLayout(el, restorer, report, () => startSwiper(context, make(prepare())));
  const swiper = make(prepare());
  startOrUndoAfterLayout(el, restorer, report, () => startSwiper(context, swiper));
}

/** Starts Swiper (made with `init: false`), then the features, then the moves asked for meanwhile. */
function startSwiper(context: CarouselContext, swiper: Swiper): void {
  const hooks = startHooks.get(context)!;
  for (const hook of hooks.before) hook();
  swiper.init();
  context.restorer.defer(() => swiper.destroy(true, true));
  followSize(context, swiper);
  for (const hook of hooks.started) hook(swiper);
  context.moves.start(swiper);
  followFocus(context, context.el, swiper);
}

/** With too few slides there is no carousel: the server's controls would do nothing and are hidden until unmount. */
export function hideControls(...els: (HTMLElement | null)[]): () => void {
  const restorer = createRestorer();
  for (const el of els) if (el) restorer.addClass(el, 'ha-swiper__off');
  return () => restorer.restore();
}
