import type { Chart } from 'chart.js';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { frame, ManualObserver, ManualScheduler } from '../../helpers/manual-observer';

describe("a moving chart's frames", () => {
  let frames: typeof import('../../../../src/ui/chart/frames');
  beforeAll(async () => {
    vi.stubGlobal('ResizeObserver', ManualObserver);
    vi.stubGlobal('scheduler', ManualScheduler);
    frames = await import('../../../../src/ui/chart/frames');
  });
  afterAll(() => vi.unstubAllGlobals());
  // A clock that only the draws move: the budgets are the rule under test, not this machine's speed.
  let now: MockInstance<() => number>;
  beforeEach(async () => {
    await frame();
    now = vi.spyOn(performance, 'now').mockReturnValue(1000);
  });
  afterEach(() => now.mockRestore());

  /** A layout that reports `boxes`, and the task of starts after it. */
  const layout = (...boxes: Element[]) => {
    ManualObserver.report(...boxes);
    ManualScheduler.run();
  };

  /** A chart whose draw logs its name and takes `ms` of the mocked clock. */
  function chartOn(name: string, log: string[], options: { ms?: number; moving?: () => boolean; signal?: AbortSignal; throws?: Error } = {}) {
    const box = document.createElement('div');
    const chart = {
      draw: () => {
        if (options.throws) throw options.throws;
        log.push(name);
        now.mockReturnValue(performance.now() + (options.ms ?? 0));
      },
      resize: () => log.push(`resize ${name}`),
    };
    const report = vi.fn();
    const resize = frames.drawInTurns(chart as unknown as Chart, options.moving ?? (() => true), box, options.signal ?? new AbortController().signal, report);
    return { box, draw: () => chart.draw(), report, resize };
  }

  it('are drawn at once while the chart does not move', () => {
    const log: string[] = [];
    const still = chartOn('still', log, { moving: () => false });
    still.draw();
    expect(log).toEqual(['still']);
  });

  it('are drawn right after the layout, once however often Chart.js asked meanwhile', () => {
    const log: string[] = [];
    const moving = chartOn('moving', log);
    moving.draw();
    moving.draw();
    expect(log).toEqual([]);
    // In the task after the layout report, not in it.
    ManualObserver.report(moving.box);
    expect(log).toEqual([]);
    ManualScheduler.run();
    expect(log).toEqual(['moving']);
    layout(moving.box);
    expect(log).toEqual(['moving']);
  });

  it('a layout draws until 8 ms are spent; the charts left are drawn first after the next layout', async () => {
    const log: string[] = [];
    const [a, b, c] = ['a', 'b', 'c'].map((name) => chartOn(name, log, { ms: 5 }));
    a.draw();
    b.draw();
    c.draw();
    layout(a.box, b.box, c.box);
    expect(log).toEqual(['a', 'b']);

    // a moves on and asks again: c has waited longer.
    a.draw();
    await frame();
    layout(a.box, b.box, c.box);
    expect(log).toEqual(['a', 'b', 'c', 'a']);
  });

  it('a chart that goes away while it waits is not drawn, and the others still are', async () => {
    const log: string[] = [];
    const gone = new AbortController();
    const first = chartOn('first', log, { signal: gone.signal });
    const second = chartOn('second', log);
    first.draw();
    second.draw();
    gone.abort();
    await frame();
    layout(first.box, second.box);
    expect(log).toEqual(['second']);
  });

  it('a resize while the chart moves draws it at once (Chart.js sizes the canvas at that draw), not after the layout', () => {
    const log: string[] = [];
    let moving = true;
    const chart = chartOn('resized', log, { moving: () => moving });
    chart.draw();
    chart.resize();
    expect(log).toEqual(['resize resized', 'resized']);
    layout(chart.box);
    expect(log).toEqual(['resize resized', 'resized']);

    moving = false;
    chart.resize();
    expect(log).toEqual(['resize resized', 'resized', 'resize resized']);
  });

  it('a draw that throws is reported, and the next chart is still drawn', () => {
    const log: string[] = [];
    const failure = new Error('no context');
    const broken = chartOn('broken', log, { throws: failure });
    const fine = chartOn('fine', log);
    broken.draw();
    fine.draw();
    layout(broken.box, fine.box);
    expect(broken.report).toHaveBeenCalledWith(failure);
    expect(log).toEqual(['fine']);
  });
});
