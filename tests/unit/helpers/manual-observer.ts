// A resize observer whose reports the test sends, as a browser sends them after a layout; install it
// with vi.stubGlobal('ResizeObserver', ManualObserver) before the code under test makes one.
export class ManualObserver {
  static last: ManualObserver;
  readonly targets = new Set<Element>();
  /** Every call of observe, in order: an element observed afresh is reported after the next layout. */
  readonly observed: Element[] = [];
  constructor(readonly callback: (entries: { target: Element }[]) => void) {
    ManualObserver.last = this;
  }
  observe(target: Element) {
    this.targets.add(target);
    this.observed.push(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  /** Reports the targets being observed, as after a layout that changed them (none until one is made). */
  static report(...targets: Element[]) {
    const observer = ManualObserver.last as ManualObserver | undefined;
    observer?.callback(targets.filter((t) => observer.targets.has(t)).map((target) => ({ target })));
  }
}

/** The next frame, then the task after its rendering: a report and the next watch are tasks apart, as in a browser. */
export const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 20)));

/**
 * A `scheduler` whose posted tasks the test runs: install it with vi.stubGlobal('scheduler',
 * ManualScheduler); `ManualScheduler.run()` then runs them, as the browser runs the starts a layout
 * report posts (src/scheduling/layout.ts) in a task after it.
 */
export const ManualScheduler = {
  posted: [] as (() => void)[],
  postTask(task: () => void): Promise<void> {
    ManualScheduler.posted.push(task);
    return Promise.resolve();
  },
  run(): void {
    ManualScheduler.posted.splice(0).forEach((task) => task());
  },
};
