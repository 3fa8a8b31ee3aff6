import { describe, expect, it } from 'vitest';
import { galleryOf, imageRatio, itemOf } from '../../../../src/ui/lightbox/dom';
import {
  captionOf,
  counterText,
  isImageUrl,
  isPlaceholderHref,
  keyStep,
  lightboxDisabledAt,
  preloadIndices,
  sourceOf,
  stepIndex,
  swipeStep,
  zoomTransform,
} from '../../../../src/ui/lightbox/logic';

const breakpoints = { mobile: 767, tablet: 1024 };

describe('which links open the lightbox', () => {
  it('recognises links to image files of every listed type', () => {
    for (const ext of ['png', 'jpg', 'jpeg', 'gif', 'svg', 'webp', 'avif', 'JPG'])
      expect(isImageUrl(`/uploads/photo.${ext}`)).toBe(true);
    expect(isImageUrl('/uploads/photo.webp?ver=2')).toBe(true);
    expect(isImageUrl('https://example.test/a.png#top')).toBe(true);
  });

  it('leaves other links alone', () => {
    for (const url of ['/about/', '/file.pdf', '/photo.jpg.html', '#', '', null, undefined]) expect(isImageUrl(url)).toBe(false);
  });

  it('takes data-mfp-src first, else an image href', () => {
    expect(sourceOf('/large.jpg', '#')).toBe('/large.jpg');
    expect(sourceOf(null, '/photo.png')).toBe('/photo.png');
    expect(sourceOf('  ', '/photo.png')).toBe('/photo.png');
    expect(sourceOf(null, '/page/')).toBeNull();
  });

  it('knows the placeholder hrefs that must not be followed', () => {
    expect(isPlaceholderHref('#')).toBe(true);
    expect(isPlaceholderHref('')).toBe(true);
    expect(isPlaceholderHref(null)).toBe(true);
    expect(isPlaceholderHref('/photo.png')).toBe(false);
    expect(isPlaceholderHref('#section')).toBe(false);
  });

  it('captions from the title, else the alt text', () => {
    expect(captionOf('Harbour', 'Boats')).toBe('Harbour');
    expect(captionOf('', 'Boats')).toBe('Boats');
    expect(captionOf(null, null)).toBe('');
  });
});

describe('lightboxDisabledAt (old md 768 / lg 1025 breakpoints)', () => {
  const both = { disableOnMobile: true, disableOnTablet: true };

  it('switches off on mobile below 768 px', () => {
    const flags = { disableOnMobile: true, disableOnTablet: false };
    expect(lightboxDisabledAt(375, breakpoints, flags)).toBe(true);
    expect(lightboxDisabledAt(767, breakpoints, flags)).toBe(true);
    expect(lightboxDisabledAt(768, breakpoints, flags)).toBe(false);
    expect(lightboxDisabledAt(900, breakpoints, flags)).toBe(false);
  });

  it('switches off on tablet from 768 to 1024 px', () => {
    const flags = { disableOnMobile: false, disableOnTablet: true };
    expect(lightboxDisabledAt(767, breakpoints, flags)).toBe(false);
    expect(lightboxDisabledAt(768, breakpoints, flags)).toBe(true);
    expect(lightboxDisabledAt(1024, breakpoints, flags)).toBe(true);
    expect(lightboxDisabledAt(1025, breakpoints, flags)).toBe(false);
  });

  it('stays on at desktop widths and when no flag is set', () => {
    expect(lightboxDisabledAt(1280, breakpoints, both)).toBe(false);
    expect(lightboxDisabledAt(375, breakpoints, { disableOnMobile: false, disableOnTablet: false })).toBe(false);
  });

  it('follows custom breakpoints', () => {
    expect(lightboxDisabledAt(800, { mobile: 880, tablet: 1200 }, both)).toBe(true);
    expect(lightboxDisabledAt(1150, { mobile: 880, tablet: 1200 }, { disableOnMobile: true, disableOnTablet: false })).toBe(false);
  });
});

describe('moving through the gallery', () => {
  it('wraps at both ends', () => {
    expect(stepIndex(7, 1, 8)).toBe(0);
    expect(stepIndex(0, -1, 8)).toBe(7);
    expect(stepIndex(3, 1, 8)).toBe(4);
    expect(stepIndex(0, 1, 0)).toBe(0);
  });

  it('preloads two after and one before, next first, never twice or the current one', () => {
    expect(preloadIndices(2, 8)).toEqual([3, 4, 1]);
    expect(preloadIndices(7, 8)).toEqual([0, 1, 6]);
    expect(preloadIndices(0, 2)).toEqual([1]);
    expect(preloadIndices(0, 1)).toEqual([]);
  });

  it('reads the arrow keys, mirrored right to left', () => {
    expect(keyStep('ArrowRight')).toBe(1);
    expect(keyStep('ArrowLeft')).toBe(-1);
    expect(keyStep('ArrowRight', true)).toBe(-1);
    expect(keyStep('Enter')).toBe(0);
  });

  it('reads a horizontal drag of 50 px or more as a swipe', () => {
    expect(swipeStep(-80, 10)).toBe(1);
    expect(swipeStep(80, -10)).toBe(-1);
    expect(swipeStep(-49, 0)).toBe(0);
    expect(swipeStep(-60, 90)).toBe(0);
    expect(swipeStep(-80, 0, true)).toBe(-1);
  });

  it('counts from one', () => {
    expect(counterText(0, 8)).toBe('1 / 8');
    expect(counterText(7, 8)).toBe('8 / 8');
  });
});

describe('zoomTransform', () => {
  it('maps the lightbox image onto the thumbnail', () => {
    expect(zoomTransform({ left: 100, top: 50, width: 200, height: 100 }, { left: 300, top: 150, width: 800, height: 400 })).toBe(
      'translate(-200px, -100px) scale(0.25, 0.25)',
    );
  });

  it('gives up on an empty box', () => {
    expect(zoomTransform({ left: 0, top: 0, width: 0, height: 0 }, { left: 0, top: 0, width: 10, height: 10 })).toBeNull();
  });
});

describe('reading triggers', () => {
  it('builds an item from the add-on markup', () => {
    const root = document.createElement('div');
    root.innerHTML = `<a href="#" data-mfp-src="/big.jpg" class="ha-js-lightbox" title="Harbour"><img width="600" height="400" src="/small.jpg" alt="Boats"></a>`;
    expect(itemOf(root.firstElementChild!)).toMatchObject({ src: '/big.jpg', caption: 'Harbour', alt: 'Boats', ratio: 1.5 });
  });

  it('uses the caption as alt text when the image has none, and skips triggers without an image file', () => {
    const root = document.createElement('div');
    root.innerHTML = `<a href="/photo.webp" title="Lane"><img src="/t.webp" alt=""></a><a href="/page/">x</a><div class="x">y</div>`;
    expect(itemOf(root.children[0])).toMatchObject({ src: '/photo.webp', caption: 'Lane', alt: 'Lane', ratio: undefined });
    expect(itemOf(root.children[1])).toBeNull();
    expect(itemOf(root.children[2])).toBeNull();
  });

  it('takes the ratio from the size attributes, else the loaded size', () => {
    const img = document.createElement('img');
    expect(imageRatio(img)).toBeUndefined();
    img.setAttribute('width', '300');
    img.setAttribute('height', '200');
    expect(imageRatio(img)).toBe(1.5);
    expect(imageRatio(null)).toBeUndefined();
  });

  it('gathers only shown triggers with an image, in page order', () => {
    const root = document.createElement('div');
    root.innerHTML = `<a class="t" href="#" data-mfp-src="/1.jpg"></a><a class="t" href="#" data-mfp-src="/2.jpg"></a><a class="t" href="/x/"></a>`;
    const [first, second] = root.querySelectorAll('a');
    // happy-dom does no layout: say which triggers have boxes.
    first.getClientRects = () => [{}] as unknown as DOMRectList;
    second.getClientRects = () => [] as unknown as DOMRectList;
    const gallery = galleryOf(root, '.t');
    expect(gallery.items.map((i) => i.src)).toEqual(['/1.jpg']);
    expect(gallery.triggers).toEqual([first]);
  });
});
