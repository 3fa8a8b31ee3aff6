import { describe, expect, it } from 'vitest';
import { findImageAccordion, itemIndexOf, readImageAccordion } from '../../../../src/widgets/image-accordion/dom';
import { behaviorFromClasses, focusIndexForKey, initialActive } from '../../../../src/widgets/image-accordion/logic';
import { imageAccordionSchema } from '../../../../src/widgets/image-accordion/settings';

const breakpoints = { mobile: 767, tablet: 1024 };
const parse = (raw: Record<string, unknown>) => imageAccordionSchema.parse(raw, 'desktop', breakpoints);

describe('behaviorFromClasses', () => {
  it('reads the prefix class of the wrapper', () => {
    expect(behaviorFromClasses(['elementor-widget', 'ha-image-accordion-click'])).toBe('click');
    expect(behaviorFromClasses(['ha-image-accordion-horizontal', 'ha-image-accordion-hover'])).toBe('hover');
  });

  it('layout classes are not behaviours', () => {
    expect(behaviorFromClasses(['ha-image-accordion', 'ha-image-accordion-horizontal', 'ha-image-accordion-mobile-vertical'])).toBeUndefined();
  });
});

describe('initialActive', () => {
  it('is the first item marked active, or -1', () => {
    expect(initialActive([false, true, true])).toBe(1);
    expect(initialActive([false, false])).toBe(-1);
    expect(initialActive([])).toBe(-1);
  });
});

describe('focusIndexForKey', () => {
  it('both arrow pairs move and wrap; Home and End jump', () => {
    expect(focusIndexForKey('ArrowRight', 0, 4)).toBe(1);
    expect(focusIndexForKey('ArrowDown', 3, 4)).toBe(0);
    expect(focusIndexForKey('ArrowLeft', 0, 4)).toBe(3);
    expect(focusIndexForKey('ArrowUp', 2, 4)).toBe(1);
    expect(focusIndexForKey('Home', 2, 4)).toBe(0);
    expect(focusIndexForKey('End', 0, 4)).toBe(3);
  });

  it('Left/Right are mirrored on right-to-left pages; other keys do nothing', () => {
    expect(focusIndexForKey('ArrowRight', 1, 4, true)).toBe(0);
    expect(focusIndexForKey('ArrowDown', 1, 4, true)).toBe(2);
    expect(focusIndexForKey('Enter', 1, 4)).toBeNull();
    expect(focusIndexForKey('ArrowRight', 0, 0)).toBeNull();
  });
});

describe('imageAccordionSchema', () => {
  it('hover is the default; click and hover are read', () => {
    expect(parse({})).toEqual({ value: { active_behavior: 'hover' }, problems: [] });
    expect(parse({ active_behavior: 'click' }).value.active_behavior).toBe('click');
  });

  it('an unknown behaviour falls back to hover with a problem line', () => {
    const { value, problems } = parse({ active_behavior: 'wiggle' });
    expect(value.active_behavior).toBe('hover');
    expect(problems).toEqual(['active_behavior "wiggle" is not valid; using "hover"']);
  });
});

describe('image accordion markup', () => {
  const container = document.createElement('div');
  container.innerHTML = `
    <div class="ha-image-accordion-wrapper"><div class="ha-ia-container"><div class="ha-ia-gallery-wrap">
      <div class="ha-ia-item"><div class="ha-overlay"><a class="ha-ia-content-button" href="#a">Read</a></div></div>
      <div class="ha-ia-item active"></div>
      <p>not an item</p>
    </div></div></div>`;

  it('finds the items of the gallery and the item an event target is in', () => {
    const dom = findImageAccordion(container)!;
    expect(dom.items).toHaveLength(2);
    expect(itemIndexOf(dom, container.querySelector('.ha-ia-content-button'))).toBe(0);
    expect(itemIndexOf(dom, dom.items[1])).toBe(1);
    expect(itemIndexOf(dom, container.querySelector('p'))).toBe(-1);
    expect(findImageAccordion(document.createElement('div'))).toBeNull();
  });

  it('reads the behaviour from the wrapper class only when it is there', () => {
    const wrapper = document.createElement('div');
    wrapper.className = 'elementor-widget ha-image-accordion-click';
    expect(readImageAccordion(wrapper)).toEqual({ active_behavior: 'click' });
    wrapper.className = 'elementor-widget ha-image-accordion-horizontal';
    expect(readImageAccordion(wrapper)).toEqual({});
  });
});
