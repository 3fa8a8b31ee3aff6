import { describe, expect, it } from 'vitest';
import { findLoopTab, ownIds, serverActiveIndex, tabIndexOf } from '../../../../src/widgets/loop-tab/dom';
import {
  borderShape,
  hoverActivates,
  itemHeight,
  itemSize,
  nextIndex,
  roundedRectLength,
} from '../../../../src/widgets/loop-tab/logic';
import { loopTabSchema } from '../../../../src/widgets/loop-tab/settings';

const breakpoints = { mobile: 767, tablet: 1024 };
const parse = (raw: Record<string, unknown>, device: 'desktop' | 'mobile' = 'desktop') =>
  loopTabSchema.parse(raw, device, breakpoints);
const px = (size: number | string) => ({ unit: 'px', size, sizes: [] });
const sizeOf = (raw: Record<string, unknown>) => itemSize(parse(raw).value);

describe('loop tab sizes', () => {
  it('height: absent uses 65, below 45 uses 45, 45 and above is used', () => {
    expect(sizeOf({}).height).toBe(65);
    expect(sizeOf({ tab_nav_item_height: px(30) }).height).toBe(45);
    expect(sizeOf({ tab_nav_item_height: px(45) }).height).toBe(45);
    expect(sizeOf({ tab_nav_item_height: px(80) }).height).toBe(80);
    expect(sizeOf({ tab_nav_item_height: px('') }).height).toBe(65);
    expect(itemHeight(-10)).toBe(45);
  });

  it('a height below the minimum is a rule, not a problem', () => {
    expect(parse({ tab_nav_item_height: px(30) }).problems).toEqual([]);
  });

  it('width defaults to 280 and stroke width to 2', () => {
    const size = sizeOf({});
    expect(size.width).toBe(280);
    expect(size.stroke).toBe(2);
    expect(sizeOf({ tab_nav_item_width: px(200), tab_nav_item_stroke_width: px(4) })).toMatchObject({ width: 200, stroke: 4 });
  });

  it('the stroke width is responsive', () => {
    const raw = { tab_nav_item_stroke_width: px(4), tab_nav_item_stroke_width_mobile: px(1) };
    expect(parse(raw).value.tab_nav_item_stroke_width).toBe(4);
    expect(parse(raw, 'mobile').value.tab_nav_item_stroke_width).toBe(1);
  });

  it('the border radius is capped at half the height', () => {
    expect(sizeOf({ tab_nav_item_border_radius: px(100) }).radius).toBe(32.5);
    expect(sizeOf({ tab_nav_item_height: px(30), tab_nav_item_border_radius: px(100) }).radius).toBe(22.5);
    expect(sizeOf({ tab_nav_item_border_radius: px(10) }).radius).toBe(10);
    expect(sizeOf({}).radius).toBe(32.5);
  });
});

describe('loop tab settings', () => {
  it('defaults: click action, 8000 ms', () => {
    expect(parse({}).value).toMatchObject({ tab_action: 'on_click', tab_transition_delay: 8000 });
    expect(parse({ tab_action: 'on_hover', tab_transition_delay: 3000 }).value).toMatchObject({
      tab_action: 'on_hover',
      tab_transition_delay: 3000,
    });
  });

  it('bad values fall back with a problem line each', () => {
    const { value, problems } = parse({
      tab_action: 'on_tap',
      tab_transition_delay: 'soon',
      tab_nav_item_width: px('wide'),
      tab_nav_item_height: 'tall',
      tab_nav_item_stroke_width: px('x'),
    });
    expect(value).toMatchObject({
      tab_action: 'on_click',
      tab_transition_delay: 8000,
      tab_nav_item_width: 280,
      tab_nav_item_height: 65,
      tab_nav_item_stroke_width: 2,
    });
    expect(problems).toHaveLength(5);
  });

  it('a delay outside 1000..40000 ms is brought into range', () => {
    expect(parse({ tab_transition_delay: 0 }).value.tab_transition_delay).toBe(1000);
    expect(parse({ tab_transition_delay: 90000 }).value.tab_transition_delay).toBe(40000);
  });
});

describe('rounded rectangle geometry', () => {
  it('a square-cornered rectangle is its perimeter', () => {
    expect(roundedRectLength(280, 65, 0)).toBe(690);
  });

  it('a pill loses 8 r of straight edge and gains a circle', () => {
    expect(roundedRectLength(100, 40, 20)).toBeCloseTo(2 * 140 - 160 + 2 * Math.PI * 20, 10);
  });

  it('a circle is 2πr', () => {
    expect(roundedRectLength(50, 50, 25)).toBeCloseTo(2 * Math.PI * 25, 10);
  });

  it('the radius cannot exceed half of either side', () => {
    expect(roundedRectLength(100, 40, 999)).toBeCloseTo(roundedRectLength(100, 40, 20), 10);
  });

  it('the stroke runs inside the item box, its outer edge on the item corner', () => {
    const shape = borderShape({ width: 280, height: 65, radius: 32.5, stroke: 2 });
    expect(shape).toMatchObject({ x: 1, y: 1, width: 278, height: 63, radius: 31.5, stroke: 2 });
    expect(shape.length).toBeCloseTo(roundedRectLength(278, 63, 31.5), 10);
  });

  it('a stroke wider than the box is limited to it', () => {
    const shape = borderShape({ width: 10, height: 6, radius: 0, stroke: 20 });
    expect(shape).toMatchObject({ stroke: 3, width: 7, height: 3, radius: 0 });
  });
});

describe('rotation rules', () => {
  it('the next tab wraps around', () => {
    expect(nextIndex(0, 3)).toBe(1);
    expect(nextIndex(2, 3)).toBe(0);
    expect(nextIndex(0, 1)).toBe(0);
  });

  it('hover activates only in the hover action and above 767 px', () => {
    expect(hoverActivates('on_hover', false)).toBe(true);
    expect(hoverActivates('on_hover', true)).toBe(false);
    expect(hoverActivates('on_click', false)).toBe(false);
  });
});

describe('loop tab markup', () => {
  const markup = (id: string) => `
    <div class="ha-loop-tab-wrapper ha-loop-tab-x" role="tablist">
      <div class="ha-loop-tab-nav">
        <div id="tab_nav_item_0" class="ha-loop-tab-nav-item" data-tab="0"><span class="ha-loop-tab-title">A</span>
          <span class="ha-loop-tab-svg-container"><svg class="tab-svg"><rect class="tab-border"/></svg></span></div>
        <div id="tab_nav_item_1" class="ha-loop-tab-nav-item active" data-tab="1"><span class="ha-loop-tab-title">B</span></div>
      </div>
      <div class="ha-loop-tab-contents">
        <div id="${id}" class="ha-loop-tab_content" data-tab="1">Panel B</div>
        <div class="ha-loop-tab_content" data-tab="0">Panel A</div>
      </div>
    </div>`;

  it('pairs tabs and panels by data-tab and finds the border', () => {
    const container = document.createElement('div');
    container.innerHTML = markup('p1');
    const dom = findLoopTab(container)!;
    expect(dom.vertical).toBe(false);
    expect(dom.items.map((item) => item.panel.textContent)).toEqual(['Panel A', 'Panel B']);
    expect(dom.items[0].border?.tagName.toLowerCase()).toBe('rect');
    expect(dom.items[1].border).toBeNull();
    expect(serverActiveIndex(dom.items)).toBe(1);
    expect(tabIndexOf(dom.items, container.querySelector('.ha-loop-tab-title'))).toBe(0);
    expect(tabIndexOf(dom.items, container)).toBe(-1);
  });

  it('keeps an id unique on the page and replaces a shared one', () => {
    const one = document.createElement('div');
    const two = document.createElement('div');
    one.innerHTML = markup('only-here');
    two.innerHTML = markup('elsewhere');
    document.body.append(one, two);
    const dom = findLoopTab(one)!;
    const els = [dom.items[0].tab, dom.items[1].panel, dom.items[0].panel];
    expect(ownIds(els, ['a', 'b', 'c'])).toEqual(['a', 'only-here', 'c']);
    expect(ownIds([], [])).toEqual([]);
    one.remove();
    two.remove();
  });
});
