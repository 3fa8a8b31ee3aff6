import { describe, expect, it } from 'vitest';
import type { Breakpoints } from '../../../../src/api-types';
import {
  ACTIVATE_BOTTOM, ACTIVATE_TOP, CHECK_INTERVAL_MS, SECTION_MARGIN, SNAP_TOLERANCE, WHEEL_MARGIN,
  activeSection, decideSwitch, hashFor, sectionFromHash, switchesOn,
} from '../../../../src/widgets/scroll-navigation/rules';
import { scrollNavigationSchema } from '../../../../src/widgets/scroll-navigation/settings';

const breakpoints: Breakpoints = { mobile: 767, tablet: 1024 };
const VH = 800;
/** Sections of the given heights laid one after the other, the page scrolled by `scrolled`. */
const laid = (heights: number[], scrolled: number) => {
  let top = -scrolled;
  return heights.map((h) => {
    const span = { top, bottom: top + h };
    top += h;
    return span;
  });
};

describe('scroll navigation constants (spec 9)', () => {
  it('has speed 500, blockSpeed 500, offset 0 and the tolerances of the spec', () => {
    const { value } = scrollNavigationSchema.parse({}, 'desktop', breakpoints);
    expect([value.speed, value.blockSpeed, value.offset]).toEqual([500, 500, 0]);
    expect([SNAP_TOLERANCE, CHECK_INTERVAL_MS, WHEEL_MARGIN, SECTION_MARGIN, ACTIVATE_TOP, ACTIVATE_BOTTOM]).toEqual([2, 100, 10, 10, 0.7, 0]);
  });

  it('gives defaults for bad settings, one problem each', () => {
    const { value, problems } = scrollNavigationSchema.parse({ speed: 'slow', blockSpeed: -1, sectionSwitch: 'maybe' }, 'desktop', breakpoints);
    expect([value.speed, value.sectionSwitch]).toEqual([500, false]);
    expect(problems).toHaveLength(3);
  });
});

describe('the active section', () => {
  it('is the last section whose top passed 70 percent of the viewport while its bottom is below the top', () => {
    expect(activeSection(laid([800, 800, 800], 0), VH)).toBe(0);
    expect(activeSection(laid([800, 800, 800], 239), VH)).toBe(0);
    expect(activeSection(laid([800, 800, 800], 240), VH)).toBe(1);
    expect(activeSection([{ top: 900, bottom: 1700 }], VH)).toBe(-1);
    expect(activeSection([{ top: -900, bottom: 0 }], VH)).toBe(-1);
    expect(activeSection([null, { top: 0, bottom: 800 }], VH)).toBe(1);
  });
});

describe('device rules', () => {
  it('switches on desktop-class devices when on, on tablets and phones only with sectionSwitchOnMobile', () => {
    expect(switchesOn(true, false, 'desktop')).toBe(true);
    expect(switchesOn(true, false, 'laptop')).toBe(true);
    expect(switchesOn(true, false, 'widescreen')).toBe(true);
    expect(switchesOn(true, false, 'tablet')).toBe(false);
    expect(switchesOn(true, false, 'mobile_extra')).toBe(false);
    expect(switchesOn(true, true, 'mobile')).toBe(true);
    expect(switchesOn(false, true, 'desktop')).toBe(false);
  });
});

describe('section switching', () => {
  it('moves one section down or up from an aligned section', () => {
    expect(decideSwitch(laid([800, 800, 800], 800), 1, 1, VH, 0)).toEqual({ kind: 'switch', to: 2 });
    expect(decideSwitch(laid([800, 800, 800], 800), 1, -1, VH, 0)).toEqual({ kind: 'switch', to: 0 });
  });

  it('scrolls natively past the first and the last section, and skips missing ones', () => {
    expect(decideSwitch(laid([800, 800], 800), 1, 1, VH, 0)).toEqual({ kind: 'native' });
    expect(decideSwitch(laid([800, 800], 0), 0, -1, VH, 0)).toEqual({ kind: 'native' });
    expect(decideSwitch([{ top: 0, bottom: 800 }, null, { top: 1600, bottom: 2400 }], 0, 1, VH, 0)).toEqual({ kind: 'switch', to: 2 });
    expect(decideSwitch([], -1, 1, VH, 0)).toEqual({ kind: 'native' });
  });

  it('lets a tall section scroll natively until within 10 px of its end, then switches', () => {
    const tall = (scrolled: number) => laid([800, 1600, 800], scrolled);
    expect(decideSwitch(tall(800), 1, 1, VH, 0)).toEqual({ kind: 'native' });
    expect(decideSwitch(tall(1590), 1, 1, VH, 0)).toEqual({ kind: 'switch', to: 2 });
    expect(decideSwitch(tall(1200), 1, -1, VH, 0)).toEqual({ kind: 'native' });
    expect(decideSwitch(tall(805), 1, -1, VH, 0)).toEqual({ kind: 'switch', to: 0 });
  });

  it('aligns a section reached part of the way first (within the 2 px tolerance counts as aligned)', () => {
    expect(decideSwitch(laid([800, 800, 800], 600), 1, 1, VH, 0)).toEqual({ kind: 'align', to: 1 });
    expect(decideSwitch(laid([800, 800, 800], 798), 1, 1, VH, 0)).toEqual({ kind: 'switch', to: 2 });
    expect(decideSwitch(laid([800, 800, 800], 1000), 1, -1, VH, 0)).toEqual({ kind: 'align', to: 1 });
  });
});

describe('hash updates', () => {
  it('reads the section the address names', () => {
    expect(sectionFromHash('#night', ['intro', 'night'])).toBe(1);
    expect(sectionFromHash('#caf%C3%A9', ['café'])).toBe(0);
    expect(sectionFromHash('#other', ['intro'])).toBe(-1);
    expect(sectionFromHash('', ['intro'])).toBe(-1);
    expect(sectionFromHash('#%E0%A4%A', ['intro'])).toBe(-1);
  });

  it('writes each visited section id, unless section-id visibility is on or it is there already', () => {
    expect(hashFor('night', false, '')).toBe('#night');
    expect(hashFor('night', false, '#night')).toBeNull();
    expect(hashFor('night', true, '')).toBeNull();
    expect(hashFor(undefined, false, '#night')).toBeNull();
    expect(hashFor('a b', false, '')).toBe('#a%20b');
  });
});
