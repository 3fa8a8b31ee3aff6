import { describe, expect, it } from 'vitest';
import {
  AUTOMOVE_SPEED,
  automoveOffset,
  DEFAULT_SPEED,
  layerStyle,
  readBgParallax,
  scrollLayerBox,
  scrollShift,
  stillOnPlatform,
  visibleFraction,
} from '../../../../src/extensions/bg-parallax/rules';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126 Safari/537.36';

describe('reading data-ha-bg-parallax', () => {
  it('takes the add-on’s printed settings', () => {
    const { settings, problem } = readBgParallax({ type: 'scale-opacity', speed: 1.4, android: 0, ios: 1, size: 'contain', repeat: 'repeat-x' });
    expect(problem).toBeUndefined();
    expect(settings).toMatchObject({ type: 'scale-opacity', speed: 1.4, stillOnAndroid: false, stillOnIos: true, size: 'contain', repeat: 'repeat-x' });
  });

  it('gives the add-on’s defaults: speed 0.5, still on phones, cover and no-repeat', () => {
    expect(DEFAULT_SPEED).toBe(0.5);
    expect(readBgParallax({ type: 'scroll' }).settings).toMatchObject({ speed: 0.5, stillOnAndroid: true, stillOnIos: true, size: 'cover', repeat: 'no-repeat' });
  });

  it('keeps the element’s own size and repeat when the page builder’s are unset or unknown', () => {
    expect(readBgParallax({ type: 'scroll', size: '', repeat: 'initial' }).settings).toMatchObject({ size: '', repeat: '' });
  });

  it('clamps the speed to -1..2 and reads numeric text and sliders', () => {
    expect(readBgParallax({ type: 'scroll', speed: 7 }).settings.speed).toBe(2);
    expect(readBgParallax({ type: 'scroll', speed: '-3' }).settings.speed).toBe(-1);
    expect(readBgParallax({ type: 'scroll', speed: { size: 0.2 } }).settings.speed).toBe(0.2);
    expect(readBgParallax({ type: 'scroll', speed: 'fast' }).settings.speed).toBe(0.5);
  });

  it('an unknown or missing type scrolls, and says so once', () => {
    const missing = readBgParallax({});
    expect(missing.settings.type).toBe('scroll');
    expect(missing.problem).toMatch(/type/);
    expect(readBgParallax({ type: 'spin' }).problem).toMatch(/"spin"/);
  });

  it('auto moving: speed in px per step (default 3, 0 creeps), direction left by default', () => {
    expect(AUTOMOVE_SPEED).toBe(3);
    expect(readBgParallax({ type: 'automove' }).settings).toMatchObject({ speed: 3, direction: 'left' });
    expect(readBgParallax({ type: 'automove', speed: 0, direction: 'bottom' }).settings).toMatchObject({ speed: 0.1, direction: 'bottom' });
    expect(readBgParallax({ type: 'automove', speed: 40, direction: 'sideways' }).settings).toMatchObject({ speed: 40, direction: 'left' });
  });
});

describe('platforms', () => {
  const { settings } = readBgParallax({ type: 'scroll', android: 1, ios: 0 });
  it('holds still on the phones it is not enabled for', () => {
    expect(stillOnPlatform(settings, ANDROID)).toBe(true);
    expect(stillOnPlatform(settings, IPHONE)).toBe(false);
    expect(stillOnPlatform(settings, DESKTOP)).toBe(false);
    expect(stillOnPlatform(readBgParallax({ type: 'scroll' }).settings, IPHONE)).toBe(true);
  });
  it('auto moving moves everywhere, as the add-on has no platform switch for it', () => {
    expect(stillOnPlatform(readBgParallax({ type: 'automove' }).settings, ANDROID)).toBe(false);
  });
});

describe('the scrolling layer', () => {
  const H = 800;
  /** The layer's edges in the viewport with the element's top at `top`. */
  const edges = (speed: number, top: number, height: number) => {
    const box = scrollLayerBox(speed, height, H);
    const start = top + box.top + scrollShift(speed, top, height, H);
    return { start, end: start + box.height };
  };

  it('moves at `speed` times the page: 0.5 goes half as far', () => {
    const a = edges(0.5, 600, 560).start;
    const b = edges(0.5, 400, 560).start;
    expect(a - b).toBeCloseTo(100);
    expect(edges(1, 600, 560).start - edges(1, 400, 560).start).toBeCloseTo(200);
    expect(edges(0, 600, 560).start - edges(0, 400, 560).start).toBeCloseTo(0);
    expect(edges(-1, 600, 560).start - edges(-1, 400, 560).start).toBeCloseTo(-200);
  });

  it('is centred on the element when the element is centred in the window', () => {
    expect(scrollShift(0.5, (H - 560) / 2, 560, H)).toBe(0);
    expect(scrollLayerBox(1, 560, H)).toEqual({ top: 0, height: 560 });
    // 0.5: the element's height plus half of what the window has more.
    expect(scrollLayerBox(0.5, 560, H)).toEqual({ top: -60, height: 680 });
  });

  it('always covers the part of the element in the window', () => {
    for (const speed of [-1, -0.4, 0, 0.2, 0.5, 0.9, 1, 1.5, 2])
      for (const height of [200, 560, 800, 1400])
        for (let top = -height; top <= H; top += 37) {
          const { start, end } = edges(speed, top, height);
          const visibleTop = Math.max(top, 0);
          const visibleBottom = Math.min(top + height, H);
          expect(start, `speed ${speed}, height ${height}, top ${top}`).toBeLessThanOrEqual(visibleTop + 0.01);
          expect(end, `speed ${speed}, height ${height}, top ${top}`).toBeGreaterThanOrEqual(visibleBottom - 0.01);
        }
  });
});

describe('scale and opacity', () => {
  it('the visible fraction: of the element, or of the window when it is taller', () => {
    expect(visibleFraction(100, 400, 800)).toBe(1);
    expect(visibleFraction(600, 400, 800)).toBe(0.5);
    expect(visibleFraction(-300, 400, 800)).toBe(0.25);
    expect(visibleFraction(900, 400, 800)).toBe(0);
    expect(visibleFraction(-200, 1600, 800)).toBe(1);
    expect(visibleFraction(400, 1600, 800)).toBe(0.5);
  });

  it('scales up as it leaves the window (down for a negative speed) and fades with the opacity types', () => {
    const at = (type: string, speed: number, top: number) => layerStyle(readBgParallax({ type, speed }).settings, top, 400, 800);
    expect(at('scale', 0.4, 100)).toEqual({ transform: 'scale(1)', opacity: '' });
    expect(at('scale', 0.4, 600)).toEqual({ transform: 'scale(1.2)', opacity: '' });
    expect(at('scale', -0.4, 600)).toEqual({ transform: 'scale(1.2)', opacity: '' });
    expect(at('scale-opacity', 0.4, 600)).toEqual({ transform: 'scale(1.2)', opacity: '0.5' });
    expect(at('opacity', 0.4, 700)).toEqual({ transform: '', opacity: '0.25' });
    expect(at('scroll-opacity', 0.5, 700)).toEqual({ transform: 'translate3d(0px, -250px, 0px)', opacity: '0.25' });
  });
});

describe('auto moving', () => {
  const move = (direction: string, elapsed: number) => automoveOffset(readBgParallax({ type: 'automove', speed: 3, direction }).settings, elapsed);
  it('moves `speed` px every 70 ms, from the side it is named after', () => {
    expect(move('left', 700)).toEqual({ x: 30, y: 0 });
    expect(move('right', 700)).toEqual({ x: -30, y: 0 });
    expect(move('top', 140)).toEqual({ x: 0, y: 6 });
    expect(move('bottom', 140)).toEqual({ x: 0, y: -6 });
  });
});
