import type { Locator, Page } from '@playwright/test';
import { test, expect, widget, expectReady, ownErrors, rewrite, sizesBeforeAndAfterMount, unmountRestores } from '../helpers';
import { atRest, countTransitions, expectStarted, expectStill, leave, visibleSlides, mountingChanges } from '../carousel-helpers';

const PAGE = '/widgets/advanced-slider.html';
const SINGLE = 'a5100001'; // dots, arrows, loop, autoplay 3000 ms, a link in each slide
const MULTIPLE = 'a5100002'; // 3 / 2 / 1 per view, numbers, scrollbar, no loop
const FADE = 'a5100003'; // fade, progress bar, loop
const CUBE = 'a5100004'; // cube, dots, no loop
const VERTICAL = 'a5100005';
const THUMBS = 'a5100006';
const FRACTION = 'a5100007'; // flip, "Photo {n} of {total} in the series", loop
const COVERFLOW = 'a5100008';
const SPEC = 'a5100009'; // the spec's fields only: shuffle, pagination, 420 px, defaults for the rest
const BAD = 'a5100010';
const ONE = 'a5100011';

async function open(page: Page, id: string, width = 1280): Promise<Locator> {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(PAGE);
  const slider = widget(page, id);
  await slider.scrollIntoViewIfNeeded();
  await expectReady(slider);
  return slider;
}

/** The served markup of a widget, from a fresh copy of the page. */
function served(page: Page, id: string): Promise<string> {
  return page.evaluate(async (id) => {
    const html = await (await fetch(location.href)).text();
    return new DOMParser().parseFromString(html, 'text/html').querySelector(`[data-id="${id}"]`)!.outerHTML;
  }, id);
}

/**
 * Mounts the slider again and clicks `selector` in it as soon as it is ready; true when Swiper had
 * not started by then (it starts after the next layout).
 */
function clickBeforeStart(slider: Locator, selector: string): Promise<boolean> {
  return slider.evaluate(async (element, selector) => {
    window.haWidgets!.unmount(element);
    await window.haWidgets!.mount(element);
    const started = Boolean((element.querySelector('.ha-slider-container') as { swiper?: unknown }).swiper);
    element.querySelector<HTMLElement>(selector)!.click();
    return !started;
  }, selector);
}

/** The slide a visitor sees in a 3D effect: the one on top at the slider's centre. */
function facing(slider: Locator): Promise<string | null> {
  return slider.locator('.ha-slider-container').evaluate((container) => {
    const box = container.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 3);
    return hit?.closest('[aria-roledescription="slide"]')?.getAttribute('aria-label') ?? null;
  });
}

test.describe('ha-advanced-slider: single slide with dots and autoplay', () => {
  test('is a labelled carousel of labelled slides, with named controls and the rotation control first', async ({ page }) => {
    const slider = await open(page, SINGLE);
    const region = slider.getByRole('region', { name: 'Slides' });
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(region.getByRole('group')).toHaveCount(5);
    await expect(region.getByRole('group', { name: '2 of 5' })).toHaveAttribute('aria-roledescription', 'slide');
    await expect(region.getByRole('group', { name: '2 of 5' }).getByRole('heading', { level: 2 })).toHaveText('Meadow');
    // The server's div arrows are named buttons now.
    await expect(region.getByRole('button', { name: 'Previous slide' })).toHaveClass(/ha-slider-prev/);
    await expect(region.getByRole('button', { name: 'Next slide' })).toHaveClass(/ha-slider-next/);
    await expect(region.getByRole('button', { name: /^Go to slide \d$/ })).toHaveCount(5);
    await page.mouse.move(1, 1);
    await page.keyboard.press('Tab');
    await expect(region.getByRole('button', { name: 'Stop automatic slide show' })).toBeFocused();
  });

  test('the arrows move one slide and loop around', async ({ page }) => {
    const slider = await open(page, SINGLE);
    await expect.poll(() => visibleSlides(slider)).toEqual([1]);
    await slider.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => visibleSlides(slider)).toEqual([2]);
    await atRest(slider);
    await slider.getByRole('button', { name: 'Previous slide' }).click();
    await expect.poll(() => visibleSlides(slider)).toEqual([1]);
    await atRest(slider);
    await slider.getByRole('button', { name: 'Previous slide' }).click();
    await expect.poll(() => visibleSlides(slider)).toEqual([5]);
  });

  test('a dot shows its slide, is marked current, and the change is announced', async ({ page }) => {
    const slider = await open(page, SINGLE);
    await slider.getByRole('button', { name: 'Go to slide 4' }).click();
    await expect.poll(() => visibleSlides(slider)).toEqual([4]);
    await expect(slider.getByRole('button', { name: 'Go to slide 4' })).toHaveAttribute('aria-current', 'true');
    await expect(slider.getByRole('button', { name: 'Go to slide 1' })).not.toHaveAttribute('aria-current', 'true');
    // Under the pointer autoplay is held, so the live region speaks.
    await expect(slider.locator('[aria-live="polite"]')).toHaveText('Slide 4 of 5');
  });

  test('keyboard: Enter and Space press the arrows, arrow keys move from any control', async ({ page }) => {
    const slider = await open(page, SINGLE);
    await slider.getByRole('button', { name: 'Previous slide' }).focus();
    await page.keyboard.press('Tab');
    const next = slider.getByRole('button', { name: 'Next slide' });
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(() => visibleSlides(slider)).toEqual([2]);
    await atRest(slider);
    await page.keyboard.press('Space');
    await expect.poll(() => visibleSlides(slider)).toEqual([3]);
    await atRest(slider);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => visibleSlides(slider)).toEqual([2]);
    await atRest(slider);
    await slider.getByRole('button', { name: 'Go to slide 2' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => visibleSlides(slider)).toEqual([3]);
  });

  test('Tab onto a link in a slide out of view brings that slide into view', async ({ page }) => {
    const slider = await open(page, SINGLE);
    await slider.getByRole('link', { name: 'Read about Harbour' }).focus();
    await page.keyboard.press('Tab');
    await expect(slider.getByRole('link', { name: 'Read about Meadow' })).toBeFocused();
    await expect.poll(() => visibleSlides(slider)).toEqual([2]);
  });

  test('autoplay moves on every 3000 ms; the stop button stops it until started again', async ({ page }) => {
    await page.clock.install();
    const slider = await open(page, SINGLE);
    await leave(page);
    await expect(slider.locator('.ha-swiper__live')).toHaveAttribute('aria-live', 'off');
    await page.clock.runFor(3100);
    await expect.poll(() => visibleSlides(slider)).toEqual([2]);
    await page.clock.runFor(3100);
    await expect.poll(() => visibleSlides(slider)).toEqual([3]);
    await slider.getByRole('button', { name: 'Stop automatic slide show' }).click();
    const start = slider.getByRole('button', { name: 'Start automatic slide show' });
    await expect(start).toBeVisible();
    await leave(page);
    await expect(slider.locator('.ha-swiper__live')).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(10_000);
    await expectStill(page, slider, [3]);
    await start.click();
    await leave(page);
    await page.clock.runFor(3100);
    await expect.poll(() => visibleSlides(slider)).toEqual([4]);
  });

  test('autoplay pauses under the pointer and while keyboard focus is inside', async ({ page }) => {
    await page.clock.install();
    const slider = await open(page, SINGLE);
    await slider.locator('.ha-slider-container').hover();
    await page.clock.runFor(7000);
    await expectStill(page, slider, [1]);
    await page.mouse.move(1, 1);
    await page.keyboard.press('Tab');
    await expect(slider.getByRole('button', { name: 'Stop automatic slide show' })).toBeFocused();
    await page.clock.runFor(7000);
    await expectStill(page, slider, [1]);
    await leave(page);
    await page.clock.runFor(3100);
    await expect.poll(() => visibleSlides(slider)).toEqual([2]);
  });

  test('reduced motion: no autoplay, no rotation control, moves at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    const slider = await open(page, SINGLE);
    await leave(page);
    await expect(slider.getByRole('button', { name: /automatic slide show/ })).toHaveCount(0);
    await page.clock.runFor(10_000);
    await expectStill(page, slider, [1]);
    const transitions = await countTransitions(slider);
    await slider.getByRole('button', { name: 'Go to slide 3' }).click();
    await expect.poll(() => visibleSlides(slider)).toEqual([3]);
    expect(await transitions()).toBe(0);
  });
});

test.describe('ha-advanced-slider: several slides per view', () => {
  test('number bullets read 1..n and show their page; the next arrow stops at the end', async ({ page }) => {
    const slider = await open(page, MULTIPLE);
    await expect.poll(() => visibleSlides(slider)).toEqual([1, 2, 3]);
    const numbers = slider.locator('.ha-slider-pagination button');
    await expect(numbers).toHaveText(['1', '2', '3', '4']);
    await expect(slider.getByRole('button', { name: 'Previous slide' })).toHaveAttribute('aria-disabled', 'true');
    await slider.getByRole('button', { name: 'Go to page 4 of 4' }).click();
    await expect.poll(() => visibleSlides(slider)).toEqual([4, 5, 6]);
    await expect(numbers.nth(3)).toHaveAttribute('aria-current', 'true');
    await expect(slider.getByRole('button', { name: 'Next slide' })).toHaveAttribute('aria-disabled', 'true');
    await expect(slider.getByRole('button', { name: 'Previous slide' })).not.toHaveAttribute('aria-disabled', 'true');
  });

  test('the scrollbar can be dragged', async ({ page }) => {
    const slider = await open(page, MULTIPLE);
    await expectStarted(slider, '.ha-slider-container');
    const drag = slider.locator('.swiper-scrollbar-drag');
    const bar = (await slider.locator('.ha-slider-scrollbar').boundingBox())!;
    const handle = (await drag.boundingBox())!;
    expect(handle.width).toBeLessThan(bar.width);
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(bar.x + bar.width - 2, handle.y + handle.height / 2, { steps: 8 });
    await page.mouse.up();
    await expect.poll(() => visibleSlides(slider)).toEqual([4, 5, 6]);
  });

  test('a mouse swipe moves the slides', async ({ page }) => {
    const slider = await open(page, MULTIPLE);
    await expectStarted(slider, '.ha-slider-container');
    const box = (await slider.locator('.ha-slider-container').boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.6, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.2, y, { steps: 10 });
    await page.mouse.up();
    await expect.poll(async () => (await visibleSlides(slider))[0]).toBeGreaterThan(1);
  });

  test('an arrow pressed after it is ready but before Swiper has started still moves it', async ({ page }) => {
    const slider = await open(page, MULTIPLE);
    expect(await clickBeforeStart(slider, '.ha-slider-next')).toBe(true);
    await expect.poll(() => visibleSlides(slider)).toEqual([2, 3, 4]);
  });

  test('follows the device mode when the window is resized, keeping its place', async ({ page }) => {
    const slider = await open(page, MULTIPLE);
    await slider.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => visibleSlides(slider)).toEqual([2, 3, 4]);
    await page.setViewportSize({ width: 900, height: 900 });
    await expect.poll(() => visibleSlides(slider)).toEqual([2, 3]);
    await page.setViewportSize({ width: 375, height: 900 });
    await expect.poll(() => visibleSlides(slider)).toEqual([2]);
  });

  for (const [width, view] of [
    [900, [1, 2]],
    [375, [1]],
  ] as const) {
    test(`shows ${view.length} at ${width} px`, async ({ page }) => {
      const slider = await open(page, MULTIPLE, width);
      await expect.poll(() => visibleSlides(slider)).toEqual(view);
    });
  }

  test('cover flow: the arrows move the centre of the flow', async ({ page }) => {
    const slider = await open(page, COVERFLOW);
    await expect(slider.locator('.ha-slider-container')).toHaveClass(/swiper-coverflow/);
    const active = () => slider.locator('.swiper-slide-active').getAttribute('aria-label');
    expect(await active()).toBe('1 of 6');
    await slider.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(active).toBe('2 of 6');
  });
});

test.describe('ha-advanced-slider: effects and pagination types', () => {
  test('fade: the next slide fades in and the progress bar grows', async ({ page }) => {
    const slider = await open(page, FADE);
    await expect(slider.locator('.ha-slider-container')).toHaveClass(/swiper-fade/);
    const fill = async () => {
      const bar = (await slider.locator('.ha-slider-pagination').boundingBox())!;
      const filled = (await slider.locator('.swiper-pagination-progressbar-fill').boundingBox())!;
      return Math.round((filled.width / bar.width) * 100);
    };
    await expect.poll(fill).toBe(25);
    await slider.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => visibleSlides(slider)).toEqual([2]);
    await expect.poll(fill).toBe(50);
  });

  test('cube: one face at a time, arrows unavailable at the ends', async ({ page }) => {
    const slider = await open(page, CUBE);
    await expect(slider.locator('.ha-slider-container')).toHaveClass(/swiper-cube/);
    await expect.poll(() => facing(slider)).toBe('1 of 4');
    const prev = slider.getByRole('button', { name: 'Previous slide' });
    await expect(prev).toHaveAttribute('aria-disabled', 'true');
    await slider.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => facing(slider)).toBe('2 of 4');
    await expect(prev).not.toHaveAttribute('aria-disabled', 'true');
    await slider.getByRole('button', { name: 'Go to slide 4' }).click();
    await expect.poll(() => facing(slider)).toBe('4 of 4');
    await expect(slider.getByRole('button', { name: 'Next slide' })).toHaveAttribute('aria-disabled', 'true');
  });

  test('fraction: reads with its prefix, separator and suffix', async ({ page }) => {
    const slider = await open(page, FRACTION);
    const fraction = slider.locator('.ha-slider-pagination');
    await expect(fraction).toHaveText('Photo 1 of 5 in the series');
    await slider.getByRole('button', { name: 'Next slide' }).click();
    await expect(fraction).toHaveText('Photo 2 of 5 in the series');
    await expect.poll(() => facing(slider)).toBe('2 of 5');
    await atRest(slider);
    await slider.getByRole('button', { name: 'Previous slide' }).click();
    await atRest(slider);
    await slider.getByRole('button', { name: 'Previous slide' }).click();
    await expect(fraction).toHaveText('Photo 5 of 5 in the series');
  });

  test('vertical: slides stack and move upwards; arrow keys follow', async ({ page }) => {
    const slider = await open(page, VERTICAL);
    await expect(slider.locator('.ha-slider-container')).toHaveClass(/swiper-vertical/);
    await expect.poll(() => visibleSlides(slider)).toEqual([1]);
    const top = () => slider.getByRole('group', { name: '2 of 4' }).evaluate((el) => Math.round(el.getBoundingClientRect().top));
    const before = await top();
    await slider.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => visibleSlides(slider)).toEqual([2]);
    expect(await top()).toBeLessThan(before - 300);
    await atRest(slider);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => visibleSlides(slider)).toEqual([3]);
    await atRest(slider);
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => visibleSlides(slider)).toEqual([2]);
  });
});

test.describe('ha-advanced-slider: thumbnails', () => {
  test('a click on a thumbnail shows its slide and marks the thumbnail', async ({ page }) => {
    const slider = await open(page, THUMBS);
    const thumbs = slider.getByRole('button', { name: /^Show slide \d$/ });
    await expect(thumbs).toHaveCount(5);
    await expect(thumbs.first()).toHaveAttribute('aria-current', 'true');
    await slider.getByRole('button', { name: 'Show slide 4' }).click();
    await expect.poll(() => visibleSlides(slider)).toEqual([4]);
    await expect(slider.getByRole('button', { name: 'Show slide 4' })).toHaveAttribute('aria-current', 'true');
    await expect(thumbs.first()).not.toHaveAttribute('aria-current', 'true');
    // The slider moves the mark along.
    await atRest(slider);
    await slider.getByRole('button', { name: 'Next slide' }).click();
    await expect(slider.getByRole('button', { name: 'Show slide 5' })).toHaveAttribute('aria-current', 'true');
  });

  test('a thumbnail clicked after the slider is ready but before Swiper has started still shows its slide', async ({ page }) => {
    const slider = await open(page, THUMBS);
    expect(await clickBeforeStart(slider, '[aria-label="Show slide 4"]')).toBe(true);
    await expect.poll(() => visibleSlides(slider)).toEqual([4]);
  });

  test('keyboard: Tab to a thumbnail and press Enter', async ({ page }) => {
    const slider = await open(page, THUMBS);
    await slider.getByRole('button', { name: 'Next slide' }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(slider.getByRole('button', { name: 'Show slide 2' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(() => visibleSlides(slider)).toEqual([2]);
  });
});

test.describe('ha-advanced-slider: the spec fields', () => {
  test('shuffles once, adds arrows, dots and 120 x 80 thumbnails, and is 420 px high', async ({ page }) => {
    // A fixed random source: every draw 0 moves each slide one place forward.
    await page.addInitScript(() => (Math.random = () => 0));
    const slider = await open(page, SPEC);
    await slider.locator('.ha-slider-container').hover();
    await expect(slider.getByRole('group', { name: '1 of 5' }).locator('img')).toHaveAttribute('alt', 'Meadow');
    await expect(slider.getByRole('group', { name: '5 of 5' }).locator('img')).toHaveAttribute('alt', 'Harbour');
    await expect(slider.getByRole('button', { name: 'Next slide' })).toBeVisible();
    await expect(slider.getByRole('button', { name: /^Go to slide \d$/ })).toHaveCount(5);
    const thumb = (await slider.getByRole('button', { name: 'Show slide 1' }).boundingBox())!;
    expect([Math.round(thumb.width), Math.round(thumb.height)]).toEqual([120, 80]);
    expect(Math.round((await slider.locator('.ha-slider-container').boundingBox())!.height)).toBe(420);
    // The first thumbnail shows the first slide's image.
    await expect(slider.getByRole('button', { name: 'Show slide 1' })).toHaveCSS('background-image', /gallery-2\.svg/);
  });

  test('autoplay defaults to 2000 ms', async ({ page }) => {
    await page.clock.install();
    const slider = await open(page, SPEC);
    await leave(page);
    await expect.poll(() => visibleSlides(slider)).toHaveLength(1);
    const [first] = await visibleSlides(slider);
    await page.clock.runFor(2100);
    await expect.poll(() => visibleSlides(slider)).toEqual([first + 1]);
  });

  test('the full screen button puts the slider in full screen and Escape leaves', async ({ page }) => {
    const slider = await open(page, SPEC);
    const button = slider.getByRole('button', { name: 'Full screen' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await button.click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement?.className ?? '')).toContain('ha-slider-widget-wrapper');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    // The slides fill the screen above the thumbnails.
    await expect.poll(async () => (await slider.locator('.ha-slider-container').boundingBox())!.height).toBeGreaterThan(700);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await button.click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  });
});

test.describe('ha-advanced-slider: rules and failures', () => {
  test('bad settings: ready with defaults and one debug warning', async ({ page, problems }) => {
    const slider = await open(page, BAD);
    await expect.poll(() => visibleSlides(slider)).toEqual([1]);
    await slider.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => visibleSlides(slider)).toEqual([2]);
    const warnings = problems.warnings.filter((text) => text.includes(BAD));
    expect(warnings).toHaveLength(1);
    for (const part of ['slider_type "several"', 'effect "explode"', 'effect_speed "fast"', 'pagination_type "stars"', 'autoplay "maybe"'])
      expect(warnings[0]).toContain(part);
  });

  test('a single slide is left as the server printed it, without its arrows', async ({ page }) => {
    const slider = await open(page, ONE);
    await expect(slider.getByRole('region')).toHaveCount(0);
    await expect(slider.locator('.ha-slider-prev')).toBeHidden();
    await expect(slider.getByRole('heading', { name: 'Harbour' })).toBeVisible();
    const html = await served(page, ONE);
    expect(await slider.evaluate((el) => el.querySelector('.ha-slider-container')!.outerHTML)).toBe(
      await page.evaluate((html) => new DOMParser().parseFromString(html, 'text/html').querySelector('.ha-slider-container')!.outerHTML, html),
    );
  });

  test('unmount puts the server markup back exactly, and a new mount works', async ({ page }) => {
    await open(page, SINGLE);
    for (const id of [SINGLE, MULTIPLE, FADE, CUBE, VERTICAL, THUMBS, FRACTION, COVERFLOW, SPEC, BAD, ONE]) {
      const slider = widget(page, id);
      await slider.scrollIntoViewIfNeeded();
      await expectReady(slider);
      expect(await unmountRestores(page, id), id).toBe(true);
    }
    const slider = widget(page, THUMBS);
    await page.evaluate((id) => window.haWidgets!.mount(document.querySelector(`[data-id="${id}"]`)!), THUMBS);
    await expectReady(slider);
    await slider.getByRole('button', { name: 'Show slide 3' }).click();
    await expect.poll(() => visibleSlides(slider)).toEqual([3]);
  });

  test('every slider on the page mounts without errors or Swiper warnings, at every width', async ({ page, problems }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(PAGE);
    for (const slider of await page.locator('[data-widget_type="ha-advanced-slider.default"]').all()) {
      await slider.scrollIntoViewIfNeeded();
      await expectReady(slider);
    }
    await page.setViewportSize({ width: 900, height: 900 });
    await expect.poll(() => visibleSlides(widget(page, MULTIPLE))).toHaveLength(2);
    await page.setViewportSize({ width: 375, height: 900 });
    await expect.poll(() => visibleSlides(widget(page, MULTIPLE))).toHaveLength(1);
    expect(ownErrors(problems)).toEqual([]);
    expect(problems.warnings.filter((text) => /swiper/i.test(text))).toEqual([]);
  });

  for (const width of [1280, 375])
    test(`mounting moves nothing, the slider in the spec's fields included, at ${width} px`, async ({ page }) => {
      // As first painted the loader has copied its sliderHeight (420 px, only in its JSON settings)
      // for the premount stylesheet, so it already stands at its mounted height.
      expect(await mountingChanges(page, PAGE, width)).toEqual({ prepared: [], started: [] });
    });

  for (const width of [1280, 375])
    test(`before it mounts, the slider in the spec's fields already has its mounted height and its thumbnail strip's room, at ${width} px`, async ({ page }) => {
      // Printed, its five 960 by 540 images stood 641 px tall at 1280 px; mounted it is 420 px high
      // with the 80 px thumbnail strip 10 px below.
      const { before, after } = await sizesBeforeAndAfterMount(page, PAGE, [SPEC, BAD, ONE], undefined, width);
      expect(after[0][1]).toBe(510);
      before.forEach((printed, index) => expect(printed, [SPEC, BAD, ONE][index]).toEqual(after[index]));
    });

  const specSettings = '{&quot;sliderShuffle&quot;:true,&quot;sliderPagination&quot;:true,&quot;sliderHeight&quot;:{&quot;unit&quot;:&quot;px&quot;,&quot;size&quot;:420}}';
  for (const [name, settings, height] of [
    ['the spec\'s 600 px and 80 px thumbnails', '{&quot;sliderShuffle&quot;:true}', () => 690],
    // Half the 4000 px tall window.
    ['50 vh, 100 px thumbnails', '{&quot;sliderHeight&quot;:{&quot;unit&quot;:&quot;vh&quot;,&quot;size&quot;:50},&quot;thumbnailHeight&quot;:100}', () => 2000 + 110],
    ['no thumbnails', '{&quot;sliderHeight&quot;:300,&quot;thumbnails&quot;:false}', () => 300],
    ['30 em', '{&quot;sliderHeight&quot;:{&quot;unit&quot;:&quot;em&quot;,&quot;size&quot;:30}}', (fontSize: number) => 30 * fontSize + 90],
    // A share of a box as tall as its content: the height of its 960 by 540 images at 1140 px wide.
    ['50 %', '{&quot;sliderHeight&quot;:{&quot;unit&quot;:&quot;%&quot;,&quot;size&quot;:50}}', () => 641 + 90],
  ] as const)
    test(`before it mounts, a slider in the spec's fields has its mounted height: ${name}`, async ({ page }) => {
      await rewrite(page, PAGE, (html) => html.replace(specSettings, settings));
      const { before, after } = await sizesBeforeAndAfterMount(page, PAGE, [SPEC]);
      const fontSize = await widget(page, SPEC).locator('.ha-slider-container').evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
      expect(after[0][1]).toBe(Math.round(height(fontSize)));
      expect(before).toEqual(after);
    });
});
