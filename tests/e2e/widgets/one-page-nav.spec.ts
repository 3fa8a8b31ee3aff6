import type { Locator, Page } from '@playwright/test';
import { expect, test, expectReady, ownErrors, unmountRestores, widget } from '../helpers';

const PAGE = '/widgets/one-page-nav.html';
const DOTS = '0b1e7a01'; // default design, offset 0, wheel/keys/swipe settling
const ROW = '0b1e7a02'; // berta design, offset 60
const BAD = '0b1e7a03'; // bad settings, a missing section
const VIEWPORT = { width: 1280, height: 800 };

async function open(page: Page): Promise<Locator> {
  await page.setViewportSize(VIEWPORT);
  // Chromium turns a load of the URL already shown into a reload, which restores the scroll position.
  await page.goto('about:blank');
  await page.goto(PAGE);
  const dots = widget(page, DOTS);
  await expectReady(dots);
  await expectReady(widget(page, ROW));
  return dots;
}

const current = (nav: Locator) =>
  nav.locator('li').evaluateAll((els) => els.flatMap((el, i) => (el.classList.contains('ha_opn__item--current') ? [i] : [])));
const sectionTop = (page: Page, id: string) => page.locator(`#${id}`).evaluate((el) => el.getBoundingClientRect().top);
const pageScroll = (page: Page) => page.evaluate(() => window.scrollY);
async function bringSectionTo(page: Page, id: string, at: number): Promise<void> {
  const top = await sectionTop(page, id);
  await page.evaluate((y) => window.scrollTo(0, y), (await pageScroll(page)) + top - at);
}
async function recordScrolls(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { ys: number[] };
    w.ys = [];
    addEventListener('scroll', () => w.ys.push(window.scrollY), { passive: true });
  });
}
const scrollCount = (page: Page) => page.evaluate(() => (window as unknown as { ys: number[] }).ys.length);

test.describe('ha-one-page-nav', () => {
  test('is a landmark of links to the sections, named by their titles, the first current', async ({ page, problems }) => {
    const dots = await open(page);
    const nav = page.getByRole('navigation', { name: 'Page sections (1 of 3)' });
    await expect(nav).toHaveCount(1);
    await expect(dots.getByRole('link')).toHaveText(['', '', '', '', '']);
    await expect(dots.getByRole('link', { name: 'Our story' })).toHaveAttribute('href', '#story');
    await expect(widget(page, ROW).getByRole('link', { name: 'Visit us' })).toHaveAttribute('href', '#visit');
    expect(await current(dots)).toEqual([0]);
    await expect(dots.getByRole('link', { name: 'Welcome' })).toHaveAttribute('aria-current', 'true');
    // Bad settings: defaults and one warning; the missing section is named.
    const warnings = problems.warnings.filter((text) => text.includes(BAD));
    expect(warnings.some((text) => text.includes('scrolling_speed') && text.includes('section_threshold') && text.includes('row_to_offset'))).toBe(true);
    expect(warnings.some((text) => text.includes('no-such-section'))).toBe(true);
    expect(ownErrors(problems)).toEqual([]);
  });

  test('the current item follows scrolling, on every navigation of the page', async ({ page }) => {
    const dots = await open(page);
    const row = widget(page, ROW);
    // "menu" spans the middle of the viewport once its top is above it.
    await bringSectionTo(page, 'menu', 390);
    await expect.poll(() => current(dots)).toEqual([1]);
    await expect.poll(() => current(row)).toEqual([1]);
    await bringSectionTo(page, 'menu', 410);
    await expect.poll(() => current(dots)).toEqual([0]);
    await bringSectionTo(page, 'visit', 100);
    await expect.poll(() => current(dots)).toEqual([3]);
    await expect(dots.getByRole('link', { name: 'Visit us' })).toHaveAttribute('aria-current', 'true');
    await expect(dots.locator('[aria-current]')).toHaveCount(1);
    // The bad navigation's threshold fell back to 0.5 too.
    await expect.poll(() => current(widget(page, BAD))).toEqual([]);
  });

  test('a click scrolls smoothly to the section, below the offset, and the clicked item is current at once', async ({ page }) => {
    const dots = await open(page);
    await recordScrolls(page);
    await dots.locator('li').nth(2).click();
    await expect.poll(() => current(dots)).toEqual([2]);
    await expect.poll(() => sectionTop(page, 'story'), { timeout: 3000 }).toBeCloseTo(0, -0.5);
    expect(await scrollCount(page)).toBeGreaterThan(5);
    // The address does not change: the navigation scrolls, it does not follow the link.
    expect(new URL(page.url()).hash).toBe('');
    // The row keeps 60 px above the section.
    const row = widget(page, ROW);
    await page.evaluate(() => window.scrollTo(0, 0));
    await row.getByRole('link', { name: 'Contact' }).click();
    await expect.poll(() => sectionTop(page, 'contact'), { timeout: 3000 }).toBeCloseTo(60, -0.5);
    await expect.poll(() => current(row)).toEqual([4]);
    // A missing section: its item does nothing.
    await page.evaluate(() => window.scrollTo(0, 0));
    await widget(page, BAD).getByRole('link', { name: 'Gone' }).click();
    await page.waitForTimeout(300);
    expect(await pageScroll(page)).toBe(0);
    expect(new URL(page.url()).hash).toBe('');
  });

  test('from the keyboard: Enter on a dot scrolls there and moves focus into the section', async ({ page }) => {
    const dots = await open(page);
    await dots.getByRole('link', { name: 'Menu' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#menu')).toBeFocused();
    await expect.poll(() => sectionTop(page, 'menu'), { timeout: 3000 }).toBeCloseTo(0, -0.5);
    await expect.poll(() => current(dots)).toEqual([1]);
  });

  test('with reduced motion a click jumps to the section', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const dots = await open(page);
    await recordScrolls(page);
    await dots.locator('li').nth(3).click();
    await expect.poll(() => sectionTop(page, 'visit')).toBeCloseTo(0, -0.5);
    expect(await scrollCount(page)).toBeLessThanOrEqual(2);
  });

  test('after the wheel stops, the page settles on the current section; unmounting restores the markup', async ({ page }) => {
    const dots = await open(page);
    await bringSectionTo(page, 'story', 0);
    await page.mouse.move(600, 400);
    // A little past the top of "story": it stays current, and the page settles back on it.
    await page.mouse.wheel(0, 150);
    await expect.poll(() => sectionTop(page, 'story'), { timeout: 3000 }).toBeCloseTo(0, -0.5);
    // Past the middle: "visit" becomes current and the page settles on it.
    await page.mouse.wheel(0, 500);
    await expect.poll(() => current(dots)).toEqual([3]);
    await expect.poll(() => sectionTop(page, 'visit'), { timeout: 3000 }).toBeCloseTo(0, -0.5);
    // Keys too: PageUp goes most of a viewport up, then it settles on "story".
    await page.keyboard.press('PageUp');
    await expect.poll(() => sectionTop(page, 'story'), { timeout: 3000 }).toBeCloseTo(0, -0.5);
    for (const id of [DOTS, ROW, BAD]) expect(await unmountRestores(page, id)).toBe(true);
  });
});
