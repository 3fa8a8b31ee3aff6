import { describe, expect, it } from 'vitest';
import type { Breakpoints, DeviceMode } from '../../../../src/api-types';
import { findCreativeSlider, textParts } from '../../../../src/widgets/creative-slider/dom';
import {
  autoplayDelay,
  carouselSpeed,
  IMAGE_DELAY,
  keyStep,
  motionFor,
  shownItem,
  staggerDelays,
  textDelay,
  wrap,
} from '../../../../src/widgets/creative-slider/logic';
import { creativeSliderSchema } from '../../../../src/widgets/creative-slider/settings';

const breakpoints: Breakpoints = { mobile: 767, tablet: 1024 };
const parse = (raw: Record<string, unknown>, device: DeviceMode = 'desktop') => creativeSliderSchema.parse(raw, device, breakpoints);

describe('delays and speed per device', () => {
  it('text elements are 30 ms apart, 40 on phones; images wait 40 ms everywhere', () => {
    expect(textDelay('desktop')).toBe(30);
    expect(textDelay('tablet')).toBe(30);
    expect(textDelay('widescreen')).toBe(30);
    expect(textDelay('mobile')).toBe(40);
    expect(textDelay('mobile_extra')).toBe(40);
    expect(IMAGE_DELAY).toBe(40);
  });

  it('the carousel speed is 1000 ms, 500 on phones', () => {
    expect(carouselSpeed('desktop')).toBe(1000);
    expect(carouselSpeed('laptop')).toBe(1000);
    expect(carouselSpeed('tablet')).toBe(1000);
    expect(carouselSpeed('mobile')).toBe(500);
    expect(carouselSpeed('mobile_extra')).toBe(500);
  });

  it('gathers them per device, and nothing moves with reduced motion', () => {
    expect(motionFor('desktop', false)).toEqual({ speed: 1000, textStep: 30, imageDelay: 40 });
    expect(motionFor('mobile', false)).toEqual({ speed: 500, textStep: 40, imageDelay: 40 });
    expect(motionFor('desktop', true)).toBeNull();
    expect(motionFor('mobile', true)).toBeNull();
  });

  it('staggers n elements one step apart, the first one step late', () => {
    expect(staggerDelays(5, 30)).toEqual([30, 60, 90, 120, 150]);
    expect(staggerDelays(3, 40)).toEqual([40, 80, 120]);
    expect(staggerDelays(0, 30)).toEqual([]);
  });
});

describe('wrap', () => {
  it('wraps around both ends', () => {
    expect(wrap(5, 5)).toBe(0);
    expect(wrap(-1, 5)).toBe(4);
    expect(wrap(-6, 5)).toBe(4);
    expect(wrap(12, 5)).toBe(2);
    expect(wrap(3, 5)).toBe(3);
    expect(wrap(3, 0)).toBe(0);
  });
});

describe('shownItem', () => {
  it('text and image show the current item; prev and next its neighbours', () => {
    expect(['prev', 'text', 'image', 'next'].map((track) => shownItem(track as never, 2, 5))).toEqual([1, 2, 2, 3]);
  });

  it('the neighbours wrap around the ends', () => {
    expect(shownItem('prev', 0, 5)).toBe(4);
    expect(shownItem('next', 4, 5)).toBe(0);
    expect(shownItem('image', 4, 5)).toBe(4);
  });

  it('with two items both thumbnails show the other one', () => {
    expect(shownItem('prev', 0, 2)).toBe(1);
    expect(shownItem('next', 0, 2)).toBe(1);
    expect(shownItem('prev', 1, 2)).toBe(0);
    expect(shownItem('next', 1, 2)).toBe(0);
  });
});

describe('keyStep', () => {
  it('Right goes forward and Left back; mirrored right to left', () => {
    expect(keyStep('ArrowRight', false)).toBe(1);
    expect(keyStep('ArrowLeft', false)).toBe(-1);
    expect(keyStep('ArrowRight', true)).toBe(-1);
    expect(keyStep('ArrowLeft', true)).toBe(1);
  });

  it('other keys do nothing', () => {
    for (const key of ['ArrowUp', 'ArrowDown', 'Home', 'Enter', 'a']) {
      expect(keyStep(key, false)).toBe(0);
      expect(Object.is(keyStep(key, true), 0)).toBe(true);
    }
  });
});

describe('autoplayDelay', () => {
  const on = { autoplay: true, autoplay_speed: 4000 };
  const visitor = { count: 3, reducedMotion: false, editMode: false };

  it('plays at the set speed when asked', () => {
    expect(autoplayDelay(on, visitor)).toBe(4000);
  });

  it('does not play when not asked, with one item, with reduced motion or in the editor', () => {
    expect(autoplayDelay({ ...on, autoplay: false }, visitor)).toBe(0);
    expect(autoplayDelay(on, { ...visitor, count: 1 })).toBe(0);
    expect(autoplayDelay(on, { ...visitor, reducedMotion: true })).toBe(0);
    expect(autoplayDelay(on, { ...visitor, editMode: true })).toBe(0);
  });
});

describe('creativeSliderSchema', () => {
  it('no autoplay by default; the add-on prints only its icons', () => {
    const icons = { cs_next_icon: { value: 'hm hm-angle-right', library: 'happy-icons' } };
    expect(parse(icons)).toEqual({ value: { autoplay: false, autoplay_speed: 3000 }, problems: [] });
  });

  it('reads the switcher and the speed', () => {
    expect(parse({ autoplay: 'yes', autoplay_speed: '4000' }).value).toEqual({ autoplay: true, autoplay_speed: 4000 });
  });

  it('bad values give the defaults and a problem each', () => {
    const { value, problems } = parse({ autoplay: 'sometimes', autoplay_speed: 'fast' });
    expect(value).toEqual({ autoplay: false, autoplay_speed: 3000 });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain('autoplay "sometimes"');
    expect(problems[1]).toContain('autoplay_speed "fast"');
  });

  it('a speed below one second is raised to it', () => {
    const { value, problems } = parse({ autoplay: 'yes', autoplay_speed: 200 });
    expect(value.autoplay_speed).toBe(1000);
    expect(problems).toHaveLength(1);
  });
});

function markup(items: number, { prev = items, next = items } = {}) {
  const repeat = (n: number, html: (i: number) => string) => Array.from({ length: n }, (_, i) => html(i)).join('');
  const container = document.createElement('div');
  container.innerHTML = `
    <div class="ha-creative-slider-container">
      <div class="ha_cs_mobile_prev"></div><div class="ha_cs_mobile_next"></div>
      <div class="ha_cc_prev_wrapper"><div class="ha_cc_prev_items">${repeat(prev, () => '<div class="ha_cc_prev_item"><img alt=""></div>')}</div><span class="cc_prev_icon"></span></div>
      <div class="ha_cc_inner_wrapper">
        <div class="ha_cc_text_items">${repeat(items, (i) => `<div class="ha_cc_info_text_inner"><div class="ha_cc_infotext_item"><span class="ha_cc_info_text_item_category">c</span><h3 class="ha_cc_info_text_title">T${i}</h3><p>d</p><a href="#">b</a></div></div>`)}</div>
        <div class="ha_cc_inner_image_items">${repeat(items, () => '<div class="ha_cc_image_item"><img alt=""></div>')}</div>
        <div class="ha_cc_next_wrapper"><div class="ha_cc_next_items">${repeat(next, () => '<div class="ha_cc_next_item"><img alt=""></div>')}</div><span class="cc_next_icon"></span></div>
      </div>
    </div>`;
  return container;
}

describe('findCreativeSlider', () => {
  it('finds the four tracks, their items and both pairs of controls', () => {
    const dom = findCreativeSlider(markup(3))!;
    expect(dom.count).toBe(3);
    expect(Object.keys(dom.tracks)).toEqual(['prev', 'text', 'image', 'next']);
    expect(dom.tracks.text!.items.map((item) => item.querySelector('h3')!.textContent)).toEqual(['T0', 'T1', 'T2']);
    expect(dom.prev.map((el) => el.className)).toEqual(['ha_cs_mobile_prev', 'ha_cc_prev_wrapper']);
    expect(dom.next.map((el) => el.className)).toEqual(['ha_cs_mobile_next', 'ha_cc_next_wrapper']);
  });

  it('counts only the items every track has', () => {
    expect(findCreativeSlider(markup(4, { next: 2 }))!.count).toBe(2);
  });

  it('works without thumbnail tracks', () => {
    const container = markup(3);
    container.querySelectorAll('.ha_cc_prev_wrapper, .ha_cc_next_wrapper').forEach((el) => el.remove());
    const dom = findCreativeSlider(container)!;
    expect(Object.keys(dom.tracks)).toEqual(['text', 'image']);
    expect(dom.count).toBe(3);
  });

  it('is null without the container or without text and image tracks', () => {
    expect(findCreativeSlider(document.createElement('div'))).toBeNull();
    const container = markup(3);
    container.querySelector('.ha_cc_inner_wrapper')!.remove();
    expect(findCreativeSlider(container)).toBeNull();
  });

  it('the text elements that enter one by one are those of the info item', () => {
    const dom = findCreativeSlider(markup(2))!;
    expect(textParts(dom.tracks.text!.items[1]).map((el) => el.tagName)).toEqual(['SPAN', 'H3', 'P', 'A']);
  });
});
