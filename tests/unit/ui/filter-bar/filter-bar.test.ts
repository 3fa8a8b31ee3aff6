import { describe, expect, it } from 'vitest';
import { buttonFor, filterOf, findFilterBar } from '../../../../src/ui/filter-bar/dom';
import { ALL, compileFilter, normalizeFilter, resolveDefaultFilter } from '../../../../src/ui/filter-rules';
import { snapshotAttributes } from '../../../../src/ui/restorer';

function item(classes: string): HTMLElement {
  const el = document.createElement('a');
  el.className = classes;
  return el;
}

describe('normalizeFilter', () => {
  it('reads an empty or missing filter as everything', () => {
    expect(normalizeFilter(undefined)).toBe(ALL);
    expect(normalizeFilter(null)).toBe(ALL);
    expect(normalizeFilter('  ')).toBe(ALL);
    expect(normalizeFilter(' .__fltr-2 ')).toBe('.__fltr-2');
  });
});

describe('compileFilter', () => {
  it('* matches every item', () => {
    expect(compileFilter('*')!(item('anything'))).toBe(true);
  });

  it('a class filter matches items with that class only', () => {
    const match = compileFilter('.__fltr-2')!;
    expect(match(item('ha-justified-grid__item __fltr-2'))).toBe(true);
    expect(match(item('ha-justified-grid__item __fltr-1 __fltr-2'))).toBe(true);
    expect(match(item('ha-justified-grid__item __fltr-1'))).toBe(false);
    expect(match(item('ha-justified-grid__item __fltr-22'))).toBe(false);
  });

  it('refuses a filter that is not a selector', () => {
    expect(compileFilter('..bad')).toBeNull();
    expect(compileFilter('.a[')).toBeNull();
  });
});

describe('resolveDefaultFilter', () => {
  const offered = ['*', '.__fltr-1', '.__fltr-2'];

  it('uses the printed default when a button offers it', () => {
    expect(resolveDefaultFilter('.__fltr-2', offered)).toEqual({ filter: '.__fltr-2' });
    expect(resolveDefaultFilter('*', offered)).toEqual({ filter: '*' });
  });

  it('shows everything for * or nothing printed, even without an "All" button', () => {
    expect(resolveDefaultFilter('*', ['.__fltr-1'])).toEqual({ filter: '*' });
    expect(resolveDefaultFilter(null, offered)).toEqual({ filter: '*' });
    expect(resolveDefaultFilter('', [])).toEqual({ filter: '*' });
  });

  it('shows everything, with a reason, when no button offers the printed default', () => {
    const result = resolveDefaultFilter('.__fltr-9', offered);
    expect(result.filter).toBe('*');
    expect(result.problem).toMatch(/__fltr-9/);
  });
});

describe('filter bar markup', () => {
  const markup = `
    <div class="ha-filter hajs-filter" data-default-filter=".__fltr-1" role="navigation" aria-label="Gallery filter">
      <button class="ha-filter__item" type="button" data-filter="*">All</button>
      <button class="ha-filter__item" type="button" data-filter=".__fltr-1"><span>Web</span></button>
    </div>`;

  it('finds the bar, its buttons and the printed default', () => {
    const container = document.createElement('div');
    container.innerHTML = markup;
    const bar = findFilterBar(container)!;
    expect(bar.buttons.map(filterOf)).toEqual(['*', '.__fltr-1']);
    expect(bar.printedDefault).toBe('.__fltr-1');
    expect(buttonFor(bar, bar.buttons[1].querySelector('span'))).toBe(bar.buttons[1]);
    expect(buttonFor(bar, bar.root)).toBeUndefined();
  });

  it('ignores the filter bar of a nested widget', () => {
    const wrapper = document.createElement('div');
    wrapper.className = 'elementor-widget';
    wrapper.innerHTML = `<div class="elementor-widget-container"><div class="elementor-widget">${markup}</div></div>`;
    expect(findFilterBar(wrapper.firstElementChild as HTMLElement)).toBeNull();
  });
});

describe('snapshotAttributes', () => {
  it('puts back changed, added and removed attributes', () => {
    const el = document.createElement('button');
    el.setAttribute('class', 'ha-filter__item');
    el.setAttribute('role', 'navigation');
    const restore = snapshotAttributes([el], ['class', 'aria-pressed', 'role', 'style']);
    el.classList.add('ha-filter__item--active');
    el.setAttribute('aria-pressed', 'true');
    el.removeAttribute('role');
    el.style.left = '3px';
    restore();
    expect(el.getAttribute('class')).toBe('ha-filter__item');
    expect(el.hasAttribute('aria-pressed')).toBe(false);
    expect(el.getAttribute('role')).toBe('navigation');
    expect(el.hasAttribute('style')).toBe(false);
  });
});
