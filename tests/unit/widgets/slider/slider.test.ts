// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { Breakpoints, DeviceMode } from '../../../../src/api-types';
import { carouselOptions } from '../../../../src/ui/carousel-rules/logic';
import slider from '../../../../src/widgets/slider';

const breakpoints: Breakpoints = { mobile: 767, tablet: 1024 };
const parse = (raw: Record<string, unknown>, device: DeviceMode = 'desktop') => slider.schema!.parse(raw, device, breakpoints);

// The settings of the ha-slider on djyatelier-home.html: the widget prints no slides to show.
const DJYATELIER = { animation_speed: 300, autoplay: 'yes', autoplay_speed: 3000, loop: 'yes', navigation: 'arrow' };

describe('ha-slider settings', () => {
  it('shows one slide at a time on every device when no slides to show is printed', () => {
    for (const device of ['desktop', 'tablet', 'mobile'] as const) expect(parse(DJYATELIER, device).value.slides_to_show).toBe(1);
    expect(parse(DJYATELIER).problems).toEqual([]);
  });

  it('builds the djyatelier slider: one looping slide, arrows, autoplay every 3000 ms', () => {
    const options = carouselOptions(parse(DJYATELIER).value, { device: 'desktop', slideCount: 2, reducedMotion: false });
    expect(options).toMatchObject({ perView: 1, loop: true, arrows: true, dots: false, autoplay: 3000, speed: 300 });
  });

  it('fades by default once fade is chosen, since one slide is shown', () => {
    const options = carouselOptions(parse({ slides_transition: 'fade' }).value, { device: 'mobile', slideCount: 3, reducedMotion: false });
    expect(options?.fade).toBe(true);
  });

  it('still reads slides to show per device when given', () => {
    const raw = { slides_to_show: '3', slides_to_show_tablet: '2', slides_to_show_mobile: '1' };
    expect([parse(raw).value, parse(raw, 'tablet').value, parse(raw, 'mobile').value].map((s) => s.slides_to_show)).toEqual([3, 2, 1]);
  });
});
