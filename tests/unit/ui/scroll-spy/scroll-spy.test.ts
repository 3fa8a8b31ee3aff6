// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reducedMotion } from '../../../../src/services/device';
import { atPageEnd, clampScroll, isScrolling, lastInView, lastPassed, smoothScrollTo, spanning, swing } from '../../../../src/ui/scroll-spy';

describe('which section is current', () => {
  it('lastPassed: the lowest top at or above the line, -1 while all are below', () => {
    expect(lastPassed([10, 200, 500], 300)).toBe(1);
    expect(lastPassed([10, 200, 500], 5)).toBe(-1);
    expect(lastPassed([null, 200, null], 300)).toBe(1);
    // Out of document order (columns), the one nearest above the line wins.
    expect(lastPassed([250, 100], 300)).toBe(0);
  });

  it('lastInView: the lowest top inside the viewport', () => {
    expect(lastInView([-300, 100, 700, 900], 800)).toBe(2);
    expect(lastInView([-300, 900], 800)).toBe(-1);
  });

  it('spanning: the section holding the line, top inclusive, bottom exclusive', () => {
    const spans = [{ top: -400, bottom: 0 }, { top: 0, bottom: 600 }, null, { top: 600, bottom: 1200 }];
    expect(spanning(spans, 0)).toBe(1);
    expect(spanning(spans, 599)).toBe(1);
    expect(spanning(spans, 600)).toBe(3);
    expect(spanning(spans, 1300)).toBe(-1);
  });

  it('atPageEnd: within 2 px of the end', () => {
    expect(atPageEnd(4198, 800, 5000)).toBe(true);
    expect(atPageEnd(4197, 800, 5000)).toBe(false);
  });
});

describe('smooth scrolling', () => {
  afterEach(() => {
    reducedMotion.set(false);
    vi.restoreAllMocks();
  });

  it('eases from 0 to 1 slowly at both ends, and clamps the target to the scrollable range', () => {
    expect(swing(0)).toBe(0);
    expect(swing(1)).toBe(1);
    expect(swing(0.5)).toBeCloseTo(0.5);
    expect(swing(0.1)).toBeLessThan(0.1);
    expect(swing(2)).toBe(1);
    expect(clampScroll(-50, 3000, 800)).toBe(0);
    expect(clampScroll(2500, 3000, 800)).toBe(2200);
    expect(clampScroll(100, 500, 800)).toBe(0);
  });

  it('jumps at once when reduced motion is preferred', async () => {
    reducedMotion.set(true);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: 5000, configurable: true });
    const scroll = smoothScrollTo(1000, 800);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo.mock.calls[0][0]).toMatchObject({ top: 1000, behavior: 'instant' });
    expect(isScrolling()).toBe(false);
    await expect(scroll.done).resolves.toBe(true);
  });

  it('runs over frames while smooth, and a new scroll or cancel stops the one running', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: 5000, configurable: true });
    const first = smoothScrollTo(1000, 800);
    expect(isScrolling()).toBe(true);
    const second = smoothScrollTo(2000, 800);
    await expect(first.done).resolves.toBe(false);
    second.cancel();
    await expect(second.done).resolves.toBe(false);
    expect(isScrolling()).toBe(false);
  });
});
