// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Breakpoints } from '../../../../src/api-types';
import { findParts, mountCarousel } from '../../../../src/ui/carousel/adapter';
import { carouselOptions } from '../../../../src/ui/carousel-rules/logic';
import { publishCarousel, remoteCarousels, remoteUid, type CarouselController, type CarouselPosition } from '../../../../src/ui/carousel-registry';
import { carouselSchema } from '../../../../src/ui/carousel-rules/schema';
import { connectRemote, findButtons, readRemote } from '../../../../src/widgets/remote-carousel/dom';
import { buttonName, neighbours, remoteSchema } from '../../../../src/widgets/remote-carousel/logic';
import { layoutsReport, swiperStarted } from '../../helpers/swiper-started';

layoutsReport();

const breakpoints: Breakpoints = { mobile: 767, tablet: 1024 };

afterEach(() => remoteCarousels.set({}));

/** A controller over a plain position, counting moves. */
function fakeCarousel(position: CarouselPosition, label = 'Images') {
  const listeners = new Set<() => void>();
  const moves: string[] = [];
  const controller: CarouselController = {
    label,
    position: () => ({ ...position }),
    image: (index) => `/img/${index + 1}.svg`,
    next: () => moves.push('next'),
    prev: () => moves.push('prev'),
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
  const move = (index: number, edges: Partial<CarouselPosition> = {}) => {
    Object.assign(position, { index, ...edges });
    listeners.forEach((fn) => fn());
  };
  return { controller, moves, listeners, move };
}

describe('the registry of remotely driven carousels', () => {
  it('finds a published carousel by uid until it is taken back', () => {
    const { controller } = fakeCarousel({ index: 0, count: 3, canPrev: true, canNext: true });
    const seen: (CarouselController | undefined)[] = [];
    const stop = remoteCarousels.listen((all) => seen.push(all.harccuid_a));
    const unpublish = publishCarousel('harccuid_a', controller);
    expect(remoteCarousels.get().harccuid_a).toBe(controller);
    unpublish();
    expect('harccuid_a' in remoteCarousels.get()).toBe(false);
    expect(seen).toEqual([controller, undefined]);
    stop();
  });

  it('keeps a newer carousel with the same uid when the older one is taken back', () => {
    const older = fakeCarousel({ index: 0, count: 3, canPrev: true, canNext: true }).controller;
    const newer = fakeCarousel({ index: 0, count: 3, canPrev: true, canNext: true }).controller;
    const takeOlder = publishCarousel('harccuid_a', older);
    publishCarousel('harccuid_a', newer);
    takeOlder();
    expect(remoteCarousels.get().harccuid_a).toBe(newer);
  });

  it('reads the uid from the track; empty means not driven remotely', () => {
    const track = document.createElement('div');
    expect(remoteUid(track)).toBeNull();
    track.setAttribute('data-ha_rcc_uid', '');
    expect(remoteUid(track)).toBeNull();
    track.setAttribute('data-ha_rcc_uid', ' harccuid_team ');
    expect(remoteUid(track)).toBe('harccuid_team');
  });
});

describe('remote rules', () => {
  it('shows the slides before and after the current one, wrapping when the carousel can', () => {
    expect(neighbours({ index: 0, count: 5, canPrev: true, canNext: true })).toEqual({ prev: 4, next: 1 });
    expect(neighbours({ index: 4, count: 5, canPrev: true, canNext: true })).toEqual({ prev: 3, next: 0 });
    expect(neighbours({ index: 0, count: 5, canPrev: false, canNext: true })).toEqual({ prev: null, next: 1 });
    expect(neighbours({ index: 3, count: 6, canPrev: true, canNext: false })).toEqual({ prev: 2, next: null });
    expect(neighbours({ index: 0, count: 1, canPrev: true, canNext: true })).toEqual({ prev: null, next: null });
  });

  it('names the buttons after their own text or their direction, and the carousel they drive', () => {
    expect(buttonName('next', '', 'Images')).toBe('Next slide (Images)');
    expect(buttonName('prev', '', 'Team members')).toBe('Previous slide (Team members)');
    expect(buttonName('prev', 'Previous', 'Team members')).toBe('Previous (Team members)');
    expect(buttonName('next', '', null)).toBe('Next slide');
  });

  it('reads the id and the thumbnail switch; a bad switch value is off and reported', () => {
    const parse = (raw: Record<string, unknown>) => remoteSchema.parse(raw, 'desktop', breakpoints);
    expect(parse({ ha_rc_id: 'harccuid_team', show_thumbnail: 'yes' }).value).toEqual({ ha_rc_id: 'harccuid_team', show_thumbnail: true });
    expect(parse({ ha_rc_id: 'harccuid_team', show_thumbnail: '' })).toEqual({ value: { ha_rc_id: 'harccuid_team', show_thumbnail: false }, problems: [] });
    const bad = parse({ ha_rc_id: 'harccuid_team', show_thumbnail: 'sometimes' });
    expect(bad.value.show_thumbnail).toBe(false);
    expect(bad.problems).toHaveLength(1);
  });
});

const REMOTE = `
  <div class="elementor-widget-container">
    <div id="ha_remote_carousel" class="ha-remote-carousel-container" data-ha_rc_id="harccuid_gallery" data-show_thumbnail="yes">
      <button type="button" class="ha-custom-nav-remote-carousel ha-remote-carousel-btn-prev" data-ha_rc_nav="ha_rc_prev_btn"><span class="ha-rc-prev-btn-icon"><svg aria-hidden="true"></svg></span><span class="ha-rcc-btn-overlay"></span></button>
      <button type="button" class="ha-custom-nav-remote-carousel ha-remote-carousel-btn-next" data-ha_rc_nav="ha_rc_next_btn" style="color: red"><span class="ha-rc-next-btn-text"> Next </span><span class="ha-rc-next-btn-icon"><svg aria-hidden="true"></svg></span></button>
    </div>
  </div>`;

function remoteMarkup(html = REMOTE) {
  document.body.innerHTML = html;
  const container = document.querySelector<HTMLElement>('.elementor-widget-container')!;
  return { container, buttons: findButtons(container)! };
}

describe('the remote on the server markup', () => {
  it('reads its settings from the buttons\' container, or an ancestor inside the widget', () => {
    expect(readRemote(remoteMarkup().container)).toEqual({ ha_rc_id: 'harccuid_gallery', show_thumbnail: 'yes' });
    const moved = REMOTE.replace('<div id="ha_remote_carousel" class="ha-remote-carousel-container" data-ha_rc_id="harccuid_gallery" data-show_thumbnail="yes">', '<div data-ha_rc_id="harccuid_x" data-show_thumbnail=""><div class="ha-remote-carousel-container">') + '</div>';
    expect(readRemote(remoteMarkup(moved).container)).toEqual({ ha_rc_id: 'harccuid_x', show_thumbnail: '' });
    document.body.innerHTML = '<div data-ha_rc_id="outside"><div class="elementor-widget-container"><button class="ha-custom-nav-remote-carousel"></button></div></div>';
    expect(readRemote(document.querySelector<HTMLElement>('.elementor-widget-container')!)).toEqual({});
  });

  it('finds both buttons by their data-ha_rc_nav', () => {
    const { buttons } = remoteMarkup();
    expect(buttons.prev?.classList.contains('ha-remote-carousel-btn-prev')).toBe(true);
    expect(buttons.next?.classList.contains('ha-remote-carousel-btn-next')).toBe(true);
    document.body.innerHTML = '<div class="elementor-widget-container"></div>';
    expect(findButtons(document.querySelector<HTMLElement>('.elementor-widget-container')!)).toBeNull();
  });

  it('without a carousel: unavailable buttons that do nothing, named by their direction', () => {
    const { buttons } = remoteMarkup();
    const errors: unknown[] = [];
    const disconnect = connectRemote(buttons, null, { thumbnails: true, report: (e) => errors.push(e) });
    expect(buttons.prev!.getAttribute('aria-disabled')).toBe('true');
    expect(buttons.next!.getAttribute('aria-disabled')).toBe('true');
    expect(buttons.prev!.getAttribute('aria-label')).toBe('Previous slide');
    expect(buttons.next!.getAttribute('aria-label')).toBe('Next');
    buttons.next!.click();
    expect(buttons.prev!.style.backgroundImage).toBe('');
    disconnect();
    expect(errors).toEqual([]);
  });

  it('drives the carousel, shows the neighbours\' images and follows its moves', () => {
    const { buttons } = remoteMarkup();
    const { controller, moves, move } = fakeCarousel({ index: 0, count: 5, canPrev: true, canNext: true });
    connectRemote(buttons, controller, { thumbnails: true, report() {} });
    expect(buttons.prev!.getAttribute('aria-label')).toBe('Previous slide (Images)');
    expect(buttons.next!.getAttribute('aria-label')).toBe('Next (Images)');
    expect(buttons.prev!.hasAttribute('aria-disabled')).toBe(false);
    expect(buttons.prev!.style.backgroundImage).toContain('/img/5.svg');
    expect(buttons.next!.style.backgroundImage).toContain('/img/2.svg');
    buttons.next!.click();
    buttons.prev!.click();
    expect(moves).toEqual(['next', 'prev']);
    move(2);
    expect(buttons.prev!.style.backgroundImage).toContain('/img/2.svg');
    expect(buttons.next!.style.backgroundImage).toContain('/img/4.svg');
    // At the end of a carousel that does not wrap: next is unavailable, does nothing, shows nothing.
    move(4, { canNext: false });
    expect(buttons.next!.getAttribute('aria-disabled')).toBe('true');
    expect(buttons.next!.style.backgroundImage).toBe('');
    buttons.next!.click();
    expect(moves).toEqual(['next', 'prev']);
  });

  it('shows no images with thumbnails off', () => {
    const { buttons } = remoteMarkup();
    connectRemote(buttons, fakeCarousel({ index: 1, count: 5, canPrev: true, canNext: true }).controller, { thumbnails: false, report() {} });
    expect([buttons.prev!.style.backgroundImage, buttons.next!.style.backgroundImage]).toEqual(['', '']);
  });

  it('puts the buttons back as printed and stops following the carousel when disconnected', () => {
    const { container, buttons } = remoteMarkup();
    const before = container.innerHTML;
    const { controller, moves, listeners } = fakeCarousel({ index: 0, count: 5, canPrev: true, canNext: true });
    const disconnect = connectRemote(buttons, controller, { thumbnails: true, report() {} });
    expect(listeners.size).toBe(1);
    disconnect();
    expect(container.innerHTML).toBe(before);
    expect(listeners.size).toBe(0);
    buttons.next!.click();
    expect(moves).toEqual([]);
  });

  it('reports an error thrown by the carousel instead of letting it escape', () => {
    const { buttons } = remoteMarkup();
    const { controller } = fakeCarousel({ index: 0, count: 5, canPrev: true, canNext: true });
    controller.next = () => {
      throw new Error('gone');
    };
    const errors: unknown[] = [];
    connectRemote(buttons, controller, { thumbnails: true, report: (e) => errors.push(e) });
    buttons.next!.click();
    expect(errors).toHaveLength(1);
  });
});

describe('the carousel adapter publishes carousels with a uid', () => {
  const slides = [1, 2, 3, 4]
    .map((n) => `<div class="ha-slick-slide"><div class="ha-slick-item"><img src="/v/${n}.svg" alt="${n}"></div></div>`)
    .join('');
  const spec = { track: '.hajs-slick', slide: '.ha-slick-slide', label: 'Images' };

  async function mount(uid: string, raw: Record<string, unknown>) {
    // happy-dom has no layout: give the carousel a width for Swiper to size its slides from.
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
    document.body.innerHTML = `<div class="elementor-widget-container"><div class="hajs-slick" data-ha_rcc_uid="${uid}">${slides}</div></div>`;
    const container = document.querySelector<HTMLElement>('.elementor-widget-container')!;
    const parts = findParts(container, spec)!;
    const settings = carouselSchema.parse(raw, 'desktop', breakpoints).value;
    const options = carouselOptions(settings, { device: 'desktop', slideCount: 4, reducedMotion: true })!;
    const destroy = mountCarousel(container, parts, options, { label: 'Images', memory: { index: 0, playing: true }, report() {} });
    await swiperStarted(parts.track);
    return destroy;
  }

  it('publishes a controller that moves the carousel and tells about it, and takes it back on destroy', async () => {
    const destroy = await mount('harccuid_gallery', { slides_to_show: 1, navigation: 'none' });
    const controller = remoteCarousels.get().harccuid_gallery!;
    expect(controller.label).toBe('Images');
    expect(controller.position()).toEqual({ index: 0, count: 4, canPrev: false, canNext: true });
    expect(controller.image(2)).toContain('/v/3.svg');
    const changed = vi.fn();
    controller.subscribe(changed);
    controller.next();
    expect(changed).toHaveBeenCalled();
    expect(controller.position()).toMatchObject({ index: 1, canPrev: true });
    controller.prev();
    expect(controller.position().index).toBe(0);
    destroy();
    expect(remoteCarousels.get().harccuid_gallery).toBeUndefined();
  });

  it('lets a looping carousel move either way from anywhere', async () => {
    const destroy = await mount('harccuid_loop', { slides_to_show: 1, loop: 'yes' });
    expect(remoteCarousels.get().harccuid_loop!.position()).toMatchObject({ canPrev: true, canNext: true });
    destroy();
  });

  it('publishes nothing for a track without a uid', async () => {
    const destroy = await mount('', { slides_to_show: 1 });
    expect(remoteCarousels.get()).toEqual({});
    destroy();
  });
});
