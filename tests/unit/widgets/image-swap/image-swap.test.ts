import { describe, expect, it } from 'vitest';
import { findImageSwap, imageAlts, readImageSwap, serverSwapped } from '../../../../src/widgets/image-swap/dom';
import { clickValue, isHoverSwapped, swapLabel } from '../../../../src/widgets/image-swap/logic';
import { imageSwapSchema } from '../../../../src/widgets/image-swap/settings';

const breakpoints = { mobile: 767, tablet: 1024 };

describe('image swap rules', () => {
  it('hover mode shows the second image for a mouse over it, keyboard focus, or a tap', () => {
    expect(isHoverSwapped({ pointer: false, focus: false, tap: false })).toBe(false);
    expect(isHoverSwapped({ pointer: true, focus: false, tap: false })).toBe(true);
    expect(isHoverSwapped({ pointer: false, focus: true, tap: false })).toBe(true);
    expect(isHoverSwapped({ pointer: false, focus: false, tap: true })).toBe(true);
  });

  it("writes the add-on's data-click values", () => {
    expect(clickValue(true)).toBe('active');
    expect(clickValue(false)).toBe('inactive');
  });

  it('names the box by the first alt text, else by what it does', () => {
    expect(swapLabel([null, '  ', 'Red sneaker', 'Blue sneaker'], 'hover')).toBe('Red sneaker');
    expect(swapLabel(['Day'], 'click')).toBe('Swap image: Day');
    expect(swapLabel([null, null], 'click')).toBe('Swap image');
    expect(swapLabel([], 'hover')).toBe('Image');
  });
});

describe('imageSwapSchema', () => {
  const parse = (raw: Record<string, unknown>) => imageSwapSchema.parse(raw, 'desktop', breakpoints);

  it('hover is the default; click is read', () => {
    expect(parse({})).toEqual({ value: { swip_trigger: 'hover' }, problems: [] });
    expect(parse({ swip_trigger: 'click' }).value.swip_trigger).toBe('click');
  });

  it('an unknown trigger falls back to hover with a problem line', () => {
    expect(parse({ swip_trigger: 'wiggle' }).problems).toEqual(['swip_trigger "wiggle" is not valid; using "hover"']);
  });
});

describe('image swap markup', () => {
  it('the default layout: the wrapper, its trigger and its data-click state', () => {
    const container = document.createElement('div');
    container.innerHTML = `
      <div class="ha-image-swap-wrapper fade" data-trigger="click" data-click="active">
        <img class="fake_img" src="a.svg" alt="copy">
        <div class="ha-image-swap-wrapper__inside"><img class="img_swap_first" src="a.svg" alt="Day"><img class="img_swap_second" src="b.svg"></div>
      </div>`;
    const dom = findImageSwap(container)!;
    expect(dom.layout).toBe('swap');
    expect(dom.insider).toBeNull();
    expect(readImageSwap(container)).toEqual({ swip_trigger: 'click' });
    expect(serverSwapped(dom)).toBe(true);
    // The size-holding copy is not one of the images.
    expect(imageAlts(dom)).toEqual(['Day', null]);
  });

  it('the slide layout: the box, and its insider with `changed`', () => {
    const container = document.createElement('div');
    container.innerHTML = `
      <div class="ha_img_main_wrapper_top"><div class="ha-image-swap-ctn slide_right" data-trigger="click" data-layout="right">
        <div class="ha-image-swap-fakeone"><img src="a.svg" alt="copy"></div>
        <div class="ha-image-swap-insider"><div class="ha-image-swap-item"><img src="a.svg"></div><div class="ha-image-swap-item"><img src="b.svg" alt="Night"></div></div>
      </div></div>`;
    const dom = findImageSwap(container)!;
    expect(dom.layout).toBe('slide');
    expect(dom.root.classList.contains('ha-image-swap-ctn')).toBe(true);
    expect(serverSwapped(dom)).toBe(false);
    expect(imageAlts(dom)).toEqual([null, 'Night']);
    dom.insider!.classList.add('changed');
    expect(serverSwapped(dom)).toBe(true);
  });

  it('finds nothing without either layout, and reads nothing without data-trigger', () => {
    expect(findImageSwap(document.createElement('div'))).toBeNull();
    const container = document.createElement('div');
    container.innerHTML = '<div class="ha-image-swap-wrapper"></div>';
    expect(readImageSwap(container)).toEqual({});
  });
});
