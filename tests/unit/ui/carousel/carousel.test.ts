// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { Breakpoints, DeviceMode } from '../../../../src/api-types';
import { findParts, hideServerArrows, mountCarousel } from '../../../../src/ui/carousel/adapter';
import {
  MIN_CAROUSEL_WIDTH,
  canLoop,
  carouselOptions,
  currentPage,
  pageCount,
  slideWidth,
  swiperParams,
  type CarouselContext,
} from '../../../../src/ui/carousel-rules/logic';
import { carouselSchema, carouselSchemaWith } from '../../../../src/ui/carousel-rules/schema';
import { createRestorer as createUndo } from '../../../../src/ui/restorer';
import { layoutsReport, swiperStarted } from '../../helpers/swiper-started';

layoutsReport();

const breakpoints: Breakpoints = { mobile: 767, tablet: 1024 };
const parse = (raw: Record<string, unknown>, device: DeviceMode = 'desktop') => carouselSchema.parse(raw, device, breakpoints);
const settings = (raw: Record<string, unknown> = {}, device: DeviceMode = 'desktop') => parse(raw, device).value;
const context = (overrides: Partial<CarouselContext> = {}): CarouselContext => ({
  device: 'desktop',
  slideCount: 7,
  reducedMotion: false,
  ...overrides,
});

// The settings of the ha-carousel on pacific-home.html.
const PACIFIC = {
  navigation: 'dots',
  slides_to_show: '4',
  slides_to_show_tablet: '3',
  slides_to_show_mobile: '1',
  animation_speed: 300,
  autoplay: 'yes',
  autoplay_speed: 3000,
  loop: 'yes',
};

describe('carousel settings', () => {
  it('reads the page builder values per device', () => {
    expect(settings(PACIFIC)).toMatchObject({ slides_to_show: 4, navigation: 'dots', autoplay: true, loop: true, autoplay_speed: 3000 });
    expect(settings(PACIFIC, 'tablet').slides_to_show).toBe(3);
    expect(settings(PACIFIC, 'mobile').slides_to_show).toBe(1);
    expect(parse(PACIFIC).problems).toEqual([]);
  });

  it('defaults to 3 slides to show, 2 on tablet and 1 on mobile', () => {
    expect(settings({}).slides_to_show).toBe(3);
    expect(settings({}, 'tablet').slides_to_show).toBe(2);
    expect(settings({}, 'mobile').slides_to_show).toBe(1);
    expect(settings({}).slides_to_scroll).toBe(1);
  });

  it('treats dropped switchers as off', () => {
    expect(settings({})).toMatchObject({ autoplay: false, loop: false, center: false, vertical: false, dots: false });
  });

  it('uses 1 when a slide count is not a number, and says so', () => {
    const { value, problems } = parse({ slides_to_show: 'abc', slides_to_scroll_mobile: 'x' }, 'mobile');
    expect(value.slides_to_show).toBe(1);
    expect(value.slides_to_scroll).toBe(1);
    expect(problems.join(' ')).toContain('slides_to_show "abc"');
    expect(problems.join(' ')).toContain('slides_to_scroll_mobile "x"');
  });

  it('keeps slide counts whole and at least 1, and reads slider objects', () => {
    expect(settings({ slides_to_show: '2.7' }).slides_to_show).toBe(2);
    expect(settings({ slides_to_show: 0 }).slides_to_show).toBe(1);
    expect(settings({ slides_to_scroll: { size: 2, unit: 'px' } }).slides_to_scroll).toBe(2);
  });

  it('takes another widget\'s slides-to-show defaults and keeps every other rule', () => {
    const other = carouselSchemaWith({ desktop: 4, tablet: 3, mobile: 2 });
    const of = (raw: Record<string, unknown>, device: DeviceMode) => other.parse(raw, device, breakpoints).value.slides_to_show;
    expect([of({}, 'desktop'), of({}, 'tablet'), of({}, 'mobile')]).toEqual([4, 3, 2]);
    // A printed desktop value is walked down to the devices without their own, as the page builder does.
    expect([of({ slides_to_show: '5' }, 'tablet'), of({ slides_to_show: '5' }, 'mobile')]).toEqual([5, 5]);
    expect(of({ slides_to_show: 'abc' }, 'desktop')).toBe(1);
    expect(other.parse({}, 'desktop', breakpoints).value).toEqual({ ...settings({}), slides_to_show: 4 });
  });

  it('falls back to arrows for an unknown navigation', () => {
    const { value, problems } = parse({ navigation: 'sideways' });
    expect(value.navigation).toBe('arrow');
    expect(problems).toHaveLength(1);
  });
});

describe('carousel options', () => {
  it('needs at least 2 slides', () => {
    expect(carouselOptions(settings(PACIFIC), context({ slideCount: 1 }))).toBeNull();
    expect(carouselOptions(settings(PACIFIC), context({ slideCount: 0 }))).toBeNull();
    expect(carouselOptions(settings(PACIFIC), context({ slideCount: 2 }))).not.toBeNull();
  });

  it('builds the pacific carousel', () => {
    expect(carouselOptions(settings(PACIFIC), context())).toEqual({
      perView: 4,
      perGroup: 1,
      centered: false,
      vertical: false,
      fade: false,
      loop: true,
      rewind: false,
      arrows: false,
      dots: true,
      fraction: false,
      autoplay: 3000,
      speed: 300,
    });
  });

  it('hides dots when slides to show is at least the slide count', () => {
    const both = settings({ navigation: 'both', slides_to_show: 4, autoplay: 'yes', fractionNav: 'yes' });
    expect(carouselOptions(both, context({ slideCount: 5 }))?.dots).toBe(true);
    const all = carouselOptions(both, context({ slideCount: 4 }));
    // Nothing can move: no dots, and no arrows, fraction or autoplay either.
    expect(all).toMatchObject({ dots: false, arrows: false, fraction: false, autoplay: 0 });
    expect(carouselOptions(both, context({ slideCount: 3 }))?.dots).toBe(false);
  });

  it('maps navigation and the dots switcher to arrows and dots', () => {
    const of = (raw: Record<string, unknown>) => {
      const options = carouselOptions(settings(raw), context());
      return [options?.arrows, options?.dots];
    };
    expect(of({ navigation: 'arrow' })).toEqual([true, false]);
    expect(of({ navigation: 'dots' })).toEqual([false, true]);
    expect(of({ navigation: 'both' })).toEqual([true, true]);
    expect(of({ navigation: 'none' })).toEqual([false, false]);
    expect(of({ navigation: 'none', dots: 'yes' })).toEqual([false, true]);
  });

  it('fades only when one slide is shown', () => {
    const fade = (raw: Record<string, unknown>, device: DeviceMode = 'desktop') =>
      carouselOptions(settings({ slides_transition: 'fade', ...raw }, device), context({ device }))?.fade;
    expect(fade({ slides_to_show: 1 })).toBe(true);
    expect(fade({ slides_to_show: 3 })).toBe(false);
    expect(fade({ slides_to_show: 3, slides_to_show_mobile: 1 }, 'mobile')).toBe(true);
    const options = carouselOptions(settings({ slides_transition: 'fade', slides_to_show: 1, slides_to_scroll: 3, center: 'yes' }), context());
    expect(options).toMatchObject({ fade: true, perGroup: 1, centered: false });
  });

  it('turns variable width into one centred slide on mobile and tablet', () => {
    const raw = settings({ variableWidth: 'yes', slides_to_show: 3 });
    expect(carouselOptions(raw, context())).toMatchObject({ perView: 'auto', centered: false });
    for (const device of ['mobile', 'mobile_extra', 'tablet', 'tablet_extra'] as const)
      expect(carouselOptions(raw, context({ device }))).toMatchObject({ perView: 1, centered: true });
    expect(carouselOptions(raw, context({ device: 'laptop' }))?.perView).toBe('auto');
  });

  it('loops only with enough slides, and otherwise wraps around at the ends', () => {
    expect(carouselOptions(settings({ loop: 'yes', slides_to_show: 3, slides_to_scroll: 2 }), context({ slideCount: 8 })))
      .toMatchObject({ loop: true, rewind: false });
    expect(carouselOptions(settings({ loop: 'yes', slides_to_show: 3, slides_to_scroll: 2 }), context({ slideCount: 4 })))
      .toMatchObject({ loop: false, rewind: true });
    expect(carouselOptions(settings({ infinite: 'yes', slides_to_show: 1 }), context({ slideCount: 2 })))
      .toMatchObject({ loop: true });
    expect(carouselOptions(settings({ slides_to_show: 1 }), context({ slideCount: 5 })))
      .toMatchObject({ loop: false, rewind: false });
  });

  it('honours reduced motion: no autoplay, no animation', () => {
    const options = carouselOptions(settings(PACIFIC), context({ reducedMotion: true }));
    expect(options).toMatchObject({ autoplay: 0, speed: 0 });
  });

  it('carries center, vertical and the fraction switcher', () => {
    expect(carouselOptions(settings({ center: 'yes', vertical: 'yes', fractionNav: 'yes' }), context()))
      .toMatchObject({ centered: true, vertical: true, fraction: true });
  });
});

describe('loop feasibility', () => {
  it('needs a view plus a group of slides', () => {
    expect(canLoop(5, 4, 1, false)).toBe(true);
    expect(canLoop(4, 4, 1, false)).toBe(false);
    expect(canLoop(5, 3, 2, false)).toBe(true);
    expect(canLoop(4, 3, 2, false)).toBe(false);
  });

  it('needs half a view more when centred, with an even view rounded up to odd', () => {
    // view 4 -> 5, buffer ceil(5 / 2) = 3
    expect(canLoop(8, 4, 1, true)).toBe(true);
    expect(canLoop(7, 4, 1, true)).toBe(false);
    expect(canLoop(2, 1, 1, true)).toBe(true);
  });
});

describe('Swiper parameters', () => {
  it('shows one slide below the minimum width and the configured view above it', () => {
    const options = carouselOptions(settings({ slides_to_show: 4, slides_to_scroll: 2, loop: 'yes' }), context({ slideCount: 9 }))!;
    const params = swiperParams(options, 3);
    expect(params).toMatchObject({ slidesPerView: 1, slidesPerGroup: 1, breakpointsBase: 'container', loop: true, initialSlide: 3 });
    expect(params.breakpoints).toEqual({ [MIN_CAROUSEL_WIDTH]: { slidesPerView: 4, slidesPerGroup: 2 } });
    expect(MIN_CAROUSEL_WIDTH).toBe(320);
  });

  it('sets autoplay, effect, direction and speed', () => {
    const fade = swiperParams(carouselOptions(settings({ ...PACIFIC, slides_to_show: 1, slides_transition: 'fade' }), context())!, 0);
    expect(fade).toMatchObject({ effect: 'fade', speed: 300, autoplay: { delay: 3000, disableOnInteraction: false } });
    const vertical = swiperParams(carouselOptions(settings({ vertical: 'yes' }), context())!, 0);
    expect(vertical).toMatchObject({ effect: 'slide', direction: 'vertical', autoplay: false });
  });
});

describe('slide width before Swiper starts', () => {
  /** The CSS length for a carousel `width` px wide, worked out as the browser does. */
  const resolve = (css: string, width: number) =>
    new Function(`return ${css.replaceAll('100%', String(width)).replaceAll('px', '').replaceAll('min(', 'Math.min(').replaceAll('max(', 'Math.max(')}`)() as number;

  it('is a view of slides as far apart as Swiper will set them, one slide under the minimum width', () => {
    expect(resolve(slideWidth(3), 900)).toBe(300);
    expect(resolve(slideWidth(3, 20), 940)).toBe(300);
    expect(resolve(slideWidth(1), 900)).toBe(900);
    expect(resolve(slideWidth(2), MIN_CAROUSEL_WIDTH)).toBe(MIN_CAROUSEL_WIDTH / 2);
    expect(resolve(slideWidth(2, 10), 300)).toBe(300);
  });
});

describe('pages (dots)', () => {
  it('counts groups in loop mode and stopping points otherwise', () => {
    expect(pageCount(true, 7, 1, 99)).toBe(7);
    expect(pageCount(true, 8, 2, 99)).toBe(4);
    expect(pageCount(true, 7, 2, 99)).toBe(4);
    expect(pageCount(false, 7, 1, 4)).toBe(4);
  });

  it('finds the current page', () => {
    expect(currentPage(true, 5, 2, 0)).toBe(2);
    expect(currentPage(true, 4, 1, 0)).toBe(4);
    expect(currentPage(false, 5, 2, 1)).toBe(1);
  });
});

describe('undo', () => {
  it('restores attributes, classes and nodes in reverse order', () => {
    document.body.innerHTML = '<div id="a" class="x" title="t"><span id="b" style="color: red" data-k="1"></span></div>';
    const a = document.getElementById('a')!;
    const b = document.getElementById('b')!;
    const before = document.body.innerHTML;
    const undo = createUndo();
    const order: string[] = [];
    undo.attr(a, 'title', 'changed');
    undo.attr(a, 'title', 'again');
    undo.attr(a, 'role', 'region');
    undo.addClass(a, 'x', 'y');
    undo.snapshot(b);
    b.setAttribute('style', 'height: 10px');
    b.removeAttribute('data-k');
    b.setAttribute('aria-label', 'added');
    const added = document.createElement('i');
    a.append(added);
    undo.defer(() => order.push('first'));
    undo.defer(() => (order.push('second'), added.remove()));
    expect(a.getAttribute('title')).toBe('again');
    undo.restore();
    expect(order).toEqual(['second', 'first']);
    expect(document.body.innerHTML).toBe(before);
    expect(a.classList.contains('x')).toBe(true);
  });

  it('runs every step even when one throws, then rethrows', () => {
    const undo = createUndo();
    let ran = false;
    undo.defer(() => (ran = true));
    undo.defer(() => {
      throw new Error('boom');
    });
    expect(() => undo.restore()).toThrow('boom');
    expect(ran).toBe(true);
  });
});

describe('adapter on the server markup', () => {
  const MARKUP = `
    <div class="hajs-slick ha-slick ha-slick--carousel">
      <div class="ha-slick-slide slick-slide" style="padding: 2px"><div class="ha-slick-item"><img class="ha-slick-img" src="a.svg" alt="A"></div></div>
      <!-- between -->
      <div class="ha-slick-slide slick-slide"><div class="ha-slick-item"><img class="ha-slick-img" src="b.svg" alt="B"></div></div>
      <div class="ha-slick-slide slick-slide"><div class="ha-slick-item"><img class="ha-slick-img" src="c.svg" alt="C"></div></div>
    </div>
    <button type="button" class="slick-prev"><svg aria-hidden="true"></svg></button>
    <button type="button" class="slick-next"><svg aria-hidden="true"></svg></button>`;
  const spec = { track: '.hajs-slick', slide: '.ha-slick-slide', label: 'Images' };

  function setup() {
    document.body.innerHTML = `<div class="elementor-widget-container">${MARKUP}</div>`;
    return document.querySelector<HTMLElement>('.elementor-widget-container')!;
  }

  it('finds the track, its slides and the arrows the server printed', () => {
    const container = setup();
    const parts = findParts(container, spec)!;
    expect(parts.track.classList.contains('hajs-slick')).toBe(true);
    expect(parts.slides.map((s) => s.querySelector('img')!.alt)).toEqual(['A', 'B', 'C']);
    expect(parts.prev?.className).toBe('slick-prev');
    expect(parts.next?.className).toBe('slick-next');
    expect(findParts(container, { ...spec, track: '.missing' })).toBeNull();
  });

  it('gives the track, before Swiper starts, every class Swiper gives it as it starts', async () => {
    for (const transition of ['slide', 'fade']) {
      const container = setup();
      const parts = findParts(container, spec)!;
      const options = carouselOptions(settings({ slides_to_show: 1, slides_transition: transition }), context({ slideCount: 3 }))!;
      mountCarousel(container, parts, options, { label: 'Images', memory: { index: 0, playing: false }, report: () => {} });
      const before = new Set(parts.track.classList);
      await swiperStarted(parts.track);
      const added = [...parts.track.classList].filter((name) => !before.has(name));
      expect(added, transition).toEqual([]);
      expect(before.has('swiper-fade')).toBe(transition === 'fade');
    }
  });

  it('wraps the slides without cloning, labels them, and puts everything back on unmount', async () => {
    const container = setup();
    const before = container.outerHTML;
    const parts = findParts(container, spec)!;
    const options = carouselOptions(settings({ navigation: 'both', slides_to_show: 1, autoplay: 'yes' }), context({ slideCount: 3 }))!;
    const memory = { index: 0, playing: true };
    const errors: unknown[] = [];
    const destroy = mountCarousel(container, parts, options, { label: 'Images', memory, report: (e) => errors.push(e) });
    await swiperStarted(parts.track);

    expect(container.getAttribute('role')).toBe('region');
    expect(container.getAttribute('aria-roledescription')).toBe('carousel');
    expect(container.getAttribute('aria-label')).toBe('Images');
    const wrapper = parts.track.querySelector(':scope > .swiper-wrapper')!;
    expect([...wrapper.children]).toEqual(parts.slides);
    expect(container.querySelectorAll('img')).toHaveLength(3);
    expect(parts.slides.map((s) => [s.getAttribute('role'), s.getAttribute('aria-roledescription'), s.getAttribute('aria-label')])).toEqual([
      ['group', 'slide', '1 of 3'],
      ['group', 'slide', '2 of 3'],
      ['group', 'slide', '3 of 3'],
    ]);
    // The server's arrows are used, not duplicated, and get names.
    expect(container.querySelectorAll('.slick-prev, .slick-next')).toHaveLength(2);
    expect(parts.prev?.getAttribute('aria-label')).toBe('Previous slide');
    expect(parts.next?.getAttribute('aria-label')).toBe('Next slide');
    // The rotation control comes first.
    expect(container.firstElementChild?.getAttribute('aria-label')).toBe('Stop automatic slide show');
    expect(container.querySelectorAll('.ha-swiper__dots button')).not.toHaveLength(0);

    destroy();
    expect(container.outerHTML).toBe(before);
    expect(errors).toEqual([]);
  });

  it('puts the controls outside the slides when asked, and takes the class off again', () => {
    const container = setup();
    const parts = findParts(container, spec)!;
    const options = carouselOptions(settings({ navigation: 'both', slides_to_show: 1, autoplay: 'yes' }), context({ slideCount: 3 }))!;
    const memory = { index: 0, playing: true };
    const destroy = mountCarousel(container, parts, options, { label: 'Quotes', controls: 'outside', memory, report() {} });
    expect(container.classList.contains('ha-swiper--outside')).toBe(true);
    destroy();
    expect(container.classList.contains('ha-swiper--outside')).toBe(false);
  });

  it('hides the server\'s arrows when there is no carousel, and shows them again', () => {
    const container = setup();
    const before = container.outerHTML;
    const parts = findParts(container, spec)!;
    const show = hideServerArrows(parts);
    expect([parts.prev, parts.next].map((arrow) => arrow!.classList.contains('ha-swiper__off'))).toEqual([true, true]);
    show();
    expect(container.outerHTML).toBe(before);
  });

  it('adds its own arrows when the server printed none, and removes them again', () => {
    document.body.innerHTML = `<div class="elementor-widget-container">${MARKUP.replace(/<button[\s\S]*$/, '')}</div>`;
    const container = document.querySelector<HTMLElement>('.elementor-widget-container')!;
    const before = container.outerHTML;
    const parts = findParts(container, spec)!;
    const options = carouselOptions(settings({ navigation: 'arrow', slides_to_show: 1 }), context({ slideCount: 3 }))!;
    const destroy = mountCarousel(container, parts, options, { label: 'Images', memory: { index: 0, playing: true }, report() {} });
    const buttons = [...container.querySelectorAll('button')];
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual(['Previous slide', 'Next slide']);
    expect(buttons.every((b) => b.type === 'button')).toBe(true);
    destroy();
    expect(container.outerHTML).toBe(before);
  });

  it('starts Swiper right after the next layout once the markup changed, or never once taken down', async () => {
    const parts = findParts(setup(), spec)!;
    const options = carouselOptions(settings({ slides_to_show: 2 }), context({ slideCount: 3 }))!;
    const mount = () => mountCarousel(parts.track.parentElement!, parts, options, { label: 'Images', memory: { index: 0, playing: true }, report() {} });
    const track = parts.track as HTMLElement & { swiper?: unknown };

    const destroyEarly = mount();
    expect(track.classList.contains('swiper')).toBe(true);
    expect(track.swiper).toBeUndefined();
    destroyEarly();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(track.swiper).toBeUndefined();

    const destroy = mount();
    await swiperStarted(track);
    destroy();
  });
});
