import { describe, expect, it, vi } from 'vitest';
import { anchorTarget, lenisOptions, readSmoothScroll, SMOOTH_SCROLL_DEFAULTS } from '../../../../src/extensions/smooth-scroll/rules';

describe('smooth scrolling settings', () => {
  it('are every default with true, off with anything but an object', () => {
    const warn = vi.fn();
    expect(readSmoothScroll(true, warn)).toEqual({ smoothWheel: true, lerp: 0.1, duration: 1.2, gsap: false, anchor: false, anchorOffset: 0 });
    expect(readSmoothScroll(false, warn)).toBeNull();
    expect(readSmoothScroll('on', warn)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it("take the page builder's keys from an object", () => {
    const warn = vi.fn();
    expect(readSmoothScroll({ smoothWheel: false, lerp: 0.05, duration: 2, gsap: true, anchor: true, anchor_offset: 80 }, warn)).toEqual({
      smoothWheel: false,
      lerp: 0.05,
      duration: 2,
      gsap: true,
      anchor: true,
      anchorOffset: 80,
    });
    expect(readSmoothScroll({ anchor: true }, warn)).toEqual({ ...SMOOTH_SCROLL_DEFAULTS, anchor: true });
    expect(warn).not.toHaveBeenCalled();
  });

  it('give bad values their default, with one warning naming them all', () => {
    const warn = vi.fn();
    const settings = readSmoothScroll({ lerp: 3, duration: 'slow', anchor_offset: Number.NaN, gsap: 'yes', anchor: true }, warn);
    expect(settings).toEqual({ ...SMOOTH_SCROLL_DEFAULTS, anchor: true });
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0][0]).toMatch(/lerp.*duration.*gsap.*anchor_offset/);
  });

  it('hand Lenis the lerp, or the duration when the lerp is 0, and its own loop unless GSAP drives it', () => {
    expect(lenisOptions(SMOOTH_SCROLL_DEFAULTS)).toEqual({ smoothWheel: true, lerp: 0.1, autoRaf: true });
    expect(lenisOptions({ ...SMOOTH_SCROLL_DEFAULTS, lerp: 0, duration: 2, gsap: true })).toEqual({ smoothWheel: true, duration: 2, autoRaf: false });
  });
});

describe('in-page anchor links', () => {
  const page = new URL('https://site.test/about/?lang=en#top') as unknown as Location;
  const link = (href: string, attributes: Record<string, string> = {}) => {
    const a = document.createElement('a');
    a.setAttribute('href', href);
    for (const [name, value] of Object.entries(attributes)) a.setAttribute(name, value);
    return a;
  };
  document.body.innerHTML = '<section id="team"></section><section id="café"></section><a name="legacy"></a>';

  it('point at the element of their hash on this very page', () => {
    expect(anchorTarget(link('#team'), page, document)?.id).toBe('team');
    expect(anchorTarget(link('/about/?lang=en#team'), page, document)?.id).toBe('team');
    expect(anchorTarget(link('#caf%C3%A9'), page, document)?.id).toBe('café');
    expect(anchorTarget(link('#legacy'), page, document)?.getAttribute('name')).toBe('legacy');
  });

  it('leave alone other pages, bare hashes, missing targets, new tabs and downloads', () => {
    expect(anchorTarget(link('/contact/#team'), page, document)).toBeNull();
    expect(anchorTarget(link('/about/?lang=fr#team'), page, document)).toBeNull();
    expect(anchorTarget(link('https://elsewhere.test/about/?lang=en#team'), page, document)).toBeNull();
    expect(anchorTarget(link('#'), page, document)).toBeNull();
    expect(anchorTarget(link('#nobody'), page, document)).toBeNull();
    expect(anchorTarget(link('#%E0%A4%A'), page, document)).toBeNull();
    expect(anchorTarget(link('#team', { target: '_blank' }), page, document)).toBeNull();
    expect(anchorTarget(link('#team', { download: '' }), page, document)).toBeNull();
    expect(anchorTarget(link('/about/'), page, document)).toBeNull();
  });
});
