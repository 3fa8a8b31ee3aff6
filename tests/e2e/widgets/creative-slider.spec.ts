import type { Locator, Page } from '@playwright/test';
import { test, expect, widget, expectReady, ownErrors, recordLayoutShift, layoutShift } from '../helpers';

const PAGE = '/widgets/creative-slider.html';
const DEFAULT = '7c3e5a01'; // five items
const AUTO = '7c3e5a02'; // three items, autoplay every 4000 ms
const BAD = '7c3e5a03'; // autoplay "sometimes", autoplay_speed "fast"
const SINGLE = '7c3e5a04';

const TITLES = ['Harbour lights', 'Dune crossing', 'Forest trail', 'Dusk over the hills', 'Orchard in bloom'];

async function open(page: Page, id: string, width = 1280): Promise<Locator> {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(PAGE);
  const slider = widget(page, id);
  await slider.scrollIntoViewIfNeeded();
  await expectReady(slider);
  return slider;
}

/**
 * What the visitor sees in each track: the titles and the images (slide-n.svg, as n) that are
 * visible. While a move runs the leaving item is still in view, so poll until one of each is left.
 */
function seen(slider: Locator) {
  return slider.evaluate((root) => {
    const visible = (selector: string) =>
      [...root.querySelectorAll<HTMLElement>(selector)].filter(
        (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility === 'visible',
      );
    const slides = (selector: string) => visible(selector).map((img) => Number(/slide-(\d)/.exec(img.getAttribute('src')!)![1]));
    return {
      title: visible('.ha_cc_info_text_title').map((el) => el.textContent!.trim()),
      image: slides('.ha_cc_image_item img'),
      prev: slides('.ha_cc_prev_item img'),
      next: slides('.ha_cc_next_item img'),
    };
  });
}

/** Polls often: a move takes about a second, and the default back-off would wait twice as long. */
const poll = <T>(read: () => Promise<T>) => expect.poll(read, { intervals: [50] });

const showing = (item: number, prev: number, next: number) => ({ title: [TITLES[item - 1]], image: [item], prev: [prev], next: [next] });

/** Delays and durations of the animations now running on the visible text item's elements and on the images. */
function timings(slider: Locator) {
  return slider.evaluate((root) => {
    const item = [...root.querySelectorAll('.ha_cc_info_text_inner')].find((el) => getComputedStyle(el).visibility === 'visible')!;
    const of = (els: Element[]) => els.flatMap((el) => el.getAnimations().map((a) => a.effect!.getTiming()));
    const text = of([...item.querySelectorAll('.ha_cc_infotext_item > *')]);
    const images = of([...root.querySelectorAll('.ha_cc_image_item')]);
    const thumbs = of([...root.querySelectorAll('.ha_cc_prev_item, .ha_cc_next_item')]);
    return {
      text: text.map((t) => t.delay),
      textDuration: [...new Set(text.map((t) => t.duration))],
      images: images.map((t) => t.delay),
      thumbs: [...new Set(thumbs.map((t) => t.delay))],
      duration: [...new Set([...images, ...thumbs].map((t) => t.duration))],
    };
  });
}

/**
 * Stops the page's clock (once the widget is ready: mounting waits for an idle callback) a second
 * ahead, a moment that cannot have passed by the time the call arrives; from then on only runFor
 * moves time.
 */
async function freezeClock(page: Page): Promise<void> {
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
}

/** Takes the pointer off the slider and keyboard focus out of it. */
async function leave(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** The wrapper's markup as the server sent it, and as it is now (without the runtime's state attribute). */
async function servedAndNow(page: Page, id: string): Promise<[string, string]> {
  return page.evaluate(async (id) => {
    const html = await (await fetch(location.href)).text();
    const served = new DOMParser().parseFromString(html, 'text/html').querySelector(`[data-id="${id}"]`)!;
    const strip = (el: Element) => {
      const copy = el.cloneNode(true) as Element;
      copy.removeAttribute('data-ha-state');
      // The loader's copy of the settings for the premount stylesheet.
      copy.removeAttribute('data-ha-set');
      return copy.outerHTML;
    };
    return [strip(served), strip(document.querySelector(`[data-id="${id}"]`)!)];
  }, id);
}

test.describe('ha-creative-slider as a visitor', () => {
  test('shows the first item, with the last as previous and the second as next thumbnail', async ({ page }) => {
    const slider = await open(page, DEFAULT);
    await poll(() => seen(slider)).toEqual(showing(1, 5, 2));
    const region = slider.getByRole('region', { name: 'Slides' });
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(region.getByRole('button', { name: 'Previous slide' })).toHaveCount(1);
    await expect(region.getByRole('button', { name: 'Next slide' })).toHaveCount(1);
    // Only the current item is there for assistive technology: one slide, one button link.
    await expect(region.getByRole('group')).toHaveCount(1);
    await expect(region.getByRole('group')).toHaveAccessibleName('1 of 5');
    await expect(region.getByRole('link')).toHaveAccessibleName('Explore the harbour');
  });

  test('next and previous move every track together and wrap around the ends', async ({ page }) => {
    const slider = await open(page, DEFAULT);
    const live = slider.locator('[aria-live]');
    await expect(live).toHaveText('');
    await slider.getByRole('button', { name: 'Next slide' }).click();
    await poll(() => seen(slider)).toEqual(showing(2, 1, 3));
    await expect(live).toHaveText('Slide 2 of 5');
    await expect(live).toHaveAttribute('aria-live', 'polite');
    await slider.getByRole('button', { name: 'Previous slide' }).click();
    await poll(() => seen(slider)).toEqual(showing(1, 5, 2));
    await slider.getByRole('button', { name: 'Previous slide' }).click();
    await poll(() => seen(slider)).toEqual(showing(5, 4, 1));
    await expect(live).toHaveText('Slide 5 of 5');
    await slider.getByRole('button', { name: 'Next slide' }).click();
    await poll(() => seen(slider)).toEqual(showing(1, 5, 2));
  });

  test('the new image slides in inside its track and rests in place', async ({ page }) => {
    const slider = await open(page, DEFAULT);
    const track = slider.locator('.ha_cc_inner_image_items');
    const box = (await track.boundingBox())!;
    await slider.getByRole('button', { name: 'Next slide' }).click();
    const image = slider.locator('.ha_cc_image_item img[src$="slide-2.svg"]');
    await poll(async () => (await image.boundingBox())!.x).toBeCloseTo(box.x, 0);
    expect((await track.boundingBox())!).toEqual(box);
  });

  test('text elements enter 30 ms apart and the image 40 ms late; the tracks take 1000 ms', async ({ page, animationSpeed }) => {
    const slider = await open(page, DEFAULT);
    await animationSpeed(0.05);
    await slider.getByRole('button', { name: 'Next slide' }).click();
    expect(await timings(slider)).toEqual({
      text: [30, 60, 90, 120, 150],
      textDuration: [1000],
      images: [40, 40], // the one coming in and the one going out
      thumbs: [0],
      duration: [1000],
    });
  });

  test('on a phone the arrows over the image move it, text 40 ms apart, tracks in 500 ms', async ({ page, animationSpeed }) => {
    const slider = await open(page, DEFAULT);
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.locator('body')).toHaveAttribute('data-elementor-device-mode', 'mobile');
    const next = slider.getByRole('button', { name: 'Next slide' });
    await expect(next).toHaveClass('ha_cs_mobile_next');
    await animationSpeed(0.05);
    await next.click();
    const mobile = await timings(slider);
    await animationSpeed(1);
    expect(mobile.text).toEqual([40, 80, 120, 160, 200]);
    expect(mobile.textDuration).toEqual([500]);
    expect(mobile.images).toEqual([40, 40]);
    await poll(() => seen(slider).then((s) => [s.title, s.image])).toEqual([[TITLES[1]], [2]]);
    await slider.getByRole('button', { name: 'Previous slide' }).click();
    await poll(() => seen(slider).then((s) => [s.title, s.image])).toEqual([[TITLES[0]], [1]]);
    // Back on a wide screen, the desktop stagger again.
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(page.locator('body')).toHaveAttribute('data-elementor-device-mode', 'desktop');
    await animationSpeed(0.05);
    await slider.getByRole('button', { name: 'Next slide' }).click();
    expect((await timings(slider)).text).toEqual([30, 60, 90, 120, 150]);
  });

  test('keyboard: Enter and Space on the buttons, Left and Right anywhere inside', async ({ page }) => {
    const slider = await open(page, DEFAULT);
    const prev = slider.getByRole('button', { name: 'Previous slide' });
    await prev.focus();
    await page.keyboard.press('Tab');
    // The current item's link comes between the two thumbnails.
    await expect(slider.getByRole('link', { name: 'Explore the harbour' })).toBeFocused();
    await page.keyboard.press('Tab');
    const next = slider.getByRole('button', { name: 'Next slide' });
    await expect(next).toBeFocused();
    // The new text shows at once (the slides follow in a second: see the click test).
    const title = () => seen(slider).then((s) => s.title);
    await page.keyboard.press('Enter');
    await poll(title).toEqual([TITLES[1]]);
    await page.keyboard.press('Space');
    await poll(title).toEqual([TITLES[2]]);
    await page.keyboard.press('ArrowLeft');
    await poll(title).toEqual([TITLES[1]]);
    await expect(next).toBeFocused();
    // From the link of the current item, the arrow key moves on and focus follows to the new link.
    await slider.getByRole('link', { name: 'Plan the crossing' }).focus();
    await page.keyboard.press('ArrowRight');
    await poll(() => seen(slider)).toEqual(showing(3, 2, 4));
    await expect(slider.getByRole('link', { name: 'Walk the trail' })).toBeFocused();
    await expect(slider.locator('[aria-live]')).toHaveText('Slide 3 of 5');
  });

  test('mounting shifts nothing and raises no errors, on desktop and phone', async ({ page, problems }) => {
    await recordLayoutShift(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(PAGE);
    for (const id of [DEFAULT, AUTO, BAD, SINGLE]) {
      await widget(page, id).scrollIntoViewIfNeeded();
      await expectReady(widget(page, id));
    }
    await page.evaluate(() => new Promise(requestAnimationFrame));
    expect(await layoutShift(page)).toBe(0);
    await page.setViewportSize({ width: 375, height: 800 });
    const slider = widget(page, DEFAULT);
    await slider.scrollIntoViewIfNeeded();
    await slider.getByRole('button', { name: 'Next slide' }).click();
    await poll(() => seen(slider).then((s) => s.title)).toEqual([TITLES[1]]);
    expect(ownErrors(problems)).toEqual([]);
  });
});

test.describe('ha-creative-slider autoplay', () => {
  test('moves on every 4000 ms and wraps around', async ({ page }) => {
    await page.clock.install();
    const slider = await open(page, AUTO);
    await freezeClock(page);
    await leave(page);
    await poll(() => seen(slider).then((s) => s.title)).toEqual([TITLES[1]]);
    // The first delay started at mount, a moment before the clock was frozen; each next one
    // starts with a move, on the frozen clock.
    await page.clock.runFor(4100);
    await poll(() => seen(slider)).toEqual(showing(3, 2, 4));
    await page.clock.runFor(3500);
    await poll(() => seen(slider).then((s) => s.title)).toEqual([TITLES[2]]);
    await page.clock.runFor(600);
    await poll(() => seen(slider)).toEqual(showing(4, 3, 2));
    await page.clock.runFor(4100);
    await poll(() => seen(slider)).toEqual(showing(2, 4, 3));
    // While it plays, the live region keeps quiet.
    await expect(slider.locator('[aria-live]')).toHaveAttribute('aria-live', 'off');
  });

  test('the stop button, first in the tab order, stops it until started again', async ({ page }) => {
    await page.clock.install();
    const slider = await open(page, AUTO);
    await freezeClock(page);
    const stop = slider.getByRole('button', { name: 'Stop automatic slide show' });
    await expect(slider.getByRole('button').first()).toHaveAccessibleName('Stop automatic slide show');
    await stop.click();
    const start = slider.getByRole('button', { name: 'Start automatic slide show' });
    await expect(start).toBeVisible();
    await leave(page);
    await expect(slider.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(12_000);
    await poll(() => seen(slider).then((s) => s.title)).toEqual([TITLES[1]]);
    await start.click();
    await leave(page);
    await page.clock.runFor(4100);
    await poll(() => seen(slider).then((s) => s.title)).toEqual([TITLES[2]]);
  });

  test('holds still under the pointer and while keyboard focus is inside', async ({ page }) => {
    await page.clock.install();
    const slider = await open(page, AUTO);
    await freezeClock(page);
    await slider.locator('.ha_cc_inner_image_items').hover();
    await page.clock.runFor(9000);
    await poll(() => seen(slider).then((s) => s.title)).toEqual([TITLES[1]]);
    await page.mouse.move(1, 1);
    await page.clock.runFor(4100);
    await poll(() => seen(slider).then((s) => s.title)).toEqual([TITLES[2]]);

    await slider.getByRole('button', { name: 'Next slide' }).focus();
    await page.keyboard.press('Shift+Tab'); // keyboard focus, on the current item's link
    await expect(slider.getByRole('link', { name: 'Walk the trail' })).toBeFocused();
    await expect(slider.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(9000);
    await poll(() => seen(slider).then((s) => s.title)).toEqual([TITLES[2]]);
    await leave(page);
    await page.clock.runFor(4100);
    await poll(() => seen(slider).then((s) => s.title)).toEqual([TITLES[3]]);
  });

  test('reduced motion: no autoplay, no stop button, moves without animation', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    const slider = await open(page, AUTO);
    await freezeClock(page);
    await leave(page);
    await expect(slider.getByRole('button', { name: /automatic slide show/ })).toHaveCount(0);
    await page.clock.runFor(12_000);
    await poll(() => seen(slider).then((s) => s.title)).toEqual([TITLES[1]]);
    await slider.getByRole('button', { name: 'Next slide' }).click();
    // At once: the very next look shows only the new item, and nothing is animating.
    expect(await seen(slider)).toEqual(showing(3, 2, 4));
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
    await expect(slider.locator('[aria-live]')).toHaveText('Slide 2 of 3');
  });

  test('in the page editor it does not play', async ({ page }) => {
    await page.route(`**${PAGE}`, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace('{ debug: true }', '{ debug: true, editMode: true }');
      await route.fulfill({ response, body });
    });
    await page.clock.install();
    const slider = await open(page, AUTO);
    await freezeClock(page);
    await leave(page);
    await expect(slider.getByRole('button', { name: /automatic slide show/ })).toHaveCount(0);
    await page.clock.runFor(12_000);
    await poll(() => seen(slider).then((s) => s.title)).toEqual([TITLES[1]]);
    await slider.getByRole('button', { name: 'Next slide' }).click();
    await poll(() => seen(slider).then((s) => s.title)).toEqual([TITLES[2]]);
  });
});

test.describe('ha-creative-slider rules and failures', () => {
  test('bad settings: works with the defaults and one debug warning', async ({ page, problems }) => {
    await page.clock.install();
    const slider = await open(page, BAD);
    await freezeClock(page);
    await leave(page);
    await expect(slider.getByRole('button', { name: /automatic slide show/ })).toHaveCount(0);
    await page.clock.runFor(10_000);
    await poll(() => seen(slider).then((s) => s.title)).toEqual([TITLES[2]]);
    await slider.getByRole('button', { name: 'Next slide' }).click();
    await poll(() => seen(slider).then((s) => s.title)).toEqual([TITLES[3]]);
    const warnings = problems.warnings.filter((text) => text.includes(BAD));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('autoplay "sometimes"');
    expect(warnings[0]).toContain('autoplay_speed "fast"');
    expect(ownErrors(problems)).toEqual([]);
  });

  test('a single item is left as the server printed it', async ({ page }) => {
    const slider = await open(page, SINGLE);
    const [served, now] = await servedAndNow(page, SINGLE);
    expect(now).toBe(served);
    await expect(slider.getByRole('button')).toHaveCount(0);
    await expect(slider.getByRole('region')).toHaveCount(0);
    await expect(slider.locator('.ha_cc_info_text_title')).toHaveText(TITLES[0]);
  });

  test('unmount puts the server markup back exactly, and a new mount starts again', async ({ page }) => {
    const slider = await open(page, DEFAULT);
    await slider.getByRole('button', { name: 'Next slide' }).click();
    await slider.getByRole('button', { name: 'Next slide' }).click();
    await poll(() => seen(slider).then((s) => s.title)).toEqual([TITLES[2]]);
    const auto = widget(page, AUTO);
    await auto.scrollIntoViewIfNeeded();
    await expectReady(auto);
    for (const id of [DEFAULT, AUTO]) {
      // Unmounted in the middle of a move.
      if (id === DEFAULT) await slider.getByRole('button', { name: 'Next slide' }).click();
      await page.evaluate((id) => window.haWidgets!.unmount(document.querySelector(`[data-id="${id}"]`)!), id);
      const [served, now] = await servedAndNow(page, id);
      expect(now, id).toBe(served);
    }
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
    await page.evaluate((id) => window.haWidgets!.mount(document.querySelector(`[data-id="${id}"]`)!), DEFAULT);
    await expectReady(slider);
    await poll(() => seen(slider)).toEqual(showing(1, 5, 2));
    await slider.getByRole('button', { name: 'Next slide' }).click();
    await poll(() => seen(slider)).toEqual(showing(2, 1, 3));
  });
});
