// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { actionKind, captionText, imageSource, opensLightbox, pageLightboxSettings, slidesOf } from '../../../../src/extensions/lightbox/rules';
import { itemOfLink, slideshowGroup } from '../../../../src/extensions/lightbox/triggers';

const BASE = 'https://example.com/page/';
const link = (href: string, open: string | null, download = false) => ({ isLink: true, href, download, open });

describe('which elements open the lightbox', () => {
  it('a link to an image file: yes always, no never, default and none follow the kit', () => {
    for (const ext of ['png', 'jpg', 'jpeg', 'gif', 'svg', 'webp', 'avif', 'JPG']) expect(opensLightbox(link(`/a.${ext}`, 'yes'), false)).toBe(true);
    expect(opensLightbox(link('/a.jpg', 'no'), true)).toBe(false);
    expect(opensLightbox(link('/a.jpg', 'default'), true)).toBe(true);
    expect(opensLightbox(link('/a.jpg', 'default'), false)).toBe(false);
    expect(opensLightbox(link('/a.jpg?v=2', null), true)).toBe(true);
    expect(opensLightbox(link('/a.jpg', null), false)).toBe(false);
  });

  it('never a link to anything else, nor one that downloads', () => {
    expect(opensLightbox(link('/a.pdf', 'yes'), true)).toBe(false);
    expect(opensLightbox(link('/page/', 'yes'), true)).toBe(false);
    expect(opensLightbox(link('/a.jpg', 'yes', true), true)).toBe(false);
  });

  it('another element only with yes (it carries its settings)', () => {
    const overlay = { isLink: false, href: null, download: false, open: 'yes' };
    expect(opensLightbox(overlay, false)).toBe(true);
    expect(opensLightbox({ ...overlay, open: 'no' }, true)).toBe(false);
  });
});

describe('what it may show', () => {
  it('captions are text: tags dropped, whitespace folded, long ones cut', () => {
    expect(captionText('Sand at <b>dusk</b>,\n <img src=x onerror=alert(1)>wind')).toBe('Sand at dusk , wind');
    expect(captionText(7)).toBe('7');
    expect(captionText({ html: 'x' })).toBe('');
    expect(captionText(null)).toBe('');
    expect(captionText('a'.repeat(500))).toHaveLength(400);
  });

  it('only http(s) or relative image addresses', () => {
    expect(imageSource('/img/a.jpg', BASE)).toBe('https://example.com/img/a.jpg');
    expect(imageSource('b.jpg', BASE)).toBe('https://example.com/page/b.jpg');
    expect(imageSource('javascript:alert(1)', BASE)).toBeNull();
    expect(imageSource('data:image/svg+xml,<svg/>', BASE)).toBeNull();
    expect(imageSource('', BASE)).toBeNull();
    expect(imageSource(42, BASE)).toBeNull();
  });
});

describe('the kit and haWidgetsConfig.lightbox', () => {
  it('reads the kit, and the own config wins', () => {
    expect(pageLightboxSettings({ global_image_lightbox: 'yes', disable_lightbox_on_mobile: 'yes' }, undefined)).toEqual({
      global: true,
      disableOnMobile: true,
      disableOnTablet: false,
    });
    expect(pageLightboxSettings({ global_image_lightbox: 'yes' }, { global: false, disableOnTablet: true })).toEqual({
      global: false,
      disableOnMobile: false,
      disableOnTablet: true,
    });
    expect(pageLightboxSettings(undefined, undefined)).toEqual({ global: false, disableOnMobile: false, disableOnTablet: false });
  });
});

describe('the lightbox URL action', () => {
  it('tells a page slideshow, one image, a list of slides, a video and what it does not show', () => {
    expect(actionKind({ id: 1769, url: '/7.jpg', slideshow: '17a38ac' })).toBe('group');
    expect(actionKind({ type: 'image', url: '/7.jpg' })).toBe('image');
    expect(actionKind({ id: 1769, url: '/7.jpg' })).toBe('image');
    expect(actionKind({ type: 'slideshow', slideshow: { slides: [] } })).toBe('slideshow');
    expect(actionKind({ type: 'video', url: 'https://www.youtube.com/embed/x' })).toBe('video');
    expect(actionKind({ type: 'html', html: '<p>' })).toBe('unsupported');
    expect(actionKind({})).toBe('unsupported');
  });

  it('lists the slides it can show and starts where asked, within range', () => {
    const settings = {
      type: 'slideshow',
      slideshow: { slides: [{ image: '/a.jpg', title: 'A' }, { image: 'javascript:x' }, null, { image: '/b.jpg', description: '<i>B</i>' }], swiper: { initialSlide: 1 } },
    };
    const { slides, start } = slidesOf(settings, BASE);
    expect(slides).toEqual([
      { src: 'https://example.com/a.jpg', caption: 'A', description: '' },
      { src: 'https://example.com/b.jpg', caption: '', description: 'B' },
    ]);
    expect(start).toBe(1);
    expect(slidesOf({ ...settings, slideshow: { ...settings.slideshow, swiper: { initialSlide: 9 } } }, BASE).start).toBe(0);
    expect(slidesOf({ type: 'slideshow' }, BASE).slides).toEqual([]);
  });
});

describe('reading the page', () => {
  afterEach(() => void (document.body.innerHTML = ''));

  it('a link gives its image and captions; a slideshow its links in page order, each image once, no clones', () => {
    document.body.innerHTML = `
      <a id="one" href="/1.jpg" data-elementor-lightbox-slideshow="s" data-elementor-lightbox-title="One" data-elementor-lightbox-description="First"><img width="400" height="200" alt="first"></a>
      <a href="/x.jpg" data-elementor-lightbox-slideshow="other"><img></a>
      <div class="swiper-slide-duplicate"><a href="/2.jpg" data-elementor-lightbox-slideshow="s"><img></a></div>
      <a id="two" href="/2.jpg" data-elementor-lightbox-slideshow="s"><img></a>
      <a href="/1.jpg" data-elementor-lightbox-slideshow="s"><img></a>`;
    // happy-dom lays nothing out: every element counts as shown.
    for (const element of document.querySelectorAll('a')) element.getClientRects = () => [{}] as unknown as DOMRectList;
    const item = itemOfLink(document.getElementById('one')!)!;
    expect(item).toMatchObject({ caption: 'One', description: 'First', alt: 'first', ratio: 2 });
    expect(item.src).toMatch(/\/1\.jpg$/);
    const { items, links } = slideshowGroup('s');
    expect(links.map((element) => element.id)).toEqual(['one', 'two']);
    expect(items.map((entry) => entry.src.replace(/^.*\//, ''))).toEqual(['1.jpg', '2.jpg']);
    expect(slideshowGroup('none').items).toEqual([]);
  });
});
