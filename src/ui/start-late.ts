import type { WidgetEnv } from '../api-types';

/**
 * Starts an effect whose code loads late (its own chunk, with GSAP or the like): the widget is ready
 * once the effect has started, so that ready means what a visitor sees. `load` resolves to the
 * function that starts it and returns its stop. Returns the cleanup: stops it, or keeps it from
 * starting when it has not loaded yet.
 */
export function startLate(load: () => Promise<() => (() => void) | void>, env: Pick<WidgetEnv<unknown>, 'holdReady' | 'report'>): () => void {
  let stop: (() => void) | void;
  let gone = false;
  const release = env.holdReady();
  load()
    .then((start) => {
      if (!gone) stop = start();
    })
    .catch(env.report)
    .finally(release);
  return () => {
    gone = true;
    stop?.();
  };
}
