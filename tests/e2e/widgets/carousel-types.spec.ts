// ha-testimonial-carousel, ha-logo-carousel and ha-slider: the shared carousel adapter on three more
// kinds of server markup, on their fixture pages and on the real pages they come from.
import type { Locator, Page } from '@playwright/test';
import { expect, test, expectReady, ownErrors, unmountRestores, widget } from '../helpers';
import { visibleSlides, expectStill, atRest, countTransitions, leave, mountingChanges } from '../carousel-helpers';

const TESTIMONIALS = '/widgets/testimonial-carousel.html';
const PACIFIC = '621175a3'; // 1 per view, dots, autoplay 2000 ms, speed 800, loop
const QUOTES = '7e51a0b2'; // arrows, 2 per view (1 on mobile), no loop
const QUOTES_DEFAULTS = '7e51a0b3'; // no slides to show printed, both, autoplay
const QUOTES_BAD = '7e51a0b4';

const LOGOS = '/widgets/logo-carousel.html';
const TAMIM = '4509c74c'; // 4 / 3 / 2 in view, no navigation, autoplay 2000 ms, loop
const LOGOS_CENTRED = '10c0b002'; // centre mode, 3 in view, both, loop
const LOGOS_BAD = '10c0b003';

const SLIDER = '/widgets/slider.html';
const DJYATELIER = 'b26a0c5'; // 2 slides, server arrows, autoplay 3000 ms, loop
const SLIDER_FADE = '5d1eb002'; // fade, dots, loop
const SLIDER_MANY = '5d1eb003'; // 3 / 2 / 1 in view, both, no loop
const SLIDER_VERTICAL = '5d1eb004';
const SLIDER_SINGLE = '5d1eb005';
const SLIDER_BAD = '5d1eb006';

async function open(page: Page, path: string, id: string, width = 1280): Promise<Locator> {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(path);
  const carousel = widget(page, id);
  await carousel.scrollIntoViewIfNeeded();
  await expectReady(carousel);
  return carousel;
}

/**
 * The visitor sees these slides, and the carousel is at rest: in loop mode Swiper drops a move asked
 * for while one is still running, so the next action must wait for the transition to end.
 */
async function expectView(carousel: Locator, slides: readonly number[]): Promise<void> {
  await expect.poll(() => visibleSlides(carousel)).toEqual(slides);
  await atRest(carousel);
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}


test.describe('ha-testimonial-carousel', () => {
  test('pacific instance: a labelled carousel of one quote that autoplays every 2000 ms', async ({ page }) => {
    await page.clock.install();
    const carousel = await open(page, TESTIMONIALS, PACIFIC);
    const region = carousel.getByRole('region', { name: 'Testimonials' });
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(region.getByRole('group')).toHaveCount(4);
    await expect(region.getByRole('group', { name: '2 of 4' })).toContainText('Ana Moreira');
    await leave(page);
    await expectView(carousel, [1]);
    await page.clock.runFor(2100);
    await expectView(carousel, [2]);
    await page.clock.runFor(2100);
    await expectView(carousel, [3]);
    await expect(carousel.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute('aria-current', 'true');
  });

  test('a dot shows its quote, by mouse or by keyboard', async ({ page }) => {
    const carousel = await open(page, TESTIMONIALS, PACIFIC);
    await carousel.getByRole('button', { name: 'Stop automatic slide show' }).click();
    await carousel.getByRole('button', { name: 'Go to slide 4' }).click();
    await expectView(carousel, [4]);
    await expect(carousel.getByRole('group', { name: '4 of 4' })).toContainText('Lucas Klein');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(carousel.getByRole('button', { name: 'Go to slide 2' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expectView(carousel, [2]);
  });

  test('the arrows and the rotation control do not cover the quotes', async ({ page }) => {
    const paced = await open(page, TESTIMONIALS, PACIFIC);
    const track = (await paced.locator('.swiper').boundingBox())!;
    const rotation = (await paced.getByRole('button', { name: 'Stop automatic slide show' }).boundingBox())!;
    expect(overlaps(track, rotation)).toBe(false);
    const quotes = widget(page, QUOTES);
    await quotes.scrollIntoViewIfNeeded();
    await expectReady(quotes);
    const slides = (await quotes.locator('.swiper').boundingBox())!;
    for (const name of ['Previous slide', 'Next slide']) {
      const arrow = quotes.getByRole('button', { name });
      await expect(arrow).toBeVisible();
      expect(overlaps(slides, (await arrow.boundingBox())!), name).toBe(false);
    }
  });

  test('keyboard: the next arrow moves on, and each arrow is unavailable at its end', async ({ page }) => {
    const carousel = await open(page, TESTIMONIALS, QUOTES);
    const prev = carousel.getByRole('button', { name: 'Previous slide' });
    const next = carousel.getByRole('button', { name: 'Next slide' });
    await expectView(carousel, [1, 2]);
    await expect(prev).toHaveAttribute('aria-disabled', 'true');
    await prev.focus();
    await page.keyboard.press('Tab');
    await expect(next).toBeFocused();
    for (const view of [[2, 3], [3, 4], [4, 5]]) {
      await page.keyboard.press('Enter');
      await expectView(carousel, view);
    }
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(prev).not.toHaveAttribute('aria-disabled', 'true');
  });

  // Mobile at 700 px: at 375 px the track between the arrows is under the 320 px minimum (one slide).
  for (const [width, count] of [
    [1280, 3],
    [900, 3],
    [700, 2],
  ] as const) {
    test(`without printed slides to show: the widget's default of ${count} at ${width} px`, async ({ page }) => {
      const carousel = await open(page, TESTIMONIALS, QUOTES_DEFAULTS, width);
      await carousel.locator('.swiper').hover(); // hold autoplay still
      await expect.poll(async () => (await visibleSlides(carousel)).length).toBe(count);
    });
  }

  test('reduced motion: no autoplay, no rotation control, a dot moves at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    const carousel = await open(page, TESTIMONIALS, PACIFIC);
    await leave(page);
    await expect(carousel.getByRole('button', { name: /automatic slide show/ })).toHaveCount(0);
    await page.clock.runFor(10_000);
    await expectStill(page, carousel, [1]);
    const transitions = await countTransitions(carousel);
    await carousel.getByRole('button', { name: 'Go to slide 3' }).click();
    await expectView(carousel, [3]);
    expect(await transitions()).toBe(0);
  });

  test('bad settings: ready with defaults and one debug warning', async ({ page, problems }) => {
    const carousel = await open(page, TESTIMONIALS, QUOTES_BAD);
    await expectView(carousel, [1]);
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expectView(carousel, [2]);
    const warnings = problems.warnings.filter((text) => text.includes(QUOTES_BAD));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('slides_to_show "abc"');
    expect(warnings[0]).toContain('navigation "sideways"');
    expect(warnings[0]).toContain('autoplay_speed "soon"');
  });
});

test.describe('ha-logo-carousel', () => {
  test('tamim instance: four logos, no arrows or dots, autoplay moves one logo every 2000 ms', async ({ page }) => {
    await page.clock.install();
    const carousel = await open(page, LOGOS, TAMIM);
    const region = carousel.getByRole('region', { name: 'Logos' });
    await expect(region.getByRole('group')).toHaveCount(7);
    // Navigation "none": the rotation control is the only button.
    await expect(region.getByRole('button')).toHaveCount(1);
    await expect(region.getByRole('button')).toHaveAccessibleName('Stop automatic slide show');
    await leave(page);
    await expectView(carousel, [1, 2, 3, 4]);
    await page.clock.runFor(2100);
    await expectView(carousel, [2, 3, 4, 5]);
    // Loop: past the last logo the first comes round again.
    for (const view of [[3, 4, 5, 6], [4, 5, 6, 7], [5, 6, 7, 1], [6, 7, 1, 2]]) {
      await page.clock.runFor(2100);
      await expectView(carousel, view);
    }
  });

  for (const [width, count] of [
    [1280, 4],
    [900, 3],
    [375, 2],
  ] as const) {
    test(`shows ${count} logos at ${width} px`, async ({ page }) => {
      const carousel = await open(page, LOGOS, TAMIM, width);
      await carousel.locator('.swiper').hover();
      await expect.poll(async () => (await visibleSlides(carousel)).length).toBe(count);
    });
  }

  test('reduced motion: the logos stay put', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    const carousel = await open(page, LOGOS, TAMIM);
    await leave(page);
    await expect(carousel.getByRole('button')).toHaveCount(0);
    await page.clock.runFor(10_000);
    await expectStill(page, carousel, [1, 2, 3, 4]);
  });

  test('centre mode: the first logo in the middle; arrows and dots move it', async ({ page }) => {
    const carousel = await open(page, LOGOS, LOGOS_CENTRED);
    await expectView(carousel, [7, 1, 2]);
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expectView(carousel, [1, 2, 3]);
    await carousel.getByRole('button', { name: 'Go to slide 6' }).click();
    await expectView(carousel, [5, 6, 7]);
    await expect(carousel.getByRole('button', { name: 'Go to slide 6' })).toHaveAttribute('aria-current', 'true');
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expectView(carousel, [4, 5, 6]);
  });

  test('centre mode, left to right and right to left: before Swiper starts the first logo is already in the middle', async ({ page }) => {
    const carousel = await open(page, LOGOS, LOGOS_CENTRED);
    for (const dir of ['ltr', 'rtl']) {
      // Mounted again and measured in the same task, before Swiper has started.
      const [started, offset] = await carousel.evaluate(async (element, dir) => {
        document.documentElement.dir = dir;
        window.haWidgets!.unmount(element);
        await window.haWidgets!.mount(element);
        const track = element.querySelector<HTMLElement>('.swiper')!;
        const first = track.querySelector('.swiper-slide')!.getBoundingClientRect();
        const box = track.getBoundingClientRect();
        return [Boolean((track as { swiper?: unknown }).swiper), first.left + first.width / 2 - (box.left + box.width / 2)];
      }, dir);
      expect(started, dir).toBe(false);
      expect(Math.abs(offset), dir).toBeLessThan(2);
    }
  });

  test('bad settings: ready with defaults and one debug warning', async ({ page, problems }) => {
    const carousel = await open(page, LOGOS, LOGOS_BAD);
    await expectView(carousel, [1]);
    // loop "sometimes" is off: previous is unavailable at the start.
    await expect(carousel.getByRole('button', { name: 'Previous slide' })).toHaveAttribute('aria-disabled', 'true');
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expectView(carousel, [2]);
    const warnings = problems.warnings.filter((text) => text.includes(LOGOS_BAD));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('slides_to_show "four"');
    expect(warnings[0]).toContain('loop "sometimes"');
    expect(warnings[0]).toContain('navigation "arrows"');
  });
});

test.describe('ha-slider', () => {
  test('djyatelier instance: one slide at a time, autoplay every 3000 ms, round and round', async ({ page }) => {
    await page.clock.install();
    const carousel = await open(page, SLIDER, DJYATELIER);
    await expect(carousel.getByRole('region', { name: 'Slides' })).toBeVisible();
    await leave(page);
    await expectView(carousel, [1]);
    await page.clock.runFor(3100);
    await expectView(carousel, [2]);
    await page.clock.runFor(3100);
    await expectView(carousel, [1]);
  });

  test('the arrow buttons the server printed are used, named, and loop', async ({ page }) => {
    const carousel = await open(page, SLIDER, DJYATELIER);
    await carousel.getByRole('button', { name: 'Stop automatic slide show' }).click();
    await expect(carousel.locator('button.slick-prev, button.slick-next')).toHaveCount(2);
    await expect(carousel.locator('button.slick-prev .fa-chevron-left')).toBeVisible();
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expectView(carousel, [2]);
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expectView(carousel, [1]);
  });

  test('reduced motion: no autoplay, the arrows move at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    const carousel = await open(page, SLIDER, DJYATELIER);
    await leave(page);
    await page.clock.runFor(10_000);
    await expectStill(page, carousel, [1]);
    const transitions = await countTransitions(carousel);
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expectView(carousel, [2]);
    expect(await transitions()).toBe(0);
  });

  test('fade with dots: the printed arrows are hidden, a dot cross-fades to its slide', async ({ page }) => {
    const carousel = await open(page, SLIDER, SLIDER_FADE);
    await expect(carousel.locator('.swiper')).toHaveClass(/swiper-fade/);
    await expect(carousel.locator('.slick-prev')).toBeHidden();
    await expect(carousel.locator('.slick-next')).toBeHidden();
    await expectView(carousel, [1]);
    await carousel.getByRole('button', { name: 'Go to slide 3' }).click();
    await expectView(carousel, [3]);
    await expect(carousel.getByRole('group', { name: '3 of 4' }).getByRole('heading')).toHaveText('Studio');
    await page.keyboard.press('Tab');
    await expect(carousel.getByRole('button', { name: 'Go to slide 4' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expectView(carousel, [4]);
  });

  for (const [width, view] of [
    [1280, [1, 2, 3]],
    [900, [1, 2]],
    [375, [1]],
  ] as const) {
    test(`slides to show given per device: ${view.length} at ${width} px`, async ({ page }) => {
      const carousel = await open(page, SLIDER, SLIDER_MANY, width);
      await expectView(carousel, view);
    });
  }

  test('no loop: next stops at the last view', async ({ page }) => {
    const carousel = await open(page, SLIDER, SLIDER_MANY);
    const next = carousel.getByRole('button', { name: 'Next slide' });
    await next.click();
    await next.click();
    await expectView(carousel, [3, 4, 5]);
    await expect(next).toHaveAttribute('aria-disabled', 'true');
  });

  test('vertical: the next slide comes up from below', async ({ page }) => {
    const carousel = await open(page, SLIDER, SLIDER_VERTICAL);
    await expect(carousel.locator('.swiper')).toHaveClass(/swiper-vertical/);
    await expectView(carousel, [1]);
    const two = carousel.getByRole('group', { name: '2 of 3' });
    const before = (await two.boundingBox())!.y;
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expectView(carousel, [2]);
    expect((await two.boundingBox())!.y).toBeLessThan(before);
  });

  test('right to left from html[dir=rtl]: slides run from the right, next moves on leftwards', async ({ page }) => {
    const carousel = await open(page, SLIDER, SLIDER_MANY);
    await page.evaluate((id) => {
      const element = document.querySelector(`[data-id="${id}"]`)!;
      window.haWidgets!.unmount(element);
      document.documentElement.dir = 'rtl';
      window.haWidgets!.mount(element);
    }, SLIDER_MANY);
    await expectReady(carousel);
    await expectView(carousel, [1, 2, 3]);
    const one = (await carousel.getByRole('group', { name: '1 of 5' }).boundingBox())!;
    const two = (await carousel.getByRole('group', { name: '2 of 5' }).boundingBox())!;
    expect(one.x).toBeGreaterThan(two.x);
    const next = carousel.getByRole('button', { name: 'Next slide' });
    const prev = carousel.getByRole('button', { name: 'Previous slide' });
    expect((await next.boundingBox())!.x).toBeLessThan((await prev.boundingBox())!.x);
    await next.click();
    await expectView(carousel, [2, 3, 4]);
  });

  test('a single slide is no carousel, and its printed arrows are hidden', async ({ page }) => {
    const carousel = await open(page, SLIDER, SLIDER_SINGLE);
    await expect(carousel.getByRole('region')).toHaveCount(0);
    await expect(carousel.locator('img')).toBeVisible();
    await expect(carousel.locator('.slick-prev')).toBeHidden();
    await expect(carousel.locator('.slick-next')).toBeHidden();
    expect(await unmountRestores(page, SLIDER_SINGLE)).toBe(true);
    // As printed again; the premount stylesheet keeps a slider's printed arrows out of sight while
    // scripts run, mounted or not, so that hiding them on mount moves nothing.
    await expect(carousel.locator('.slick-prev')).not.toHaveClass(/ha-swiper__off/);
    await expect(carousel.locator('.slick-prev')).toBeHidden();
  });

  test('bad settings: ready with defaults and one debug warning', async ({ page, problems }) => {
    const carousel = await open(page, SLIDER, SLIDER_BAD);
    await expectView(carousel, [1]);
    await expect(carousel.locator('.swiper')).not.toHaveClass(/swiper-fade/);
    await expect(carousel.getByRole('button', { name: /automatic slide show/ })).toHaveCount(0);
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expectView(carousel, [2]);
    const warnings = problems.warnings.filter((text) => text.includes(SLIDER_BAD));
    expect(warnings).toHaveLength(1);
    for (const part of ['slides_to_show "many"', 'slides_transition "wipe"', 'navigation 7', 'autoplay "sure"'])
      expect(warnings[0]).toContain(part);
  });
});

test.describe('every page', () => {
  for (const [path, ids, type] of [
    [TESTIMONIALS, [PACIFIC, QUOTES, QUOTES_DEFAULTS, QUOTES_BAD], 'ha-testimonial-carousel'],
    [LOGOS, [TAMIM, LOGOS_CENTRED, LOGOS_BAD], 'ha-logo-carousel'],
    [SLIDER, [DJYATELIER, SLIDER_FADE, SLIDER_MANY, SLIDER_VERTICAL, SLIDER_BAD], 'ha-slider'],
  ] as const) {
    test(`${type}: mounts without errors or Swiper warnings; unmount puts the markup back; a new mount works`, async ({ page, problems }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(path);
      for (const id of ids) {
        const carousel = widget(page, id);
        await carousel.scrollIntoViewIfNeeded();
        await expectReady(carousel);
      }
      for (const id of ids) expect(await unmountRestores(page, id), id).toBe(true);
      const first = widget(page, ids[1]);
      await page.evaluate((id) => window.haWidgets!.mount(document.querySelector(`[data-id="${id}"]`)!), ids[1]);
      await expectReady(first);
      const before = await visibleSlides(first);
      await first.getByRole('button', { name: /^Next slide|^Go to slide 2$/ }).first().click();
      await expect.poll(() => visibleSlides(first)).not.toEqual(before);
      expect(ownErrors(problems)).toEqual([]);
      expect(problems.warnings.filter((text) => /swiper/i.test(text))).toEqual([]);
    });
  }
});

test.describe('layout', () => {
  for (const path of [TESTIMONIALS, LOGOS, SLIDER])
    for (const width of [1280, 375])
      test(`mounting moves nothing on ${path} at ${width} px`, async ({ page }) => {
        expect(await mountingChanges(page, path, width)).toEqual({ prepared: [], started: [] });
      });
});

test.describe('on the real pages', () => {
  for (const [file, id, perView, controlsOutside] of [
    ['pacific-home.html', PACIFIC, 1, true],
    ['tamim-portfolio.html', TAMIM, 4, false],
    ['djyatelier-home.html', DJYATELIER, 1, false],
  ] as const) {
    test(`${file}: ready, one row of ${perView} in view within the page, and it moves`, async ({ page }) => {
      const thrown: string[] = [];
      page.on('pageerror', (error) => thrown.push(`${error.message}\n${error.stack ?? ''}`));
      await page.clock.install();
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`/real/${file}`);
      const carousel = widget(page, id);
      await carousel.scrollIntoViewIfNeeded();
      await expectReady(carousel);
      await leave(page);
      const row = await carousel.locator('[aria-roledescription="slide"]').evaluateAll((slides) =>
        new Set(slides.map((slide) => Math.round(slide.getBoundingClientRect().top))).size,
      );
      expect(row, 'all slides on one line').toBe(1);
      await expect.poll(async () => (await visibleSlides(carousel)).length).toBe(perView);
      // The page's theme styles every button: the dots must still show a dot (a painted centre).
      for (const dot of await carousel.locator('.ha-swiper__dots button').all()) {
        const painted = await dot.evaluate((button) => {
          const style = getComputedStyle(button);
          return button.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        });
        expect(painted).toBeGreaterThan(4);
      }
      if (controlsOutside) {
        const slides = (await carousel.locator('.swiper').boundingBox())!;
        const rotation = (await carousel.getByRole('button', { name: 'Stop automatic slide show' }).boundingBox())!;
        expect(overlaps(slides, rotation)).toBe(false);
      }
      const start = await visibleSlides(carousel);
      const settings = JSON.parse((await carousel.getAttribute('data-settings'))!);
      await page.clock.runFor(Number(settings.autoplay_speed) + 100);
      await expect.poll(() => visibleSlides(carousel)).not.toEqual(start);
      // The carousel is no wider than its place: taking it down leaves the page as wide as it was.
      const width = () => page.evaluate(() => document.documentElement.scrollWidth);
      const mounted = await width();
      const track = (await carousel.locator('.swiper').boundingBox())!;
      const place = (await carousel.boundingBox())!;
      expect(track.width).toBeLessThanOrEqual(place.width + 1);
      await page.evaluate((id) => window.haWidgets!.unmount(document.querySelector(`[data-id="${id}"]`)!), id);
      expect(mounted).toBeLessThanOrEqual(await width());
      expect(thrown.filter((stack) => stack.includes('/dist/'))).toEqual([]);
    });
  }
});
