// @vitest-environment happy-dom
import type { Swiper } from 'swiper';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Breakpoints, DeviceMode } from '../../../../src/api-types';
import type { CarouselContext } from '../../../../src/ui/carousel-rules/logic';
import { makeImageButtons } from '../../../../src/widgets/horizontal-timeline/image-buttons';
import { ARROW_DEBOUNCE_MS, SWIPE_PX, swipeRatio, timelineOptions } from '../../../../src/widgets/horizontal-timeline/logic';
import { horizontalTimelineSchema } from '../../../../src/widgets/horizontal-timeline/settings';
import { tuneSwiper } from '../../../../src/widgets/horizontal-timeline/tune';
import { ManualObserver, ManualScheduler } from '../../helpers/manual-observer';

const breakpoints: Breakpoints = { mobile: 767, tablet: 1024 };
const parse = (raw: Record<string, unknown>, device: DeviceMode = 'desktop') => horizontalTimelineSchema.parse(raw, device, breakpoints);
const settings = (raw: Record<string, unknown> = {}, device: DeviceMode = 'desktop') => parse(raw, device).value;
const context = (overrides: Partial<CarouselContext> = {}): CarouselContext => ({
  device: 'desktop',
  slideCount: 6,
  reducedMotion: false,
  ...overrides,
});

describe('horizontal timeline settings', () => {
  it("has the add-on's defaults: 3 items in view, 3 on tablet, 2 on mobile, speed 800, lightbox on everywhere", () => {
    expect(settings({})).toMatchObject({ slides_to_show: 3, animation_speed: 800, disable_lightbox_on_mobile: false, disable_lightbox_on_tablet: false });
    expect(settings({}, 'tablet').slides_to_show).toBe(3);
    expect(settings({}, 'mobile').slides_to_show).toBe(2);
  });

  it('reads the values the page prints per device', () => {
    const raw = { slides_to_show: '4', slides_to_show_tablet: '2', slides_to_show_mobile: '1', animation_speed: 500, loop: 'yes', disable_lightbox_on_mobile: 'yes' };
    expect(parse(raw).problems).toEqual([]);
    expect(settings(raw)).toMatchObject({ slides_to_show: 4, animation_speed: 500, disable_lightbox_on_mobile: true });
    expect(settings(raw, 'tablet').slides_to_show).toBe(2);
    expect(settings(raw, 'mobile').slides_to_show).toBe(1);
  });

  it('falls back on bad values and lists each problem', () => {
    const { value, problems } = parse({ slides_to_show: 'lots', animation_speed: 'fast', disable_lightbox_on_mobile: 'perhaps' });
    expect(value).toMatchObject({ slides_to_show: 1, animation_speed: 800, disable_lightbox_on_mobile: false });
    expect(problems).toHaveLength(3);
    expect(problems[0]).toContain('slides_to_show "lots"');
  });
});

describe('horizontal timeline options', () => {
  it('always has arrows and never autoplays, loops, fades or shows dots, whatever the settings say', () => {
    const options = timelineOptions(
      settings({ loop: 'yes', infinite: 'yes', autoplay: 'yes', navigation: 'dots', dots: 'yes', slides_transition: 'fade', center: 'yes', vertical: 'yes', fractionNav: 'yes' }),
      context(),
    )!;
    expect(options).toMatchObject({ arrows: true, dots: false, fraction: false, loop: false, rewind: false, autoplay: 0, fade: false, centered: false, vertical: false });
    expect(options.perView).toBe(3);
    expect(options.speed).toBe(800);
  });

  it('keeps the arrows when every item is in view (they are then both disabled)', () => {
    expect(timelineOptions(settings({ slides_to_show: '3' }), context({ slideCount: 2 }))?.arrows).toBe(true);
  });

  it('takes the slides in view of the device', () => {
    const raw = { slides_to_show: '3', slides_to_show_tablet: '2', slides_to_show_mobile: '1' };
    expect(timelineOptions(settings(raw, 'mobile'), context({ device: 'mobile' }))?.perView).toBe(1);
    expect(timelineOptions(settings(raw, 'tablet'), context({ device: 'tablet' }))?.perView).toBe(2);
  });

  it('moves at once with reduced motion', () => {
    expect(timelineOptions(settings({ animation_speed: 500 }), context({ reducedMotion: true }))?.speed).toBe(0);
  });

  it('builds no carousel for a single item', () => {
    expect(timelineOptions(settings({}), context({ slideCount: 1 }))).toBeNull();
  });
});

describe('swipe rule', () => {
  it('uses 50 px and a 150 ms arrow debounce (spec 9)', () => {
    expect(SWIPE_PX).toBe(50);
    expect(ARROW_DEBOUNCE_MS).toBe(150);
  });

  it('turns the distance, less the start threshold Swiper does not count, into a part of a group', () => {
    expect(swipeRatio(50, 5, 300)).toBeCloseTo(0.15);
    expect(swipeRatio(50, 0, 100)).toBe(0.5);
    // Narrow groups: a drag across the whole group is enough.
    expect(swipeRatio(50, 0, 40)).toBe(1);
    // Unknown size: Swiper's own default.
    expect(swipeRatio(50, 5, 0)).toBe(0.5);
    expect(swipeRatio(50, 5, NaN)).toBe(0.5);
  });
});

/** Just what tuneSwiper touches of a Swiper instance. */
function fakeSwiper() {
  const handlers = new Map<string, () => void>();
  return {
    params: { threshold: 5, shortSwipes: true, longSwipesMs: 300, longSwipesRatio: 0.5, slidesPerGroup: 1 },
    slidesSizesGrid: [300, 300, 300],
    el: document.createElement('div'),
    destroyed: false,
    update: vi.fn(),
    on: vi.fn((name: string, fn: () => void) => handlers.set(name, fn)),
    off: vi.fn((name: string) => handlers.delete(name)),
    emit: (name: string) => handlers.get(name)?.(),
    handlers,
  };
}

const tune = (swiper: ReturnType<typeof fakeSwiper>) => tuneSwiper(swiper as unknown as Swiper, () => {});

describe('tuning the Swiper instance', () => {
  beforeAll(() => {
    vi.stubGlobal('ResizeObserver', ManualObserver);
    vi.stubGlobal('scheduler', ManualScheduler);
  });
  afterAll(() => vi.unstubAllGlobals());
  afterEach(() => vi.useRealTimers());

  it('judges every release by distance and fits the ratio to the group at each touch', () => {
    const swiper = fakeSwiper();
    const untune = tune(swiper);
    expect(swiper.params).toMatchObject({ shortSwipes: false, longSwipesMs: 0 });
    swiper.emit('touchStart');
    expect(swiper.params.longSwipesRatio).toBeCloseTo(45 / 300);
    swiper.slidesSizesGrid = [150, 150];
    swiper.params.slidesPerGroup = 2;
    swiper.emit('touchStart');
    expect(swiper.params.longSwipesRatio).toBeCloseTo(45 / 300);
    untune();
    expect(swiper.handlers.size).toBe(0);
  });

  it('updates Swiper right after the first layout 150 ms after the last resize, and not after cleanup', () => {
    vi.useFakeTimers();
    const swiper = fakeSwiper();
    const untune = tune(swiper);
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(100);
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(149);
    ManualObserver.report(swiper.el);
    ManualScheduler.run();
    expect(swiper.update).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(swiper.update).not.toHaveBeenCalled();
    ManualObserver.report(swiper.el);
    expect(swiper.update).not.toHaveBeenCalled();
    ManualScheduler.run();
    expect(swiper.update).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(150);
    untune();
    ManualObserver.report(swiper.el);
    ManualScheduler.run();
    vi.advanceTimersByTime(500);
    expect(swiper.update).toHaveBeenCalledTimes(1);
  });
});

describe('image buttons', () => {
  it('makes the image triggers buttons that Enter and Space press, and undoes it', () => {
    const root = document.createElement('div');
    root.innerHTML =
      '<div class="ha-horizontal-timeline-image" data-mfp-src="/a.svg"><img src="/a-small.svg" alt="A map"></div>' +
      '<div class="ha-horizontal-timeline-image" data-mfp-src="/b.svg"><img src="/b-small.svg" alt=""></div>';
    document.body.append(root);
    const before = root.innerHTML;
    const triggers = [...root.querySelectorAll<HTMLElement>('[data-mfp-src]')];
    const clicks: string[] = [];
    root.addEventListener('click', (event) => clicks.push((event.target as HTMLElement).dataset.mfpSrc!));
    const undo = makeImageButtons(triggers, () => {});
    expect(triggers.map((t) => [t.getAttribute('role'), t.tabIndex, t.getAttribute('aria-haspopup')])).toEqual([
      ['button', 0, 'dialog'],
      ['button', 0, 'dialog'],
    ]);
    // Named by its image's alt text, or told what it does when the image has none.
    expect(triggers[0].hasAttribute('aria-label')).toBe(false);
    expect(triggers[1].getAttribute('aria-label')).toBe('View image');
    triggers[0].dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    triggers[1].dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true }));
    triggers[1].dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true, cancelable: true }));
    expect(clicks).toEqual(['/a.svg', '/b.svg']);
    undo();
    expect(root.innerHTML).toBe(before);
    triggers[0].dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(clicks).toHaveLength(2);
    root.remove();
  });
});
