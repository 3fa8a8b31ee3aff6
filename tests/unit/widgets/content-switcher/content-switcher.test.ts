import { describe, expect, it } from 'vitest';
import { findSwitcher, readSwitcher } from '../../../../src/widgets/content-switcher/dom';
import { indexForKey, initialIndex, sideFor, switcherMode } from '../../../../src/widgets/content-switcher/logic';
import { switcherSchema } from '../../../../src/widgets/content-switcher/settings';

const breakpoints = { mobile: 767, tablet: 1024 };

describe('initialIndex', () => {
  it('is the first item the server marked active', () => {
    expect(initialIndex([false, true, true])).toBe(1);
    expect(initialIndex([true, false])).toBe(0);
  });

  it('is the first item when none is marked, and -1 without items', () => {
    expect(initialIndex([false, false, false])).toBe(0);
    expect(initialIndex([])).toBe(-1);
  });
});

describe('switcherMode', () => {
  it('follows the design when its markup is there', () => {
    expect(switcherMode('button', { buttons: true, toggle: false })).toEqual({ mode: 'button', mismatch: false });
    for (const design of ['round', 'round-2', 'square', 'square-2'])
      expect(switcherMode(design, { buttons: false, toggle: true })).toEqual({ mode: 'toggle', mismatch: false });
  });

  it('falls back on the markup the server printed, and says so', () => {
    expect(switcherMode('round', { buttons: true, toggle: false })).toEqual({ mode: 'button', mismatch: true });
    expect(switcherMode('button', { buttons: false, toggle: true })).toEqual({ mode: 'toggle', mismatch: true });
    expect(switcherMode('button', { buttons: false, toggle: false })).toBeNull();
  });
});

describe('sideFor and indexForKey', () => {
  it('a checked switch shows the secondary section', () => {
    expect(sideFor(true)).toBe('secondary');
    expect(sideFor(false)).toBe('primary');
  });

  it('Left/Right move and wrap (mirrored right to left); Home/End jump; Up/Down do nothing', () => {
    expect(indexForKey('ArrowRight', 2, 3)).toBe(0);
    expect(indexForKey('ArrowLeft', 0, 3)).toBe(2);
    expect(indexForKey('ArrowRight', 0, 3, true)).toBe(2);
    expect(indexForKey('Home', 2, 3)).toBe(0);
    expect(indexForKey('End', 0, 3)).toBe(2);
    expect(indexForKey('ArrowDown', 0, 3)).toBeNull();
    expect(indexForKey('Enter', 0, 3)).toBeNull();
  });
});

describe('switcherSchema', () => {
  it('round is the default; every design is read', () => {
    expect(switcherSchema.parse({}, 'desktop', breakpoints)).toEqual({ value: { select_design: 'round' }, problems: [] });
    expect(switcherSchema.parse({ select_design: 'square-2' }, 'desktop', breakpoints).value.select_design).toBe('square-2');
    expect(switcherSchema.parse({ select_design: 'button' }, 'desktop', breakpoints).value.select_design).toBe('button');
  });

  it('an unknown design falls back to round with a problem line', () => {
    expect(switcherSchema.parse({ select_design: 'wiggle' }, 'desktop', breakpoints).problems).toEqual([
      'select_design "wiggle" is not valid; using "round"',
    ]);
  });
});

const section = (id: string, extra = '', inner = '') => `<div id="${id}" class="ha-cs-content-section ${extra}">${inner}</div>`;
const toggleSwitcher = (id: string) => `
  <div class="ha-content-switcher-wrapper" data-design-type="round">
    <div class="ha-cs-switch-container"><div class="ha-cs-switch-wrapper">
      <div class="ha-cs-switch primary active"><div class="ha-cs-icon-wrapper"></div><span>One</span></div>
      <label class="ha-cs-switch ha-input-label"><input class="ha-cs-toggle-switch" type="checkbox"><span class="ha-cs-slider"></span></label>
      <div class="ha-cs-switch secondary"><div class="ha-cs-icon-wrapper"></div><span>Two</span></div>
    </div></div>
    <div class="ha-cs-content-container"><div class="ha-cs-content-wrapper">
      ${section(`${id}-a`, 'primary active')}${section(`${id}-b`, 'secondary')}
    </div></div>
  </div>`;

describe('content switcher markup', () => {
  it('pairs buttons with their sections by data-content-id; a missing section is null', () => {
    const container = document.createElement('div');
    container.innerHTML = `
      <div class="ha-content-switcher-wrapper" data-design-type="button">
        <div class="ha-cs-switch-container"><div class="ha-cs-switch-wrapper">
          <button class="ha-cs-button" data-content-id="b1">A</button>
          <button class="ha-cs-button active" data-content-id="b2">B</button>
          <button class="ha-cs-button" data-content-id="gone">C</button>
        </div></div>
        <div class="ha-cs-content-container"><div class="ha-cs-content-wrapper">
          ${section('b1')}${section('b2', 'active', toggleSwitcher('inner'))}
        </div></div>
      </div>`;
    const dom = findSwitcher(container)!;
    expect(dom.buttons.map((item) => item.section?.id ?? null)).toEqual(['b1', 'b2', null]);
    // The toggle of the switcher nested in a section is not ours.
    expect(dom.toggle).toBeNull();
    expect(readSwitcher(container)).toEqual({ select_design: 'button' });
  });

  it('finds the toggle parts of a two-item design', () => {
    const container = document.createElement('div');
    container.innerHTML = toggleSwitcher('t');
    const dom = findSwitcher(container)!;
    expect(dom.buttons).toEqual([]);
    expect(dom.toggle!.input.type).toBe('checkbox');
    expect(dom.toggle!.primary!.textContent).toBe('One');
    expect(dom.toggle!.secondary!.textContent).toBe('Two');
    expect(dom.toggle!.primarySection!.id).toBe('t-a');
    expect(dom.toggle!.secondarySection!.id).toBe('t-b');
  });

  it('reads nothing without the wrapper or its attribute', () => {
    expect(findSwitcher(document.createElement('div'))).toBeNull();
    const container = document.createElement('div');
    container.innerHTML = '<div class="ha-content-switcher-wrapper"></div>';
    expect(readSwitcher(container)).toEqual({});
  });
});
