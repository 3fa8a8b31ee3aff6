import type { Locator, Page } from '@playwright/test';
import { expect, test, expectReady, ownErrors, unmountRestores, widget } from '../helpers';
import { visibleSlides, expectStill, atRest, countTransitions, leave, mountingChanges } from '../carousel-helpers';

const PAGE = '/widgets/carousel.html';
const PACIFIC = '744eab3f'; // dots, 4 / 3 / 1 slides, autoplay 3000 ms, loop
const ARROWS = 'c4a1b2e0'; // both, server arrows, loop, 3 slides scrolling 2
const FADE = 'c4a1b2e1';
const ALL_IN_VIEW = 'c4a1b2e2';
const SINGLE = 'c4a1b2e3';
const BAD = 'c4a1b2e4';
const VERTICAL = 'c4a1b2e5';
const VARIABLE = 'c4a1b2e6';
const RTL = 'c4a1b2e7';

async function open(page: Page, id: string, width = 1280): Promise<Locator> {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(PAGE);
  const carousel = widget(page, id);
  await carousel.scrollIntoViewIfNeeded();
  await expectReady(carousel);
  return carousel;
}

test.describe('ha-carousel (pacific-home instance)', () => {
  test('is a labelled carousel region with labelled slides, dots and a rotation control first', async ({ page }) => {
    const carousel = await open(page, PACIFIC);
    const region = carousel.getByRole('region', { name: 'Images' });
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = region.getByRole('group');
    await expect(slides).toHaveCount(7);
    await expect(slides.first()).toHaveAttribute('aria-roledescription', 'slide');
    // Labels follow the server order (slide 1 shows carousel0, slide 5 repeats carousel1).
    await expect(region.getByRole('group', { name: '1 of 7' }).locator('img')).toHaveAttribute('src', /carousel0\.svg$/);
    await expect(region.getByRole('group', { name: '5 of 7' }).locator('img')).toHaveAttribute('src', /carousel1\.svg$/);
    await expect(region.getByRole('button', { name: /^Go to slide/ })).toHaveCount(7);
    await expect(region.getByRole('button', { name: /slide$/ })).toHaveCount(0); // no arrows for navigation "dots"
    await expect(region.locator('button').first()).toHaveAccessibleName('Stop automatic slide show');
    await expect(region.locator('button').first()).toBeVisible();
    // The first Tab on the page lands on it.
    await page.keyboard.press('Tab');
    await expect(region.getByRole('button', { name: 'Stop automatic slide show' })).toBeFocused();
  });

  test('autoplay moves on every 3000 ms', async ({ page }) => {
    await page.clock.install();
    const carousel = await open(page, PACIFIC);
    await leave(page);
    await expect.poll(() => visibleSlides(carousel)).toEqual([1, 2, 3, 4]);
    await page.clock.runFor(3100);
    await expect.poll(() => visibleSlides(carousel)).toEqual([2, 3, 4, 5]);
    await page.clock.runFor(3100);
    await expect.poll(() => visibleSlides(carousel)).toEqual([3, 4, 5, 6]);
    await expect(carousel.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute('aria-current', 'true');
  });

  test('autoplay pauses while the pointer is over the carousel', async ({ page }) => {
    await page.clock.install();
    const carousel = await open(page, PACIFIC);
    await carousel.locator('.hajs-slick').hover();
    await page.clock.runFor(7000);
    await expectStill(page, carousel, [1, 2, 3, 4]);
    await page.mouse.move(1, 1);
    await page.clock.runFor(3100);
    await expect.poll(() => visibleSlides(carousel)).toEqual([2, 3, 4, 5]);
  });

  test('autoplay pauses while keyboard focus is inside the carousel', async ({ page }) => {
    await page.clock.install();
    const carousel = await open(page, PACIFIC);
    await page.mouse.move(1, 1);
    await page.keyboard.press('Tab');
    await expect(carousel.getByRole('button', { name: 'Stop automatic slide show' })).toBeFocused();
    await expect(carousel.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(7000);
    await expectStill(page, carousel, [1, 2, 3, 4]);
    await leave(page);
    await expect(carousel.locator('[aria-live]')).toHaveAttribute('aria-live', 'off');
    await page.clock.runFor(3100);
    await expect.poll(() => visibleSlides(carousel)).toEqual([2, 3, 4, 5]);
  });

  test('the stop button stops autoplay until it is started again', async ({ page }) => {
    await page.clock.install();
    const carousel = await open(page, PACIFIC);
    await carousel.getByRole('button', { name: 'Stop automatic slide show' }).click();
    const start = carousel.getByRole('button', { name: 'Start automatic slide show' });
    await expect(start).toBeVisible();
    await leave(page);
    // Stopped, the live region speaks; nothing moves however long the visitor waits.
    await expect(carousel.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(10_000);
    await expectStill(page, carousel, [1, 2, 3, 4]);
    await start.click();
    await expect(carousel.getByRole('button', { name: 'Stop automatic slide show' })).toBeVisible();
    await leave(page);
    await page.clock.runFor(3100);
    await expect.poll(() => visibleSlides(carousel)).toEqual([2, 3, 4, 5]);
  });

  test('reduced motion: no autoplay, no rotation control, dots move at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    const carousel = await open(page, PACIFIC);
    await leave(page);
    await expect(carousel.getByRole('button', { name: /automatic slide show/ })).toHaveCount(0);
    await expect(carousel.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(10_000);
    await expectStill(page, carousel, [1, 2, 3, 4]);
    const transitions = await countTransitions(carousel);
    await carousel.getByRole('button', { name: 'Go to slide 3' }).click();
    // Swiper may take a frame to move in loop mode; at once means no transition on the way.
    await expect.poll(() => visibleSlides(carousel)).toEqual([3, 4, 5, 6]);
    expect(await transitions()).toBe(0);
  });

  for (const [width, count] of [
    [1280, 4],
    [900, 3],
    [375, 1],
  ] as const) {
    test(`shows ${count} slides at ${width} px`, async ({ page }) => {
      const carousel = await open(page, PACIFIC, width);
      await carousel.hover(); // hold autoplay still
      await expect.poll(async () => (await visibleSlides(carousel)).length).toBe(count);
    });
  }
});

test.describe('ha-carousel navigation', () => {
  test('follows the device mode when the window is resized, keeping its place', async ({ page }) => {
    const carousel = await open(page, ARROWS);
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => visibleSlides(carousel)).toEqual([3, 4, 5]);
    await page.setViewportSize({ width: 900, height: 900 });
    await expect.poll(() => visibleSlides(carousel)).toEqual([3, 4]);
    await page.setViewportSize({ width: 375, height: 900 });
    await expect.poll(() => visibleSlides(carousel)).toEqual([3]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(() => visibleSlides(carousel)).toEqual([3, 4, 5]);
  });

  test('the arrows the server printed move by slides to scroll', async ({ page }) => {
    const carousel = await open(page, ARROWS);
    await expect(carousel.locator('.slick-prev, .slick-next')).toHaveCount(2); // reused, not duplicated
    await expect.poll(() => visibleSlides(carousel)).toEqual([1, 2, 3]);
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => visibleSlides(carousel)).toEqual([3, 4, 5]);
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expect.poll(() => visibleSlides(carousel)).toEqual([1, 2, 3]);
    // Loop: back from the start wraps to the end.
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expect.poll(() => visibleSlides(carousel)).toEqual([7, 8, 1]);
  });

  test('a dot shows its page and is marked current; the change is announced', async ({ page }) => {
    const carousel = await open(page, ARROWS);
    const dots = carousel.getByRole('button', { name: /^Go to page/ });
    await expect(dots).toHaveCount(4);
    await carousel.getByRole('button', { name: 'Go to page 3 of 4' }).click();
    await expect.poll(() => visibleSlides(carousel)).toEqual([5, 6, 7]);
    await expect(carousel.getByRole('button', { name: 'Go to page 3 of 4' })).toHaveAttribute('aria-current', 'true');
    await expect(carousel.getByRole('button', { name: 'Go to page 1 of 4' })).not.toHaveAttribute('aria-current', 'true');
    await expect(carousel.locator('[aria-live="polite"]')).toHaveText('Slide 5 of 8');
  });

  test('keyboard: Tab to the next button and press Enter', async ({ page }) => {
    const carousel = await open(page, ARROWS);
    await carousel.getByRole('button', { name: 'Previous slide' }).focus();
    await page.keyboard.press('Tab');
    const next = carousel.getByRole('button', { name: 'Next slide' });
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(() => visibleSlides(carousel)).toEqual([3, 4, 5]);
    await page.keyboard.press('Space');
    await expect.poll(() => visibleSlides(carousel)).toEqual([5, 6, 7]);
  });

  test('an arrow pressed before the slider has started still moves it', async ({ page }) => {
    const carousel = await open(page, ARROWS);
    const early = await carousel.evaluate(async (element) => {
      window.haWidgets!.unmount(element);
      await window.haWidgets!.mount(element);
      const started = Boolean((element.querySelector('.hajs-slick') as { swiper?: unknown }).swiper);
      element.querySelector<HTMLElement>('.slick-next')!.click();
      return !started;
    });
    expect(early).toBe(true);
    await expect.poll(() => visibleSlides(carousel)).toEqual([3, 4, 5]);
  });

  test('fade: one slide at a time, the arrows cross-fade to the next', async ({ page }) => {
    const carousel = await open(page, FADE);
    await expect(carousel.locator('.hajs-slick')).toHaveClass(/swiper-fade/);
    await expect.poll(() => visibleSlides(carousel)).toEqual([1]);
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => visibleSlides(carousel)).toEqual([2]);
    // A cross-faded slide looks in place before the fade has ended.
    await atRest(carousel);
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expect.poll(() => visibleSlides(carousel)).toEqual([1]);
    await atRest(carousel);
    // Loop: before the first comes the last.
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expect.poll(() => visibleSlides(carousel)).toEqual([4]);
  });

  test('vertical: slides stack and move upwards', async ({ page }) => {
    const carousel = await open(page, VERTICAL);
    await expect.poll(() => visibleSlides(carousel)).toEqual([1, 2]);
    const [first, second] = await Promise.all(
      ['1 of 5', '2 of 5'].map((name) => carousel.getByRole('group', { name }).boundingBox()),
    );
    expect(second!.y).toBeGreaterThan(first!.y + first!.height - 2);
    // Not looping: previous is unavailable at the start.
    await expect(carousel.getByRole('button', { name: 'Previous slide' })).toHaveAttribute('aria-disabled', 'true');
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => visibleSlides(carousel)).toEqual([2, 3]);
    await expect(carousel.getByRole('button', { name: 'Previous slide' })).not.toHaveAttribute('aria-disabled', 'true');
  });

  test('variable width keeps slide widths on desktop and shows one centred slide on mobile', async ({ page }) => {
    const carousel = await open(page, VARIABLE);
    const width = async (name: string) => (await carousel.getByRole('group', { name }).boundingBox())!.width;
    await expect.poll(async () => (await width('2 of 5')) - (await width('1 of 5'))).toBeGreaterThan(200);
    await page.setViewportSize({ width: 375, height: 900 });
    await expect.poll(() => visibleSlides(carousel)).toEqual([1]);
    const offCentre = () =>
      carousel.evaluate((el) => {
        // Between the desktop carousel's teardown and the mobile one's start the slide has no label.
        const slide = el.querySelector('[aria-label="1 of 5"]')?.getBoundingClientRect();
        const track = el.querySelector('.hajs-slick')?.getBoundingClientRect();
        return slide && track ? Math.abs(track.left + track.width / 2 - (slide.left + slide.width / 2)) : Infinity;
      });
    await expect.poll(offCentre).toBeLessThan(2);
  });

  test('right to left: slides run from the right and next moves leftwards', async ({ page }) => {
    const carousel = await open(page, RTL);
    await expect.poll(() => visibleSlides(carousel)).toEqual([1, 2]);
    const one = (await carousel.getByRole('group', { name: '1 of 5' }).boundingBox())!;
    const two = (await carousel.getByRole('group', { name: '2 of 5' }).boundingBox())!;
    expect(one.x).toBeGreaterThan(two.x);
    const next = (await carousel.getByRole('button', { name: 'Next slide' }).boundingBox())!;
    const prev = (await carousel.getByRole('button', { name: 'Previous slide' }).boundingBox())!;
    expect(next.x).toBeLessThan(prev.x);
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => visibleSlides(carousel)).toEqual([2, 3]);
  });
});

test.describe('ha-carousel rules and failures', () => {
  test('no dots, arrows or rotation control when every slide is in view', async ({ page }) => {
    const carousel = await open(page, ALL_IN_VIEW);
    await expect.poll(() => visibleSlides(carousel)).toEqual([1, 2, 3]);
    await expect(carousel.getByRole('button')).toHaveCount(0);
    await expect(carousel.getByRole('region', { name: 'Images' })).toBeVisible();
  });

  test('a single slide is left as the server printed it', async ({ page }) => {
    const carousel = await open(page, SINGLE);
    const served = await page.evaluate(async (id) => {
      const html = await (await fetch(location.href)).text();
      const doc = new DOMParser().parseFromString(html, 'text/html');
      return doc.querySelector(`[data-id="${id}"] .elementor-widget-container`)!.innerHTML;
    }, SINGLE);
    expect(await carousel.locator('.elementor-widget-container').innerHTML()).toBe(served);
    await expect(carousel.getByRole('region')).toHaveCount(0);
    await expect(carousel.getByRole('button')).toHaveCount(0);
    await expect(carousel.locator('img')).toBeVisible();
  });

  test('bad settings: ready with defaults and one debug warning', async ({ page, problems }) => {
    const carousel = await open(page, BAD);
    await expect.poll(() => visibleSlides(carousel)).toEqual([1]);
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => visibleSlides(carousel)).toEqual([2]);
    const warnings = problems.warnings.filter((text) => text.includes(BAD));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('slides_to_show "abc"');
    expect(warnings[0]).toContain('navigation "sideways"');
  });

  test('unmount puts the server markup back, and a new mount works', async ({ page }) => {
    await open(page, ARROWS);
    for (const id of [PACIFIC, ARROWS, FADE, VERTICAL]) {
      const carousel = widget(page, id);
      await carousel.scrollIntoViewIfNeeded();
      await expectReady(carousel);
      const same = await unmountRestores(page, id);
      expect(same, id).toBe(true);
    }
    const carousel = widget(page, ARROWS);
    await page.evaluate((id) => window.haWidgets!.mount(document.querySelector(`[data-id="${id}"]`)!), ARROWS);
    await expectReady(carousel);
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => visibleSlides(carousel)).toEqual([3, 4, 5]);
  });

  for (const width of [1280, 900, 375])
    test(`mounting moves nothing: the printed carousels already have their shape at ${width} px`, async ({ page }) => {
      expect(await mountingChanges(page, PAGE, width)).toEqual({ prepared: [], started: [] });
    });

  test('every carousel on the page mounts without errors or Swiper warnings', async ({ page, problems }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(PAGE);
    const carousels = page.locator('[data-widget_type="ha-carousel.default"]');
    for (const carousel of await carousels.all()) {
      await carousel.scrollIntoViewIfNeeded();
      await expectReady(carousel);
    }
    await page.setViewportSize({ width: 375, height: 900 });
    await expect.poll(async () => (await visibleSlides(widget(page, ARROWS))).length).toBe(1);
    expect(ownErrors(problems)).toEqual([]);
    expect(problems.warnings.filter((text) => /swiper/i.test(text))).toEqual([]);
  });

  test('several carousels on a page have names of their own, numbered in page order, renumbered on unmount', async ({ page }) => {
    await page.goto(PAGE);
    const carousels = page.locator('[data-widget_type="ha-carousel.default"]');
    for (const carousel of await carousels.all()) {
      await carousel.scrollIntoViewIfNeeded();
      await expectReady(carousel);
    }
    const names = () => page.getByRole('region', { name: /^Images/ }).evaluateAll((regions) => regions.map((region) => region.getAttribute('aria-label')));
    const count = (await names()).length;
    expect(count).toBeGreaterThan(2);
    expect(await names()).toEqual(Array.from({ length: count }, (_, i) => `Images (${i + 1} of ${count})`));

    await widget(page, PACIFIC).evaluate((el) => window.haWidgets!.unmount(el));
    expect(await names()).toEqual(Array.from({ length: count - 1 }, (_, i) => `Images (${i + 1} of ${count - 1})`));
  });
});
