// Reading layout and then writing, for every widget on the page at once. A widget that reads after
// another one wrote makes the browser lay out the whole page again: ten timelines on the 500-widget
// bench page, each reading then writing in its own callback, made one 802 ms task at 4x throttling.
// Jobs here run in two passes, every read first and then every write, after a layout: in a task right
// after the next frame's rendering, or in the report of one resize observer shared by all. Reading in
// an animation frame instead would lay out the page early, with everything mounted since the last
// frame: 268 to 450 ms at 4x throttling on the bench pages.
import { yieldToMain } from '../runtime/queue';

export interface LayoutJob {
  /** Reads layout; returns the writes to make once every job has read. */
  read(): (() => void) | void;
  report(error: unknown): void;
  /**
   * Its write reads layout too (a library starting up): it goes before the plain writes, so that its
   * reads find the layout the reads found rather than a page those writes changed.
   */
  startsUp?: boolean;
}

function runAll(jobs: Iterable<LayoutJob>): void {
  const startUps: [LayoutJob, () => void][] = [];
  const writes: [LayoutJob, () => void][] = [];
  for (const job of jobs) {
    try {
      const write = job.read();
      if (write) (job.startsUp ? startUps : writes).push([job, write]);
    } catch (error) {
      job.report(error);
    }
  }
  for (const [job, write] of [...startUps, ...writes]) {
    try {
      write();
    } catch (error) {
      job.report(error);
    }
  }
}

const framed = new Set<LayoutJob>();
let frame = 0;

/** Runs `job` after the next frame, with every other job asked for then; returns a cancel. */
export function afterNextFrame(job: LayoutJob): () => void {
  framed.add(job);
  frame ||= requestAnimationFrame(() =>
    yieldToMain().then(() => {
      frame = 0;
      const jobs = [...framed];
      framed.clear();
      runAll(jobs);
    }),
  );
  return () => framed.delete(job);
}

const watched = new Map<Element, Set<LayoutJob>>();
let observer: ResizeObserver | undefined;

/**
 * Runs `job` right after each layout that changes `element`'s size, the first one included (the
 * observer's first report), with the jobs of every other element reported together; returns a stop.
 */
export function afterLayouts(element: Element, job: LayoutJob): () => void {
  observer ??= new ResizeObserver((entries) => {
    const jobs = new Set<LayoutJob>();
    for (const entry of entries) watched.get(entry.target)?.forEach((each) => jobs.add(each));
    runAll(jobs);
  });
  let jobs = watched.get(element);
  if (!jobs) {
    watched.set(element, (jobs = new Set()));
    observer.observe(element);
  }
  jobs.add(job);
  return () => {
    jobs.delete(job);
    if (jobs.size || watched.get(element) !== jobs) return;
    watched.delete(element);
    observer!.unobserve(element);
  };
}

/** `afterLayouts` for several elements: `job` runs once per report however many of them changed. */
export function afterLayoutsOf(elements: readonly Element[], job: LayoutJob): () => void {
  const stops = elements.map((element) => afterLayouts(element, job));
  return () => stops.forEach((stop) => stop());
}

/** What `read` returns in the first layout after now; null if `signal` aborts first. */
export function afterLayout<T>(element: Element, signal: AbortSignal, read: () => T): Promise<T | null> {
  if (signal.aborted) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const settle = (finish: () => void) => {
      stop();
      signal.removeEventListener('abort', aborted);
      finish();
    };
    const aborted = () => settle(() => resolve(null));
    const stop = afterLayouts(element, {
      read: () => {
        const value = read();
        settle(() => resolve(value));
      },
      report: (error) => settle(() => reject(error)),
    });
    signal.addEventListener('abort', aborted, { once: true });
  });
}

/** Set-up time one rendering update gives heavy starts (Swiper, image grid placements) before the rest wait. */
const BUDGET_MS = 8;
let updateStart: number | undefined;

function withinBudget(): boolean {
  const now = performance.now();
  if (updateStart === undefined) {
    updateStart = now;
    // Every job of one report runs before the next microtask checkpoint.
    queueMicrotask(() => (updateStart = undefined));
    return true;
  }
  return now - updateStart < BUDGET_MS;
}

/**
 * Runs `job.run` right after a layout of `element`, like `afterLayouts` once, but only while the
 * rendering update's budget lasts: the first start in an update always runs, and as one start takes
 * 12-35 ms at 4x, the others mostly wait for the next update. With a budget of 25 ms a second start
 * often followed the first, and the frame (its layout included) went over 50 ms. Starts run with the
 * writes, first among them: run with the reads, a start changed the page under the reads after it
 * (a chart's size read then laid out the 100-widget bench page, 17 ms at 4x). Returns a cancel.
 */
export function afterLayoutInTurn(element: Element, job: { run(): void; report(error: unknown): void }): () => void {
  let stop = () => {};
  let frame = 0;
  const arm = () => {
    stop = afterLayouts(element, {
      read: () => {
        stop();
        return () => {
          if (withinBudget()) job.run();
          else frame = requestAnimationFrame(arm);
        };
      },
      report: job.report,
      startsUp: true,
    });
  };
  arm();
  return () => {
    stop();
    cancelAnimationFrame(frame);
  };
}
