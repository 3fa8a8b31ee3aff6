// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { findOffCanvas, readOffCanvasSettings } from '../../../../src/widgets/off-canvas/dom';
import { htmlClasses, isClassToken, movesPage, pageShift, toggleSelector, toggleSource } from '../../../../src/widgets/off-canvas/logic';
import { claimPageClasses } from '../../../../src/widgets/off-canvas/page-classes';
import { offCanvasSchema } from '../../../../src/widgets/off-canvas/settings';

const breakpoints = { mobile: 767, tablet: 1024 };
const parse = (raw: Record<string, unknown>) => offCanvasSchema.parse(raw, 'desktop', breakpoints);
const escape = (text: string) => text.replace(/[^\w-]/g, (c) => `\\${c}`);

function widget(inner: Record<string, unknown> | null, outer: Record<string, unknown> = {}): HTMLElement {
  const el = document.createElement('div');
  el.dataset.id = 'abc123';
  el.setAttribute('data-settings', JSON.stringify(outer));
  const settings = inner ? ` data-settings="${JSON.stringify(inner).replace(/"/g, '&quot;')}"` : '';
  el.innerHTML = `<div class="elementor-widget-container"><div class="ha-offcanvas-content-wrap"${settings}>
    <div class="ha-offcanvas-toggle-wrap"><div class="ha-offcanvas-toggle">Menu</div></div>
    <div class="ha-offcanvas-content"><div class="ha-offcanvas-header"><div class="ha-offcanvas-close" role="button"></div></div>
      <div class="ha-offcanvas-body"><div class="ha-offcanvas-toggle">inside</div></div></div>
  </div></div>`;
  return el;
}

describe('off-canvas settings', () => {
  it('defaults as the add-on: burger, slide from the left, Escape and outside click on, links off', () => {
    expect(parse({}).value).toEqual({
      toggle_source: 'burger', toggle_id: '', toggle_class: '', content_id: '', transition: 'slide', direction: 'left',
      esc_close: true, body_click_close: true, links_click_close: false,
    });
  });

  it('reads the inner data-settings, where an empty switch is off and other empty keys keep their defaults', () => {
    const el = widget({ toggle_source: 'element-id', toggle_id: 'menu', toggle_class: '', content_id: '', transition: 'push', direction: 'right', esc_close: '', body_click_close: 'yes', links_click_close: 'yes' });
    const raw = readOffCanvasSettings(el, el.firstElementChild as HTMLElement);
    const { value, problems } = parse(raw);
    expect(problems).toEqual([]);
    expect(value).toMatchObject({ toggle_source: 'element-id', toggle_id: 'menu', content_id: 'abc123', transition: 'push', direction: 'right', esc_close: false, body_click_close: true, links_click_close: true });
  });

  it("takes the wrapper's content_transition when the inner settings have no transition", () => {
    const el = widget(null, { content_transition: 'reveal' });
    const { value } = parse({ ...JSON.parse(el.getAttribute('data-settings')!), ...readOffCanvasSettings(el, el.firstElementChild as HTMLElement) });
    expect(value.transition).toBe('reveal');
    expect(value.content_id).toBe('abc123');
  });

  it('refuses an id that cannot name a class (spaces, markup, a megabyte) with a problem: the element id names the panel', () => {
    for (const content_id of ["<img src=x onerror=__pwned('id')>", 'two words', 'tab\there', 'x'.repeat(129)]) {
      const { value, problems } = parse({ content_id });
      expect(value.content_id).toBe('');
      expect(problems).toHaveLength(1);
    }
    expect(parse({ content_id: 'menu-2' }).value.content_id).toBe('menu-2');
    expect(parse({ content_id: '' }).problems).toEqual([]);
  });

  it('gives unknown transitions and directions their defaults with a problem', () => {
    const { value, problems } = parse({ transition: 'fly', direction: 'up' });
    expect([value.transition, value.direction]).toEqual(['slide', 'left']);
    expect(problems).toHaveLength(2);
  });
});

describe('off-canvas class token', () => {
  it('is one token of 1 to 128 characters without any space', () => {
    expect(['1d2e3f4', 'menu_main', 'x'.repeat(128), '<b>'].map(isClassToken)).toEqual([true, true, true, true]);
    expect(['', 'a b', 'a\nb', '\u00a0a', 'x'.repeat(129)].map(isClassToken)).toEqual([false, false, false, false, false]);
  });
});

describe('off-canvas markup', () => {
  it('finds the panel, its close button and the toggles outside it', () => {
    const dom = findOffCanvas(widget(null))!;
    expect(dom.panel.className).toBe('ha-offcanvas-content');
    expect(dom.toggles.map((t) => t.textContent)).toEqual(['Menu']);
    expect(dom.close?.getAttribute('role')).toBe('button');
    expect(dom.body?.className).toBe('ha-offcanvas-body');
    const empty = document.createElement('div');
    empty.innerHTML = '<div class="ha-offcanvas-content-wrap"></div>';
    expect(findOffCanvas(empty)).toBeNull();
  });
});

describe('toggle source', () => {
  it('is the id or class named, without a # or . typed before it', () => {
    expect(toggleSource({ toggle_source: 'element-id', toggle_id: ' #menu ', toggle_class: '' })).toEqual({ kind: 'id', name: 'menu' });
    expect(toggleSource({ toggle_source: 'element-class', toggle_id: '', toggle_class: '.open-cart' })).toEqual({ kind: 'class', name: 'open-cart' });
  });

  it("falls back to the widget's own toggle when the id or class is empty, as the add-on does", () => {
    expect(toggleSource({ toggle_source: 'element-id', toggle_id: '', toggle_class: 'x' })).toEqual({ kind: 'own' });
    expect(toggleSource({ toggle_source: 'button', toggle_id: 'x', toggle_class: 'y' })).toEqual({ kind: 'own' });
  });

  it('makes a selector, escaping what the name holds', () => {
    expect(toggleSelector({ kind: 'id', name: 'a:b' }, escape)).toBe('#a\\:b');
    expect(toggleSelector({ kind: 'class', name: 'cart' }, escape)).toBe('.cart');
    expect(toggleSelector({ kind: 'own' }, escape)).toBe('.ha-offcanvas-toggle');
  });
});

describe('page classes and shift', () => {
  afterEach(() => {
    document.documentElement.className = '';
    document.documentElement.removeAttribute('style');
  });

  it('are those of the add-on for each phase', () => {
    expect(htmlClasses('closed', 'x1', 'push', 'right')).toEqual([]);
    expect(htmlClasses('open', 'x1', 'push', 'right')).toEqual(['ha-offcanvas-content-reset', 'ha-offcanvas-content-push', 'ha-offcanvas-content-right', 'ha-offcanvas-content-open', 'ha-offcanvas-content-x1-open']);
    expect(htmlClasses('closing', 'x1', 'push', 'right')).toEqual(['ha-offcanvas-content-reset', 'ha-offcanvas-content-push', 'ha-offcanvas-content-right']);
  });

  it('move the page by the panel size away from its side, except for slide', () => {
    const size = { width: 300, height: 200 };
    expect(['left', 'right', 'top', 'bottom'].map((d) => pageShift(d as 'left', size))).toEqual(['300px, 0', '-300px, 0', '0, 200px', '0, -200px']);
    expect(movesPage('slide')).toBe(false);
    expect(['slide-along', 'reveal', 'push'].every((t) => movesPage(t as 'push'))).toBe(true);
  });

  it('are the union of every claim: a panel still closing keeps none of its classes from the one that opened', () => {
    const root = document.documentElement;
    root.classList.add('server-class');
    const a = {};
    const b = {};
    claimPageClasses(a, ['w', 'reset', 'slide'], '300px, 0');
    claimPageClasses(b, ['w', 'reset', 'push', 'open'], '-200px, 0');
    expect([...root.classList].sort()).toEqual(['open', 'push', 'reset', 'server-class', 'slide', 'w']);
    expect(root.style.getPropertyValue('--ha-offcanvas-shift')).toBe('-200px, 0');
    claimPageClasses(a, ['w']);
    expect([...root.classList].sort()).toEqual(['open', 'push', 'reset', 'server-class', 'w']);
    claimPageClasses(b, []);
    claimPageClasses(a, []);
    expect([...root.classList]).toEqual(['server-class']);
    expect(root.hasAttribute('style')).toBe(false);
  });

  it('never take away a class the server printed', () => {
    const root = document.documentElement;
    root.classList.add('ha-offcanvas-content-widget');
    const a = {};
    claimPageClasses(a, ['ha-offcanvas-content-widget']);
    claimPageClasses(a, []);
    expect(root.classList.contains('ha-offcanvas-content-widget')).toBe(true);
  });
});
