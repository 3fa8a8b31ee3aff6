// ha-team-carousel on the shared carousel adapter, and the rule for carousels inside the page
// builder's loop carousel (fixture: a stand-in outer Swiper, and a loop carousel without one).
import type { Page } from '@playwright/test';
import { expect, test, asServed, expectReady, ownErrors, widget } from '../helpers';
import { atRest, expectStarted, expectView, leave, openWidget, visibleSlides, mountingChanges, unmountAllThenRemount } from '../carousel-helpers';

const PAGE = '/widgets/team-carousel.html';
const TEAM = 'e7a1c001'; // 3 / 3 / 2 printed, arrows, autoplay 2000 ms, speed 800, loop, 6 members
const DOTS = 'e7a1c002'; // 2 / 2 / 1, dots, no loop, no autoplay
const DEFAULTS = 'e7a1c003'; // nothing printed: the widget's 3 / 3 / 2, both, loop
const ALL_IN_VIEW = 'e7a1c004'; // 3 members, 3 / 3 / 1, dots
const VARIABLE = 'e7a1c005'; // variableWidth, arrows, 5 members
const BAD = 'e7a1c006';
const SINGLE = 'e7a1c007';
const LOOP_OUTER = '5a1b0c01'; // loop carousel with the stand-in Swiper: items hold LOOP_FIRST, LOOP_SECOND
const LOOP_FIRST = 'e7a1c008';
const LOOP_SECOND = 'e7a1c009';
const LOOP_BARE = 'e7a1c00a'; // inside a loop carousel whose Swiper never started
const NOT_FOUND = 'Swiper or audioPlayProgress not found!';

const open = (page: Page, id: string, width = 1280) => openWidget(page, PAGE, id, width);

/** The device mode follows a resize after a debounce; with a fake clock, time has to be moved on. */
async function resize(page: Page, width: number, clock = false): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  if (clock) await page.clock.runFor(200);
}

test.describe('ha-team-carousel', () => {
  test('a labelled carousel of member cards that autoplays every 2000 ms', async ({ page }) => {
    await page.clock.install();
    const carousel = await open(page, TEAM);
    const region = carousel.getByRole('region', { name: 'Team members' });
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(region.getByRole('group')).toHaveCount(6);
    await expect(region.getByRole('group', { name: '2 of 6' })).toContainText('Jonas Lindqvist');
    await expect(region.getByRole('group', { name: '2 of 6' })).toContainText('Lead Engineer');
    await expect(region.getByRole('button', { name: 'Stop automatic slide show' })).toBeVisible();
    await leave(page);
    await expectView(carousel, [1, 2, 3]);
    await page.clock.runFor(2100);
    await expectView(carousel, [2, 3, 4]);
    await page.clock.runFor(2100);
    await expectView(carousel, [3, 4, 5]);
  });

  test('the added arrows sit beside the cards, move one member and wrap around', async ({ page }) => {
    const carousel = await open(page, TEAM);
    const next = carousel.getByRole('button', { name: 'Next slide' });
    const prev = carousel.getByRole('button', { name: 'Previous slide' });
    // Outside the cards: neither arrow covers a card in view.
    const cards = await Promise.all([1, 2, 3].map((n) => carousel.getByRole('group', { name: `${n} of 6` }).boundingBox()));
    for (const arrow of [await prev.boundingBox(), await next.boundingBox()])
      for (const card of cards) expect(arrow!.x + arrow!.width <= card!.x + 1 || arrow!.x >= card!.x + card!.width - 1).toBe(true);
    await next.click(); // the pointer now rests on the carousel: autoplay holds
    await expectView(carousel, [2, 3, 4]);
    await prev.click();
    await expectView(carousel, [1, 2, 3]);
    await prev.click();
    await expectView(carousel, [6, 1, 2]);
  });

  test('the widget\'s own defaults: 3 members on desktop and tablet, 2 on mobile, keeping its place; 1 under 320 px', async ({ page }) => {
    const carousel = await open(page, DEFAULTS);
    await expectView(carousel, [1, 2, 3]);
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expectView(carousel, [2, 3, 4]);
    await resize(page, 900);
    await expect.poll(() => visibleSlides(carousel)).toEqual([2, 3, 4]);
    // A phone held sideways: a 375 px phone would leave the carousel under the 320 px minimum width
    // once the arrows beside it have their room, and show one member.
    await resize(page, 600);
    await expect.poll(() => visibleSlides(carousel)).toEqual([2, 3]);
    await resize(page, 375);
    await expect.poll(() => visibleSlides(carousel)).toEqual([2]);
    await resize(page, 1280);
    await expect.poll(() => visibleSlides(carousel)).toEqual([2, 3, 4]);
  });

  test('dots: one per stopping point, the current one marked; no loop, so previous is unavailable at the start', async ({ page }) => {
    const carousel = await open(page, DOTS);
    await expectView(carousel, [1, 2]);
    await expect(carousel.getByRole('button', { name: /^Go to page \d of 5$/ })).toHaveCount(5);
    await expect(carousel.getByRole('button', { name: /slide$/ })).toHaveCount(0); // dots only
    await carousel.getByRole('button', { name: 'Go to page 3 of 5' }).click();
    await expectView(carousel, [3, 4]);
    await expect(carousel.getByRole('button', { name: 'Go to page 3 of 5' })).toHaveAttribute('aria-current', 'true');
    await expect(carousel.locator('[aria-live="polite"]')).toHaveText('Slide 3 of 6');
    await resize(page, 375);
    await expect.poll(() => visibleSlides(carousel)).toEqual([3]);
    await expect(carousel.getByRole('button', { name: /^Go to/ })).toHaveCount(6);
  });

  test('keyboard: tabbing to a social link of a member out of view brings that member into view', async ({ page }) => {
    const carousel = await open(page, DOTS);
    await expectView(carousel, [1, 2]);
    const lastLinkOfSecond = carousel.getByRole('group', { name: '2 of 6' }).locator('.ha-member-links a').last();
    await lastLinkOfSecond.focus();
    await page.keyboard.press('Tab');
    await expect(carousel.getByRole('group', { name: '3 of 6' }).locator('.ha-member-links a').first()).toBeFocused();
    await expectView(carousel, [3, 4]);
    await expect(carousel.getByRole('button', { name: 'Go to page 3 of 5' })).toHaveAttribute('aria-current', 'true');
  });

  test('everyone in view: no dots or rotation control until the phone shows one member at a time', async ({ page }) => {
    const carousel = await open(page, ALL_IN_VIEW);
    await expect.poll(() => visibleSlides(carousel)).toEqual([1, 2, 3]);
    await expect(carousel.getByRole('button')).toHaveCount(0);
    await resize(page, 375);
    await expect.poll(() => visibleSlides(carousel)).toEqual([1]);
    await expect(carousel.getByRole('button', { name: /^Go to slide/ })).toHaveCount(3);
    await carousel.getByRole('button', { name: 'Go to slide 2' }).click();
    await expectView(carousel, [2]);
  });

  test('variable width: cards keep their widths on desktop; one centred card on tablet and mobile', async ({ page }) => {
    const carousel = await open(page, VARIABLE);
    const width = async (n: number) => (await carousel.getByRole('group', { name: `${n} of 5` }).boundingBox())!.width;
    await expect.poll(async () => (await width(2)) - (await width(1))).toBeGreaterThan(100);
    await expect.poll(async () => (await width(4)) - (await width(3))).toBeGreaterThan(100);
    const offCentre = (n: number) =>
      carousel.evaluate((el, n) => {
        const track = el.querySelector('.ha-team-carousel-wrap')!.getBoundingClientRect();
        const card = el.querySelector(`[aria-label="${n} of 5"] .ha-team-carousel-item`)!.getBoundingClientRect();
        return Math.abs(track.left + track.width / 2 - (card.left + card.width / 2));
      }, n);
    for (const viewport of [900, 375]) {
      await resize(page, viewport);
      await expect.poll(() => visibleSlides(carousel)).toEqual([1]);
      await expect.poll(() => offCentre(1)).toBeLessThan(2);
    }
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expectView(carousel, [2]);
    await expect.poll(() => offCentre(2)).toBeLessThan(2);
  });

  test('a single member is left as the server printed it', async ({ page }) => {
    const carousel = await open(page, SINGLE);
    expect(await asServed(page, SINGLE)).toBe(true);
    await expect(carousel.getByRole('region')).toHaveCount(0);
    await expect(carousel.getByRole('button')).toHaveCount(0);
    await expect(carousel.getByText('Jonas Lindqvist')).toBeVisible();
  });

  test('bad settings: ready with defaults (one member in view, arrows) and one debug warning', async ({ page, problems }) => {
    const carousel = await open(page, BAD);
    await expectView(carousel, [1]);
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expectView(carousel, [2]);
    const warnings = problems.warnings.filter((text) => text.includes(BAD));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('slides_to_show "lots"');
    expect(warnings[0]).toContain('navigation "sideways"');
  });

  test('unmount puts the server markup back, and a new mount works', async ({ page }) => {
    await open(page, DOTS);
    const carousel = await unmountAllThenRemount(page, [TEAM, DOTS, VARIABLE], DOTS);
    await carousel.getByRole('button', { name: 'Go to page 2 of 5' }).click();
    await expectView(carousel, [2, 3]);
  });

  test('every team carousel mounts and follows resizes without errors or Swiper warnings', async ({ page, problems }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(PAGE);
    for (const carousel of await page.locator('[data-widget_type="ha-team-carousel.default"]').all()) await expectReady(carousel);
    for (const [width, count] of [[900, 3], [600, 2], [375, 1], [1280, 3]]) {
      await resize(page, width);
      await expect.poll(async () => (await visibleSlides(widget(page, DEFAULTS))).length).toBe(count);
    }
    expect(ownErrors(problems)).toEqual([]);
    expect(problems.warnings.filter((text) => /swiper/i.test(text) && text !== NOT_FOUND)).toEqual([]);
  });

  for (const width of [1280, 375])
    test(`mounting moves nothing: the printed carousels already have their shape at ${width} px`, async ({ page }) => {
      expect(await mountingChanges(page, PAGE, width)).toEqual({ prepared: [], started: [] });
    });
});

test.describe('a team carousel inside a loop carousel', () => {
  /** Opens the page with a fake clock and waits for the carousels in the loop carousel. */
  async function openLoop(page: Page) {
    await page.clock.install();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(PAGE);
    // Not the inner carousels themselves: scrolling one in an inactive item into view would scroll the
    // outer carousel's clipped track, which a visitor cannot do.
    await widget(page, LOOP_OUTER).scrollIntoViewIfNeeded();
    const first = widget(page, LOOP_FIRST);
    const second = widget(page, LOOP_SECOND);
    await expectReady(first);
    await expectReady(second);
    await leave(page);
    return { first, second, outerNext: widget(page, LOOP_OUTER).getByRole('button', { name: 'Next', exact: true }) };
  }

  test('autoplays only while its loop item is the active one', async ({ page }) => {
    const { first, second, outerNext } = await openLoop(page);
    await expectView(first, [1, 2]);
    await expectView(second, [1, 2]);
    await page.clock.runFor(2100);
    await expectView(first, [2, 3]);
    await expect.poll(() => visibleSlides(second)).toEqual([1, 2]);

    await outerNext.click();
    await leave(page);
    await page.clock.runFor(2100);
    await expectView(second, [2, 3]);
    await page.clock.runFor(2100);
    await expectView(second, [3, 4]);
    // The first item is no longer active: its carousel stays where it was.
    await expect.poll(() => visibleSlides(first)).toEqual([2, 3]);
    await atRest(first);
    expect(await visibleSlides(first)).toEqual([2, 3]);
  });

  test('back on its loop item, the carousel autoplays again', async ({ page }) => {
    const { first, outerNext } = await openLoop(page);
    await outerNext.click();
    await leave(page);
    await page.clock.runFor(2100);
    await expect.poll(() => visibleSlides(first)).toEqual([1, 2]);
    await widget(page, LOOP_OUTER).getByRole('button', { name: 'Previous', exact: true }).click();
    await leave(page);
    await page.clock.runFor(2100);
    await expectView(first, [2, 3]);
  });

  test('only the carousel in the loop carousel without a Swiper warns', async ({ page, problems }) => {
    const { first, second } = await openLoop(page);
    const bare = widget(page, LOOP_BARE);
    await expectReady(bare);
    // Each looks for its loop carousel's Swiper as it starts.
    for (const carousel of [first, second, bare]) await expectStarted(carousel);
    expect(problems.warnings.filter((text) => text === NOT_FOUND)).toHaveLength(1);
  });

  test('without the outer Swiper: one warning, and the carousel autoplays on its own, across rebuilds', async ({ page, problems }) => {
    await page.clock.install();
    const carousel = await open(page, LOOP_BARE);
    await leave(page);
    await expectView(carousel, [1, 2]);
    await page.clock.runFor(2100);
    await expectView(carousel, [2, 3]);
    // A device change rebuilds the carousel: the warning is not repeated.
    await resize(page, 375, true);
    await expect.poll(() => visibleSlides(carousel)).toEqual([2]);
    await resize(page, 1280, true);
    await expect.poll(() => visibleSlides(carousel)).toEqual([2, 3]);
    await leave(page);
    await page.clock.runFor(2100);
    await expectView(carousel, [3, 4]);
    expect(problems.warnings.filter((text) => text === NOT_FOUND)).toHaveLength(1);
    expect(ownErrors(problems)).toEqual([]);
  });
});
