import type { Locator, Page } from '@playwright/test';
import { expect, test, expectReady, ownErrors, rewrite, unmountRestores, widget } from '../helpers';

const PAGE = '/widgets/scroll-navigation.html';
const NAV = '5c7a0001'; // section switching on, hash follows
const BAD = '5c7a0002'; // bad settings, sectionIdVisibility on, a missing section
const VIEWPORT = { width: 1280, height: 800 };

async function open(page: Page, path = PAGE): Promise<Locator> {
  await page.setViewportSize(VIEWPORT);
  // Chromium turns a load of the URL already shown into a reload, which restores the scroll position.
  await page.goto('about:blank');
  await page.goto(path);
  const nav = widget(page, NAV);
  await expectReady(nav);
  return nav;
}

const sectionTop = (page: Page, id: string) => page.locator(`#${id}`).evaluate((el) => el.getBoundingClientRect().top);
const hash = (page: Page) => page.evaluate(() => location.hash);
const activeItems = (nav: Locator) =>
  nav.locator('.ha-scroll-nav__item').evaluateAll((els) => els.flatMap((el) => (el.classList.contains('ha-scroll-nav__item--active') ? [el.getAttribute('data-anchor')] : [])));

/** Waits until the page rests with `id` at the top (a switch ended). */
async function restsAt(page: Page, id: string): Promise<void> {
  await expect.poll(() => sectionTop(page, id), { timeout: 3000 }).toBeCloseTo(0, -0.5);
  await expect.poll(() => hash(page)).toBe(`#${id}`);
}

test.describe('ha-scroll-navigation', () => {
  test('the arrow keys move one section at a time and the address follows', async ({ page, problems }) => {
    const nav = await open(page);
    await expect.poll(() => activeItems(nav)).toEqual(['intro']);
    // Nothing scrolled yet: the address is left alone.
    expect(await hash(page)).toBe('');
    const entries = await page.evaluate(() => history.length);
    await page.keyboard.press('ArrowDown');
    await restsAt(page, 'features');
    await expect.poll(() => activeItems(nav)).toEqual(['features']);
    await expect(nav.getByRole('link', { name: 'Features' })).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('ArrowDown');
    await restsAt(page, 'night');
    // Over the dark section the navigation inverts its colours.
    await expect(nav.locator('.ha-scroll-nav')).toHaveClass(/ha-scroll-nav--invert/);
    await page.keyboard.press('ArrowUp');
    await restsAt(page, 'features');
    await expect(nav.locator('.ha-scroll-nav')).not.toHaveClass(/ha-scroll-nav--invert/);
    // One entry in the history, not one per section.
    expect(await page.evaluate(() => history.length)).toBe(entries);
    expect(ownErrors(problems)).toEqual([]);
  });

  test('the wheel switches sections, a switch is locked while it runs, and a tall section scrolls freely to its end', async ({ page }) => {
    await open(page);
    await page.mouse.move(600, 400);
    await page.mouse.wheel(0, 120);
    // A second notch during the switch is swallowed: still one section on, not two.
    await page.waitForTimeout(100);
    await page.mouse.wheel(0, 120);
    await restsAt(page, 'features');
    await page.waitForTimeout(700);
    expect(await sectionTop(page, 'features')).toBeCloseTo(0, -0.5);
    await page.waitForTimeout(150);
    await page.mouse.wheel(0, 120);
    await restsAt(page, 'night');
    await page.waitForTimeout(150);
    await page.mouse.wheel(0, 120);
    await restsAt(page, 'details');
    // "details" is 180vh: the wheel scrolls inside it natively ...
    await page.waitForTimeout(150);
    await page.mouse.wheel(0, 300);
    await expect.poll(() => sectionTop(page, 'details')).toBeLessThan(-100);
    await page.waitForTimeout(300);
    expect(await hash(page)).toBe('#details');
    // ... until its end, then the next wheel goes on to "pricing".
    await page.evaluate(() => {
      const rect = document.getElementById('details')!.getBoundingClientRect();
      window.scrollBy(0, rect.bottom - innerHeight);
    });
    await page.waitForTimeout(150);
    await page.mouse.wheel(0, 120);
    await restsAt(page, 'pricing');
    // A tiny wheel delta (under 10 px) is no switch: the page scrolls those few pixels natively.
    await page.waitForTimeout(150);
    await page.mouse.wheel(0, -5);
    await page.waitForTimeout(300);
    expect(await sectionTop(page, 'pricing')).toBeCloseTo(5, -0.5);
    expect(await hash(page)).toBe('#pricing');
  });

  test('an item scrolls to its section; opened at a section id the page starts there; unmounting restores the markup', async ({ page }) => {
    const nav = await open(page, `${PAGE}#night`);
    await expect.poll(() => sectionTop(page, 'night')).toBeCloseTo(0, -0.5);
    await expect.poll(() => activeItems(nav)).toEqual(['night']);
    await nav.getByRole('link', { name: 'Pricing' }).click();
    await restsAt(page, 'pricing');
    // The keyboard: Enter on an item scrolls there and moves focus into the section.
    await nav.getByRole('link', { name: 'Introduction' }).focus();
    await page.keyboard.press('Enter');
    await restsAt(page, 'intro');
    await expect(page.locator('#intro')).toBeFocused();
    for (const id of [NAV, BAD]) expect(await unmountRestores(page, id)).toBe(true);
  });

  test('with reduced motion a switch jumps; swipes switch past the threshold; bad settings give defaults and warnings', async ({ page, problems }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page);
    await page.evaluate(() => {
      const w = window as unknown as { ys: number[] };
      w.ys = [];
      addEventListener('scroll', () => w.ys.push(window.scrollY), { passive: true });
    });
    await page.keyboard.press('ArrowDown');
    await restsAt(page, 'features');
    expect(await page.evaluate(() => (window as unknown as { ys: number[] }).ys.length)).toBeLessThanOrEqual(2);
    // A swipe up of 200 px (over the 50 px threshold) goes on a section; one of 30 px does not.
    const swipe = (from: number, to: number) =>
      page.evaluate(([from, to]) => {
        const touch = (y: number) => new Touch({ identifier: 1, target: document.body, clientX: 600, clientY: y });
        document.body.dispatchEvent(new TouchEvent('touchstart', { touches: [touch(from)], changedTouches: [touch(from)], bubbles: true }));
        document.body.dispatchEvent(new TouchEvent('touchend', { touches: [], changedTouches: [touch(to)], bubbles: true }));
      }, [from, to]);
    await page.waitForTimeout(150);
    await swipe(600, 400);
    await restsAt(page, 'night');
    await page.waitForTimeout(150);
    await swipe(400, 430);
    await page.waitForTimeout(200);
    expect(await hash(page)).toBe('#night');
    await swipe(300, 500);
    await restsAt(page, 'features');
    const warnings = problems.warnings.filter((text) => text.includes(BAD));
    expect(warnings.some((text) => text.includes('speed') && text.includes('sectionSwitch'))).toBe(true);
    expect(warnings.some((text) => text.includes('"faq"'))).toBe(true);
  });

  test('in the page editor nothing switches and the address stays', async ({ page }) => {
    await rewrite(page, PAGE, (html) => html.replace('{ debug: true }', '{ debug: true, editMode: true }'));
    await open(page);
    await page.mouse.move(600, 400);
    await page.mouse.wheel(0, 300);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.waitForTimeout(400);
    // The wheel scrolled the page its own way: no section aligned, no hash written.
    expect(Math.abs(await sectionTop(page, 'features'))).toBeGreaterThan(100);
    expect(await hash(page)).toBe('');
  });
});
