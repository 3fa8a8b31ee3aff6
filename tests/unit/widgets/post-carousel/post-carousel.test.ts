// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { Breakpoints, DeviceMode } from '../../../../src/api-types';
import { carouselOptions } from '../../../../src/ui/carousel-rules/logic';
import postCarousel from '../../../../src/widgets/post-carousel';

const breakpoints: Breakpoints = { mobile: 767, tablet: 1024 };
const parse = (raw: Record<string, unknown>, device: DeviceMode = 'desktop') => postCarousel.schema!.parse(raw, device, breakpoints);
const show = (raw: Record<string, unknown>, device: DeviceMode) => parse(raw, device).value.slides_to_show;

describe('ha-post-carousel settings', () => {
  it('defaults to the widget\'s own 2 posts, 2 on tablet and 1 on mobile', () => {
    expect([show({}, 'desktop'), show({}, 'tablet'), show({}, 'mobile')]).toEqual([2, 2, 1]);
  });

  it('walks a printed desktop value down to the devices without their own', () => {
    expect([show({ slides_to_show: '3' }, 'tablet'), show({ slides_to_show: '3', slides_to_show_mobile: '1' }, 'mobile')]).toEqual([3, 1]);
  });

  it('hides the dots when every post is in view, and builds no carousel for one post', () => {
    const value = parse({ navigation: 'both', slides_to_show: '3' }).value;
    expect(carouselOptions(value, { device: 'desktop', slideCount: 3, reducedMotion: false })).toMatchObject({ dots: false, arrows: false });
    expect(carouselOptions(value, { device: 'desktop', slideCount: 4, reducedMotion: false })).toMatchObject({ dots: true, arrows: true });
    expect(carouselOptions(value, { device: 'desktop', slideCount: 1, reducedMotion: false })).toBeNull();
  });

  it('falls back to defaults for broken values, with one problem line each', () => {
    const { value, problems } = parse({ slides_to_show: 'two', slides_to_scroll: '-3', navigation: 'all', autoplay: 'maybe' });
    expect(value).toMatchObject({ slides_to_show: 1, slides_to_scroll: 1, navigation: 'arrow', autoplay: false });
    expect(problems).toHaveLength(4);
  });
});
