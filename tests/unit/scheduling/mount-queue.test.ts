import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMountQueue, createRenderWindow } from '../../../src/scheduling/mount-queue';

/** A job that takes `ms` of (fake) main-thread time. */
const busy = (ms: number) => () => vi.advanceTimersByTime(ms);

describe('the mount queue', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs jobs in order, the first one in a task of its own, never in the task that queued it', async () => {
    const order: string[] = [];
    const enqueue = createMountQueue();
    const done = [enqueue('x', () => void order.push('a')), enqueue('x', () => void order.push('b'))];
    order.push('queued');
    await Promise.resolve();
    expect(order).toEqual(['queued']);
    await Promise.all(done);
    expect(order).toEqual(['queued', 'a', 'b']);
  });

  /** Runs `jobs` ([kind, id, ms, returned]) through a queue on fake time; returns the ids of each slice. */
  async function slicesOf(jobs: Array<[string, number, number, false?]>): Promise<number[][]> {
    vi.useFakeTimers({ toFake: ['performance'] });
    const yields = vi.fn();
    // Each yield is one message on a channel of its own, delivered at once here.
    vi.stubGlobal(
      'MessageChannel',
      class {
        port1 = { onmessage: () => {}, close() {} };
        port2 = { postMessage: () => (yields(), queueMicrotask(() => this.port1.onmessage())) };
      },
    );
    const enqueue = createMountQueue();
    const slices: number[][] = [];
    await Promise.all(
      jobs.map(([kind, id, ms, returned]) =>
        enqueue(kind, () => {
          // A new slice began when the queue yielded since the job before.
          (slices[yields.mock.calls.length - 1] ??= []).push(id);
          busy(ms)();
          return returned;
        }),
      ),
    );
    vi.unstubAllGlobals();
    return slices;
  }

  it("begins a slice for each of a kind's first two jobs, then packs its jobs while the last one's time fits in 12 ms", async () => {
    const slices = await slicesOf([
      ['a', 1, 4],
      ['a', 2, 4],
      ['a', 3, 4],
      ['a', 4, 4],
      ['a', 5, 4],
      ['a', 6, 4],
      ['b', 7, 1],
      ['b', 8, 1],
      ['b', 9, 1],
    ]);
    expect(slices).toEqual([[1], [2, 3, 4], [5, 6], [7], [8, 9]]);
  });

  it('reckons a job at what the last job of its kind took', async () => {
    const slices = await slicesOf([
      ['a', 1, 20],
      ['a', 2, 20],
      ['a', 3, 1],
      ['a', 4, 1],
    ]);
    expect(slices).toEqual([[1], [2], [3, 4]]);
  });

  it('learns nothing from a job that did nothing (its widget went away)', async () => {
    const slices = await slicesOf([
      ['a', 1, 20],
      ['a', 2, 20],
      ['a', 3, 0, false],
      ['a', 4, 20],
    ]);
    expect(slices).toEqual([[1], [2], [3], [4]]);
  });

  it('rejects the promise of a job that throws and goes on with the next', async () => {
    const enqueue = createMountQueue();
    const ran: number[] = [];
    const failed = enqueue('x', () => {
      throw new Error('broken');
    });
    const next = enqueue('x', () => void ran.push(2));
    await expect(failed).rejects.toThrow('broken');
    await next;
    expect(ran).toEqual([2]);
  });

  it('holds the next job while the render window is full, until one of its renders closes', async () => {
    const renderWindow = createRenderWindow(2);
    const enqueue = createMountQueue(renderWindow.room);
    const renders = [{}, {}, {}];
    const ran: number[] = [];
    const done = renders.map((render, i) => enqueue('x', () => void (ran.push(i), renderWindow.opened(render))));
    await Promise.all(done.slice(0, 2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ran).toEqual([0, 1]);
    renderWindow.closed(renders[0]);
    await done[2];
    expect(ran).toEqual([0, 1, 2]);
    // A render that closes twice (committed, then unmounted) frees its place once.
    renderWindow.closed(renders[0]);
    expect(renderWindow.room()).toBeInstanceOf(Promise);
    renderWindow.closed(renders[1]);
    expect(renderWindow.room()).toBeUndefined();
  });
});
