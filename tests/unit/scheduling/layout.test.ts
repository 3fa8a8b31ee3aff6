import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { frame, ManualObserver } from '../helpers/manual-observer';

/** The tasks after the current one. */
const task = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('the layout batch', () => {
  let batch: typeof import('../../../src/scheduling/layout');
  beforeAll(async () => {
    vi.stubGlobal('ResizeObserver', ManualObserver);
    batch = await import('../../../src/scheduling/layout');
  });
  afterAll(() => vi.unstubAllGlobals());
  // As in a browser, a report and the next test's first watch are tasks apart (see `reporting`).
  beforeEach(frame);

  const job = (name: string, log: string[], report = vi.fn()) => ({
    read: () => {
      log.push(`read ${name}`);
      return () => void log.push(`write ${name}`);
    },
    report,
  });

  it('runs every read of a layout report before any write', () => {
    const log: string[] = [];
    const [a, b] = [document.createElement('div'), document.createElement('div')];
    const stops = [batch.onEachLayout(a, job('a', log)), batch.onEachLayout(b, job('b', log))];
    ManualObserver.report(a, b);
    expect(log).toEqual(['read a', 'read b', 'write a', 'write b']);
    log.length = 0;
    ManualObserver.report(b);
    expect(log).toEqual(['read b', 'write b']);
    stops.forEach((stop) => stop());
    expect(ManualObserver.last.targets.size).toBe(0);
  });

  it('runs the starts a report asks for in a task after it: the first, then the next while the first 5 ms last; the others after a later layout', async () => {
    const log: string[] = [];
    const [a, b, c, d, e] = [0, 1, 2, 3, 4].map(() => document.createElement('div'));
    const now = vi.spyOn(performance, 'now').mockReturnValue(1000);
    const start = (name: string, ms = 0) => ({
      run: () => {
        log.push(`start ${name}`);
        now.mockReturnValue(now() + ms);
      },
      report: vi.fn(),
    });
    const stops = [
      batch.onEachLayout(a, job('a', log)),
      batch.onStartAfterLayout(b, start('b', 1)),
      batch.onStartAfterLayout(c, start('c', 9)),
      batch.onStartAfterLayout(d, start('d')),
      batch.onStartAfterLayout(e, start('cancelled')),
    ];
    ManualObserver.report(a, b, c, d, e);
    expect(log).toEqual(['read a', 'write a']);
    stops[4]();
    await task();
    // b took 1 ms, so c began; c took 9, so d waits for a later layout.
    expect(log).toEqual(['read a', 'write a', 'start b', 'start c']);
    await frame();
    expect(ManualObserver.last.targets.has(d)).toBe(true);
    ManualObserver.report(d);
    await task();
    expect(log.slice(4)).toEqual(['start d']);
    now.mockRestore();
    stops.forEach((stop) => stop());
  });

  it('a start that throws is reported, and the next one still runs', async () => {
    const [a, b] = [document.createElement('div'), document.createElement('div')];
    const report = vi.fn();
    const ran = vi.fn();
    const stops = [
      batch.onStartAfterLayout(a, { run: () => { throw new Error('broken'); }, report }),
      batch.onStartAfterLayout(b, { run: ran, report: vi.fn() }),
    ];
    ManualObserver.report(a, b);
    await task();
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ message: 'broken' }));
    expect(ran).toHaveBeenCalledOnce();
    stops.forEach((stop) => stop());
  });

  it('reads until 9 ms of a report are spent; the jobs left read after the next layout, unless stopped meanwhile', async () => {
    const log: string[] = [];
    const boxes = [0, 1, 2, 3].map(() => document.createElement('div'));
    const now = vi.spyOn(performance, 'now').mockReturnValue(1000);
    const slow = (name: string, ms: number) => ({
      read: () => {
        log.push(`read ${name}`);
        now.mockReturnValue(now() + ms);
        return () => void log.push(`write ${name}`);
      },
      report: vi.fn(),
    });
    const stops = [
      batch.onEachLayout(boxes[0], slow('a', 7)),
      batch.onEachLayout(boxes[1], slow('b', 5)),
      batch.onEachLayout(boxes[2], slow('c', 1)),
      batch.onEachLayout(boxes[3], slow('d', 1)),
    ];
    ManualObserver.report(...boxes);
    // b began within the 9 ms, and a and b spent 12: c and d wait, and what was read is written.
    expect(log).toEqual(['read a', 'read b', 'write a', 'write b']);
    stops[3]();
    log.length = 0;
    await frame();
    expect(log).toEqual([]);
    ManualObserver.report(document.documentElement);
    expect(log).toEqual(['read c', 'write c']);
    now.mockRestore();
    stops.forEach((stop) => stop());
  });

  it('runs the jobs asked for the next layout once, in its report, reads first, and reports a failing job without stopping the others', async () => {
    const log: string[] = [];
    const report = vi.fn();
    const failing = { read: () => { throw new Error('gone'); }, report };
    const a = job('a', log);
    batch.onNextLayout(a);
    batch.onNextLayout(failing);
    batch.onNextLayout(a);
    const cancel = batch.onNextLayout(job('cancelled', log));
    batch.onNextLayout(job('b', log));
    cancel();
    await frame();
    expect(log).toEqual([]);
    ManualObserver.report(document.documentElement);
    expect(log).toEqual(['read a', 'read b', 'write a', 'write b']);
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ message: 'gone' }));
    // The root element was observed for that report alone.
    expect(ManualObserver.last.targets.has(document.documentElement)).toBe(false);
    ManualObserver.report(document.documentElement);
    expect(log).toHaveLength(4);
  });

  it('gives what was read after the next layout, or null once aborted', async () => {
    const box = document.createElement('div');
    const controller = new AbortController();
    const measured = batch.nextLayout(box, controller.signal, () => 42);
    ManualObserver.report(box);
    await expect(measured).resolves.toBe(42);
    expect(ManualObserver.last.targets.has(box)).toBe(false);

    const never = batch.nextLayout(box, controller.signal, () => 1);
    controller.abort();
    await expect(never).resolves.toBeNull();
    expect(ManualObserver.last.targets.has(box)).toBe(false);
  });

  it('an element already watched is observed afresh at once for a job after its next layout, and from the next frame during a report', async () => {
    const box = document.createElement('div');
    const { observed } = ManualObserver.last;
    const stop = batch.onEachLayout(box, { read: () => {}, report: vi.fn() });
    const signal = new AbortController().signal;
    observed.length = 0;
    const measured = batch.nextLayout(box, signal, () => 'now');
    // In an animation frame, this frame's layout reports it.
    expect(observed).toEqual([box]);
    ManualObserver.report(box);
    await expect(measured).resolves.toBe('now');

    await frame();
    observed.length = 0;
    let again: Promise<string | null> | undefined;
    const stopReader = batch.onEachLayout(document.createElement('p'), { read: () => void (again = batch.nextLayout(box, signal, () => 'later')), report: vi.fn() });
    ManualObserver.report(...ManualObserver.last.targets);
    expect(observed.filter((each) => each === box)).toEqual([]);
    await frame();
    expect(observed.filter((each) => each === box)).toEqual([box]);
    ManualObserver.report(box);
    await expect(again).resolves.toBe('later');
    stopReader();
    stop();
  });

  it('an element first watched during a report is observed from the next frame, not in that report', async () => {
    const log: string[] = [];
    const [a, b] = [document.createElement('div'), document.createElement('div')];
    let stopB = () => {};
    const stopA = batch.onEachLayout(a, {
      read: () => {
        stopB = batch.onEachLayout(b, job('b', log));
      },
      report: vi.fn(),
    });
    ManualObserver.report(a);
    expect(ManualObserver.last.targets.has(b)).toBe(false);
    await frame();
    expect(ManualObserver.last.targets.has(b)).toBe(true);
    ManualObserver.report(b);
    expect(log).toEqual(['read b', 'write b']);
    stopA();
    stopB();
    expect(ManualObserver.last.targets.size).toBe(0);
  });
});
