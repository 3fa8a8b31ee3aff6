// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { Breakpoints } from '../../../../src/api-types';
import { findMultiScroll, readMultiScrollSettings } from '../../../../src/widgets/multi-scroll/dom';
import { anchorIndex, builtOn, columnShift, columnWidths, moveTarget } from '../../../../src/widgets/multi-scroll/rules';
import { multiScrollSchema } from '../../../../src/widgets/multi-scroll/settings';

const breakpoints: Breakpoints = { mobile: 767, tablet: 1024, laptop: 1366 };

describe('device rules (spec 4)', () => {
  it('is built on desktop-class devices and taken down on tablets and phones', () => {
    expect(['desktop', 'laptop', 'widescreen'].map((d) => builtOn(d as never))).toEqual([true, true, true]);
    expect(['tablet', 'tablet_extra', 'mobile', 'mobile_extra'].map((d) => builtOn(d as never))).toEqual([false, false, false, false]);
  });
});

describe('moves', () => {
  it('goes one section on, loops only at the configured end, and gives way past the other', () => {
    expect(moveTarget(1, 1, 4, false, false)).toBe(2);
    expect(moveTarget(3, 1, 4, false, false)).toBeNull();
    expect(moveTarget(3, 1, 4, false, true)).toBe(0);
    expect(moveTarget(0, -1, 4, false, true)).toBeNull();
    expect(moveTarget(0, -1, 4, true, false)).toBe(3);
    expect(moveTarget(0, 1, 1, true, true)).toBeNull();
  });

  it('shifts the right column up and the left one down, in percent of their height', () => {
    expect(columnShift(0, 4)).toEqual({ left: -75, right: -0 });
    expect(columnShift(1, 4)).toEqual({ left: -50, right: -25 });
    expect(columnShift(3, 4)).toEqual({ left: -0, right: -75 });
    expect(columnShift(0, 0)).toEqual({ left: 0, right: 0 });
  });

  it('takes the widths as given when they add up, else the left one and its complement, else halves', () => {
    expect(columnWidths(40, 60)).toEqual({ left: 40, right: 60 });
    expect(columnWidths(30, 50)).toEqual({ left: 30, right: 70 });
    expect(columnWidths(0, 50)).toEqual({ left: 50, right: 50 });
  });

  it('finds the section an address names among the anchors', () => {
    expect(anchorIndex('#noon', ['morning', 'noon'])).toBe(1);
    expect(anchorIndex('#nope', ['morning'])).toBe(-1);
    expect(anchorIndex('', ['morning'])).toBe(-1);
  });
});

describe('the printed markup and options', () => {
  const markup = (settings: string, right = 2) => {
    const root = document.createElement('div');
    root.innerHTML = `<div class="ha-multi-scroll-wrap" data-settings='${settings}'><div class="ha-multi-scroll-inner">
      <div class="ms-left"><div class="ms-section">a</div><div class="ms-section">b</div></div>
      <div class="ms-right">${'<div class="ms-section">x</div>'.repeat(right)}</div>
      <div class="ha-multi-scroll-mobile"></div></div></div>`;
    return root;
  };

  it('reads the options on the inner wrap, dropping menu false and the ids, with the schema defaults', () => {
    const root = markup('{"widget_id":"1","scrollingSpeed":"700","menu":false,"loopBottom":true,"leftWidth":"40","rightWidth":60,"sectionsColor":""}');
    const raw = readMultiScrollSettings(root, root);
    expect(raw).toEqual({ scrollingSpeed: '700', loopBottom: true, leftWidth: '40', rightWidth: 60 });
    const { value, problems } = multiScrollSchema.parse(raw, 'desktop', breakpoints);
    expect(problems).toEqual([]);
    expect(value).toMatchObject({ scrollingSpeed: 700, loopBottom: true, loopTop: false, leftWidth: 40, rightWidth: 60, menu: '', dots: true });
    expect(readMultiScrollSettings(root, markup('{broken'))).toEqual({});
  });

  it('needs both columns with as many sections each', () => {
    expect(findMultiScroll(markup('{}'))?.leftSections).toHaveLength(2);
    expect(findMultiScroll(markup('{}', 1))).toBeNull();
  });
});
