import { describe, expect, it } from 'vitest';
import { fadeAmount, pointerTransform, readMotion, scrollStyle } from '../../../../src/extensions/motion/rules';

describe('motion effect settings', () => {
  it("reads the scrolling effects with the page builder's defaults", () => {
    const settings = readMotion(
      { motion_fx_motion_fx_scrolling: 'yes', motion_fx_translateY_effect: 'yes', motion_fx_opacity_effect: 'yes', motion_fx_scale_effect: 'yes', motion_fx_rotateZ_effect: 'yes', motion_fx_rotateZ_direction: 'negative' },
      'motion_fx_',
    );
    expect(settings).toEqual({
      devices: ['desktop', 'tablet', 'mobile'],
      translateY: { sign: 1, speed: 4, start: 0, end: 100 },
      rotateZ: { sign: -1, speed: 1, start: 0, end: 100 },
      scale: { fade: 'out-in', level: 4, start: 20, end: 80 },
      opacity: { fade: 'out-in', level: 10, start: 20, end: 80 },
    });
  });

  it('reads the background prefix and its ranges; an effect whose switch is off is no effect', () => {
    const raw = {
      background_motion_fx_motion_fx_scrolling: 'yes',
      background_motion_fx_blur_effect: 'yes',
      background_motion_fx_blur_direction: 'in-out',
      background_motion_fx_blur_level: { unit: 'px', size: 5 },
      background_motion_fx_blur_range: { unit: '%', size: '', sizes: { start: 52, end: 82 } },
      background_motion_fx_devices: ['desktop'],
      motion_fx_translateY_effect: 'yes',
    };
    expect(readMotion(raw, 'background_motion_fx_')).toEqual({ devices: ['desktop'], blur: { fade: 'in-out', level: 5, start: 52, end: 82 } });
    // No scrolling switch for the element itself: nothing.
    expect(readMotion(raw, 'motion_fx_')).toBeNull();
  });

  it('clamps bad values and reads the mouse effects', () => {
    const settings = readMotion(
      { motion_fx_motion_fx_mouse: 'yes', motion_fx_mouseTrack_effect: 'yes', motion_fx_mouseTrack_speed: { size: 99 }, motion_fx_tilt_effect: 'yes', motion_fx_tilt_speed: 'x', motion_fx_tilt_direction: 'negative' },
      'motion_fx_',
    );
    expect(settings).toMatchObject({ mouseTrack: { sign: 1, speed: 10 }, tilt: { sign: -1, speed: 4 } });
  });
});

describe('motion effect styles', () => {
  it('fades: out-in fades in, in-out out, and the two-way ones by the middle', () => {
    expect([0, 0.5, 1].map((p) => fadeAmount('out-in', p))).toEqual([1, 0.5, 0]);
    expect([0, 0.5, 1].map((p) => fadeAmount('in-out', p))).toEqual([0, 0.5, 1]);
    expect([0, 0.5, 1].map((p) => fadeAmount('in-out-in', p))).toEqual([0, 1, 0]);
    expect([0, 0.5, 1].map((p) => fadeAmount('out-in-out', p))).toEqual([1, 0, 1]);
  });

  it('moves up through its range (down when negative), fades in, and blurs out', () => {
    const settings = readMotion(
      { motion_fx_motion_fx_scrolling: 'yes', motion_fx_translateY_effect: 'yes', motion_fx_opacity_effect: 'yes', motion_fx_blur_effect: 'yes', motion_fx_blur_direction: 'in-out' },
      'motion_fx_',
    )!;
    expect(scrollStyle(settings, 0)).toEqual({ transform: 'translateY(80px)', opacity: '0', filter: 'blur(0px)' });
    expect(scrollStyle(settings, 0.5)).toEqual({ transform: 'translateY(0px)', opacity: '0.5', filter: 'blur(3.5px)' });
    expect(scrollStyle(settings, 1)).toEqual({ transform: 'translateY(-80px)', opacity: '1', filter: 'blur(7px)' });
    expect(scrollStyle({ ...settings, translateY: { ...settings.translateY!, sign: -1 } }, 1).transform).toBe('translateY(80px)');
  });

  it('the pointer: mouse track moves away from it, tilt turns towards it', () => {
    const settings = { devices: [], mouseTrack: { sign: 1 as const, speed: 1 }, tilt: { sign: 1 as const, speed: 2 } };
    expect(pointerTransform(settings, -0.5, 0)).toBe('translate(10px, 0px) perspective(1000px) rotateX(0deg) rotateY(-5deg)');
    expect(pointerTransform({ devices: [], mouseTrack: { sign: -1, speed: 1 } }, 0.5, 0.25)).toBe('translate(10px, 5px)');
    expect(pointerTransform({ devices: [] }, 0.5, 0.5)).toBe('');
  });
});
