import { describe, expect, it } from 'vitest';
import { findComparison } from '../../../../src/widgets/comparison-table/dom';
import {
  clipsOverflow,
  FAR,
  isStuck,
  parsePx,
  passedLine,
  rootMarginFor,
  stickyShift,
} from '../../../../src/widgets/comparison-table/logic';
import { comparisonSchema, readComparison } from '../../../../src/widgets/comparison-table/settings';

const breakpoints = { mobile: 767, tablet: 1024 };
const parse = (raw: Record<string, unknown>) => comparisonSchema.parse(raw, 'desktop', breakpoints);

function table(sticky: string | null): HTMLElement {
  const container = document.createElement('div');
  const attr = sticky === null ? '' : ` data-sticky-header="${sticky}"`;
  container.innerHTML = `<div class="ha-comparison-table-wrapper"><div class="ha-comparison-table__head"${attr}><div class="ha-comparison-table__head-item">Features</div></div><div class="ha-comparison-table__row"></div><div class="ha-comparison-table__btns"></div></div>`;
  return container;
}

describe('sticky decision', () => {
  it('sticks only while the head has scrolled above the line and the end of the table has not', () => {
    expect(isStuck(false, false)).toBe(false); // above the table
    expect(isStuck(true, false)).toBe(true); // inside it
    expect(isStuck(true, true)).toBe(false); // past it
  });

  it('a marker has passed the line when it left the observed area upwards', () => {
    expect(passedLine(false, -10, 0)).toBe(true);
    expect(passedLine(false, 31, 32)).toBe(true);
    expect(passedLine(true, 40, 32)).toBe(false);
    expect(passedLine(true, 32, 32)).toBe(false);
    // Out of the area but below it (further than it reaches): not passed.
    expect(passedLine(false, FAR + 5000, 0)).toBe(false);
  });

  it('the observed area starts at the line and reaches far past the other edges', () => {
    expect(rootMarginFor(0)).toBe(`0px ${FAR}px ${FAR}px ${FAR}px`);
    expect(rootMarginFor(32)).toBe(`-32px ${FAR}px ${FAR}px ${FAR}px`);
    expect(rootMarginFor(92.6)).toBe(`-93px ${FAR}px ${FAR}px ${FAR}px`);
    expect(rootMarginFor(-5)).toBe(`0px ${FAR}px ${FAR}px ${FAR}px`);
  });
});

describe('stickyShift (when position: sticky cannot work)', () => {
  // The head is 60 px tall; the table spans 1000 px.
  it('does not move the head while its place is below the line', () => {
    expect(stickyShift(100, 1100, 60, 0)).toBe(0);
    expect(stickyShift(0, 1000, 60, 0)).toBe(0);
  });

  it('moves the head down by as much as its place has gone above the line', () => {
    expect(stickyShift(-300, 700, 60, 0)).toBe(300);
    expect(stickyShift(-300, 700, 60, 32)).toBe(332);
  });

  it('never moves the head past the end of the table', () => {
    expect(stickyShift(-950, 50, 60, 0)).toBe(940);
    expect(stickyShift(-5000, -4000, 60, 0)).toBe(940);
    expect(stickyShift(-50, -20, 60, 0)).toBe(0);
  });
});

describe('page CSS readings', () => {
  it('boxes that clip overflow become scroll containers, visible and clip do not', () => {
    expect(clipsOverflow('visible', 'visible')).toBe(false);
    expect(clipsOverflow('clip', 'clip')).toBe(false);
    expect(clipsOverflow('hidden', 'hidden')).toBe(true);
    expect(clipsOverflow('hidden', 'auto')).toBe(true);
    expect(clipsOverflow('visible', 'scroll')).toBe(true);
  });

  it('reads a px length, anything else counts as 0', () => {
    expect(parsePx('32px')).toBe(32);
    expect(parsePx(' 46px')).toBe(46);
    expect(parsePx('0')).toBe(0);
    expect(parsePx('auto')).toBe(0);
    expect(parsePx('')).toBe(0);
    expect(parsePx('2rem')).toBe(0);
  });
});

describe('settings', () => {
  it('reads the switcher from the head attribute', () => {
    expect(readComparison(document.createElement('div'), table('yes'))).toEqual({ sticky_table_header: 'yes' });
    expect(readComparison(document.createElement('div'), table(null))).toEqual({});
    expect(parse(readComparison(document.createElement('div'), table('yes')))).toEqual({ value: { sticky_table_header: true }, problems: [] });
    expect(parse(readComparison(document.createElement('div'), table('no')))).toEqual({ value: { sticky_table_header: false }, problems: [] });
  });

  it('is off by default, and a bad value falls back to off with a problem line', () => {
    expect(parse({})).toEqual({ value: { sticky_table_header: false }, problems: [] });
    expect(parse({ sticky_table_header: 'sometimes' })).toEqual({
      value: { sticky_table_header: false },
      problems: ['sticky_table_header "sometimes" is not valid; using false'],
    });
  });
});

describe('findComparison', () => {
  it('finds the head and its wrapper', () => {
    const container = table('yes');
    const dom = findComparison(container)!;
    expect(dom.head.className).toBe('ha-comparison-table__head');
    expect(dom.wrapper.className).toBe('ha-comparison-table-wrapper');
  });

  it('gives null without a head', () => {
    const container = document.createElement('div');
    container.innerHTML = '<div class="ha-comparison-table-wrapper"></div>';
    expect(findComparison(container)).toBeNull();
  });
});
