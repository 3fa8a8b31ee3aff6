import { describe, expect, it } from 'vitest';
import { findTabs, itemIndexOf, serverActiveIndex } from '../../../../src/widgets/advanced-tabs/dom';
import {
  indexForKey,
  orientationFromClasses,
  resolveDefaultTab,
} from '../../../../src/widgets/advanced-tabs/logic';
import { tabsSchema } from '../../../../src/widgets/advanced-tabs/settings';

const breakpoints = { mobile: 767, tablet: 1024 };
const parse = (raw: Record<string, unknown>) => tabsSchema.parse(raw, 'desktop', breakpoints);

describe('resolveDefaultTab', () => {
  it('uses the 1-based setting when it names a tab', () => {
    expect(resolveDefaultTab(2, 3, -1)).toEqual({ index: 1, outOfRange: false });
    expect(resolveDefaultTab(3, 3, 0)).toEqual({ index: 2, outOfRange: false });
  });

  it('falls back to the first tab and flags a setting past the last tab', () => {
    expect(resolveDefaultTab(99, 3, -1)).toEqual({ index: 0, outOfRange: true });
    expect(resolveDefaultTab(4, 3, 2)).toEqual({ index: 0, outOfRange: true });
  });

  it('honours the tab the server marked active when there is no setting', () => {
    expect(resolveDefaultTab(0, 3, 2)).toEqual({ index: 2, outOfRange: false });
  });

  it('a setting wins over the server mark', () => {
    expect(resolveDefaultTab(1, 3, 2)).toEqual({ index: 0, outOfRange: false });
  });

  it('uses the first tab when nothing says otherwise, and -1 with no tabs', () => {
    expect(resolveDefaultTab(0, 3, -1)).toEqual({ index: 0, outOfRange: false });
    expect(resolveDefaultTab(0, 3, 7)).toEqual({ index: 0, outOfRange: false });
    expect(resolveDefaultTab(1, 0, -1)).toEqual({ index: -1, outOfRange: false });
  });
});

describe('orientationFromClasses', () => {
  it('side navs are vertical', () => {
    expect(orientationFromClasses(['ha-tabs', 'ha-tabs--nav-left'])).toBe('vertical');
    expect(orientationFromClasses(['ha-tabs', 'ha-tabs--nav-right'])).toBe('vertical');
  });

  it('top, bottom and unknown navs are horizontal', () => {
    expect(orientationFromClasses(['ha-tabs', 'ha-tabs--nav-top', 'ha-tabs--nav-x-left'])).toBe('horizontal');
    expect(orientationFromClasses(['ha-tabs--nav-bottom'])).toBe('horizontal');
    expect(orientationFromClasses([])).toBe('horizontal');
  });
});

describe('indexForKey', () => {
  it('Left/Right move and wrap around', () => {
    expect(indexForKey('ArrowRight', 0, 3, 'horizontal')).toBe(1);
    expect(indexForKey('ArrowRight', 2, 3, 'horizontal')).toBe(0);
    expect(indexForKey('ArrowLeft', 0, 3, 'horizontal')).toBe(2);
    expect(indexForKey('ArrowLeft', 2, 3, 'vertical')).toBe(1);
  });

  it('Left/Right are mirrored on right-to-left pages', () => {
    expect(indexForKey('ArrowRight', 0, 3, 'horizontal', true)).toBe(2);
    expect(indexForKey('ArrowLeft', 2, 3, 'horizontal', true)).toBe(0);
  });

  it('Up/Down move only in a vertical nav', () => {
    expect(indexForKey('ArrowDown', 2, 3, 'vertical')).toBe(0);
    expect(indexForKey('ArrowUp', 0, 3, 'vertical')).toBe(2);
    expect(indexForKey('ArrowDown', 0, 3, 'horizontal')).toBeNull();
    expect(indexForKey('ArrowUp', 1, 3, 'horizontal')).toBeNull();
  });

  it('Home and End go to the ends', () => {
    expect(indexForKey('Home', 2, 4, 'horizontal')).toBe(0);
    expect(indexForKey('End', 0, 4, 'vertical')).toBe(3);
  });

  it('other keys and empty navs do nothing', () => {
    expect(indexForKey('Tab', 0, 3, 'horizontal')).toBeNull();
    expect(indexForKey('Enter', 0, 3, 'horizontal')).toBeNull();
    expect(indexForKey('ArrowRight', 0, 0, 'horizontal')).toBeNull();
  });
});

describe('settings schema', () => {
  it('missing activeItemIndex means "not set" (0) with no problem', () => {
    expect(parse({})).toEqual({ value: { activeItemIndex: 0 }, problems: [] });
  });

  it('accepts numbers and numeric strings', () => {
    expect(parse({ activeItemIndex: 2 }).value.activeItemIndex).toBe(2);
    expect(parse({ activeItemIndex: '3' })).toEqual({ value: { activeItemIndex: 3 }, problems: [] });
  });

  it('bad values give the first tab and a problem line', () => {
    for (const bad of ['abc', 0, -2, true]) {
      const result = parse({ activeItemIndex: bad });
      expect(result.value.activeItemIndex).toBe(1);
      expect(result.problems).toHaveLength(1);
      expect(result.problems[0]).toContain('activeItemIndex');
    }
  });
});

const MARKUP = `
  <div class="ha-tabs ha-tabs--nav-top" role="tablist">
    <div class="ha-tabs__nav">
      <div id="t1" class="ha-tab__title ha-tab__title--desktop" data-tab="1" role="tab"><span>One</span></div>
      <div id="t2" class="ha-tab__title ha-tab__title--desktop ha-tab--active" data-tab="2" role="tab">Two</div>
      <div id="t3" class="ha-tab__title ha-tab__title--desktop" data-tab="3" role="tab">No panel</div>
    </div>
    <div class="ha-tabs__content">
      <div class="ha-tab__title ha-tab__title--mobile" data-tab="1" role="tab">One</div>
      <div id="c1" class="ha-tab__content" data-tab="1" role="tabpanel">
        <div class="ha-tabs ha-tabs--nav-top">
          <div class="ha-tabs__nav"><div class="ha-tab__title" data-tab="1">Nested</div></div>
          <div class="ha-tabs__content"><div class="ha-tab__content" data-tab="1">Nested panel</div></div>
        </div>
      </div>
      <div class="ha-tab__title ha-tab__title--mobile" data-tab="2" role="tab">Two</div>
      <div id="c2" class="ha-tab__content" data-tab="2" role="tabpanel">Panel two</div>
    </div>
  </div>`;

function mountMarkup(): HTMLElement {
  const container = document.createElement('div');
  container.className = 'elementor-widget-container';
  container.innerHTML = MARKUP;
  return container;
}

describe('findTabs', () => {
  it('pairs desktop titles, mobile titles and panels by data-tab, ignoring nested tabs and titles without a panel', () => {
    const dom = findTabs(mountMarkup())!;
    expect(dom.root.classList.contains('ha-tabs--nav-top')).toBe(true);
    expect(dom.items.map((item) => [item.title.id, item.panel.id, item.mobile?.textContent])).toEqual([
      ['t1', 'c1', 'One'],
      ['t2', 'c2', 'Two'],
    ]);
    expect(serverActiveIndex(dom.items)).toBe(1);
  });

  it('finds nothing without the nav', () => {
    const container = document.createElement('div');
    container.innerHTML = '<div class="ha-tabs"><div class="ha-tabs__content"></div></div>';
    expect(findTabs(container)).toBeNull();
  });

  it('maps an event target to its item, but not a nested widget title', () => {
    const container = mountMarkup();
    const dom = findTabs(container)!;
    const span = dom.items[0].title.querySelector('span');
    expect(itemIndexOf(dom.items, span, (item) => item.title)).toBe(0);
    expect(itemIndexOf(dom.items, dom.items[1].mobile, (item) => item.mobile)).toBe(1);
    expect(itemIndexOf(dom.items, dom.items[1].mobile, (item) => item.title)).toBe(-1);
    const nested = container.querySelector('.ha-tab__content .ha-tab__title');
    expect(itemIndexOf(dom.items, nested, (item) => item.title)).toBe(-1);
  });
});
