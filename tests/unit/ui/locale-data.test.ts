import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A stand-in Worker: records what it was made from; `answer` and `fail` play its events. */
class FakeWorker {
  static made: FakeWorker[] = [];
  onmessage: (() => void) | null = null;
  onerror: (() => void) | null = null;
  terminated = false;
  constructor(readonly url: string) {
    FakeWorker.made.push(this);
  }
  terminate() {
    this.terminated = true;
  }
  answer() {
    this.onmessage?.();
  }
  fail() {
    this.onerror?.();
  }
}

/** `loadIntl` from a fresh copy of the module: its once-per-page memory starts empty. */
async function freshLoadIntl() {
  vi.resetModules();
  return (await import('../../../src/ui/steps')).loadIntl;
}

/** Whether `promise` has settled once pending tasks and microtasks have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe('locale data loaded ahead of the first format', () => {
  beforeEach(() => {
    FakeWorker.made = [];
    vi.stubGlobal('Worker', FakeWorker);
    document.head.innerHTML = '';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('a worker made from a script of its own loads it first, once per page; the worker ends when it answers', async () => {
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    const loadIntl = await freshLoadIntl();
    const number = loadIntl('number');
    const date = loadIntl('date');
    expect(FakeWorker.made).toHaveLength(1);
    const [worker] = FakeWorker.made;
    expect(worker.url).toMatch(/^blob:/);
    expect(await settled(number)).toBe(false);

    worker.answer();
    await Promise.all([number, date]);
    expect(worker.terminated).toBe(true);
    expect(revoke).toHaveBeenCalledWith(worker.url);
    await loadIntl('text');
    expect(FakeWorker.made).toHaveLength(1);
  });

  it('a worker that fails, or stays silent for 2000 ms, leaves it to the main thread', async () => {
    let loadIntl = await freshLoadIntl();
    const failed = loadIntl('number');
    FakeWorker.made[0].fail();
    await failed;
    expect(FakeWorker.made[0].terminated).toBe(true);

    loadIntl = await freshLoadIntl();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const silent = loadIntl('date');
    vi.advanceTimersByTime(1999);
    let done = false;
    void silent.then(() => (done = true));
    for (let i = 0; i < 20; i++) await Promise.resolve();
    expect(done).toBe(false);
    expect(FakeWorker.made[1].terminated).toBe(false);
    vi.advanceTimersByTime(1);
    vi.useRealTimers();
    await silent;
    expect(FakeWorker.made[1].terminated).toBe(true);
  });

  it('no worker where the page likely forbids one, or where making it throws; the formats still load', async () => {
    document.head.innerHTML = '<meta http-equiv="content-security-policy" content="script-src \'self\'">';
    let loadIntl = await freshLoadIntl();
    await loadIntl('number');
    expect(FakeWorker.made).toHaveLength(0);

    document.head.innerHTML = '<script nonce="abc"></script>';
    loadIntl = await freshLoadIntl();
    await loadIntl('date');
    expect(FakeWorker.made).toHaveLength(0);

    document.head.innerHTML = '';
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('refused', 'SecurityError');
        }
      },
    );
    loadIntl = await freshLoadIntl();
    await expect(loadIntl('text')).resolves.toBeUndefined();
  });
});
