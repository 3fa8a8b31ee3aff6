import { describe, expect, it } from 'vitest';
import { decodeEntities, parseSettingsAttribute } from '../../../src/settings/attribute';
import { deviceForWidth, responsiveKey } from '../../../src/settings/responsive';
import { bool, json, num, oneOf, responsive, schema, str } from '../../../src/settings/schema';

const BP = { mobile: 767, tablet: 1024 };
const ALL = { mobile: 767, mobile_extra: 880, tablet: 1024, tablet_extra: 1200, laptop: 1366, widescreen: 2400 };

describe('data-settings parsing', () => {
  it('parses plain JSON and JSON that was HTML-escaped twice', () => {
    expect(parseSettingsAttribute('{"a":1}').value).toEqual({ a: 1 });
    expect(parseSettingsAttribute('{&quot;a&quot;:&quot;x &amp; y&quot;}').value).toEqual({ a: 'x & y' });
    expect(decodeEntities('&#39;&#x41;&lt;')).toBe("'A<");
  });

  it('gives defaults and a problem for broken JSON, non-objects and nothing for empty', () => {
    expect(parseSettingsAttribute('{broken')).toEqual({ value: {}, problem: expect.stringContaining('not a JSON object') });
    expect(parseSettingsAttribute('42').problem).toBeTruthy();
    expect(parseSettingsAttribute('[]')).toEqual({ value: {} });
    expect(parseSettingsAttribute(null)).toEqual({ value: {} });
  });
});

describe('responsive fallback walk', () => {
  it('walks from the device up towards desktop over active breakpoints', () => {
    const raw = { n: 1, n_tablet: 2 };
    expect(responsiveKey(raw, 'n', 'mobile', BP)).toBe('n_tablet');
    expect(responsiveKey(raw, 'n', 'tablet', BP)).toBe('n_tablet');
    expect(responsiveKey(raw, 'n', 'desktop', BP)).toBe('n');
    expect(responsiveKey({ n: 1, n_mobile: 0 }, 'n', 'mobile', BP)).toBe('n_mobile');
  });

  it('skips inactive breakpoints and reads widescreen on its own', () => {
    expect(responsiveKey({ n: 1, n_mobile_extra: 5 }, 'n', 'mobile', BP)).toBe('n');
    expect(responsiveKey({ n: 1, n_mobile_extra: 5 }, 'n', 'mobile', ALL)).toBe('n_mobile_extra');
    expect(responsiveKey({ n: 1, n_laptop: 4, n_widescreen: 9 }, 'n', 'widescreen', ALL)).toBe('n_widescreen');
    expect(responsiveKey({ n: 1, n_laptop: 4 }, 'n', 'widescreen', ALL)).toBe('n');
    expect(responsiveKey({}, 'n', 'mobile', BP)).toBeUndefined();
  });

  it('finds the device mode for a width', () => {
    expect(deviceForWidth(375, BP)).toBe('mobile');
    expect(deviceForWidth(767, BP)).toBe('mobile');
    expect(deviceForWidth(768, BP)).toBe('tablet');
    expect(deviceForWidth(1025, BP)).toBe('desktop');
    expect(deviceForWidth(1300, ALL)).toBe('laptop');
    expect(deviceForWidth(2500, ALL)).toBe('widescreen');
  });
});

describe('typed schemas', () => {
  const carousel = schema({
    slides: responsive(num(3, { integer: true, min: 1, invalid: 1 }), { tablet: 2, mobile: 1 }),
    autoplay: bool(false),
    speed: num(500, { min: 0 }),
    navigation: oneOf(['arrow', 'dots', 'both', 'none'] as const, 'arrow'),
    label: str(''),
    data: json<number[]>([], (v): v is number[] => Array.isArray(v)),
  });

  it('applies defaults, per-device defaults included', () => {
    expect(carousel.parse({}, 'desktop', BP)).toEqual({
      value: { slides: 3, autoplay: false, speed: 500, navigation: 'arrow', label: '', data: [] },
      problems: [],
    });
    expect(carousel.parse({}, 'tablet', BP).value.slides).toBe(2);
    expect(carousel.parse({ slides: '4' }, 'tablet', BP).value.slides).toBe(4);
  });

  it('coerces page-builder values', () => {
    const { value, problems } = carousel.parse(
      { slides: '4', slides_mobile: 2, autoplay: 'yes', speed: { size: 300, unit: 'ms' }, data: '[1,2]', label: 7 },
      'mobile',
      BP,
    );
    expect(problems).toEqual([]);
    expect(value).toMatchObject({ slides: 2, autoplay: true, speed: 300, data: [1, 2], label: '7' });
  });

  it('turns a slide count that is not a number into 1 and reports every bad field', () => {
    const { value, problems } = carousel.parse({ slides: 'abc', autoplay: 'maybe', navigation: 'sideways', data: '{x' }, 'desktop', BP);
    expect(value).toMatchObject({ slides: 1, autoplay: false, navigation: 'arrow', data: [] });
    expect(problems).toHaveLength(4);
    expect(problems[0]).toBe('slides "abc" is not valid; using 1');
  });

  it('clamps to limits', () => {
    expect(carousel.parse({ slides: -2, speed: -1 }, 'desktop', BP).value).toMatchObject({ slides: 1, speed: 0 });
  });
});

describe('empty sliders', () => {
  it('count as unset, so the responsive walk goes on to the next wider device', () => {
    const raw = { h: { unit: 'px', size: 96 }, h_tablet: { unit: 'px', size: '' }, h_mobile: { unit: 'px', size: 64 } };
    expect(responsiveKey(raw, 'h', 'tablet', BP)).toBe('h');
    expect(responsiveKey(raw, 'h', 'mobile', BP)).toBe('h_mobile');
  });
});
