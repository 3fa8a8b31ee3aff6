// Mounts run one after another in slices of at most SLICE_MS and yield to the main thread between
// slices, so no task of ours grows past 50 ms however many widgets mount together.

const SLICE_MS = 12;

/**
 * Continues in a new task. A message rather than scheduler.yield(): under Chromium's 4x CPU throttling
 * the 500-widget bench page lost a scheduler.yield() continuation (69 yields, 68 resumed), and the
 * queue then waited for good.
 */
export function yieldToMain(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

export function createMountQueue() {
  const jobs: Array<() => void> = [];
  let running = false;

  async function drain(): Promise<void> {
    running = true;
    // Jobs are queued from the task that evaluated a chunk or scanned the page, which has spent its
    // share already: the first slice starts in a task of its own.
    await yieldToMain();
    let sliceStart = performance.now();
    while (jobs.length) {
      if (performance.now() - sliceStart > SLICE_MS) {
        await yieldToMain();
        sliceStart = performance.now();
      }
      jobs.shift()!();
    }
    running = false;
  }

  return (job: () => void): Promise<void> =>
    new Promise<void>((resolve, reject) => {
      jobs.push(() => {
        try {
          job();
          resolve();
        } catch (error) {
          reject(error);
        }
      });
      if (!running) void drain();
    });
}
