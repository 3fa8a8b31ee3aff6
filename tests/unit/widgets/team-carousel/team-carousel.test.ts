// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { Breakpoints, DeviceMode } from '../../../../src/api-types';
import { carouselOptions } from '../../../../src/ui/carousel-rules/logic';
import teamCarousel from '../../../../src/widgets/team-carousel';

const breakpoints: Breakpoints = { mobile: 767, tablet: 1024 };
const parse = (raw: Record<string, unknown>, device: DeviceMode = 'desktop') => teamCarousel.schema!.parse(raw, device, breakpoints);
const show = (raw: Record<string, unknown>, device: DeviceMode) => parse(raw, device).value.slides_to_show;

describe('ha-team-carousel settings', () => {
  it('defaults to the widget\'s own 3 members, 3 on tablet and 2 on mobile', () => {
    expect([show({}, 'desktop'), show({}, 'tablet'), show({}, 'mobile')]).toEqual([3, 3, 2]);
  });

  it('reads what the widget prints when placed: autoplay every 2000 ms, speed 800, loop, arrows', () => {
    const raw = { animation_speed: 800, autoplay: 'yes', autoplay_speed: 2000, loop: 'yes', navigation: 'arrow', slides_to_show: '3', slides_to_show_tablet: '3', slides_to_show_mobile: '2' };
    const { value, problems } = parse(raw, 'mobile');
    expect(problems).toEqual([]);
    expect(carouselOptions(value, { device: 'mobile', slideCount: 6, reducedMotion: false })).toMatchObject({
      perView: 2,
      loop: true,
      arrows: true,
      dots: false,
      autoplay: 2000,
      speed: 800,
    });
  });

  it('uses 1 member in view for a slide count that is not a number', () => {
    const { value, problems } = parse({ slides_to_show: 'lots' });
    expect(value.slides_to_show).toBe(1);
    expect(problems.join(' ')).toContain('slides_to_show "lots"');
  });
});
