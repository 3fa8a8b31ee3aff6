// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import type { Breakpoints } from '../../../../src/api-types';
import { findParts, mountCarousel } from '../../../../src/ui/carousel/adapter';
import { carouselOptions } from '../../../../src/ui/carousel-rules/logic';
import { OUTER_NOT_FOUND, findOuterCarousel } from '../../../../src/ui/carousel/loop-carousel';
import { carouselSchema } from '../../../../src/ui/carousel-rules/schema';
import { everythingInView, layoutsReport, swiperStarted } from '../../helpers/swiper-started';

layoutsReport();

const breakpoints: Breakpoints = { mobile: 767, tablet: 1024 };

const inner = (n: number) => `
  <div class="elementor-element elementor-widget elementor-widget-ha-carousel" data-id="in${n}">
    <div class="elementor-widget-container">
      <div class="hajs-slick">
        <div class="ha-slick-slide"><img src="/a.svg" alt="a"></div>
        <div class="ha-slick-slide"><img src="/b.svg" alt="b"></div>
        <div class="ha-slick-slide"><img src="/c.svg" alt="c"></div>
      </div>
    </div>
  </div>`;

/** A loop carousel with two items, each holding one of our carousels; the pieces can be left out. */
function loopCarousel({ swiper = true, progress = true, duplicates = false } = {}) {
  document.body.innerHTML = `
    <div class="elementor-widget-loop-carousel">
      <div class="elementor-widget-container">
        <div class="swiper"><div class="swiper-wrapper">
          <div class="swiper-slide e-loop-item" data-swiper-slide-index="0">${inner(0)}</div>
          <div class="swiper-slide e-loop-item" data-swiper-slide-index="1">${inner(1)}</div>
          ${duplicates ? `<div class="swiper-slide swiper-slide-duplicate" data-swiper-slide-index="0"></div>` : ''}
        </div></div>
        <div class="swiper-pagination${progress ? ' swiper-pagination-progressbar' : ''}"></div>
      </div>
    </div>`;
  const element = document.querySelector('.swiper') as HTMLElement & { swiper?: unknown };
  const handlers = new Set<() => void>();
  const outer = {
    activeIndex: 0,
    slides: [...element.querySelectorAll(':scope > .swiper-wrapper > .swiper-slide')],
    on: vi.fn((_event: string, fn: () => void) => handlers.add(fn)),
    off: vi.fn((_event: string, fn: () => void) => handlers.delete(fn)),
    slideTo(index: number) {
      outer.activeIndex = index;
      handlers.forEach((fn) => fn());
    },
  };
  if (swiper) element.swiper = outer;
  const containers = [...document.querySelectorAll<HTMLElement>('.elementor-widget-ha-carousel > .elementor-widget-container')];
  return { outer, handlers, containers };
}

describe('a carousel inside a loop carousel', () => {
  it('is active while its outer slide is the active one, and hears the outer slide changes', () => {
    const { outer, handlers, containers } = loopCarousel();
    const [first, second] = containers.map((container) => findOuterCarousel(container)!);
    expect([first.isActive(), second.isActive()]).toEqual([true, false]);
    const changed = vi.fn();
    const stop = second.subscribe(changed);
    expect(outer.on).toHaveBeenCalledWith('slideChange', changed);
    outer.slideTo(1);
    expect(changed).toHaveBeenCalledTimes(1);
    expect([first.isActive(), second.isActive()]).toEqual([false, true]);
    stop();
    expect(handlers.size).toBe(0);
  });

  it('counts a duplicate of its outer slide (older Swiper loop mode) as its slide', () => {
    const { outer, containers } = loopCarousel({ duplicates: true });
    outer.activeIndex = 2;
    expect(findOuterCarousel(containers[0])!.isActive()).toBe(true);
    expect(findOuterCarousel(containers[1])!.isActive()).toBe(false);
  });

  it('is no concern outside a loop carousel', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = `<div class="swiper"><div class="swiper-slide">${inner(0)}</div></div>`;
    expect(findOuterCarousel(document.querySelector<HTMLElement>('.elementor-widget-container')!)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  for (const [missing, setup] of [
    ['the Swiper instance', { swiper: false }],
    ['the progress control', { progress: false }],
  ] as const) {
    it(`without ${missing}: warns once per carousel and is not followed`, () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const { containers } = loopCarousel(setup);
      expect(findOuterCarousel(containers[0])).toBeNull();
      expect(findOuterCarousel(containers[0])).toBeNull();
      expect(warn.mock.calls).toEqual([[OUTER_NOT_FOUND]]);
      findOuterCarousel(containers[1]);
      expect(warn).toHaveBeenCalledTimes(2);
    });
  }

  it('autoplays only while its outer slide is active, and lets go of the outer carousel on destroy', async () => {
    // happy-dom has no layout: give the carousels a width for Swiper to size slides from.
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
    everythingInView();
    const { outer, handlers, containers } = loopCarousel();
    const settings = carouselSchema.parse({ slides_to_show: 1, autoplay: 'yes', autoplay_speed: 2000, loop: 'yes' }, 'desktop', breakpoints).value;
    const options = carouselOptions(settings, { device: 'desktop', slideCount: 3, reducedMotion: false })!;
    const built = containers.map((container) => {
      const parts = findParts(container, { track: '.hajs-slick', slide: '.ha-slick-slide', label: 'Images' })!;
      const destroy = mountCarousel(container, parts, options, { label: 'Images', memory: { index: 0, playing: true }, report() {} });
      return { destroy, track: parts.track as HTMLElement & { swiper: { autoplay: { running: boolean } } } };
    });
    for (const { track } of built) await swiperStarted(track);
    const running = () => built.map(({ track }) => track.swiper.autoplay.running);
    expect(running()).toEqual([true, false]);
    outer.slideTo(1);
    expect(running()).toEqual([false, true]);
    built.forEach(({ destroy }) => destroy());
    expect(handlers.size).toBe(0);
  });
});
