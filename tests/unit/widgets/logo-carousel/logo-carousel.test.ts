// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { Breakpoints, DeviceMode } from '../../../../src/api-types';
import logoCarousel from '../../../../src/widgets/logo-carousel';

const breakpoints: Breakpoints = { mobile: 767, tablet: 1024 };
const show = (raw: Record<string, unknown>, device: DeviceMode) => logoCarousel.schema!.parse(raw, device, breakpoints).value.slides_to_show;

describe('ha-logo-carousel settings', () => {
  it('reads the numbers tamim-portfolio.html prints', () => {
    const raw = { slides_to_show: 4, slides_to_show_tablet: 3, slides_to_show_mobile: 2, ekit_we_effect_on: 'none' };
    expect([show(raw, 'desktop'), show(raw, 'tablet'), show(raw, 'mobile')]).toEqual([4, 3, 2]);
  });

  it('defaults to the widget\'s own 4 logos, 3 on tablet and 2 on mobile', () => {
    expect([show({}, 'desktop'), show({}, 'tablet'), show({}, 'mobile')]).toEqual([4, 3, 2]);
  });
});
