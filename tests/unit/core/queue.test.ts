import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMountQueue } from '../../../src/runtime/queue';

/** A job that takes `ms` of (fake) main-thread time. */
const busy = (ms: number) => () => vi.advanceTimersByTime(ms);

describe('the mount queue', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs jobs in order, the first one in a task of its own, never in the task that queued it', async () => {
    const order: string[] = [];
    const enqueue = createMountQueue();
    const done = [enqueue(() => order.push('a')), enqueue(() => order.push('b'))];
    order.push('queued');
    await Promise.resolve();
    expect(order).toEqual(['queued']);
    await Promise.all(done);
    expect(order).toEqual(['queued', 'a', 'b']);
  });

  it('yields to the main thread once a slice has used 12 ms, and not before', async () => {
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
    const job = (id: number, ms: number) => () => {
      // A new slice began when the queue yielded since the job before.
      (slices[yields.mock.calls.length - 1] ??= []).push(id);
      busy(ms)();
    };
    await Promise.all([enqueue(job(1, 5)), enqueue(job(2, 5)), enqueue(job(3, 5)), enqueue(job(4, 20)), enqueue(job(5, 1))]);
    expect(slices).toEqual([[1, 2, 3], [4], [5]]);
    vi.unstubAllGlobals();
  });

  it('rejects the promise of a job that throws and goes on with the next', async () => {
    const enqueue = createMountQueue();
    const ran: number[] = [];
    const failed = enqueue(() => {
      throw new Error('broken');
    });
    const next = enqueue(() => ran.push(2));
    await expect(failed).rejects.toThrow('broken');
    await next;
    expect(ran).toEqual([2]);
  });
});
