import { describe, expect, it } from 'vitest';
import { isVisibleEnough } from '../../../src/loader/triggers';

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
