import { describe, expect, it } from 'vitest';
import { findCreativeButton, readCreativeButton } from '../../../../src/widgets/creative-button/dom';
import { magneticOffset, PULL_X, PULL_Y, px } from '../../../../src/widgets/creative-button/logic';
import { creativeButtonSchema } from '../../../../src/widgets/creative-button/settings';

const breakpoints = { mobile: 767, tablet: 1024 };
const box = { left: 100, top: 50, width: 200, height: 60 };

describe('magneticOffset', () => {
  it('takes 0.3 of the horizontal and 0.5 of the vertical offset from the centre', () => {
    expect(PULL_X).toBe(0.3);
    expect(PULL_Y).toBe(0.5);
    expect(magneticOffset(240, 90, box)).toEqual({ x: 12, y: 5 });
    expect(magneticOffset(190, 68, box)).toEqual({ x: -3, y: -6 });
  });

  it('is zero at the centre and grows with the distance', () => {
    expect(magneticOffset(200, 80, box)).toEqual({ x: 0, y: 0 });
    expect(magneticOffset(300, 110, box)).toEqual({ x: 30, y: 15 });
  });
});

describe('px', () => {
  it('rounds to hundredths of a pixel', () => {
    expect(px(12)).toBe('12px');
    expect(px(-3.14159)).toBe('-3.14px');
    expect(px(0.004)).toBe('0px');
  });
});

describe('creativeButtonSchema', () => {
  const parse = (raw: Record<string, unknown>) => creativeButtonSchema.parse(raw, 'desktop', breakpoints);

  it('is off unless the switch says yes', () => {
    expect(parse({})).toEqual({ value: { magnetic: false }, problems: [] });
    expect(parse({ magnetic: 'yes' }).value.magnetic).toBe(true);
    expect(parse({ magnetic: '' }).value.magnetic).toBe(false);
  });

  it('a value that is no switch gives off with a problem line', () => {
    expect(parse({ magnetic: 'maybe' })).toEqual({ value: { magnetic: false }, problems: ['magnetic "maybe" is not valid; using false'] });
  });
});

describe('creative button markup', () => {
  it('reads data-magnetic and finds the link in the wrapper', () => {
    const container = document.createElement('div');
    container.innerHTML = '<div class="ha-creative-btn-wrap" data-magnetic="yes"><a class="ha-creative-btn" href="#go"><span>Go</span></a></div>';
    expect(readCreativeButton(container)).toEqual({ magnetic: 'yes' });
    const dom = findCreativeButton(container)!;
    expect(dom.wrap.className).toBe('ha-creative-btn-wrap');
    expect(dom.button.getAttribute('href')).toBe('#go');
  });

  it('reads nothing without the attribute, and finds nothing without the link', () => {
    const container = document.createElement('div');
    container.innerHTML = '<div class="ha-creative-btn-wrap"><span class="ha-creative-btn">Go</span></div>';
    expect(readCreativeButton(container)).toEqual({});
    expect(findCreativeButton(container)).toBeNull();
  });
});
