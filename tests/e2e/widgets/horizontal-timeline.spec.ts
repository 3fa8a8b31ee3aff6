import type { Locator, Page } from '@playwright/test';
import { expect, test, expectReady, ownErrors, unmountRestores, widget } from '../helpers';
import { atRest, expectStarted, expectStill, mountingChanges, visibleSlides } from '../carousel-helpers';

const PAGE = '/widgets/horizontal-timeline.html';
const MAIN = '4f2b8c10'; // six events, 3 / 2 / 1 in view, lightbox on, server arrows
const SMALL = '4f2b8c11'; // four events, 2 in view, lightbox off on tablet and mobile, no server arrows
const FEW = '4f2b8c12'; // two events, 3 to show
const BAD = '4f2b8c13';

async function open(page: Page, id = MAIN, width = 1280): Promise<Locator> {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(PAGE);
  const timeline = widget(page, id);
  await timeline.scrollIntoViewIfNeeded();
  await expectReady(timeline);
  return timeline;
}

const prev = (timeline: Locator) => timeline.getByRole('button', { name: 'Previous slide' });
const next = (timeline: Locator) => timeline.getByRole('button', { name: 'Next slide' });
const lightbox = (page: Page) => page.locator('dialog.ha-lightbox');

async function expectDisabled(button: Locator, disabled: boolean): Promise<void> {
  if (disabled) {
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveClass(/slick-disabled/);
  } else {
    await expect(button).not.toHaveAttribute('aria-disabled');
    await expect(button).not.toHaveClass(/slick-disabled/);
  }
}

/** A visitor pressing an arrow that says it is disabled: by keyboard (a mouse click would do the same). */
async function press(button: Locator): Promise<void> {
  await button.focus();
  await button.press('Enter');
}

/** A mouse drag across the middle of the items; `slow` holds the button down long enough to rule out a flick. */
async function drag(page: Page, timeline: Locator, dx: number, { slow = false } = {}): Promise<void> {
  const box = (await timeline.locator('.swiper').boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y, { steps: 8 });
  if (slow) await page.waitForTimeout(400);
  await page.mouse.up();
}

test.describe('ha-horizontal-timeline arrows', () => {
  test('previous is disabled at the start; next moves and enables it; next is disabled at the end', async ({ page, problems }) => {
    const timeline = await open(page);
    const region = timeline.getByRole('region', { name: 'Timeline' });
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(region.getByRole('group')).toHaveCount(6);
    // Arrows only: no dots and no rotation control, whatever the page's loop and autoplay settings.
    await expect(region.getByRole('button', { name: /slide/ })).toHaveCount(2);
    await expect(region.getByRole('button', { name: /^Go to|automatic/ })).toHaveCount(0);
    // The other buttons are the six images that open the lightbox.
    await expect(region.getByRole('button')).toHaveCount(8);
    await expect(timeline.locator('.slick-prev, .slick-next')).toHaveCount(2); // the server's, reused

    await expect.poll(() => visibleSlides(timeline)).toEqual([1, 2, 3]);
    await expectDisabled(prev(timeline), true);
    await expectDisabled(next(timeline), false);

    await next(timeline).click();
    await expect.poll(() => visibleSlides(timeline)).toEqual([2, 3, 4]);
    await expectDisabled(prev(timeline), false);
    await expect(timeline.locator('[aria-live="polite"]')).toHaveText('Slide 2 of 6');

    await next(timeline).click();
    await next(timeline).click();
    await expect.poll(() => visibleSlides(timeline)).toEqual([4, 5, 6]);
    await expectDisabled(next(timeline), true);
    await expectDisabled(prev(timeline), false);
    // No loop: at the end next does nothing, and nothing moves on its own.
    await press(next(timeline));
    await expectStill(page, timeline, [4, 5, 6]);

    await prev(timeline).click();
    await expect.poll(() => visibleSlides(timeline)).toEqual([3, 4, 5]);
    await expectDisabled(next(timeline), false);
    expect(ownErrors(problems)).toEqual([]);
  });

  test('keyboard: Enter and Space on the arrows, Shift+Tab back to previous', async ({ page }) => {
    const timeline = await open(page);
    await next(timeline).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => visibleSlides(timeline)).toEqual([2, 3, 4]);
    await atRest(timeline);
    await page.keyboard.press('Space');
    await expect.poll(() => visibleSlides(timeline)).toEqual([3, 4, 5]);
    await page.keyboard.press('Shift+Tab');
    await expect(prev(timeline)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(() => visibleSlides(timeline)).toEqual([2, 3, 4]);
  });

  test('with every item in view both arrows stay disabled', async ({ page }) => {
    const timeline = await open(page, FEW);
    await expect.poll(() => visibleSlides(timeline)).toEqual([1, 2]);
    await expectDisabled(prev(timeline), true);
    await expectDisabled(next(timeline), true);
    await press(next(timeline));
    await expectStill(page, timeline, [1, 2]);
  });

  test('added arrows when the server printed none, disabled at the ends too', async ({ page }) => {
    const timeline = await open(page, SMALL);
    await expect(timeline.locator('button.slick-prev, button.slick-next')).toHaveCount(2);
    await expect.poll(() => visibleSlides(timeline)).toEqual([1, 2]);
    await expectDisabled(prev(timeline), true);
    await next(timeline).click();
    await next(timeline).click();
    await expect.poll(() => visibleSlides(timeline)).toEqual([3, 4]);
    await expectDisabled(next(timeline), true);
  });
});

test.describe('ha-horizontal-timeline swipes and devices', () => {
  test('a drag of 30 px springs back, a drag of 80 px moves by one item, quick or slow', async ({ page }) => {
    const timeline = await open(page);
    await expectStarted(timeline);
    await expect.poll(() => visibleSlides(timeline)).toEqual([1, 2, 3]);
    await drag(page, timeline, -30);
    await expectStill(page, timeline, [1, 2, 3]);
    await drag(page, timeline, -30, { slow: true });
    await expectStill(page, timeline, [1, 2, 3]);

    await drag(page, timeline, -80, { slow: true });
    await expect.poll(() => visibleSlides(timeline)).toEqual([2, 3, 4]);
    await atRest(timeline);
    await drag(page, timeline, -80);
    await expect.poll(() => visibleSlides(timeline)).toEqual([3, 4, 5]);
    await atRest(timeline);
    await drag(page, timeline, 80, { slow: true });
    await expect.poll(() => visibleSlides(timeline)).toEqual([2, 3, 4]);
    await atRest(timeline);
    await drag(page, timeline, 30);
    await expectStill(page, timeline, [2, 3, 4]);
    // A drag is not a click: no lightbox opened on the way.
    await expect(lightbox(page)).toHaveCount(0);
  });

  test('a change of device mode starts again from the first item; a resize within one does not', async ({ page }) => {
    const timeline = await open(page);
    await next(timeline).click();
    await expect.poll(() => visibleSlides(timeline)).toEqual([2, 3, 4]);
    await atRest(timeline);
    await next(timeline).click();
    await expect.poll(() => visibleSlides(timeline)).toEqual([3, 4, 5]);

    // Still desktop: the position is kept.
    await page.setViewportSize({ width: 1100, height: 900 });
    await expectStill(page, timeline, [3, 4, 5]);

    await page.setViewportSize({ width: 375, height: 900 });
    await expect.poll(() => visibleSlides(timeline)).toEqual([1]);
    await expectDisabled(prev(timeline), true);
    await next(timeline).click();
    await expect.poll(() => visibleSlides(timeline)).toEqual([2]);

    await page.setViewportSize({ width: 900, height: 900 });
    await expect.poll(() => visibleSlides(timeline)).toEqual([1, 2]);
    await expectDisabled(prev(timeline), true);
    await expectDisabled(next(timeline), false);
  });

  test('after a device change the arrows match the new start: at the end on desktop, free to move on mobile', async ({ page }) => {
    const timeline = await open(page, SMALL);
    await next(timeline).click();
    await next(timeline).click();
    await expect.poll(() => visibleSlides(timeline)).toEqual([3, 4]);
    await expectDisabled(next(timeline), true);
    // Mobile shows 1 in view, from the start again, with room to move on.
    await page.setViewportSize({ width: 600, height: 900 });
    await expect.poll(() => visibleSlides(timeline)).toEqual([1]);
    await expectDisabled(next(timeline), false);
    await expectDisabled(prev(timeline), true);
  });
});

test.describe('ha-horizontal-timeline lightbox', () => {
  test('clicking an image opens it in the lightbox; Escape closes it and focus returns to the image', async ({ page, problems }) => {
    const timeline = await open(page);
    const image = timeline.getByRole('button', { name: 'The first version on a phone' });
    await expect(image).toHaveAttribute('aria-haspopup', 'dialog');
    await image.click();
    await expect(lightbox(page)).toBeVisible();
    await expect(lightbox(page).locator('img.ha-lightbox__image')).toHaveAttribute('src', /2020-large\.svg$/);
    await expect(lightbox(page).locator('.ha-lightbox__counter')).toHaveText('2 / 6');
    await page.keyboard.press('Escape');
    await expect(lightbox(page)).toHaveCount(0);
    await expect(image).toBeFocused();
    expect(ownErrors(problems)).toEqual([]);
  });

  test('keyboard: an image is a button that Enter opens; the lightbox moves through every image', async ({ page }) => {
    const timeline = await open(page);
    const image = timeline.getByRole('button', { name: 'A hand-drawn map of cycle paths' });
    await image.focus();
    await page.keyboard.press('Enter');
    await expect(lightbox(page)).toBeVisible();
    await expect(lightbox(page).locator('img.ha-lightbox__image')).toHaveAttribute('src', /2019-large\.svg$/);
    await lightbox(page).getByRole('button', { name: 'Next image' }).click();
    await expect(lightbox(page).locator('img.ha-lightbox__image')).toHaveAttribute('src', /2020-large\.svg$/);
    await page.keyboard.press('Escape');
    await expect(lightbox(page)).toHaveCount(0);
    await expect(image).toBeFocused();
  });

  test('a lightbox disabled on mobile does not open there, while another one still does', async ({ page }) => {
    const small = await open(page, SMALL, 375);
    const image = small.locator('.ha-horizontal-timeline-image').first();
    await expect(image).not.toHaveAttribute('role', 'button');
    await expect(image).not.toHaveAttribute('tabindex');
    await image.click();
    await page.waitForTimeout(300);
    await expect(lightbox(page)).toHaveCount(0);

    const main = widget(page, MAIN);
    await main.scrollIntoViewIfNeeded();
    await main.getByRole('button', { name: 'A hand-drawn map of cycle paths' }).click();
    await expect(lightbox(page)).toBeVisible();
    await page.keyboard.press('Escape');

    // Back on desktop the disabled one opens too.
    await page.setViewportSize({ width: 1280, height: 900 });
    await small.scrollIntoViewIfNeeded();
    const button = small.getByRole('button', { name: 'A hand-drawn map of cycle paths' });
    await expect(button).toHaveAttribute('tabindex', '0');
    await button.click();
    await expect(lightbox(page)).toBeVisible();
  });
});

test.describe('ha-horizontal-timeline settings and lifecycle', () => {
  test('bad settings: works with defaults and prints one debug warning', async ({ page, problems }) => {
    const timeline = await open(page, BAD);
    await expect.poll(() => visibleSlides(timeline)).toEqual([1]);
    await next(timeline).click();
    await expect.poll(() => visibleSlides(timeline)).toEqual([2]);
    const warnings = problems.warnings.filter((text) => text.includes(BAD));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('slides_to_show "lots"');
    expect(warnings[0]).toContain('animation_speed "fast"');
    expect(ownErrors(problems)).toEqual([]);
  });

  test('unmount puts the server markup back, and a new mount works', async ({ page }) => {
    const timeline = await open(page);
    await next(timeline).click();
    await expect.poll(() => visibleSlides(timeline)).toEqual([2, 3, 4]);
    for (const id of [MAIN, SMALL, FEW]) {
      const carousel = widget(page, id);
      await carousel.scrollIntoViewIfNeeded();
      await expectReady(carousel);
      const same = await unmountRestores(page, id);
      expect(same, id).toBe(true);
    }
    await page.evaluate((id) => window.haWidgets!.mount(document.querySelector(`[data-id="${id}"]`)!), MAIN);
    await expectReady(timeline);
    await expect.poll(() => visibleSlides(timeline)).toEqual([1, 2, 3]);
    await next(timeline).click();
    await expect.poll(() => visibleSlides(timeline)).toEqual([2, 3, 4]);
    await timeline.getByRole('button', { name: 'Signing the partnership' }).click();
    await expect(lightbox(page)).toBeVisible();
  });

  test('every instance mounts without errors or Swiper warnings, also on mobile', async ({ page, problems }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(PAGE);
    for (const carousel of await page.locator('[data-widget_type="ha-horizontal-timeline.default"]').all()) {
      await carousel.scrollIntoViewIfNeeded();
      await expectReady(carousel);
    }
    await page.setViewportSize({ width: 375, height: 900 });
    await expect.poll(async () => (await visibleSlides(widget(page, MAIN))).length).toBe(1);
    expect(ownErrors(problems)).toEqual([]);
    expect(problems.warnings.filter((text) => /swiper/i.test(text))).toEqual([]);
  });

  for (const width of [1280, 375])
    test(`mounting moves nothing: the printed carousels already have their shape at ${width} px`, async ({ page }) => {
      expect(await mountingChanges(page, PAGE, width)).toEqual({ prepared: [], started: [] });
    });
});
