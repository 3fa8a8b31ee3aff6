// Mounts start one after another in slices of at most SLICE_MS and yield to the main thread between
// slices, so no task of ours grows past 50 ms however many widgets mount together. A start reads the
// settings and creates the widget's root; React then renders it in slices of its own (a transition).
import { nextTask } from './tasks';

const SLICE_MS = 12;

/**
 * A queue of mounts, each of a kind (its widget type). A kind's first two jobs begin slices of their
 * own: the first runs the kind's settings code for the first time, the second still some of it, and
 * either, run after a full slice of others, would make a long task. A later job goes in
 * the current slice if what the last job of its kind took still fits in the slice's 12 ms. A job
 * that returns false did nothing (its widget went away) and teaches nothing.
 *
 * `room`, asked before each job, gives a promise while the job should wait (see `createRenderWindow`);
 * the queue then goes on in a task of its own.
 */
export function createMountQueue(room: () => Promise<void> | undefined = () => undefined) {
  const jobs: Array<{ kind: string; run(): boolean | void }> = [];
  const seen = new Set<string>();
  const cost = new Map<string, number>();
  let running = false;

  const fits = (kind: string, used: number) => cost.has(kind) && used + cost.get(kind)! <= SLICE_MS;

  async function drain(): Promise<void> {
    running = true;
    // Jobs are queued from the task that evaluated a chunk or scanned the page, which has spent its
    // share already: the first slice starts in a task of its own.
    await nextTask();
    let sliceStart = performance.now();
    let ranInSlice = false;
    while (jobs.length) {
      const full = room();
      if (full) {
        await full;
        await nextTask();
        sliceStart = performance.now();
        ranInSlice = false;
      }
      const { kind, run } = jobs.shift()!;
      if (ranInSlice && !fits(kind, performance.now() - sliceStart)) {
        await nextTask();
        sliceStart = performance.now();
      }
      const started = performance.now();
      ranInSlice = true;
      if (run() === false) continue;
      if (seen.has(kind)) cost.set(kind, performance.now() - started);
      else seen.add(kind);
    }
    running = false;
  }

  return (kind: string, job: () => boolean | void): Promise<void> =>
    new Promise<void>((resolve, reject) => {
      jobs.push({
        kind,
        run() {
          try {
            const done = job();
            resolve();
            return done;
          } catch (error) {
            reject(error);
          }
        },
      });
      if (!running) void drain();
    });
}

/**
 * The widgets whose first render React has not committed yet, at most `limit` at a time. React
 * renders a transition in 5 ms steps, but an update that has waited 5 s renders without yielding,
 * and React's scheduler runs such updates one after another without giving the thread back: with
 * every mount of a large page handed to React at once, its tasks grow long. Held here instead, a
 * mount waits in the queue, which yields.
 */
export function createRenderWindow(limit: number) {
  const rendering = new Set<object>();
  let wake: (() => void) | undefined;
  return {
    /** A promise of room while the window is full (for `createMountQueue`). */
    room: (): Promise<void> | undefined => (rendering.size < limit ? undefined : new Promise((resolve) => (wake = resolve))),
    opened: (render: object) => void rendering.add(render),
    /** Its first render committed, failed or went away. */
    closed(render: object): void {
      if (!rendering.delete(render) || rendering.size >= limit) return;
      wake?.();
      wake = undefined;
    },
  };
}
