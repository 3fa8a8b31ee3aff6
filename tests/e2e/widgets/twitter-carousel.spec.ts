// ha-twitter-carousel: tweet cards on the shared carousel adapter, as a visitor meets them.
import type { Locator, Page } from '@playwright/test';
import { expect, test, ownErrors } from '../helpers';
import { countTransitions, expectView, mountingChanges, openWidget, visibleSlides, unmountAllThenRemount } from '../carousel-helpers';

const PAGE = '/widgets/twitter-carousel.html';
const DEFAULTS = '7c3e9a01'; // no slides to show printed (3 / 2 / 1), arrows, loop, 6 tweets
const BOTH = '7c3e9a02'; // 2 / 2 / 1, arrows and dots, no loop, Read More links, 5 tweets
const BAD = '7c3e9a03'; // 4 tweets

const open = (page: Page, id: string, width = 1280) => openWidget(page, PAGE, id, width);

/** Every link in the tweets in view: the element under its centre is the link (nothing covers it). */
function linksInViewOnTop(carousel: Locator): Promise<string[]> {
  return carousel.locator('.swiper').evaluate((track) => {
    const box = track.getBoundingClientRect();
    return [...track.querySelectorAll<HTMLAnchorElement>('[aria-roledescription="slide"] a')]
      .filter((link) => {
        const r = link.getBoundingClientRect();
        return r.width > 0 && r.left >= box.left && r.right <= box.right;
      })
      .map((link) => {
        const r = link.getClientRects()[0];
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return link.contains(hit) ? 'on top' : `${link.textContent!.trim() || link.href} covered by ${hit?.outerHTML.slice(0, 60)}`;
      });
  });
}

test.describe('ha-twitter-carousel', () => {
  test('a labelled carousel of tweet cards; the widget\'s defaults per device; the arrows move one tweet and wrap', async ({ page }) => {
    const carousel = await open(page, DEFAULTS);
    const region = carousel.getByRole('region', { name: 'Tweets' });
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(region.getByRole('group')).toHaveCount(6);
    const second = region.getByRole('group', { name: '2 of 6' });
    for (const text of ['Happy Studio', '@happystudio', 'Behind the scenes', 'Nov 10 2026']) await expect(second).toContainText(text);
    await expect(second.getByRole('img', { name: 'Happy Studio' })).toBeVisible();
    await expectView(carousel, [1, 2, 3]);
    const next = carousel.getByRole('button', { name: 'Next slide' });
    const prev = carousel.getByRole('button', { name: 'Previous slide' });
    await next.click();
    await expectView(carousel, [2, 3, 4]);
    // The widget's own 2 on tablet and 1 on mobile, keeping its place.
    for (const [width, view] of [[900, [2, 3]], [600, [2]], [375, [2]], [1280, [2, 3, 4]]] as const) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(() => visibleSlides(carousel), `${width} px`).toEqual(view);
    }
    await prev.click();
    await expectView(carousel, [1, 2, 3]);
    await prev.click();
    await expectView(carousel, [6, 1, 2]);
    // Past the start of the loop, another device's view keeps the place too.
    for (const [width, view] of [[900, [6, 1]], [1280, [6, 1, 2]]] as const) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(() => visibleSlides(carousel), `${width} px after wrapping`).toEqual(view);
    }
  });

  test('arrows and dots, by keyboard: next moves on, a dot jumps, each arrow is unavailable at its end', async ({ page }) => {
    const carousel = await open(page, BOTH);
    const prev = carousel.getByRole('button', { name: 'Previous slide' });
    const next = carousel.getByRole('button', { name: 'Next slide' });
    await expectView(carousel, [1, 2]);
    await expect(prev).toHaveAttribute('aria-disabled', 'true');
    await expect(carousel.getByRole('button', { name: /^Go to page \d of 4$/ })).toHaveCount(4);
    await prev.focus();
    await page.keyboard.press('Tab');
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');
    await expectView(carousel, [2, 3]);
    await expect(carousel.getByRole('button', { name: 'Go to page 2 of 4' })).toHaveAttribute('aria-current', 'true');
    const last = carousel.getByRole('button', { name: 'Go to page 4 of 4' });
    await last.focus();
    await page.keyboard.press('Enter');
    await expectView(carousel, [4, 5]);
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(prev).not.toHaveAttribute('aria-disabled', 'true');
    await page.setViewportSize({ width: 375, height: 900 });
    await expect.poll(() => visibleSlides(carousel)).toEqual([4]);
    await expect(carousel.getByRole('button', { name: /^Go to slide \d$/ })).toHaveCount(5);
  });

  test('links in the tweets stay reachable: uncovered in view, and tabbing to one out of view brings its tweet in', async ({ page }) => {
    const carousel = await open(page, BOTH);
    await expectView(carousel, [1, 2]);
    const onTop = await linksInViewOnTop(carousel);
    expect(onTop.length).toBeGreaterThanOrEqual(10); // avatar, name, handle, text link(s), Read More, per tweet
    expect(onTop.filter((verdict) => verdict !== 'on top')).toEqual([]);
    const third = carousel.getByRole('group', { name: '3 of 5' });
    await carousel.getByRole('group', { name: '2 of 5' }).getByRole('link', { name: 'Read More' }).focus();
    await page.keyboard.press('Tab');
    await expect(third.getByRole('link').first()).toBeFocused();
    await expectView(carousel, [3, 4]);
    await page.keyboard.press('Tab');
    await expect(third.getByRole('link', { name: 'Happy Studio' }).nth(1)).toBeFocused();
    await expect(third.getByRole('link', { name: 'Read More' })).toHaveAttribute('href', /\/status\/1989003$/);
  });

  test('reduced motion: the arrows move at once, with no transition', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const carousel = await open(page, DEFAULTS);
    await expectView(carousel, [1, 2, 3]);
    const transitions = await countTransitions(carousel);
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expectView(carousel, [2, 3, 4]);
    expect(await transitions()).toBe(0);
  });

  test('bad settings: ready with defaults (one tweet in view, arrows, no loop) and one debug warning', async ({ page, problems }) => {
    const carousel = await open(page, BAD);
    await expectView(carousel, [1]);
    await expect(carousel.getByRole('button', { name: 'Previous slide' })).toHaveAttribute('aria-disabled', 'true');
    await expect(carousel.getByRole('button', { name: /^Go to/ })).toHaveCount(0);
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expectView(carousel, [2]);
    const warnings = problems.warnings.filter((text) => text.includes(BAD));
    expect(warnings).toHaveLength(1);
    for (const part of ['slides_to_show "many"', 'navigation "sideways"', 'autoplay_speed "soon"', 'loop "perhaps"']) expect(warnings[0]).toContain(part);
  });

  test('unmount puts the server markup back, a new mount works, and nothing errs', async ({ page, problems }) => {
    await open(page, DEFAULTS);
    const carousel = await unmountAllThenRemount(page, [DEFAULTS, BOTH, BAD], BOTH);
    await carousel.getByRole('button', { name: 'Go to page 3 of 4' }).click();
    await expectView(carousel, [3, 4]);
    expect(ownErrors(problems)).toEqual([]);
    expect(problems.warnings.filter((text) => /swiper/i.test(text))).toEqual([]);
  });

  for (const width of [1280, 375])
    test(`mounting moves nothing: the printed tweets already have their shape at ${width} px`, async ({ page }) => {
      expect(await mountingChanges(page, PAGE, width)).toEqual({ prepared: [], started: [] });
    });
});
