// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { Breakpoints, DeviceMode } from '../../../../src/api-types';
import { carouselOptions } from '../../../../src/ui/carousel-rules/logic';
import twitterCarousel from '../../../../src/widgets/twitter-carousel';

const breakpoints: Breakpoints = { mobile: 767, tablet: 1024 };
const parse = (raw: Record<string, unknown>, device: DeviceMode = 'desktop') => twitterCarousel.schema!.parse(raw, device, breakpoints);
const show = (raw: Record<string, unknown>, device: DeviceMode) => parse(raw, device).value.slides_to_show;

describe('ha-twitter-carousel settings', () => {
  it('defaults to the base carousel\'s 3 tweets, 2 on tablet and 1 on mobile', () => {
    expect([show({}, 'desktop'), show({}, 'tablet'), show({}, 'mobile')]).toEqual([3, 2, 1]);
  });

  it('reads the fixture\'s arrows-and-dots copy: 2 in view, 1 on mobile, no loop', () => {
    const raw = { animation_speed: 300, navigation: 'both', slides_to_show: '2', slides_to_show_tablet: '2', slides_to_show_mobile: '1' };
    const { value, problems } = parse(raw, 'mobile');
    expect(problems).toEqual([]);
    expect(carouselOptions(value, { device: 'mobile', slideCount: 5, reducedMotion: false })).toMatchObject({
      perView: 1,
      loop: false,
      arrows: true,
      dots: true,
      speed: 300,
    });
  });

  it('gives the defaults for bad values and names each of them', () => {
    const { value, problems } = parse({ slides_to_show: 'many', navigation: 'sideways', autoplay_speed: 'soon', loop: 'perhaps' });
    expect(value).toMatchObject({ slides_to_show: 1, navigation: 'arrow', autoplay_speed: 3000, loop: false });
    const text = problems.join(' ');
    for (const part of ['slides_to_show "many"', 'navigation "sideways"', 'autoplay_speed "soon"']) expect(text).toContain(part);
  });
});
