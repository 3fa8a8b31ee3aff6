// Mounts run one after another and yield to the main thread between them once a slice has used
// its budget, so no task of ours grows past 50 ms however many widgets mount together.

const SLICE_MS = 12;

export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

export function createMountQueue() {
  const jobs: Array<() => void> = [];
  let running = false;

  async function drain(): Promise<void> {
    running = true;
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
