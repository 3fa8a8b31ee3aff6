// Smooth scrolling as a visitor meets it: a wheel turn glides the page over several frames toward
// where the wheel sent it (on Lenis' own loop and on GSAP's ticker); a header link glides to its
// section, which lands below the fixed header and takes focus; reduced motion and the editor keep native scrolling,
// and turning reduced motion on stops the smoothing it had started.
import type { Page } from '@playwright/test';
import { test, expect, ownErrors, rewrite } from '../helpers';
import { inEditor } from './effects-helpers';

const PAGE = '/extensions/smooth-scroll.html';
const root = (page: Page) => page.locator('html');

/** Wheels down by `delta` and returns scrollY at every frame from the wheel until the page stands still. */
async function wheelPositions(page: Page, delta: number): Promise<number[]> {
  await page.evaluate(() => {
    const w = window as unknown as { positions: number[] };
    w.positions = [];
    let still = 0;
    const sample = () => {
      const last = w.positions.at(-1);
      w.positions.push(scrollY);
      still = last === scrollY ? still + 1 : 0;
      if (w.positions.length < 20 || still < 10) requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  await page.mouse.move(640, 400);
  await page.mouse.wheel(0, delta);
  await page.waitForFunction(() => {
    const positions = (window as unknown as { positions: number[] }).positions;
    return positions.length >= 20 && positions.slice(-10).every((y) => y == positions.at(-1));
  });
  return page.evaluate(() => (window as unknown as { positions: number[] }).positions);
}

/** Positions strictly between the start and the end: the frames the glide took. */
const between = (positions: number[]) => {
  const start = positions[0];
  const end = positions.at(-1)!;
  return new Set(positions.filter((y) => y > start + 1 && y < end - 1)).size;
};

async function expectGlide(page: Page): Promise<void> {
  const positions = await wheelPositions(page, 600);
  expect(positions.at(-1)).toBeCloseTo(600, -1);
  expect(between(positions)).toBeGreaterThanOrEqual(4);
  for (let i = 1; i < positions.length; i++) expect(positions[i]).toBeGreaterThanOrEqual(positions[i - 1]);
}

test('a wheel turn glides over several frames; a header link lands its section below the fixed header', async ({ page, problems }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(PAGE);
  await expect(root(page)).toHaveClass(/\blenis\b/);
  await expectGlide(page);

  await page.getByRole('link', { name: 'Team' }).click();
  await expect(page).toHaveURL(/#team$/);
  await expect.poll(() => page.locator('#team').evaluate((section) => Math.round(section.getBoundingClientRect().top))).toBe(80);
  // Focus moved with it, as the browser's own jump moves it: Tab goes on from the section.
  await expect(page.locator('#team')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Back to the top' })).toBeFocused();
  await expect(page.locator('#team')).not.toHaveAttribute('tabindex');
  await page.getByRole('link', { name: 'Back to the top' }).click();
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
  await expect(page).toHaveURL(/#intro$/);
  expect(ownErrors(problems)).toEqual([]);
  expect(problems.warnings.filter((w) => w.includes('[ha-widgets]'))).toEqual([]);
});

test("on GSAP's ticker the wheel still glides; a bad value takes its default with one warning", async ({ page, problems }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await rewrite(page, PAGE, (html) => html.replace('lerp: 0.1, anchor: true', 'lerp: 7, gsap: true, anchor: true'));
  await page.goto(PAGE);
  await expect(root(page)).toHaveClass(/\blenis\b/);
  await expectGlide(page);
  expect(problems.warnings.filter((w) => w.includes('smoothScroll'))).toHaveLength(1);
  expect(ownErrors(problems)).toEqual([]);
});

test('reduced motion scrolls natively; preferring it later stops the smoothing it had started', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const chunks: string[] = [];
  page.on('request', (request) => request.url().includes('ext-smooth-scroll') && chunks.push(request.url()));
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(PAGE);
  await expect.poll(() => chunks.length).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  await expect(root(page)).not.toHaveClass(/lenis/);
  const native = await wheelPositions(page, 600);
  expect(native.at(-1)).toBeCloseTo(600, -1);
  expect(between(native)).toBeLessThan(2);
  // A link jumps as the browser jumps (no glide): the section's top sits at the top of the viewport.
  await page.getByRole('link', { name: 'Team' }).click();
  await expect.poll(() => page.locator('#team').evaluate((section) => Math.round(section.getBoundingClientRect().top))).toBe(0);

  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await expect(root(page)).toHaveClass(/\blenis\b/);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(root(page)).not.toHaveClass(/lenis/);
  await page.evaluate(() => scrollTo(0, 0));
  expect(between(await wheelPositions(page, 600))).toBeLessThan(2);

});

test('the editor scrolls natively', async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (request) => request.url().includes('ext-smooth-scroll') && chunks.push(request.url()));
  await inEditor(page, PAGE);
  await page.goto(PAGE);
  await expect.poll(() => chunks.length).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  await expect(root(page)).not.toHaveClass(/lenis/);
});
