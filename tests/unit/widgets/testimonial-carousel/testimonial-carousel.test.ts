// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { Breakpoints, DeviceMode } from '../../../../src/api-types';
import testimonialCarousel from '../../../../src/widgets/testimonial-carousel';

const breakpoints: Breakpoints = { mobile: 767, tablet: 1024 };
const show = (raw: Record<string, unknown>, device: DeviceMode) => testimonialCarousel.schema!.parse(raw, device, breakpoints).value.slides_to_show;

describe('ha-testimonial-carousel settings', () => {
  it('reads the one slide per device pacific-home.html prints', () => {
    const raw = { slides_to_show: '1', slides_to_show_tablet: '1', slides_to_show_mobile: '1' };
    expect([show(raw, 'desktop'), show(raw, 'tablet'), show(raw, 'mobile')]).toEqual([1, 1, 1]);
  });

  it('defaults to the widget\'s own 3 slides, 3 on tablet and 2 on mobile', () => {
    expect([show({}, 'desktop'), show({}, 'tablet'), show({}, 'mobile')]).toEqual([3, 3, 2]);
  });
});
