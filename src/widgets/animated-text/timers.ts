// Waits that all end at once when the headline stops: a stopped run leaves no timer behind.

export interface Timers {
  /** Resolves after `ms`, or never once stopped. */
  wait(ms: number): Promise<void>;
  readonly stopped: boolean;
  stop(): void;
}

export function createTimers(): Timers {
  const pending = new Set<ReturnType<typeof setTimeout>>();
  let stopped = false;
  return {
    wait(ms) {
      return new Promise((resolve) => {
        if (stopped) return;
        const timer = setTimeout(() => {
          pending.delete(timer);
          if (!stopped) resolve();
        }, ms);
        pending.add(timer);
      });
    },
    get stopped() {
      return stopped;
    },
    stop() {
      stopped = true;
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    },
  };
}
