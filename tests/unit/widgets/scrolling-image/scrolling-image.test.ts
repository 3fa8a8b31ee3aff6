import { describe, expect, it } from 'vitest';
import { findScrollingImage, readScrollingImageSettings } from '../../../../src/widgets/scrolling-image/dom';
import { repeats } from '../../../../src/widgets/scrolling-image/logic';
import { directionKey, scrollingImageSchema } from '../../../../src/widgets/scrolling-image/settings';

const breakpoints = { mobile: 767, tablet: 1024 };
const parse = (raw: Record<string, unknown>) => scrollingImageSchema.parse(raw, 'desktop', breakpoints);

function scrolling(wrapper: string, rounds = 2): HTMLElement {
  const entries = ['aaa1111', 'bbb2222', 'ccc3333'];
  const items = Array.from({ length: rounds }, () =>
    entries.map((id, i) => `<span class="ha-scrolling-image-item elementor-repeater-item-${id}"><figure class="ha-scrolling-image"><img alt="Logo ${i + 1}"></figure></span>`).join(''),
  ).join('');
  const container = document.createElement('div');
  container.innerHTML = `<div ${wrapper}><div class="ha-scrolling-image-container">${items}</div></div>`;
  return container;
}

describe('scrolling image settings', () => {
  it("defaults are the add-on's: horizontal, left, top, 30 s", () => {
    expect(parse({})).toEqual({
      value: { slide_style: 'ha-horizontal', h_slide_direction: 'left', v_slide_direction: 'top', duration: 30000 },
      problems: [],
    });
  });

  it('data-scroll-direction belongs to the direction setting of the slide style', () => {
    expect(directionKey('ha-vertical')).toBe('v_slide_direction');
    expect(directionKey('ha-horizontal')).toBe('h_slide_direction');
    expect(directionKey('diagonal')).toBe('h_slide_direction');
    expect(directionKey(null)).toBe('h_slide_direction');
    const container = scrolling('class="ha-scrolling-image-wrapper ha-vertical" data-align="ha-vertical" data-duration="60000" data-scroll-direction="bottom"');
    const raw = readScrollingImageSettings(container, container);
    expect(raw).toEqual({ slide_style: 'ha-vertical', v_slide_direction: 'bottom', duration: '60000' });
    expect(parse(raw)).toMatchObject({ value: { slide_style: 'ha-vertical', v_slide_direction: 'bottom', duration: 60000 }, problems: [] });
  });

  it('without data-align the style class says it', () => {
    const container = scrolling('class="ha-scrolling-image-wrapper ha-vertical" data-scroll-direction="top"');
    expect(readScrollingImageSettings(container, container)).toEqual({ slide_style: 'ha-vertical', v_slide_direction: 'top' });
  });

  it('bad values give the defaults and one problem each', () => {
    const container = scrolling('class="ha-scrolling-image-wrapper ha-horizontal" data-align="diagonal" data-duration="-5" data-scroll-direction="up"');
    const { value, problems } = parse(readScrollingImageSettings(container, container));
    expect(value).toEqual({ slide_style: 'ha-horizontal', h_slide_direction: 'left', v_slide_direction: 'top', duration: 30000 });
    expect(problems).toEqual([
      'slide_style "diagonal" is not valid; using "ha-horizontal"',
      'h_slide_direction "up" is not valid; using "left"',
      'duration "-5" is not valid; using 30000',
    ]);
  });

  it('a direction of the other style is a problem too', () => {
    const container = scrolling('class="ha-scrolling-image-wrapper ha-vertical" data-align="ha-vertical" data-scroll-direction="left"');
    expect(parse(readScrollingImageSettings(container, container)).problems).toEqual(['v_slide_direction "left" is not valid; using "top"']);
  });
});

describe('scrolling image markup', () => {
  it('an item is a repeat when an earlier one has the same repeater key; items without a key never are', () => {
    expect(repeats(['a', 'b', 'a', 'c', 'b', null, null])).toEqual([false, false, true, false, true, false, false]);
  });

  it("finds every item and tells the server's repeats from the first round", () => {
    const dom = findScrollingImage(scrolling('class="ha-scrolling-image-wrapper ha-horizontal"', 3))!;
    expect(dom.items).toHaveLength(9);
    expect(dom.copies).toEqual(dom.items.slice(3));
    expect(dom.container.className).toBe('ha-scrolling-image-container');
  });

  it('no wrapper or container: nothing to do', () => {
    expect(findScrollingImage(document.createElement('div'))).toBeNull();
  });
});
