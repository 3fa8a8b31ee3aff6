import { describe, expect, it } from 'vitest';
import { automaticStart, drawPlan, scrubRange, toggleActions } from '../../../../src/widgets/svg-draw/logic';
import { svgDrawSchema } from '../../../../src/widgets/svg-draw/settings';
import { findSvgDraw } from '../../../../src/widgets/svg-draw/dom';

const options = { reversed: false, together: false, startPoint: 0, endPoint: 0, fill: false };

describe('svg draw plan', () => {
  it('draws every stroke from its start point, one step after another', () => {
    expect(drawPlan(3, options)).toEqual({ direction: 'from', value: '0% 0', positions: [0, 1, 2], fillAt: null });
    expect(drawPlan(2, { ...options, startPoint: 25 }).value).toBe('25% 0');
  });

  it('erases to the end point when reversed, all at once when together', () => {
    expect(drawPlan(3, { ...options, reversed: true, together: true, startPoint: 40, endPoint: 20 })).toEqual({
      direction: 'to',
      value: '20% 0',
      positions: [0, 0, 0],
      fillAt: null,
    });
  });

  it('fills once the last stroke has started, at step 1 at the earliest', () => {
    expect(drawPlan(4, { ...options, fill: true }).fillAt).toBe(3);
    expect(drawPlan(1, { ...options, fill: true }).fillAt).toBe(1);
    expect(drawPlan(3, { ...options, fill: true, together: true }).fillAt).toBe(1);
  });

  it('keeps points within 0 to 100 percent', () => {
    expect(drawPlan(1, { ...options, startPoint: 140 }).value).toBe('100% 0');
    expect(drawPlan(1, { ...options, startPoint: Number.NaN }).value).toBe('0% 0');
  });
});

describe('svg draw triggers', () => {
  it('starts the automatic drawing at the top, the middle or a custom line', () => {
    expect(automaticStart('center', 50)).toBe('top center');
    expect(automaticStart('top', 50)).toBe('top top');
    expect(automaticStart('custom', 70)).toBe('top 70%');
  });

  it('restarts when scrolled back to, or plays once', () => {
    expect(toggleActions(true)).toBe('play pause play reverse');
    expect(toggleActions(false)).toBe('play none none none');
  });

  it('scrubs over draw_speed x 1000 px from the offset line', () => {
    expect(scrubRange(80, 0.5)).toEqual({ start: 'top 80%', end: '+=500' });
    expect(scrubRange(50, 0)).toEqual({ start: 'top 50%', end: '+=150%' });
  });
});

describe('svg draw settings and markup', () => {
  it("reads the add-on's slider objects and switches, with its defaults", () => {
    const { value, problems } = svgDrawSchema.parse(
      { scroll_action: 'hover', animate_offset: { unit: '%', size: 30 }, loop: 'true', yoyo: 'yes', draw_speed: { size: 0.5 }, animate_start_point: { size: 10 } },
      'desktop',
      { mobile: 767, tablet: 1024 } as never,
    );
    expect(problems).toEqual([]);
    expect(value).toMatchObject({ scroll_action: 'hover', animate_offset: 30, loop: true, yoyo: true, draw_speed: 0.5, animate_start_point: 10, frames: 5, anim_rev: true, animate_trigger: 'center' });
    expect(svgDrawSchema.parse({ scroll_action: 'spin' }, 'desktop', {} as never).value.scroll_action).toBe('viewport');
  });

  it('finds the shapes and the prefix-class switches', () => {
    const element = document.createElement('div');
    element.className = 'elementor-widget ha-svg-animated-yes ha-svg-sync-together-yes';
    element.innerHTML = '<div class="ha-svg-draw-container"><svg><g><path d="M0 0H10"/><circle r="4"/></g><text>x</text></svg></div>';
    const dom = findSvgDraw(element, element)!;
    expect(dom.strokes.map((shape) => shape.tagName)).toEqual(['path', 'circle']);
    expect(dom).toMatchObject({ animated: true, reversed: false, together: true });
    expect(findSvgDraw(element, document.createElement('div'))).toBeNull();
  });
});
