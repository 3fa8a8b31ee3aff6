// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { animationFrames, playAnimation } from '../../../../src/extensions/popup/animation';

describe('popup animations', () => {
  it('maps the page builder animation names to keyframes', () => {
    expect(animationFrames('')).toBeNull();
    expect(animationFrames('none')).toBeNull();
    expect(animationFrames('fadeIn')).toEqual([{ opacity: 0 }, { opacity: 1 }]);
    expect(animationFrames('fadeInUp')?.[0]).toEqual({ opacity: 0, transform: 'translate3d(0, 100%, 0)' });
    expect(animationFrames('fadeInLeft')?.[0]).toMatchObject({ transform: 'translate3d(-100%, 0, 0)' });
    expect(animationFrames('zoomIn')?.[0]).toMatchObject({ opacity: 0, transform: 'scale3d(0.3, 0.3, 0.3)' });
    expect(animationFrames('slideInRight')?.[0]).toMatchObject({ transform: 'translate3d(100%, 0, 0)' });
    // Unknown names fade rather than doing nothing.
    expect(animationFrames('wobble')).toEqual([{ opacity: 0 }, { opacity: 1 }]);
  });

  it('plays for the duration in seconds, backwards for an exit, and not at all under reduced motion', async () => {
    const el = document.createElement('div');
    const animate = vi.fn(() => ({ finished: Promise.resolve() }));
    (el as unknown as { animate: typeof animate }).animate = animate;
    await playAnimation(el, 'fadeIn', 1.2);
    await playAnimation(el, 'fadeIn', 0.5, true);
    expect(animate.mock.calls.map((call) => (call as unknown[])[1])).toMatchObject([
      { duration: 1200, direction: 'normal' },
      { duration: 500, direction: 'reverse' },
    ]);
    await playAnimation(el, 'none', 1);
    await playAnimation(el, 'fadeIn', 0);
    expect(animate).toHaveBeenCalledTimes(2);
    vi.spyOn(window, 'matchMedia').mockReturnValue({ matches: true } as MediaQueryList);
    await playAnimation(el, 'fadeIn', 1);
    expect(animate).toHaveBeenCalledTimes(2);
  });
});
