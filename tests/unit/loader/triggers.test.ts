import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTriggers, isVisibleEnough } from '../../../src/loader/triggers';

const VIEWPORT = { width: 1280, height: 800 };
const entry = (box: { width: number; height: number }, shown: { width: number; height: number }) =>
  ({
    isIntersecting: shown.width > 0 || shown.height > 0,
    boundingClientRect: box,
    intersectionRect: shown,
    rootBounds: VIEWPORT,
    intersectionRatio: (shown.width * shown.height) / (box.width * box.height || 1),
  }) as unknown as IntersectionObserverEntry;

describe('visible enough to mount', () => {
  it('needs the threshold share of a small element', () => {
    expect(isVisibleEnough(entry({ width: 400, height: 200 }, { width: 400, height: 90 }), 0.5)).toBe(false);
    expect(isVisibleEnough(entry({ width: 400, height: 200 }, { width: 400, height: 100 }), 0.5)).toBe(true);
  });

  it('counts an element taller or wider than the viewport against the viewport', () => {
    expect(isVisibleEnough(entry({ width: 1200, height: 3000 }, { width: 1200, height: 400 }), 0.5)).toBe(true);
    expect(isVisibleEnough(entry({ width: 1200, height: 3000 }, { width: 1200, height: 300 }), 0.5)).toBe(false);
    expect(isVisibleEnough(entry({ width: 50000, height: 300 }, { width: 1280, height: 300 }), 0.5)).toBe(true);
  });

  it('mounts a visible element with no size, never one that does not intersect', () => {
    expect(isVisibleEnough({ ...entry({ width: 0, height: 0 }, { width: 0, height: 0 }), isIntersecting: true }, 0.5)).toBe(true);
    expect(isVisibleEnough(entry({ width: 400, height: 200 }, { width: 0, height: 0 }), 0.5)).toBe(false);
  });
});

describe('mounting on visibility', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('hands what one observer report shows to the loader in turn, in the order reported, and each only once', () => {
    let report!: (entries: IntersectionObserverEntry[]) => void;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof report) {
          report = callback;
        }
        observe() {}
        unobserve() {}
      },
    );
    const queued: Array<() => void> = [];
    const started: string[] = [];
    const triggers = createTriggers('0px', (start) => void queued.push(start));
    const elements = ['a', 'b', 'c'].map((name) => {
      const element = document.createElement('div');
      triggers.whenVisible(element, 0.5, () => void started.push(name));
      return element;
    });
    const seen = (element: Element) => ({ ...entry({ width: 100, height: 100 }, { width: 100, height: 100 }), target: element });
    report([seen(elements[2]), seen(elements[0])]);
    report([seen(elements[2]), seen(elements[1])]);
    expect(started).toEqual([]);
    queued.forEach((start) => start());
    expect(started).toEqual(['c', 'a', 'b']);
  });
});
