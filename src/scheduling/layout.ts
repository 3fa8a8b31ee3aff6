// Reading layout and then writing, for every widget on the page at once. A widget that reads after
// another one wrote makes the browser lay out the whole page again, once per widget. Jobs here run in
// two passes, every read first and then every write, right after a layout: in the report of one resize
// observer shared by all. Reading in an animation frame instead would lay out the page early, with
// everything mounted since the last frame; and in a task after the frame, other tasks queued before it
// have often changed the page. (Measurements: docs/performance-history.md.)
import { nextTask } from './tasks';

export interface LayoutJob {
  /** Reads layout; returns the writes to make once every job has read. */
  read(): (() => void) | void;
  report(error: unknown): void;
}

/**
 * Script time a pass gives its reads, from its start; and, in the task of starts after it (see
 * `onStartAfterLayout`), within which a further start may begin. On a page of hundreds of widgets one
 * report would otherwise hold every chart, grid and slider mounted since the last frame in one long
 * task. The jobs not read once the budget is spent wait for the next frame's layout, and starts for
 * the next report. The two budgets are the largest the bench's generated pages allowed with no task
 * of ours over 50 ms.
 */
const READ_BUDGET_MS = 9;
const START_BUDGET_MS = 5;
let passStart = 0;

/** Script time spent since the current (or last) pass of the layout report, or task of starts, began. */
export const passTime = (): number => performance.now() - passStart;

let observer: ResizeObserver | undefined;
const sharedObserver = () =>
  (observer ??= new ResizeObserver((entries) => {
    reporting = true;
    void nextTask().then(() => (reporting = false));
    const jobs = new Set<LayoutJob>(pendingNext);
    pendingNext.clear();
    for (const { target } of entries) {
      if (target === document.documentElement && !watched.has(target)) observer!.unobserve(target);
      watched.get(target)?.forEach((each) => jobs.add(each));
    }
    runAll(jobs);
  }));

function runAll(jobs: Iterable<LayoutJob>): void {
  passStart = performance.now();
  const writes: [LayoutJob, () => void][] = [];
  for (const job of jobs) {
    if (passTime() > READ_BUDGET_MS) {
      onNextLayout(job);
      continue;
    }
    try {
      const write = job.read();
      if (write) writes.push([job, write]);
    } catch (error) {
      job.report(error);
    }
  }
  for (const [job, write] of writes) {
    try {
      write();
    } catch (error) {
      job.report(error);
    }
  }
}

const pendingNext = new Set<LayoutJob>();
let frame = 0;

/** Runs `job` right after the next frame's layout, with every other job asked for then; returns a cancel. */
export function onNextLayout(job: LayoutJob): () => void {
  pendingNext.add(job);
  frame ||= requestAnimationFrame(() => {
    frame = 0;
    // Observed afresh, the page's root element is reported after this frame's layout, its size changed or not.
    sharedObserver().observe(document.documentElement);
  });
  return () => pendingNext.delete(job);
}

const watched = new Map<Element, Set<LayoutJob>>();
/**
 * From a report until the task after it. An element observed for the first time then (by a job's
 * promise settling in the report, or by effects React flushes there) is one the browser cannot report
 * in that round, and it raises "ResizeObserver loop completed with undelivered notifications".
 */
let reporting = false;

/**
 * Runs `job` in the layout report after each scroll or resize of the window, at most once a report.
 * Returns the cancel.
 */
export function onScrollLayout(job: LayoutJob): () => void {
  let cancel = () => {};
  const schedule = () => {
    cancel();
    cancel = onNextLayout(job);
  };
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule);
  return () => {
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
    cancel();
  };
}

/**
 * Runs `job` right after each layout that changes `element`'s size, the first one included (the
 * observer's first report), with the jobs of every other element reported together; returns a stop.
 */
export function onEachLayout(element: Element, job: LayoutJob): () => void {
  return watch(element, job, false);
}

/** `onEachLayout`; with `reportNext`, the next layout reports `element` even if its size stays. */
function watch(element: Element, job: LayoutJob, reportNext: boolean): () => void {
  const shared = sharedObserver();
  let jobs = watched.get(element);
  if (!jobs) watched.set(element, (jobs = new Set()));
  const fresh = jobs.size === 0;
  if (fresh && !reporting) shared.observe(element);
  else if (reportNext && !reporting) {
    // Observed afresh, an element is reported after the next layout, its size changed or not
    // (observing it again as it is does nothing in Chromium): in an animation frame, this frame's.
    shared.unobserve(element);
    shared.observe(element);
  } else if (fresh || reportNext) {
    // Observed afresh within a report (`reporting`), it would not be reported in that round: from
    // the next frame.
    const observed = jobs;
    requestAnimationFrame(() => {
      if (watched.get(element) !== observed) return;
      shared.unobserve(element);
      shared.observe(element);
    });
  }
  jobs.add(job);
  return () => {
    jobs.delete(job);
    // Put off to the next layout by a full report, it is not wanted any more either.
    pendingNext.delete(job);
    if (jobs.size || watched.get(element) !== jobs) return;
    watched.delete(element);
    shared.unobserve(element);
  };
}

/** `onEachLayout` for several elements: `job` runs once per report however many of them changed. */
export function onEachLayoutOf(elements: readonly Element[], job: LayoutJob): () => void {
  const stops = elements.map((element) => onEachLayout(element, job));
  return () => stops.forEach((stop) => stop());
}

/**
 * A promise of what `register` settles with, or of `onAbort` once `signal` aborts; `register` gets the
 * settle function and returns its cancel.
 */
function until<T>(signal: AbortSignal, onAbort: T, register: (settle: (finish: () => T) => void) => () => void): Promise<T> {
  if (signal.aborted) return Promise.resolve(onAbort);
  return new Promise((resolve, reject) => {
    const settle = (finish: () => T) => {
      cancel();
      signal.removeEventListener('abort', aborted);
      try {
        resolve(finish());
      } catch (error) {
        reject(error);
      }
    };
    const aborted = () => settle(() => onAbort);
    const cancel = register(settle);
    signal.addEventListener('abort', aborted, { once: true });
  });
}

/**
 * What `read` returns right after the next layout (its styles and layout are up to date there, so
 * reading them costs nothing); null if `signal` aborts first.
 */
export function nextLayout<T>(element: Element, signal: AbortSignal, read: () => T): Promise<T | null> {
  return until<T | null>(signal, null, (settle) =>
    watch(
      element,
      {
        read: () => {
          const value = read();
          settle(() => value);
        },
        report: (error) =>
          settle(() => {
            throw error;
          }),
      },
      true,
    ),
  );
}

interface Start {
  run(): void;
  report(error: unknown): void;
  /** Waits for a later report: the task ran out of its budget before this start. */
  defer(): void;
}

/** The starts asked for by the current (or last) pass, in its order, run in a task after it. */
const starts = new Set<Start>();

/**
 * A task right after the rendering update, ahead of the page's other tasks where the browser ranks
 * them (`scheduler.postTask`); there the layout the report's writes changed has been made again, so
 * a start's first read forces none. Run inside the report instead, a start adds its own time to the
 * frame's style, layout and paint in one task, which then passes 50 ms on large pages.
 */
function postStarts(): void {
  const scheduler = (globalThis as { scheduler?: { postTask(task: () => void, options: { priority: string }): Promise<void> } }).scheduler;
  if (scheduler) void scheduler.postTask(runStarts, { priority: 'user-blocking' });
  else void nextTask().then(runStarts);
}

function runStarts(): void {
  // Out of the report now; the message that clears the flag is ranked after this task.
  reporting = false;
  passStart = performance.now();
  let first = true;
  for (const start of starts) {
    starts.delete(start);
    if (!first && passTime() >= START_BUDGET_MS) {
      start.defer();
      continue;
    }
    first = false;
    try {
      start.run();
    } catch (error) {
      start.report(error);
    }
  }
}

/**
 * Runs `job.run` right after the next layout of `element` (its size changed or not), in a task of
 * its own with the other starts that layout asked for: the first of them, and each next one while the
 * task's first 5 ms last; the others wait for the next layout. A start is heavy, so a task mostly runs
 * one; a larger budget let a second follow and the task pass 50 ms. Returns a cancel.
 */
export function onStartAfterLayout(element: Element, job: { run(): void; report(error: unknown): void }): () => void {
  let stop = () => {};
  let frame = 0;
  const start: Start = { ...job, defer: () => (frame = requestAnimationFrame(arm)) };
  const arm = () => {
    stop = watch(
      element,
      {
        read: () => {
          stop();
          if (!starts.size) postStarts();
          starts.add(start);
        },
        report: job.report,
      },
      true,
    );
  };
  arm();
  return () => {
    stop();
    starts.delete(start);
    cancelAnimationFrame(frame);
  };
}

/** `onStartAfterLayout` as a promise: true once `run` has run, false if `signal` aborts first. */
export function startAfterLayout(element: Element, signal: AbortSignal, run: () => void): Promise<boolean> {
  return until(signal, false, (settle) =>
    onStartAfterLayout(element, {
      run: () => {
        run();
        settle(() => true);
      },
      report: (error) =>
        settle(() => {
          throw error;
        }),
    }),
  );
}
