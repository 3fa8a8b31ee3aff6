import { describe, expect, it } from 'vitest';
import type { Breakpoints } from '../../../../src/api-types';
import {
  ACTIVE_LINE, CLICK_HOLD_MS, SCROLL_MS, TO_TOC_MS, TO_TOC_OFFSET, TO_WINDOW_TOP_MS,
  activeHeading, floatsHere, midpointAbove, scrollTopMove, startsCollapsed, stickyDevice,
} from '../../../../src/widgets/table-of-contents/rules';
import { tocSchema } from '../../../../src/widgets/table-of-contents/settings';

const breakpoints: Breakpoints = { mobile: 767, tablet: 1024, laptop: 1366 };
const view = (scrollY: number, pageHeight = 5000) => ({ height: 800, scrollY, pageHeight });

describe('table of contents constants (spec 9)', () => {
  it('scrolls in 800 ms, holds a click for 2000 ms, scrolls to the top in 250 ms or back to the table in 1000 ms 60 px above', () => {
    expect([SCROLL_MS, CLICK_HOLD_MS, TO_WINDOW_TOP_MS, TO_TOC_MS, TO_TOC_OFFSET]).toEqual([800, 2000, 250, 1000, 60]);
  });
});

describe('device rules', () => {
  it('starts collapsed at or below the chosen breakpoint, always for desktop, never without minimize_box', () => {
    expect(startsCollapsed(true, 'tablet', 1024, breakpoints)).toBe(true);
    expect(startsCollapsed(true, 'tablet', 1025, breakpoints)).toBe(false);
    expect(startsCollapsed(true, 'mobile', 800, breakpoints)).toBe(false);
    expect(startsCollapsed(true, 'mobile', 390, breakpoints)).toBe(true);
    expect(startsCollapsed(true, 'laptop', 1300, breakpoints)).toBe(true);
    expect(startsCollapsed(true, 'desktop', 2560, breakpoints)).toBe(true);
    expect(startsCollapsed(false, 'desktop', 390, breakpoints)).toBe(false);
    // A breakpoint the site has not turned on never collapses it.
    expect(startsCollapsed(true, 'tablet_extra', 900, breakpoints)).toBe(false);
  });

  it('maps device modes onto the sticky control three devices and floats only in place, on a listed device', () => {
    expect(['mobile', 'mobile_extra', 'tablet', 'tablet_extra', 'laptop', 'desktop', 'widescreen'].map((d) => stickyDevice(d as never))).toEqual([
      'mobile', 'mobile', 'tablet', 'tablet', 'desktop', 'desktop', 'desktop',
    ]);
    expect(floatsHere(true, 'in-place', ['desktop', 'tablet'], 'laptop')).toBe(true);
    expect(floatsHere(true, 'in-place', ['desktop', 'tablet'], 'mobile')).toBe(false);
    expect(floatsHere(true, 'custom-position', ['desktop'], 'desktop')).toBe(false);
    expect(floatsHere(false, 'in-place', ['desktop'], 'desktop')).toBe(false);
  });

  it('floats once the midpoint of the box is above the viewport top, and not before', () => {
    expect(midpointAbove(-99, 200)).toBe(false);
    expect(midpointAbove(-100, 200)).toBe(false);
    expect(midpointAbove(-101, 200)).toBe(true);
  });
});

describe('scroll to top', () => {
  it('goes to the window top in 250 ms, or 60 px above the table in 1000 ms', () => {
    expect(scrollTopMove('window_top', 900)).toEqual({ y: 0, duration: 250 });
    expect(scrollTopMove('other', 900)).toEqual({ y: 840, duration: 1000 });
  });
});

describe('the active heading', () => {
  const line = 800 * ACTIVE_LINE;
  it('is the last heading whose top passed the offset plus a fifth of the viewport; none above the first', () => {
    expect(activeHeading([line + 1, 900], view(100), 0)).toBe(-1);
    expect(activeHeading([line, 900], view(100), 0)).toBe(0);
    expect(activeHeading([-500, -20, line - 1, 700], view(1000), 0)).toBe(2);
    // The scroll offset lowers the line.
    expect(activeHeading([-500, line + 30], view(1000), 40)).toBe(1);
    // A heading not in the page does not count.
    expect(activeHeading([-500, null], view(1000), 0)).toBe(0);
  });

  it('at the end of the page, is the lowest heading in view, which could never reach the line', () => {
    expect(activeHeading([-900, 100, 600], view(4200, 5000), 0)).toBe(2);
    expect(activeHeading([-900, -100], view(4200, 5000), 0)).toBe(1);
  });
});

describe('table of contents settings', () => {
  const parse = (raw: Record<string, unknown>) => tocSchema.parse(raw, 'desktop', breakpoints);
  it('has the add-on defaults', () => {
    const { value, problems } = parse({});
    expect(problems).toEqual([]);
    expect(value).toMatchObject({
      headings_by_tags: ['h2', 'h3', 'h4', 'h5', 'h6'], marker_view: 'numbers', minimize_box: true, minimized_on: 'tablet',
      scroll_offset: 0, sticky_toc_type: 'in-place', sticky_toc_disable_on: ['desktop', 'tablet', 'mobile'], min_height: '',
    });
  });

  it('reads sliders and per-device values, and gives defaults for bad ones with a problem each', () => {
    const raw = { scroll_offset: { unit: 'px', size: 20 }, scroll_offset_mobile: { unit: 'px', size: 5 }, min_height: { unit: 'vh', size: 30 } };
    expect(parse(raw).value).toMatchObject({ scroll_offset: 20, min_height: '30vh' });
    expect(tocSchema.parse(raw, 'mobile', breakpoints).value.scroll_offset).toBe(5);
    const bad = parse({ headings_by_tags: ['h9'], marker_view: 'roman', min_height: { unit: 'em', size: 3 }, sticky_toc_disable_on: ['watch'] });
    expect(bad.value).toMatchObject({ headings_by_tags: ['h2', 'h3', 'h4', 'h5', 'h6'], marker_view: 'numbers', min_height: '' });
    expect(bad.problems).toHaveLength(4);
  });
});
