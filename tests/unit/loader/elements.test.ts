// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { ELEMENT_SELECTOR, elementType, widgetTypeOf } from '../../../src/loader/elements';

describe('which elements the loader scans', () => {
  it("takes the page builder's elements and any element carrying data-widget_type, with or without data-settings", () => {
    document.body.innerHTML = `
      <section class="elementor-element" data-element_type="section" id="section"></section>
      <div class="elementor-element e-con" data-e-type="container" id="container"></div>
      <div class="elementor-element" data-element_type="widget" data-widget_type="ha-tabs.default" id="wrapped"></div>
      <div data-widget_type="ha-accordion.default" data-settings="{}" id="bare"></div>
      <div data-widget_type="ha-accordion.default" id="bare-no-settings"></div>
      <div data-settings="{}" id="not-a-widget"></div>
      <div data-element_type="widget" id="no-class-no-type"></div>`;
    expect([...document.querySelectorAll(ELEMENT_SELECTOR)].map((el) => el.id)).toEqual(['section', 'container', 'wrapped', 'bare', 'bare-no-settings']);
  });

  it('a bare element has no page builder kind, so it fires no element-ready hook; its type and skin still read', () => {
    document.body.innerHTML = '<div data-widget_type="ha-accordion.faq"></div>';
    const bare = document.body.firstElementChild as HTMLElement;
    expect(elementType(bare)).toBe('');
    expect(widgetTypeOf(bare)).toEqual(['ha-accordion', 'faq']);
  });
});
