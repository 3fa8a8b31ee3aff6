// Giving the main thread back: work that could run long continues in a task of its own.

/**
 * Continues in a new task; true unless `signal` aborted meanwhile. A message rather than
 * scheduler.yield(): under Chromium's CPU throttling a scheduler.yield() continuation was lost now
 * and then, and a queue waiting on it waited for good.
 */
export function nextTask(signal?: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve(!signal?.aborted);
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Page-sized work (a scan, the widgets waiting for a chunk) in slices of `sliceMs` with the main
 * thread free in between, in the order it came; the first slice in a task of its own, not in the task
 * that asked. Returns the callback form: `inTurn(job)`.
 */
export function createTurns(sliceMs: number): (job: () => void) => void {
  const jobs: Array<() => void> = [];
  const drain = () => {
    for (const end = performance.now() + sliceMs; jobs.length && performance.now() < end; ) jobs.shift()!();
    if (jobs.length) void nextTask().then(drain);
  };
  return (job) => void (jobs.push(job) == 1 && nextTask().then(drain));
}
