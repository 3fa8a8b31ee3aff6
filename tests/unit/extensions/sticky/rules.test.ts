import { describe, expect, it } from 'vitest';
import { readSticky, stickyPlace, type StickySettings } from '../../../../src/extensions/sticky/rules';
import { rangeProgress, viewportProgress } from '../../../../src/ui/scroll-progress';

const breakpoints = { mobile: 767, tablet: 1024 };

describe('sticky settings', () => {
  it('reads side, offsets and parent; only on the devices listed (all by default)', () => {
    const raw = { sticky: 'top', sticky_on: ['desktop'], sticky_offset: 0, sticky_effects_offset: 50 };
    expect(readSticky(raw, 'desktop', breakpoints)).toEqual({ side: 'top', offset: 0, effectsOffset: 50, withinParent: false });
    expect(readSticky(raw, 'tablet', breakpoints)).toBeNull();
    expect(readSticky({ sticky: 'bottom', sticky_parent: 'yes' }, 'mobile', breakpoints)).toMatchObject({ side: 'bottom', withinParent: true });
  });

  it('is not sticky without a side; bad offsets are 0; a device offset wins on its device', () => {
    expect(readSticky({ sticky: '' }, 'desktop', breakpoints)).toBeNull();
    expect(readSticky({ sticky: 'left' }, 'desktop', breakpoints)).toBeNull();
    expect(readSticky({ sticky: 'top', sticky_offset: 'x', sticky_effects_offset: -4 }, 'desktop', breakpoints)).toMatchObject({ offset: 0, effectsOffset: 0 });
    const raw = { sticky: 'top', sticky_offset: { size: 20, unit: 'px' }, sticky_offset_mobile: 5 };
    expect(readSticky(raw, 'desktop', breakpoints)?.offset).toBe(20);
    expect(readSticky(raw, 'mobile', breakpoints)?.offset).toBe(5);
    expect(readSticky(raw, 'tablet', breakpoints)?.offset).toBe(20);
  });
});

describe('where a sticky element goes', () => {
  const top: StickySettings = { side: 'top', offset: 100, effectsOffset: 50, withinParent: false };
  it('top: sticks once its place reaches the offset; effects after scrolling the effects offset further', () => {
    expect(stickyPlace(top, { top: 101, bottom: 151 }, 50, 800)).toMatchObject({ stick: false, effects: false });
    expect(stickyPlace(top, { top: 100, bottom: 150 }, 50, 800)).toEqual({ stick: true, top: 100, effects: false });
    expect(stickyPlace(top, { top: 50, bottom: 100 }, 50, 800)).toEqual({ stick: true, top: 100, effects: true });
  });

  it('within its parent it leaves with the parent bottom', () => {
    const inParent = { ...top, withinParent: true };
    expect(stickyPlace(inParent, { top: -300, bottom: -250 }, 50, 800, { top: -400, bottom: 400 }).top).toBe(100);
    expect(stickyPlace(inParent, { top: -300, bottom: -250 }, 50, 800, { top: -400, bottom: 120 }).top).toBe(70);
  });

  it('bottom: stuck at the offset from the bottom until scrolled to its place, within its parent top', () => {
    const bottom: StickySettings = { side: 'bottom', offset: 10, effectsOffset: 0, withinParent: false };
    expect(stickyPlace(bottom, { top: 1500, bottom: 1550 }, 50, 800)).toEqual({ stick: true, top: 740, effects: true });
    expect(stickyPlace(bottom, { top: 700, bottom: 750 }, 50, 800).stick).toBe(false);
    expect(stickyPlace({ ...bottom, withinParent: true }, { top: 1500, bottom: 1550 }, 50, 800, { top: 760, bottom: 1600 }).top).toBe(760);
  });
});

describe('scroll progress', () => {
  it('runs 0 to 1 from entering at the bottom to leaving at the top', () => {
    expect(viewportProgress(800, 200, 800)).toBe(0);
    expect(viewportProgress(300, 200, 800)).toBe(0.5);
    expect(viewportProgress(-200, 200, 800)).toBe(1);
    expect(viewportProgress(-900, 200, 800)).toBe(1);
  });
  it('within a percent range, clamped', () => {
    expect(rangeProgress(0.1, 20, 80)).toBe(0);
    expect(rangeProgress(0.5, 20, 80)).toBe(0.5);
    expect(rangeProgress(0.9, 20, 80)).toBe(1);
    expect(rangeProgress(0.5, 60, 60)).toBe(0);
  });
});
