// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { DeviceMode } from '../../../../src/api-types';
import { findCompare, readHappySettings } from '../../../../src/widgets/image-compare/dom';
import {
  clampPercent,
  movement,
  offsetForKey,
  PAGE_STEP,
  percentFromPoint,
  sliderValue,
  STEP,
  valueText,
} from '../../../../src/widgets/image-compare/logic';
import { compareSchema } from '../../../../src/widgets/image-compare/settings';

const breakpoints = { mobile: 767, tablet: 1024 };
const parse = (raw: Record<string, unknown>, device: DeviceMode = 'desktop') => compareSchema.parse(raw, device, breakpoints);

describe('image comparison settings', () => {
  it('defaults: half way, horizontal, overlay, on swipe, no labels', () => {
    expect(parse({})).toEqual({
      value: {
        default_offset_pct: 0.5,
        orientation: 'horizontal',
        no_overlay: false,
        move_handle: 'on_swipe',
        before_label: '',
        after_label: '',
      },
      problems: [],
    });
  });

  it('reads what the add-on prints in data-happy-settings', () => {
    const { value, problems } = parse({
      default_offset_pct: 0.3,
      orientation: 'vertical',
      no_overlay: true,
      move_handle: 'on_click',
      before_label: 'Old',
      after_label: 'New',
    });
    expect(value).toEqual({ default_offset_pct: 0.3, orientation: 'vertical', no_overlay: true, move_handle: 'on_click', before_label: 'Old', after_label: 'New' });
    expect(problems).toEqual([]);
  });

  it('move_handle: the three modes; empty means on swipe, as the add-on falls back', () => {
    for (const mode of ['on_hover', 'on_swipe', 'on_click']) expect(parse({ move_handle: mode }).value.move_handle).toBe(mode);
    expect(parse({ move_handle: '' })).toMatchObject({ value: { move_handle: 'on_swipe' }, problems: [] });
    expect(parse({ move_handle: 'on_drag' })).toMatchObject({ value: { move_handle: 'on_swipe' }, problems: ['move_handle "on_drag" is not valid; using "on_swipe"'] });
  });

  it('bad values give defaults and one problem each; an offset out of 0-1 is clamped', () => {
    const { value, problems } = parse({ default_offset_pct: 'half', orientation: 'diagonal', no_overlay: 'maybe', before_label: ['x'] });
    expect(value).toMatchObject({ default_offset_pct: 0.5, orientation: 'horizontal', no_overlay: false, before_label: '' });
    expect(problems).toHaveLength(4);
    expect(parse({ default_offset_pct: 1.4 }).value.default_offset_pct).toBe(1);
    expect(parse({ default_offset_pct: -1 }).value.default_offset_pct).toBe(0);
  });
});

describe('movement modes', () => {
  it('the handle always drags; hover adds following the mouse, click adds click-to-move', () => {
    expect(movement('on_swipe')).toEqual({ follow: false, clickToMove: false });
    expect(movement('on_hover')).toEqual({ follow: true, clickToMove: false });
    expect(movement('on_click')).toEqual({ follow: false, clickToMove: true });
  });
});

describe('percentFromPoint', () => {
  const box = { left: 100, top: 50, width: 400, height: 200 };

  it('horizontal: the share of the width left of the pointer', () => {
    expect(percentFromPoint(200, 999, box, 'horizontal')).toBe(25);
    expect(percentFromPoint(300, 0, box, 'horizontal')).toBe(50);
    expect(percentFromPoint(500, 60, box, 'horizontal')).toBe(100);
  });

  it('vertical: the share of the height above the pointer', () => {
    expect(percentFromPoint(999, 100, box, 'vertical')).toBe(25);
    expect(percentFromPoint(0, 200, box, 'vertical')).toBe(75);
  });

  it('clamps outside the box to its edges', () => {
    expect(percentFromPoint(20, 100, box, 'horizontal')).toBe(0);
    expect(percentFromPoint(900, 100, box, 'horizontal')).toBe(100);
    expect(percentFromPoint(200, -40, box, 'vertical')).toBe(0);
    expect(percentFromPoint(200, 400, box, 'vertical')).toBe(100);
  });

  it('a box without size (image not loaded) gives no position', () => {
    expect(percentFromPoint(200, 100, { ...box, width: 0 }, 'horizontal')).toBeNull();
    expect(percentFromPoint(200, 100, { ...box, height: 0 }, 'vertical')).toBeNull();
    expect(percentFromPoint(200, 100, { ...box, height: 0 }, 'horizontal')).toBe(25);
  });

  it('clampPercent keeps 0-100', () => {
    expect([clampPercent(-3), clampPercent(42.5), clampPercent(130)]).toEqual([0, 42.5, 100]);
  });
});

describe('keyboard', () => {
  it('horizontal: Right/Up one step right, Left/Down one step left, Page keys bigger steps', () => {
    expect(offsetForKey('ArrowRight', 50, 'horizontal')).toBe(50 + STEP);
    expect(offsetForKey('ArrowUp', 50, 'horizontal')).toBe(50 + STEP);
    expect(offsetForKey('ArrowLeft', 50, 'horizontal')).toBe(50 - STEP);
    expect(offsetForKey('ArrowDown', 50, 'horizontal')).toBe(50 - STEP);
    expect(offsetForKey('PageUp', 50, 'horizontal')).toBe(50 + PAGE_STEP);
    expect(offsetForKey('PageDown', 50, 'horizontal')).toBe(50 - PAGE_STEP);
  });

  it('Home and End go to the ends of the value: left and right, bottom and top', () => {
    expect(offsetForKey('Home', 50, 'horizontal')).toBe(0);
    expect(offsetForKey('End', 50, 'horizontal')).toBe(100);
    // Vertical values count from the bottom, so Home puts the handle at the bottom.
    expect(offsetForKey('Home', 50, 'vertical')).toBe(100);
    expect(offsetForKey('End', 50, 'vertical')).toBe(0);
  });

  it('vertical: Up moves the handle up (less of the top image), Down moves it down', () => {
    expect(offsetForKey('ArrowUp', 40, 'vertical')).toBe(40 - STEP);
    expect(offsetForKey('ArrowDown', 40, 'vertical')).toBe(40 + STEP);
    expect(offsetForKey('PageUp', 40, 'vertical')).toBe(40 - PAGE_STEP);
    expect(offsetForKey('PageDown', 40, 'vertical')).toBe(40 + PAGE_STEP);
  });

  it('steps stop at the edges', () => {
    expect(offsetForKey('ArrowRight', 98, 'horizontal')).toBe(100);
    expect(offsetForKey('PageDown', 10, 'horizontal')).toBe(0);
    expect(offsetForKey('ArrowDown', 99, 'vertical')).toBe(100);
  });

  it("other keys are not the slider's", () => {
    for (const key of ['Enter', ' ', 'Tab', 'a', 'Escape']) expect(offsetForKey(key, 50, 'horizontal')).toBeNull();
  });

  it('the slider value: the offset, or from the bottom when vertical', () => {
    expect(sliderValue(30, 'horizontal')).toBe(30);
    expect(sliderValue(30, 'vertical')).toBe(70);
  });

  it('the value text names each image with its visible share', () => {
    expect(valueText(25.4, 'Before', 'After')).toBe('Before 25%, After 75%');
    expect(valueText(70, 'Old', 'New')).toBe('Old 70%, New 30%');
    expect(valueText(50, '', '')).toBe('Before 50%, After 50%');
  });
});

describe('reading the markup', () => {
  const make = (html: string) => {
    const container = document.createElement('div');
    container.innerHTML = html;
    return container;
  };

  it('finds the container and its two images, and the settings on the container', () => {
    const container = make(
      `<div class="twentytwenty-container hajs-image-comparison" data-happy-settings='{"default_offset_pct":0.3,"move_handle":"on_click"}'><img src="a.svg" alt="a"><img src="b.svg" alt="b"></div>`,
    );
    const dom = findCompare(container)!;
    expect(dom.before.getAttribute('src')).toBe('a.svg');
    expect(dom.after.getAttribute('src')).toBe('b.svg');
    expect(readHappySettings(container)).toEqual({ value: { default_offset_pct: 0.3, move_handle: 'on_click' } });
  });

  it('one image is nothing to compare; broken settings are a problem', () => {
    const container = make(`<div class="twentytwenty-container hajs-image-comparison" data-happy-settings="{oops"><img src="a.svg"></div>`);
    expect(findCompare(container)).toBeNull();
    expect(readHappySettings(container).value).toEqual({});
    expect(readHappySettings(container).problem).toBeTruthy();
    expect(readHappySettings(make('<p>no comparison</p>'))).toEqual({ value: {} });
  });
});
