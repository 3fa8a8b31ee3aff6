import type { Locator, Page } from '@playwright/test';
import { expect, test, expectReady, ownErrors, sizesBeforeAndAfterMount, unmountRestores, widget } from '../helpers';

const PAGE = '/widgets/multi-scroll.html';
const DOTS = '3d5e0001'; // dots with tooltips, 40/60, loopBottom, anchors morning..night
const MENU = '3d5e0002'; // menu, loopTop, bad scrollingSpeed and dotsPosition
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 800 };

async function open(page: Page, viewport = DESKTOP, path = PAGE): Promise<Locator> {
  await page.setViewportSize(viewport);
  // Chromium turns a load of the URL already shown into a reload, which restores the scroll position.
  await page.goto('about:blank');
  await page.goto(path);
  const ms = widget(page, DOTS);
  await expectReady(ms);
  return ms;
}

/** The second widget mounts once it comes near the viewport (trigger: visible). */
async function openMenu(page: Page): Promise<Locator> {
  const other = widget(page, MENU);
  await other.scrollIntoViewIfNeeded();
  await expectReady(other);
  return other;
}

const wrap = (ms: Locator) => ms.locator('.ha-multi-scroll-wrap');
/** Which section each column shows: the index of the half whose box is at the frame's top. */
const shown = (ms: Locator) =>
  ms.locator('.ha-multi-scroll-inner').evaluate((inner) => {
    const top = inner.getBoundingClientRect().top;
    const at = (side: string) =>
      [...inner.querySelectorAll(`:scope > .ms-${side} > .ms-section`)].findIndex((el) => Math.abs(el.getBoundingClientRect().top - top) < 2);
    return [at('left'), at('right')];
  });

test.describe('ha-multi-scroll', () => {
  test('built on desktop: the columns side by side at their widths, the dots, and the wheel moves both in opposite directions', async ({ page, problems }) => {
    const ms = await open(page);
    await expect(wrap(ms)).toHaveClass(/ha-multi-scroll--built/);
    await expect(ms.locator('.ha-multi-scroll-mobile')).toBeHidden();
    const frame = (await ms.locator('.ha-multi-scroll-inner').boundingBox())!;
    expect(frame.height).toBe(DESKTOP.height);
    const left = (await ms.locator('.ms-left').boundingBox())!;
    const right = (await ms.locator('.ms-right').boundingBox())!;
    expect(left.width).toBeCloseTo(frame.width * 0.4, 0);
    expect(right.x).toBeCloseTo(frame.x + frame.width * 0.4, 0);
    await expect(ms.getByRole('button', { name: 'Noon' })).toHaveCount(1);
    await expect(ms.getByRole('region', { name: /^Sections/ })).toHaveAttribute('tabindex', '0');
    await expect.poll(() => shown(ms)).toEqual([0, 0]);
    await expect(ms.getByRole('button', { name: 'Morning' })).toHaveAttribute('aria-current', 'true');

    await ms.locator('.ha-multi-scroll-inner').scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.querySelector<HTMLElement>('[data-id="3d5e0001"]')!.offsetTop));
    const leftBefore = (await ms.locator('.ms-left .ms-section').nth(1).boundingBox())!.y;
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 120);
    await expect.poll(() => shown(ms)).toEqual([1, 1]);
    // Opposite directions: the left column's second half came down from above, the right one's up from below.
    expect(leftBefore).toBeLessThan(0);
    await expect(ms.getByRole('button', { name: 'Noon' })).toHaveAttribute('aria-current', 'true');
    await expect(page).toHaveURL(/#noon$/);
    // The halves out of view are inert; the page itself did not scroll.
    await expect(ms.locator('.ms-right .ms-section').nth(0)).toHaveAttribute('inert', '');
    await expect(ms.locator('.ms-right .ms-section').nth(1)).not.toHaveAttribute('inert');
    expect(ownErrors(problems)).toEqual([]);
  });

  test('keys, dots and the menu move it; loops at the configured end; past the other end the page scrolls on', async ({ page }) => {
    const ms = await open(page);
    const region = ms.getByRole('region', { name: /^Sections/ });
    await region.focus();
    await page.keyboard.press('End');
    await expect.poll(() => shown(ms)).toEqual([3, 3]);
    await page.waitForTimeout(800);
    // loopBottom: down from the last goes to the first.
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => shown(ms)).toEqual([0, 0]);
    await ms.getByRole('button', { name: 'Evening' }).click();
    await expect.poll(() => shown(ms)).toEqual([2, 2]);

    const other = await openMenu(page);
    await other.getByRole('link', { name: 'The shop' }).click();
    await expect.poll(() => shown(other)).toEqual([2, 2]);
    await expect(other.locator('li[data-menuanchor="shop"]')).toHaveClass(/active/);
    // Up past the first section of the one without loopTop... the first widget: the page scrolls on.
    await page.waitForTimeout(800);
    await ms.getByRole('button', { name: 'Morning' }).click();
    await expect.poll(() => shown(ms)).toEqual([0, 0]);
    await page.waitForTimeout(800);
    await page.evaluate(() => window.scrollTo(0, document.querySelector<HTMLElement>('[data-id="3d5e0001"]')!.offsetTop));
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, -200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(before);
    expect(await shown(ms)).toEqual([0, 0]);
  });

  test('gone on a phone, built again when wide, taken down again when narrowed; opened at an anchor it starts there', async ({ page }) => {
    const ms = await open(page, PHONE);
    await expect(wrap(ms)).not.toHaveClass(/ha-multi-scroll--built/);
    await expect(wrap(ms)).toHaveClass(/ha-multi-scroll--stacked/);
    await expect(ms.locator('.ha-multi-scroll-mobile')).toBeVisible();
    await expect(ms.locator('.ms-left')).toBeHidden();
    await expect(ms.locator('.ha-multi-scroll-dots')).toHaveCount(0);
    await expect(ms.locator('[inert]')).toHaveCount(0);
    // Wide again: built.
    await page.setViewportSize(DESKTOP);
    await expect(wrap(ms)).toHaveClass(/ha-multi-scroll--built/);
    await expect(ms.locator('.ha-multi-scroll-mobile')).toBeHidden();
    await expect(ms.locator('.ha-multi-scroll-dot')).toHaveCount(4);
    // Narrow (a tablet): taken down, the columns' styles gone.
    await page.setViewportSize({ width: 900, height: 800 });
    await expect(wrap(ms)).not.toHaveClass(/ha-multi-scroll--built/);
    await expect(ms.locator('.ha-multi-scroll-dot')).toHaveCount(0);
    await expect(ms.locator('.ms-left')).not.toHaveAttribute('style');

    await open(page, DESKTOP, `${PAGE}?from=address#evening`);
    await expect.poll(() => shown(ms)).toEqual([2, 2]);
    await openMenu(page);
    for (const id of [DOTS, MENU]) expect(await unmountRestores(page, id)).toBe(true);
  });

  test('with reduced motion the columns jump; bad settings give defaults and one warning', async ({ page, problems }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const ms = await open(page);
    await expect(ms.locator('.ms-left')).toHaveCSS('transition-duration', '0s');
    await ms.getByRole('button', { name: 'Night' }).click();
    expect(await shown(ms)).toEqual([3, 3]);
    await openMenu(page);
    const warnings = problems.warnings.filter((text) => text.includes(MENU));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('scrollingSpeed');
    expect(warnings[0]).toContain('dotsPosition');
  });

  for (const width of [1280, 390])
    test(`painted before it mounts it has its mounted geometry already (${width} px): mounting keeps every size`, async ({ page }) => {
      const measure = (el: HTMLElement) => {
        const box = (selector: string) => el.querySelector<HTMLElement>(selector)!.getBoundingClientRect();
        return [el.offsetWidth, el.offsetHeight, box('.ha-multi-scroll-inner').height, box('.ms-right .ms-section').height];
      };
      const { before, after } = await sizesBeforeAndAfterMount(page, PAGE, [DOTS], measure, width);
      expect(after).toEqual(before);
    });
});
