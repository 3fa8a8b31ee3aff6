// ha-post-carousel on the shared carousel adapter, over the add-on's own slide class.
import type { Page } from '@playwright/test';
import { expect, test, asServed, expectReady, ownErrors, widget } from '../helpers';
import { expectView, leave, openWidget, visibleSlides, mountingChanges, unmountAllThenRemount } from '../carousel-helpers';

const PAGE = '/widgets/post-carousel.html';
const BLOG = '9b3c0001'; // 2 / 2 / 1 printed, arrows, autoplay 2000 ms, speed 800, loop, 5 posts
const BOTH = '9b3c0002'; // 3 / 2 / 1, arrows and dots, no loop, 6 posts
const SIDEBAR = '9b3c0003'; // 2 in view asked for, in a column under 320 px wide, dots
const DEFAULTS = '9b3c0004'; // nothing printed: the widget's 2 / 2 / 1, dots
const SINGLE = '9b3c0005';
const BAD = '9b3c0006';

const open = (page: Page, id: string, width = 1280) => openWidget(page, PAGE, id, width);

test.describe('ha-post-carousel', () => {
  test('a labelled carousel of post cards that autoplays every 2000 ms and loops', async ({ page }) => {
    await page.clock.install();
    const carousel = await open(page, BLOG);
    const region = carousel.getByRole('region', { name: 'Posts' });
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(region.getByRole('group')).toHaveCount(5);
    const third = region.getByRole('group', { name: '3 of 5' });
    await expect(third.getByRole('link', { name: 'Writing help pages people finish', exact: true })).toHaveAttribute('href', /#post-writing-help-pages/);
    await expect(third.getByRole('link', { name: 'Read more about Writing help pages people finish' })).toHaveCount(1);
    await leave(page);
    await expectView(carousel, [1, 2]);
    for (const view of [[2, 3], [3, 4], [4, 5], [5, 1]]) {
      await page.clock.runFor(2100);
      await expectView(carousel, view);
    }
  });

  test('arrows and dots without loop: the arrows are unavailable at the ends', async ({ page }) => {
    const carousel = await open(page, BOTH);
    const next = carousel.getByRole('button', { name: 'Next slide' });
    const prev = carousel.getByRole('button', { name: 'Previous slide' });
    await expectView(carousel, [1, 2, 3]);
    await expect(prev).toHaveAttribute('aria-disabled', 'true');
    await expect(carousel.getByRole('button', { name: /^Go to page \d of 4$/ })).toHaveCount(4);
    for (const view of [[2, 3, 4], [3, 4, 5], [4, 5, 6]]) {
      await next.click();
      await expectView(carousel, view);
    }
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await next.click({ force: true }); // unavailable, but still there to press
    await expectView(carousel, [4, 5, 6]);
    await carousel.getByRole('button', { name: 'Go to page 1 of 4' }).click();
    await expectView(carousel, [1, 2, 3]);
    await expect(carousel.getByRole('button', { name: 'Go to page 1 of 4' })).toHaveAttribute('aria-current', 'true');
  });

  test('follows the device: 3, 2 on tablet and 1 on mobile, keeping its place', async ({ page }) => {
    const carousel = await open(page, BOTH);
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expectView(carousel, [2, 3, 4]);
    await page.setViewportSize({ width: 900, height: 900 });
    await expect.poll(() => visibleSlides(carousel)).toEqual([2, 3]);
    await page.setViewportSize({ width: 600, height: 900 });
    await expect.poll(() => visibleSlides(carousel)).toEqual([2]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(() => visibleSlides(carousel)).toEqual([2, 3, 4]);
  });

  test('the widget\'s own defaults: 2 posts on desktop and tablet, 1 on mobile', async ({ page }) => {
    const carousel = await open(page, DEFAULTS);
    await expect.poll(() => visibleSlides(carousel)).toEqual([1, 2]);
    await page.setViewportSize({ width: 900, height: 900 });
    await expect.poll(() => visibleSlides(carousel)).toEqual([1, 2]);
    await page.setViewportSize({ width: 600, height: 900 });
    await expect.poll(() => visibleSlides(carousel)).toEqual([1]);
  });

  test('in a sidebar under 320 px wide: one post at a time whatever slides to show says', async ({ page }) => {
    const carousel = await open(page, SIDEBAR);
    const trackWidth = await carousel.locator('.ha-posts-carousel-wrapper').evaluate((el) => el.getBoundingClientRect().width);
    expect(trackWidth).toBeLessThan(320);
    await expect.poll(() => visibleSlides(carousel)).toEqual([1]);
    await expect(carousel.getByRole('button', { name: /^Go to slide/ })).toHaveCount(3);
    await carousel.getByRole('button', { name: 'Go to slide 3' }).click();
    await expectView(carousel, [3]);
  });

  test('keyboard: tabbing from a read-more link to the next post brings it into view', async ({ page }) => {
    const carousel = await open(page, BOTH);
    await expectView(carousel, [1, 2, 3]);
    await carousel.getByRole('link', { name: /^Read more about Writing help pages/ }).focus();
    await page.keyboard.press('Tab');
    // The next stop is the fourth post's image link.
    await expect(carousel.getByRole('group', { name: '4 of 6' }).getByRole('link').first()).toBeFocused();
    await expectView(carousel, [4, 5, 6]);
    await page.keyboard.press('Shift+Tab');
    await expect(carousel.getByRole('link', { name: /^Read more about Writing help pages/ })).toBeFocused();
    await expectView(carousel, [3, 4, 5]);
  });

  test('a single post is left as the server printed it', async ({ page }) => {
    const carousel = await open(page, SINGLE);
    expect(await asServed(page, SINGLE)).toBe(true);
    await expect(carousel.getByRole('region')).toHaveCount(0);
    await expect(carousel.getByRole('button')).toHaveCount(0);
    await expect(carousel.getByRole('link', { name: 'Roadmaps from interviews', exact: true })).toBeVisible();
  });

  test('bad settings: ready with defaults (one post in view, arrows) and one debug warning', async ({ page, problems }) => {
    const carousel = await open(page, BAD);
    await expectView(carousel, [1]);
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expectView(carousel, [2]);
    await expect(carousel.getByRole('button', { name: /automatic slide show/ })).toHaveCount(0);
    const warnings = problems.warnings.filter((text) => text.includes(BAD));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('slides_to_show "two"');
    expect(warnings[0]).toContain('autoplay "maybe"');
  });

  test('unmount puts the server markup back, and a new mount works', async ({ page }) => {
    await open(page, BOTH);
    const carousel = await unmountAllThenRemount(page, [BLOG, BOTH, SIDEBAR], BOTH);
    await carousel.getByRole('button', { name: 'Go to page 3 of 4' }).click();
    await expectView(carousel, [3, 4, 5]);
  });

  test('every post carousel mounts and follows resizes without errors or Swiper warnings', async ({ page, problems }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(PAGE);
    for (const carousel of await page.locator('[data-widget_type="ha-post-carousel.default"]').all()) await expectReady(carousel);
    for (const [width, count] of [[900, 2], [375, 1], [1280, 3]]) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(async () => (await visibleSlides(widget(page, BOTH))).length).toBe(count);
    }
    expect(ownErrors(problems)).toEqual([]);
    expect(problems.warnings.filter((text) => /swiper/i.test(text))).toEqual([]);
  });

  for (const width of [1280, 375])
    test(`mounting moves nothing: the printed carousels already have their shape at ${width} px`, async ({ page }) => {
      expect(await mountingChanges(page, PAGE, width)).toEqual({ prepared: [], started: [] });
    });
});
