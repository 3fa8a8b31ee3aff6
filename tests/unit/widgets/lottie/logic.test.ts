import { describe, expect, it } from 'vitest';
import { autoplayDelay, frameAt, playerOptions, redirectTarget, scrollProgress, viewportMargin } from '../../../../src/widgets/lottie/logic';
import { lottieSchema } from '../../../../src/widgets/lottie/settings';

const parse = (raw: Record<string, unknown>) => lottieSchema.parse(raw, 'desktop', { mobile: 767, tablet: 1024 } as never);

describe('lottie settings to player options', () => {
  it('maps the defaults: svg, no loop, speed 1, forwards, started by the widget', () => {
    const { value, problems } = parse({ path: '/a.json' });
    expect(problems).toEqual([]);
    expect(playerOptions(value)).toEqual({ path: '/a.json', renderer: 'svg', loop: false, autoplay: false, speed: 1, direction: 1 });
    expect(value).toMatchObject({ action_start: 'autoplay', on_hover_out: 'none', viewport_start: 0, viewport_end: 100, redirect_timeout: 0 });
  });

  it('counts loop_times as plays in all: lottie-web counts repeats after the first', () => {
    const loop = (raw: Record<string, unknown>) => playerOptions(parse({ path: 'a', ...raw }).value).loop;
    expect(loop({ loop: 'yes' })).toBe(true);
    expect(loop({ loop: 'yes', loop_times: 0 })).toBe(true);
    expect(loop({ loop: 'yes', loop_times: 3 })).toBe(2);
    expect(loop({ loop: 'yes', loop_times: '2' })).toBe(1);
    expect(loop({ loop: 'yes', loop_times: 1 })).toBe(false);
    expect(loop({ loop: '', loop_times: 5 })).toBe(false);
  });

  it("reads renderer, play_speed as the page builder's slider, reversed and the media object path", () => {
    const { value } = parse({ path: { url: ' /b.json ', id: 7 }, renderer: 'canvas', play_speed: { unit: 'px', size: 2.5 }, reversed: 'yes' });
    expect(playerOptions(value)).toEqual({ path: '/b.json', renderer: 'canvas', loop: false, autoplay: false, speed: 2.5, direction: -1 });
  });

  it('gives defaults and a problem for bad values', () => {
    const { value, problems } = parse({ path: 42, renderer: 'webgl', play_speed: 0, action_start: 'on_wiggle', on_hover_out: 'explode', loop_times: -2 });
    expect(value).toMatchObject({ path: '', renderer: 'svg', play_speed: 1, action_start: 'autoplay', on_hover_out: 'none', loop_times: 0 });
    expect(problems).toHaveLength(6);
    expect(parse({ path: [] }).value.path).toBe('');
  });

  it('takes a number (or numeric string) as a delay, names as actions', () => {
    expect(parse({ action_start: 1500 }).value.action_start).toBe(1500);
    expect(parse({ action_start: '250' }).value.action_start).toBe(250);
    expect(parse({ action_start: 'on_scroll' }).value.action_start).toBe('on_scroll');
    expect(autoplayDelay(1500)).toBe(1500);
    expect(autoplayDelay('autoplay')).toBe(0);
    expect(autoplayDelay('on_hover')).toBeNull();
    expect(autoplayDelay(-5)).toBe(0);
  });
});

describe('lottie viewport and scrolling', () => {
  it('plays in the band from start to end percent of the window, counted from the bottom', () => {
    expect(viewportMargin(0, 100)).toBe('-0% 0px -0% 0px');
    expect(viewportMargin(20, 80)).toBe('-20% 0px -20% 0px');
    expect(viewportMargin(10, 60)).toBe('-40% 0px -10% 0px');
    expect(viewportMargin(90, 10)).toBe('-10% 0px -10% 0px');
  });

  it('follows the top through the band', () => {
    expect(scrollProgress(1000, 1000, 0, 100)).toBe(0);
    expect(scrollProgress(500, 1000, 0, 100)).toBe(0.5);
    expect(scrollProgress(0, 1000, 0, 100)).toBe(1);
    expect(scrollProgress(950, 1000, 10, 90)).toBe(0);
    expect(scrollProgress(500, 1000, 10, 90)).toBe(0.5);
    expect(scrollProgress(-300, 1000, 10, 90)).toBe(1);
    expect(scrollProgress(400, 1000, 50, 50)).toBe(1);
    expect(scrollProgress(400, 0, 0, 100)).toBe(0);
  });

  it('turns progress into a frame, backwards when reversed', () => {
    expect(frameAt(0, 30, false)).toBe(0);
    expect(frameAt(1, 30, false)).toBe(29);
    expect(frameAt(0.5, 31, false)).toBe(15);
    expect(frameAt(0, 30, true)).toBe(29);
    expect(frameAt(2, 30, true)).toBe(0);
  });
});

describe('lottie redirect', () => {
  it('accepts relative and http(s) addresses only', () => {
    expect(redirectTarget('/thanks', 'https://site.test/page')).toBe('https://site.test/thanks');
    expect(redirectTarget('#done', 'https://site.test/page')).toBe('https://site.test/page#done');
    expect(redirectTarget('http://other.test/', 'https://site.test/')).toBe('http://other.test/');
    expect(redirectTarget('javascript:alert(1)', 'https://site.test/')).toBeNull();
    expect(redirectTarget('data:text/html,x', 'https://site.test/')).toBeNull();
    expect(redirectTarget('  ', 'https://site.test/')).toBeNull();
  });
});
