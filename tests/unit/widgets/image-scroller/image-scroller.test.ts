import { describe, expect, it } from 'vitest';
import { findImageScroller, readImageScrollerSettings } from '../../../../src/widgets/image-scroller/dom';
import { cssTimeMs, LINE, travel, wheelPixels } from '../../../../src/widgets/image-scroller/logic';
import { directionKey, imageScrollerSchema } from '../../../../src/widgets/image-scroller/settings';

const breakpoints = { mobile: 767, tablet: 1024 };
const parse = (raw: Record<string, unknown>) => imageScrollerSchema.parse(raw, 'desktop', breakpoints);

function scroller(wrapper: string, tag = 'div'): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = `<${tag} ${wrapper}><figure class="ha-image-scroller-container"><img alt="Home page"></figure><span class="ha-image-scroller-badge ha-badge">Badge</span></${tag}>`;
  return container;
}

const read = (container: HTMLElement) => readImageScrollerSettings(container, container);

describe('image scroller settings', () => {
  it("defaults are the add-on's: hover, vertical, top (and left)", () => {
    expect(parse({})).toEqual({
      value: { trigger_type: 'hover', scroll_type: 'vertical', v__direction: 'top', h__direction: 'left' },
      problems: [],
    });
  });

  it('the hover trigger prints all three attributes', () => {
    const container = scroller(
      'class="ha-image-scroller-wrapper ha-image-scroller-trigger-hover ha-image-scroller-horizontal" data-trigger-type="hover" data-scroll-type="horizontal" data-scroll-direction="right"',
    );
    expect(read(container)).toEqual({ trigger_type: 'hover', scroll_type: 'horizontal', h__direction: 'right' });
    expect(parse(read(container))).toMatchObject({ value: { scroll_type: 'horizontal', h__direction: 'right' }, problems: [] });
  });

  it('the mouse-scroll trigger prints only the classes', () => {
    const container = scroller('class="ha-image-scroller-wrapper ha-image-scroller-trigger-scroll ha-image-scroller-horizontal"');
    expect(read(container)).toEqual({ trigger_type: 'scroll', scroll_type: 'horizontal' });
  });

  it('data-scroll-direction belongs to the direction setting of the scroll type', () => {
    expect(directionKey('horizontal')).toBe('h__direction');
    expect(directionKey('vertical')).toBe('v__direction');
    expect(directionKey('diagonal')).toBe('v__direction');
  });

  it('bad values give the defaults and one problem each', () => {
    const container = scroller(
      'class="ha-image-scroller-wrapper" data-trigger-type="click" data-scroll-type="diagonal" data-scroll-direction="up"',
    );
    const { value, problems } = parse(read(container));
    expect(value).toEqual({ trigger_type: 'hover', scroll_type: 'vertical', v__direction: 'top', h__direction: 'left' });
    expect(problems).toEqual([
      'trigger_type "click" is not valid; using "hover"',
      'scroll_type "diagonal" is not valid; using "vertical"',
      'v__direction "up" is not valid; using "top"',
    ]);
  });
});

describe('image scroller markup', () => {
  it('finds the wrapper, the frame and the image, and whether a link takes the focus', () => {
    const plain = findImageScroller(scroller('class="ha-image-scroller-wrapper"'))!;
    expect(plain.figure.tagName).toBe('FIGURE');
    expect(plain.image.getAttribute('alt')).toBe('Home page');
    expect(plain.inLink).toBe(false);
    expect(findImageScroller(scroller('class="ha-image-scroller-wrapper" href="#case"', 'a'))!.inLink).toBe(true);
  });

  it('no image: nothing to do', () => {
    const container = document.createElement('div');
    container.innerHTML = '<div class="ha-image-scroller-wrapper"><figure class="ha-image-scroller-container"></figure></div>';
    expect(findImageScroller(container)).toBeNull();
  });
});

describe('image scroller rules', () => {
  it('the travel runs from one edge of the image to the other', () => {
    expect(travel(0, 1440, 300, 'top')).toEqual({ from: 0, to: -1140 });
    expect(travel(0, 1440, 300, 'bottom')).toEqual({ from: -1140, to: 0 });
    expect(travel(0, 2400, 480, 'left')).toEqual({ from: 0, to: -1920 });
    expect(travel(0, 2400, 480, 'right')).toEqual({ from: -1920, to: 0 });
  });

  it('from wherever the page put the image (a right-to-left line puts it at the end)', () => {
    expect(travel(-1920, 2400, 480, 'left')).toEqual({ from: 1920, to: 0 });
    expect(travel(-1920, 2400, 480, 'right')).toEqual({ from: 0, to: 1920 });
  });

  it('an image no larger than its frame does not travel', () => {
    expect(travel(0, 300, 300, 'top')).toBeNull();
    expect(travel(0, 200, 300, 'top')).toBeNull();
    expect(travel(0, NaN, 300, 'top')).toBeNull();
  });

  it('the speed comes from the computed transition-duration', () => {
    expect(cssTimeMs('3s')).toBe(3000);
    expect(cssTimeMs('0.5s, 0s')).toBe(500);
    expect(cssTimeMs('250ms')).toBe(250);
    expect(cssTimeMs('0s')).toBe(0);
    expect(cssTimeMs('')).toBe(0);
    expect(cssTimeMs('-1s')).toBe(0);
  });

  it('wheel deltas in lines and pages become pixels', () => {
    expect(wheelPixels(120, 0, 480)).toBe(120);
    expect(wheelPixels(3, 1, 480)).toBe(3 * LINE);
    expect(wheelPixels(1, 2, 480)).toBe(480);
  });
});
