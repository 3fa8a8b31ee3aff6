// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import type { Breakpoints, DeviceMode } from '../../../../src/api-types';
import { findParts, hideServerControls, mountSlider } from '../../../../src/widgets/advanced-slider/adapter';
import { gapSide } from '../../../../src/widgets/advanced-slider/dom';
import {
  shuffledOrder,
  sliderOptions,
  swiperParams,
  type SliderContext,
} from '../../../../src/widgets/advanced-slider/logic';
import { bulletButton, fractionNodes } from '../../../../src/widgets/advanced-slider/pagination';
import { SPEC_FIELDS, sliderSchema } from '../../../../src/widgets/advanced-slider/settings';
import { layoutsReport, swiperStarted } from '../../helpers/swiper-started';

layoutsReport();

const breakpoints: Breakpoints = { mobile: 767, tablet: 1024 };
const parse = (raw: Record<string, unknown>, device: DeviceMode = 'desktop') => sliderSchema.parse(raw, device, breakpoints);
const settings = (raw: Record<string, unknown> = {}, device: DeviceMode = 'desktop') => parse(raw, device).value;
const context = (overrides: Partial<SliderContext> = {}): SliderContext => ({
  slideCount: 5,
  reducedMotion: false,
  editMode: false,
  ...overrides,
});
const options = (raw: Record<string, unknown> = {}, overrides: Partial<SliderContext> = {}, device: DeviceMode = 'desktop') =>
  sliderOptions(settings(raw, device), context(overrides))!;

// The page builder's print of a multiple slider (controls as the original widget names them).
const MULTIPLE = {
  slider_type: 'multiple',
  slides_per_view: '3',
  slides_per_view_tablet: '2',
  slides_per_view_mobile: '1',
  space_between_slides: 20,
  space_between_slides_mobile: 10,
  effect_multiple: 'false',
  effect_speed: 400,
  arrow_navigation: 'yes',
  pagination_type: 'numbers',
  number_pagination_type: 'bullets',
  scroll_bar: 'yes',
  scroll_bar_visibility: 'true',
  infinity_loop: 'true',
  autoplay: 'yes',
  autoplay_speed: 3000,
};

describe('settings', () => {
  it('reads the page builder controls per device', () => {
    expect(settings(MULTIPLE)).toMatchObject({ slider_type: 'multiple', slides_per_view: 3, space_between_slides: 20, autoplay: true, infinity_loop: true });
    expect(settings(MULTIPLE, 'tablet')).toMatchObject({ slides_per_view: 2, space_between_slides: 20 });
    expect(settings(MULTIPLE, 'mobile')).toMatchObject({ slides_per_view: 1, space_between_slides: 10 });
    expect(parse(MULTIPLE).problems).toEqual([]);
  });

  it('leaves the fields both vocabularies name undefined when absent', () => {
    const value = settings({});
    for (const name of ['autoplay', 'infinity_loop', 'arrow_navigation', 'pagination_type', 'sliderAutoplay', 'sliderHeight', 'thumbnails'] as const)
      expect(value[name]).toBeUndefined();
    expect(value).toMatchObject({ slider_type: 'single', effect: 'false', slides_per_view: 2, fraction_separator: '/' });
  });

  it('reads the spec fields, sizes in the page builder slider form', () => {
    const value = settings({ sliderAutoplay: false, sliderHeight: { size: 420, unit: 'px' }, sliderWidth: { size: 80, unit: '%' }, slideDistance: { size: 16, unit: 'px' } });
    expect(value).toMatchObject({ sliderAutoplay: false, sliderHeight: '420px', sliderWidth: '80%', slideDistance: 16 });
    expect(settings({ sliderHeight: 300 }).sliderHeight).toBe('300px');
  });

  it('gives the fallback and a problem line for each bad value', () => {
    const { value, problems } = parse({
      slider_type: 'several',
      effect: 'explode',
      effect_speed: 'fast',
      slides_per_view: 'abc',
      sliderHeight: { size: 5, unit: 'furlong' },
    });
    expect(value).toMatchObject({ slider_type: 'single', effect: 'false', effect_speed: 500, slides_per_view: 1, sliderHeight: '600px' });
    expect(problems).toHaveLength(5);
    expect(problems[0]).toBe('slider_type "several" is not valid; using "single"');
  });
});

describe('options from the page builder form', () => {
  it('maps a multiple slider', () => {
    expect(options(MULTIPLE, { slideCount: 6 })).toMatchObject({
      perView: 3,
      space: 20,
      effect: 'slide',
      loop: true,
      speed: 400,
      autoplay: 3000,
      arrows: true,
      pagination: 'numbers',
      scrollbar: true,
      scrollbarHide: true,
      thumbs: false,
      fullscreen: false,
      height: null,
      width: null,
      thumbSize: null,
    });
    expect(options(MULTIPLE, { slideCount: 6 }, 'mobile')).toMatchObject({ perView: 1, space: 10 });
  });

  it('treats absent switchers as off, as the page builder drops them', () => {
    expect(options({ slider_type: 'single' })).toMatchObject({
      perView: 1,
      autoplay: 0,
      loop: false,
      rewind: false,
      arrows: false,
      pagination: 'none',
      thumbs: false,
      fullscreen: false,
      speed: 500,
      space: 0,
    });
  });

  it('shows one slide at a time for single sliders and for fade, cube and flip', () => {
    expect(options({ ...MULTIPLE, slider_type: 'single' }).perView).toBe(1);
    expect(options({ effect: 'cube' })).toMatchObject({ effect: 'cube', perView: 1 });
    expect(options({ effect: 'flip' }).effect).toBe('flip');
    expect(options({ ...MULTIPLE, effect_multiple: 'coverflow' })).toMatchObject({ effect: 'coverflow', perView: 3 });
    // The effect control of the other slider type does not apply.
    expect(options({ slider_type: 'single', effect: 'fade', effect_multiple: 'coverflow' }).effect).toBe('fade');
  });

  it('reads fraction pagination in both spellings, with prefix, separator and suffix', () => {
    const fraction = { pagination_type: 'numbers', number_pagination_type: 'fraction', fraction_prefix: 'Photo ', fraction_separator: ' of ', fraction_suffix: '.' };
    expect(options(fraction)).toMatchObject({ pagination: 'fraction', fraction: { prefix: 'Photo ', separator: ' of ', suffix: '.' } });
    expect(options({ pagination_type: 'fraction' })).toMatchObject({ pagination: 'fraction', fraction: { prefix: '', separator: '/', suffix: '' } });
    expect(options({ pagination_type: 'progressbar' }).pagination).toBe('progressbar');
  });

  it('loops only with enough slides, and wraps around instead', () => {
    expect(options({ ...MULTIPLE }, { slideCount: 3 })).toMatchObject({ perView: 3, loop: false, rewind: false, arrows: false, pagination: 'none', autoplay: 0 });
    expect(options({ ...MULTIPLE, slides_per_view: 4, thumbs_navigation: 'yes' }, { slideCount: 4 })).toMatchObject({ arrows: false, thumbs: false });
    expect(options({ ...MULTIPLE, slides_per_view: 3 }, { slideCount: 4 })).toMatchObject({ loop: true, rewind: false });
    expect(options({ ...MULTIPLE, slides_per_view: 5 }, { slideCount: 6 })).toMatchObject({ loop: true });
  });
});

describe('options from the spec form', () => {
  it('takes the spec defaults (section 9) for everything not given', () => {
    expect(options({ sliderShuffle: true })).toMatchObject({
      autoplay: 2000,
      speed: 500,
      height: '600px',
      width: '100%',
      space: 10,
      thumbs: true,
      thumbSize: { width: 120, height: 80 },
      loop: true,
      fullscreen: true,
      arrows: true,
      pagination: 'none',
      shuffle: true,
    });
  });

  it('maps every spec field', () => {
    const spec = {
      sliderAutoplay: false,
      sliderAutoplayDelay: 4000,
      sliderLoop: false,
      sliderNavigation: false,
      sliderPagination: true,
      sliderShuffle: false,
      sliderFullScreen: false,
      slideDuration: 800,
      slideDistance: { size: 0, unit: 'px' },
      sliderHeight: { size: 50, unit: 'vh' },
      sliderWidth: { size: 900, unit: 'px' },
      thumbnails: false,
      thumbnailWidth: 90,
      thumbnailHeight: 60,
    };
    expect(options(spec)).toMatchObject({
      autoplay: 0,
      loop: false,
      rewind: false,
      arrows: false,
      pagination: 'dots',
      shuffle: false,
      fullscreen: false,
      speed: 800,
      space: 0,
      height: '50vh',
      width: '900px',
      thumbs: false,
      thumbSize: { width: 90, height: 60 },
    });
    expect(options({ ...spec, sliderAutoplay: true }).autoplay).toBe(4000);
  });

  it('lets a spec field win over its page builder twin', () => {
    const both = {
      autoplay: 'yes',
      autoplay_speed: 3000,
      sliderAutoplayDelay: 2500,
      effect_speed: 300,
      slideDuration: 700,
      pagination_type: 'numbers',
      sliderPagination: false,
    };
    expect(options(both)).toMatchObject({ autoplay: 2500, speed: 700, pagination: 'none' });
    // The page builder value still fills in where the spec says nothing.
    expect(options({ sliderLoop: true, autoplay: 'yes', autoplay_speed: 3000, pagination_type: 'numbers', sliderPagination: true })).toMatchObject({
      autoplay: 3000,
      pagination: 'numbers',
    });
  });
});

describe('options for the context', () => {
  it('builds no slider below 2 slides', () => {
    expect(sliderOptions(settings(MULTIPLE), context({ slideCount: 1 }))).toBeNull();
    expect(sliderOptions(settings({}), context({ slideCount: 0 }))).toBeNull();
  });

  it('reduced motion: no autoplay and no animation', () => {
    expect(options(MULTIPLE, { reducedMotion: true, slideCount: 6 })).toMatchObject({ autoplay: 0, speed: 0 });
    expect(options({ sliderShuffle: true }, { reducedMotion: true })).toMatchObject({ autoplay: 0, speed: 0 });
  });

  it('editor mode: no autoplay', () => {
    expect(options(MULTIPLE, { editMode: true, slideCount: 6 })).toMatchObject({ autoplay: 0, speed: 400 });
  });
});

describe('Swiper parameters', () => {
  it('carry the direction, effect, view, gap and autoplay', () => {
    const params = swiperParams(options(MULTIPLE, { slideCount: 6 }), 2);
    expect(params).toMatchObject({
      direction: 'horizontal',
      effect: 'slide',
      speed: 400,
      loop: true,
      spaceBetween: 20,
      slidesPerView: 1,
      breakpointsBase: 'container',
      breakpoints: { 320: { slidesPerView: 3 } },
      autoplay: { delay: 3000, disableOnInteraction: false, stopOnLastSlide: false },
      initialSlide: 2,
    });
    const vertical = swiperParams(options({ slider_direction: 'vertical', effect: 'cube', autoplay: 'yes' }), 0);
    expect(vertical).toMatchObject({ direction: 'vertical', effect: 'cube', loop: false, autoplay: { stopOnLastSlide: true } });
    expect(swiperParams(options({}), 0).autoplay).toBe(false);
  });
});

describe('pagination nodes', () => {
  const fill = (nodes: HTMLElement[], current: number, total: number) => {
    const el = document.createElement('div');
    el.append(...nodes);
    el.querySelector('.swiper-pagination-current')!.textContent = String(current);
    el.querySelector('.swiper-pagination-total')!.textContent = String(total);
    return el.textContent;
  };

  it('reads {prefix}{current}{separator}{total}{suffix}', () => {
    expect(fill(fractionNodes({ prefix: 'Photo ', separator: ' of ', suffix: ' in the series' }), 2, 5)).toBe('Photo 2 of 5 in the series');
    expect(fill(fractionNodes({ prefix: '', separator: '/', suffix: '' }), 1, 3)).toBe('1/3');
  });

  it('keeps markup in the texts as text', () => {
    const nodes = fractionNodes({ prefix: '<b>', separator: '&', suffix: '"' });
    expect(nodes.some((node) => node.querySelector('b'))).toBe(false);
    expect(fill(nodes, 1, 2)).toBe('<b>1&2"');
  });

  it('number bullets show 1..n, dots show nothing; both are named buttons', () => {
    const buttons = [0, 1, 2].map((i) => bulletButton(i, true, 3, 3));
    expect(buttons.map((b) => b.textContent)).toEqual(['1', '2', '3']);
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual(['Go to slide 1', 'Go to slide 2', 'Go to slide 3']);
    expect(buttons[0].className).toBe('swiper-pagination-bullet');
    expect(buttons[0].getAttribute('type')).toBe('button');
    const dot = bulletButton(1, false, 4, 6);
    expect(dot.textContent).toBe('');
    expect(dot.getAttribute('aria-label')).toBe('Go to page 2 of 4');
  });
});

describe('shuffle', () => {
  it('is a permutation decided by the random source', () => {
    expect(shuffledOrder(4, () => 0)).toEqual([1, 2, 3, 0]);
    expect(shuffledOrder(4, () => 0.999)).toEqual([0, 1, 2, 3]);
    const values = [0.5, 0.1, 0.9, 0.3];
    let i = 0;
    const order = shuffledOrder(5, () => values[i++ % values.length]);
    expect([...order].sort()).toEqual([0, 1, 2, 3, 4]);
    i = 0;
    expect(shuffledOrder(5, () => values[i++ % values.length])).toEqual(order);
    expect(shuffledOrder(1, Math.random)).toEqual([0]);
  });
});

describe('adapter on the server markup', () => {
  const slide = (n: number, swiper: boolean) =>
    `<div class="${swiper ? 'swiper-slide ' : ''}ha-slider-slide elementor-repeater-item-a${n}">` +
    '<div class="ha-slider-content-wrapper"><div class="ha-slider-content">' +
    `<h2 class="ha-slider-content-title">Slide ${n}</h2><img src="s${n}.svg" alt="">` +
    '</div></div></div>';
  const PRINTED = `<div class="ha-slider-widget-wrapper ha-slider-direction-horizontal">
      <div class="swiper-container gallery-top ha-slider-container">
        <div class="swiper-wrapper ha-slider-wrapper">${[1, 2, 3].map((n) => slide(n, true)).join('\n')}</div>
        <div class="swiper-pagination ha-slider-pagination"></div>
      </div>
      <div class="ha-slider-prev"><i aria-hidden="true" class="hm hm-play-previous"></i></div>
      <div class="ha-slider-next"><i aria-hidden="true" class="hm hm-play-next"></i></div>
      <div class="swiper-container ha-slider-gallery-thumbs"><div class="swiper-wrapper">${[1, 2, 3]
        .map((n) => `<div class="swiper-slide ha-slider-gallery-slide elementor-repeater-item-a${n}"></div>`)
        .join('')}</div></div>
    </div>`;
  const BARE = `<div class="ha-slider-widget-wrapper"><div class="ha-slider-container">${[1, 2, 3].map((n) => slide(n, false)).join('')}</div></div>`;

  function setup(markup: string) {
    document.body.innerHTML = `<div class="elementor-widget-container">${markup}</div>`;
    return document.querySelector<HTMLElement>('.elementor-widget-container')!;
  }
  const mount = async (root: HTMLElement, raw: Record<string, unknown>, order = [0, 1, 2]) => {
    const parts = findParts(root)!;
    const errors: unknown[] = [];
    const destroy = mountSlider(parts, sliderOptions(settings(raw), context({ slideCount: parts.slides.length }))!, {
      label: 'Slides',
      order,
      memory: { index: 0, playing: true },
      report: (e) => errors.push(e),
    });
    await swiperStarted(parts.container);
    return { parts, destroy, errors };
  };

  // Vertical sliders change their markup only as Swiper starts (they measure the slides first).
  it('gives a horizontal slider, before Swiper starts, every class Swiper gives it as it starts, whatever the effect', async () => {
    for (const effect of ['false', 'fade', 'cube', 'flip', 'coverflow']) {
      const parts = findParts(setup(PRINTED))!;
      const options = sliderOptions(settings({ effect }), context({ slideCount: 3 }))!;
      mountSlider(parts, options, { label: 'Slides', order: [0, 1, 2], memory: { index: 0, playing: false }, report: () => {} });
      const before = new Set(parts.container.classList);
      await swiperStarted(parts.container);
      const added = [...parts.container.classList].filter((name) => !before.has(name));
      expect(added, effect).toEqual([]);
      expect(before.has('swiper-initialized')).toBe(true);
    }
  });

  it("leaves Swiper's resize event without listeners: a window resize makes no scrollbar measure itself (the slider's own size observer follows its size)", async () => {
    const { parts, destroy, errors } = await mount(setup(BARE), { scroll_bar: 'yes' });
    const swiper = (parts.container as HTMLElement & { swiper: { scrollbar: { el: unknown }; eventsListeners: Record<string, unknown[]> } }).swiper;
    expect(swiper.scrollbar.el).toBeTruthy();
    expect(swiper.eventsListeners.resize ?? []).toEqual([]);
    expect(swiper.eventsListeners.observerUpdate?.length).toBeGreaterThan(0);
    destroy();
    expect(errors).toEqual([]);
  });

  it('finds the parts the server printed', () => {
    const parts = findParts(setup(PRINTED))!;
    expect(parts.slides.map((s) => s.textContent)).toEqual(['Slide 1', 'Slide 2', 'Slide 3']);
    expect(parts.track?.classList.contains('ha-slider-wrapper')).toBe(true);
    expect(parts.prev?.className).toBe('ha-slider-prev');
    expect(parts.pagination).not.toBeNull();
    expect(parts.thumbs).not.toBeNull();
    expect(findParts(setup('<div class="ha-slider-widget-wrapper"></div>'))).toBeNull();
  });

  it('makes a labelled carousel of the printed markup and puts it all back', async () => {
    const root = setup(PRINTED);
    const before = root.innerHTML;
    const { parts, destroy, errors } = await mount(root, { arrow_navigation: 'yes', pagination_type: 'numbers', thumbs_navigation: 'yes', infinity_loop: 'true' });
    expect(parts.wrapper.getAttribute('role')).toBe('region');
    expect(parts.wrapper.getAttribute('aria-roledescription')).toBe('carousel');
    expect(parts.slides.map((s) => s.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(parts.prev!.getAttribute('role')).toBe('button');
    expect(parts.prev!.getAttribute('aria-label')).toBe('Previous slide');
    expect(parts.prev!.tabIndex).toBe(0);
    expect([...parts.pagination!.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['1', '2', '3']);
    const thumbs = [...parts.thumbs!.querySelectorAll<HTMLElement>('.ha-slider-gallery-slide')];
    expect(thumbs.map((t) => t.getAttribute('aria-label'))).toEqual(['Show slide 1', 'Show slide 2', 'Show slide 3']);
    // The thumbs' own Swiper starts after the slider's, a layout later.
    await vi.waitFor(() => expect(thumbs[0].getAttribute('aria-current')).toBe('true'));
    expect(root.querySelector('[aria-live]')).not.toBeNull();
    destroy();
    expect(root.innerHTML).toBe(before);
    expect(errors).toEqual([]);
  });

  it('adds what the server did not print, in the shuffled order, and removes it again', async () => {
    const root = setup(BARE);
    const before = root.innerHTML;
    const { parts, destroy } = await mount(root, { sliderShuffle: true, sliderPagination: true, sliderAutoplay: false }, [2, 0, 1]);
    const track = parts.container.querySelector(':scope > .swiper-wrapper')!;
    expect([...track.children].map((s) => [s.textContent, s.getAttribute('aria-label')])).toEqual([
      ['Slide 3', '1 of 3'],
      ['Slide 1', '2 of 3'],
      ['Slide 2', '3 of 3'],
    ]);
    expect(parts.wrapper.querySelectorAll('button.ha-slider-prev, button.ha-slider-next')).toHaveLength(2);
    expect(parts.container.querySelector('.ha-slider-pagination')).not.toBeNull();
    expect(parts.container.style.height).toBe('600px');
    const thumbs = [...parts.wrapper.querySelectorAll<HTMLElement>('.ha-slider-gallery-thumbs .ha-slider-gallery-slide')];
    expect(thumbs.map((t) => t.className.includes('elementor-repeater-item-a3'))).toEqual([true, false, false]);
    expect(thumbs[0].style.width).toBe('120px');
    destroy();
    expect(root.innerHTML).toBe(before);
  });

  it('hides the printed arrows and thumbnails when there is no slider', () => {
    const root = setup(PRINTED);
    const before = root.innerHTML;
    const parts = findParts(root)!;
    const restore = hideServerControls(parts);
    expect(parts.prev!.classList.contains('ha-swiper__off')).toBe(true);
    expect(parts.thumbs!.classList.contains('ha-swiper__off')).toBe(true);
    restore();
    expect(root.innerHTML).toBe(before);
  });
});

describe('the gap between slides', () => {
  it('goes on the side the slides run to, from the closest dir attribute', () => {
    document.body.innerHTML = '<div dir="RTL"><div id="rtl"></div><div dir="ltr"><div id="ltr"></div></div></div><div id="plain"></div>';
    const side = (id: string) => gapSide(document.getElementById(id)!);
    expect([side('rtl'), side('ltr'), side('plain')]).toEqual(['marginLeft', 'marginRight', 'marginRight']);
  });
});

describe('the premount stylesheet', () => {
  it("tells the spec's form by the same fields as the widget (SPEC_FIELDS)", async () => {
    const fs = await import('node:fs');
    const path = await import('node:path');
    const css = fs.readFileSync(path.resolve(__dirname, '../../../../src/widgets/advanced-slider/premount.css'), 'utf8');
    const rule = css.slice(css.indexOf('.elementor-widget-ha-advanced-slider:is('));
    const present = [...rule.slice(0, rule.indexOf('{')).matchAll(/\[data-ha-set\*=' (\w+):'\]/g)].map((m) => m[1]);
    expect(present.sort()).toEqual([...SPEC_FIELDS].sort());
  });
});
