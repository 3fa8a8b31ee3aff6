// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Breakpoints } from '../../../../src/api-types';
import { findTimeline, readScrollSwitch } from '../../../../src/widgets/timeline/dom';
import { ACTIVE_CLASS, ANIMATE_CLASS, HIDDEN_CLASS, followScroll } from '../../../../src/widgets/timeline/follow';
import { ACTIVE_LINE, REVEAL_LINE, centreY, isActive, shouldReveal, startsHidden, treeFill } from '../../../../src/widgets/timeline/logic';
import { timelineSchema } from '../../../../src/widgets/timeline/settings';

const breakpoints: Breakpoints = { mobile: 767, tablet: 1024 };
const VH = 800;

describe('timeline rules', () => {
  it('uses the middle of the viewport and 90 percent of it (spec 4 and 9)', () => {
    expect(ACTIVE_LINE).toBe(0.5);
    expect(REVEAL_LINE).toBe(0.9);
  });

  it('makes an item active once its point is above the middle, and not while it is on or below it', () => {
    expect(isActive(399, VH)).toBe(true);
    expect(isActive(-2000, VH)).toBe(true);
    expect(isActive(400, VH)).toBe(false);
    expect(isActive(401, VH)).toBe(false);
  });

  it('takes the centre of the icon as the point', () => {
    expect(centreY({ top: 380, height: 48 })).toBe(404);
  });

  it('shows a waiting card once its top is above 90 percent of the viewport, or anywhere above it', () => {
    expect(shouldReveal(719, VH)).toBe(true);
    expect(shouldReveal(-500, VH)).toBe(true);
    expect(shouldReveal(720, VH)).toBe(false);
    expect(shouldReveal(790, VH)).toBe(false);
  });

  it('keeps cards the visitor already sees: only cards wholly below the viewport wait', () => {
    expect(startsHidden(VH, VH)).toBe(true);
    expect(startsHidden(3000, VH)).toBe(true);
    expect(startsHidden(VH - 1, VH)).toBe(false);
    expect(startsHidden(750, VH)).toBe(false);
  });

  it('fills the tree line from its top down to the middle of the viewport, within the tree', () => {
    expect(treeFill(300, 900, VH)).toBe(100);
    expect(treeFill(400, 900, VH)).toBe(0);
    expect(treeFill(650, 900, VH)).toBe(0);
    // Scrolled past: the whole tree, never more.
    expect(treeFill(-500, 200, VH)).toBe(700);
    expect(treeFill(-2000, -1500, VH)).toBe(500);
    // A tree with no length has nothing to fill.
    expect(treeFill(100, 100, VH)).toBe(0);
    expect(treeFill(100, 50, VH)).toBe(0);
  });
});

describe('timeline settings', () => {
  const parse = (raw: Record<string, unknown>) => timelineSchema.parse(raw, 'desktop', breakpoints);

  it('turns the scroll tree on only for data-scroll="yes"; absent means off', () => {
    expect(parse({ show_scroll_tree: 'yes' })).toEqual({ value: { show_scroll_tree: true }, problems: [] });
    expect(parse({})).toEqual({ value: { show_scroll_tree: false }, problems: [] });
  });

  it('reports a value it does not understand and keeps the scroll tree off', () => {
    const { value, problems } = parse({ show_scroll_tree: 'sometimes' });
    expect(value.show_scroll_tree).toBe(false);
    expect(problems).toEqual(['show_scroll_tree "sometimes" is not valid; using false']);
  });

  it('reads data-scroll from the wrap', () => {
    const container = document.createElement('div');
    container.innerHTML = '<div class="ha-timeline-wrap" data-scroll="yes"></div>';
    expect(readScrollSwitch(container)).toEqual({ show_scroll_tree: 'yes' });
    container.innerHTML = '<div class="ha-timeline-wrap"></div>';
    expect(readScrollSwitch(container)).toEqual({});
    container.innerHTML = '';
    expect(readScrollSwitch(container)).toEqual({});
  });
});

/** A timeline whose items report the given viewport positions (happy-dom does no layout). */
function timeline(tops: number[], { tree = true } = {}) {
  const container = document.createElement('div');
  container.innerHTML = `<div class="ha-timeline-wrap">${tops
    .map(
      () => `<div class="ha-timeline-block"><div class="ha-timeline-icon-box"><div class="ha-timeline-icon"></div>
        <div class="ha-timeline-tree">${tree ? '<div class="ha-timeline-tree-inner" style="background: red"></div>' : ''}</div></div>
        <div class="ha-timeline-content"><a href="#x">More</a></div></div>`,
    )
    .join('')}<p>not an item</p></div>`;
  document.body.append(container);
  const dom = findTimeline(container)!;
  const place = (offset: number) =>
    dom.items.forEach((item, i) => {
      const top = tops[i] - offset;
      const rect = (y: number, height: number) => ({ top: y, bottom: y + height, height, left: 0, right: 100, width: 100, x: 0, y }) as DOMRect;
      item.block.getBoundingClientRect = () => rect(top, 300);
      item.point!.getBoundingClientRect = () => rect(top, 48);
      item.tree!.getBoundingClientRect = () => rect(top + 48, 300);
      if (item.inner) item.inner.getBoundingClientRect = () => rect(top + 48, 0);
    });
  place(0);
  return { container, dom, place };
}

/** The next frame, then the task after its rendering, where the timeline reads and writes. */
const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 20)));

/** happy-dom's ResizeObserver never reports; a browser's reports once after the next layout. */
class FirstReportObserver {
  constructor(private readonly report: (entries: { target: Element }[]) => void) {}
  observe(target: Element) {
    setTimeout(() => this.report([{ target }]));
  }
  unobserve() {}
}
const firstReport = () => new Promise((resolve) => setTimeout(resolve));

describe('following the scroll', () => {
  beforeEach(() => {
    vi.stubGlobal('ResizeObserver', FirstReportObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.replaceChildren();
  });

  it('finds the items of the wrap and their parts', () => {
    const { dom } = timeline([0, 400]);
    expect(dom.items).toHaveLength(2);
    expect(dom.items[0].card?.className).toBe('ha-timeline-content');
    expect(findTimeline(document.createElement('div'))).toBeNull();
  });

  it('marks items active above the middle and fills their lines, then follows a scroll', async () => {
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(VH);
    const { dom, place } = timeline([100, 500, 900]);
    const stop = followScroll(dom, { tree: true, reveal: false }, () => {});
    const active = () => dom.items.map((item) => item.block.classList.contains(ACTIVE_CLASS));
    const heights = () => dom.items.map((item) => item.inner!.style.height);
    // Nothing is measured while mounting: the first measure comes with the first layout report.
    expect(active()).toEqual([false, false, false]);
    await firstReport();
    expect(active()).toEqual([true, false, false]);
    expect(heights()).toEqual(['252px', '0px', '0px']);

    place(300);
    window.dispatchEvent(new Event('scroll'));
    await frame();
    expect(active()).toEqual([true, true, false]);
    expect(heights()).toEqual(['300px', '152px', '0px']);

    // Scrolled back: the second item loses its state again.
    place(0);
    window.dispatchEvent(new Event('scroll'));
    await frame();
    expect(active()).toEqual([true, false, false]);
    expect(heights()).toEqual(['252px', '0px', '0px']);

    stop();
    expect(active()).toEqual([false, false, false]);
    expect(dom.items.map((item) => item.inner!.getAttribute('style'))).toEqual(Array(3).fill('background: red;'));
  });

  it('keeps cards in view, lets cards below the viewport wait, and shows them at 90 percent', async () => {
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(VH);
    const { dom, place } = timeline([100, 760, 900, 1400]);
    const stop = followScroll(dom, { tree: false, reveal: true }, () => {});
    const state = () =>
      dom.items.map((item) => (item.card!.classList.contains(HIDDEN_CLASS) ? 'waiting' : item.card!.classList.contains(ANIMATE_CLASS) ? 'shown' : 'as served'));
    await firstReport();
    expect(state()).toEqual(['as served', 'as served', 'waiting', 'waiting']);
    expect(dom.items.some((item) => item.block.classList.contains(ACTIVE_CLASS))).toBe(false);

    place(170); // third card's top at 730: not yet above 720
    window.dispatchEvent(new Event('scroll'));
    await frame();
    expect(state()).toEqual(['as served', 'as served', 'waiting', 'waiting']);

    place(190); // 710
    window.dispatchEvent(new Event('scroll'));
    await frame();
    expect(state()).toEqual(['as served', 'as served', 'shown', 'waiting']);

    // Focus on a link in a waiting card shows the card at once.
    dom.items[3].card!.querySelector('a')!.focus();
    expect(state()).toEqual(['as served', 'as served', 'shown', 'shown']);

    stop();
    expect(dom.items.map((item) => item.card!.className)).toEqual(Array(4).fill('ha-timeline-content'));
  });

  it('changes nothing with the tree off and nothing waiting', async () => {
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(VH);
    const { container, dom } = timeline([100, 2000], { tree: false });
    const before = container.innerHTML;
    const stop = followScroll(dom, { tree: false, reveal: false }, () => {});
    await firstReport();
    expect(container.innerHTML).toBe(before);
    stop();
    expect(container.innerHTML).toBe(before);
  });

  it('reports an error in a frame instead of throwing it', async () => {
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(VH);
    const { dom } = timeline([100, 500]);
    const report = vi.fn();
    const stop = followScroll(dom, { tree: true, reveal: false }, report);
    dom.items[1].point!.getBoundingClientRect = () => {
      throw new Error('gone');
    };
    window.dispatchEvent(new Event('scroll'));
    await frame();
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ message: 'gone' }));
    stop();
  });
});
