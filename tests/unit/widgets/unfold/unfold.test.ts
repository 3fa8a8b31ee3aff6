// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import type { DeviceMode } from '../../../../src/api-types';
import { canFold, createFold } from '../../../../src/ui/fold/fold';
import { createRestorer } from '../../../../src/ui/restorer';
import { createLabelSwap, findUnfold } from '../../../../src/widgets/unfold/dom';
import { buttonLabel, iconClass } from '../../../../src/widgets/unfold/logic';
import { unfoldSchema } from '../../../../src/widgets/unfold/settings';

const breakpoints = { mobile: 767, tablet: 1024 };
const parse = (raw: Record<string, unknown>, device: DeviceMode = 'desktop') => unfoldSchema.parse(raw, device, breakpoints);

describe('unfold settings', () => {
  it("defaults: click, the spec's 50 px and 500 ms, Read Less without an icon", () => {
    expect(parse({})).toEqual({
      value: { trigger: 'click', fold_height: 50, transition_duration: 500, fold_text: 'Read Less', fold_icon: '' },
      problems: [],
    });
  });

  it('the collapsed height per device: an empty device value falls back to the next wider one, then to 50', () => {
    const raw = { fold_height: 100, fold_height_tablet: '', fold_height_mobile: '70' };
    expect(parse(raw, 'desktop').value.fold_height).toBe(100);
    expect(parse(raw, 'tablet').value.fold_height).toBe(100);
    expect(parse(raw, 'mobile').value.fold_height).toBe(70);
    const unset = { fold_height: '', fold_height_tablet: '', fold_height_mobile: 120 };
    expect(parse(unset, 'desktop').value.fold_height).toBe(50);
    expect(parse(unset, 'tablet').value.fold_height).toBe(50);
    expect(parse(unset, 'mobile').value.fold_height).toBe(120);
    expect(parse({ fold_height: 100, fold_height_tablet: 90 }, 'mobile').value.fold_height).toBe(90);
    expect(parse(raw).problems).toEqual([]);
  });

  it('icons: the class list of an icon control, empty when unset', () => {
    expect(parse({ fold_icon: { value: 'fas fa-chevron-up', library: 'fa-solid' } }).value.fold_icon).toBe('fas fa-chevron-up');
    expect(parse({ fold_icon: { value: '', library: '' } })).toMatchObject({ value: { fold_icon: '' }, problems: [] });
    expect(parse({ fold_icon: [] })).toMatchObject({ value: { fold_icon: '' }, problems: [] });
  });

  it('bad values give defaults and one problem each', () => {
    const { value, problems } = parse({
      trigger: 'press',
      fold_height: 'tall',
      transition_duration: 'slow',
      fold_text: { x: 1 },
      fold_icon: { value: '"><script>', library: 'fa-solid' },
    });
    expect(value).toEqual({ trigger: 'click', fold_height: 50, transition_duration: 500, fold_text: 'Read Less', fold_icon: '' });
    expect(problems).toHaveLength(5);
    expect(parse({ fold_height: -20 }).value.fold_height).toBe(0);
    expect(parse({ fold_icon: '<b>' }).problems).toHaveLength(1);
    expect(parse({ fold_icon: { value: { url: 'x.svg', id: 3 }, library: 'svg' } }).value.fold_icon).toBe('');
  });
});

describe('button label', () => {
  it('open: the fold icon and text; folded: the server content (null)', () => {
    expect(buttonLabel(true, 'Read Less', 'fa fa-up')).toEqual({ icon: 'fa fa-up', text: 'Read Less' });
    expect(buttonLabel(true, 'Read Less', '')).toEqual({ icon: '', text: 'Read Less' });
    expect(buttonLabel(true, '', 'fa fa-up')).toEqual({ icon: 'fa fa-up', text: '' });
    expect(buttonLabel(false, 'Read Less', 'fa fa-up')).toBeNull();
  });

  it('no fold text and no fold icon keeps the server content, so the button keeps a name', () => {
    expect(buttonLabel(true, '', '')).toBeNull();
  });

  it('iconClass accepts class lists only', () => {
    expect(iconClass('  fas  fa-arrow-up ')).toBe('fas  fa-arrow-up');
    expect(iconClass('')).toBe('');
    expect(iconClass(undefined)).toBe('');
    expect(iconClass('a"b')).toBeNull();
    expect(iconClass(3)).toBeNull();
  });
});

const make = (html: string) => {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
};

const WIDGET = `<div class="ha-unfold-widget-wrapper">
  <div class="ha-unfold-data"><div class="ha-unfold-data-render">
    <div class="ha-unfold-widget-wrapper"><div class="ha-unfold-data"><div class="ha-unfold-data-render">nested</div></div><button class="ha-unfold-btn">inner</button></div>
  </div></div>
  <button class="ha-unfold-btn ha-unfold-icon-before"><i aria-hidden="true" class="fa fa-down"></i><span>Read More</span></button>
</div>`;

describe('reading the markup', () => {
  it("finds its own parts, not those of an unfold nested in the content", () => {
    const container = make(WIDGET);
    const dom = findUnfold(container)!;
    expect(dom.data.parentElement).toBe(container.firstElementChild);
    expect(dom.render.parentElement).toBe(dom.data);
    expect(dom.button?.textContent).toBe('Read More');
  });

  it('no button (hover trigger with the button disabled) is fine; no content is nothing to fold', () => {
    expect(findUnfold(make('<div class="ha-unfold-widget-wrapper"><div class="ha-unfold-data"><div class="ha-unfold-data-render"></div></div></div>'))?.button).toBeNull();
    expect(findUnfold(make('<div class="ha-unfold-widget-wrapper"><button class="ha-unfold-btn">x</button></div>'))).toBeNull();
  });

  it('the label swap shows icon and text of its own and puts the very server nodes back', () => {
    const button = findUnfold(make(WIDGET))!.button!;
    const served = [...button.childNodes];
    const swap = createLabelSwap(button);
    swap.show({ icon: 'fa fa-up', text: 'Read Less' });
    expect(button.innerHTML).toBe('<i class="fa fa-up" aria-hidden="true"></i><span>Read Less</span>');
    swap.show({ icon: '', text: 'Less' });
    expect(button.innerHTML).toBe('<span>Less</span>');
    swap.show(null);
    expect([...button.childNodes]).toEqual(served);
    expect(button.childNodes[0]).toBe(served[0]);
  });
});

describe('fold', () => {
  it('canFold: only content taller than the collapsed height (a pixel of slack)', () => {
    expect(canFold(300, 50)).toBe(true);
    expect(canFold(51, 50)).toBe(false);
    expect(canFold(40, 50)).toBe(false);
  });

  it('sets the collapsed height or auto, and the restorer puts the server style back', () => {
    const box = document.createElement('div');
    box.setAttribute('style', 'color: red;');
    const memory = createRestorer();
    const fold = createFold(box, memory);
    fold.set(true, 80, null);
    expect(box.style.height).toBe('80px');
    expect(box.style.overflow).toBe('hidden');
    fold.set(true, 120, null);
    expect(box.style.height).toBe('120px');
    fold.set(false, 120, null);
    expect(box.style.height).toBe('auto');
    expect(box.style.overflow).toBe('visible');
    memory.restore();
    expect(box.style.height).toBe('');
    expect(box.style.color).toBe('red');
  });

  it('reads the layout only to slide: set at once, it only writes (mounting lays nothing out)', () => {
    const box = document.createElement('div');
    const reads = vi.spyOn(box, 'getBoundingClientRect');
    const fold = createFold(box, createRestorer());
    fold.set(true, 80, null);
    fold.set(false, 80, null);
    expect(reads).not.toHaveBeenCalled();
    fold.set(true, 80, { duration: 300, easing: 'ease' });
    expect(reads).toHaveBeenCalled();
  });
});
