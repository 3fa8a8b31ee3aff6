import type { Locator, Page } from '@playwright/test';
import { test, expect, widget, expectReady, ownErrors, sizesBeforeAndAfterMount } from '../helpers';

const PAGE = '/widgets/unfold.html';

async function open(page: Page, id: string): Promise<Locator> {
  await page.goto(PAGE);
  const unfold = widget(page, id);
  await expectReady(unfold);
  await unfold.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  return unfold;
}

/** The widget's own parts (not those of an unfold nested in its content). */
const part = (unfold: Locator, name: string) => unfold.locator(`:scope > .elementor-widget-container > .ha-unfold-widget-wrapper > ${name}`);
const data = (unfold: Locator) => part(unfold, '.ha-unfold-data');
const button = (unfold: Locator) => part(unfold, '.ha-unfold-btn');
const height = (unfold: Locator) => data(unfold).evaluate((el) => el.getBoundingClientRect().height);
/** The height the content needs (what would overflow included). */
const fullHeight = (unfold: Locator) => data(unfold).evaluate((el) => el.scrollHeight);
/** Whether the last paragraph shows in full inside the box. */
const lastLineShows = (unfold: Locator) =>
  data(unfold).evaluate((el) => {
    const last = el.querySelector(':scope > .ha-unfold-data-render > p:last-of-type')!;
    return last.getBoundingClientRect().bottom <= el.getBoundingClientRect().bottom + 0.5;
  });
/** Clicks the button and reports the height animation it starts (or null). */
const press = (unfold: Locator) =>
  button(unfold).evaluate(async (el) => {
    (el as HTMLElement).click();
    await new Promise((resolve) => setTimeout(resolve));
    const [animation] = el.parentElement!.querySelector(':scope > .ha-unfold-data')!.getAnimations();
    if (!animation) return null;
    const { duration, easing } = animation.effect!.getTiming();
    return { duration, easing };
  });
const settle = (unfold: Locator) => data(unfold).evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));

test('click: the button unfolds to the full height and folds back to 50 px, its text, icon and aria-expanded following', async ({ page, problems }) => {
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      const label = document.querySelector('[data-id="u1a0001"] .ha-unfold-btn span') as unknown as { served: boolean };
      label.served = true;
    }),
  );
  const unfold = await open(page, 'u1a0001');
  const btn = button(unfold);
  await expect(btn).toHaveAccessibleName('Read More');
  await expect(btn).toHaveAttribute('aria-expanded', 'false');
  await expect(btn).toHaveAttribute('aria-controls', 'ha-unfold-data-u1a0001');
  await expect(data(unfold)).toHaveAttribute('id', 'ha-unfold-data-u1a0001');
  await expect(data(unfold)).not.toHaveClass(/\bfolded\b/);
  expect(await height(unfold)).toBe(50);
  expect(await lastLineShows(unfold)).toBe(false);

  expect(await press(unfold)).toEqual({ duration: 500, easing: 'ease' });
  await expect(btn).toHaveAttribute('aria-expanded', 'true');
  await expect(btn).toHaveAccessibleName('Read Less');
  await expect(btn.locator('i')).toHaveClass('ha-icon ha-icon-up');
  await expect(btn.locator('i')).toHaveAttribute('aria-hidden', 'true');
  await settle(unfold);
  expect(await height(unfold)).toBeCloseTo(await fullHeight(unfold), 0);
  expect(await lastLineShows(unfold)).toBe(true);
  await expect(data(unfold)).toHaveClass(/\bfolded\b/);

  expect(await press(unfold)).toEqual({ duration: 500, easing: 'ease' });
  await expect(btn).toHaveAttribute('aria-expanded', 'false');
  await expect(btn).toHaveAccessibleName('Read More');
  await expect(btn.locator('i')).toHaveClass('ha-icon ha-icon-down');
  // The server's own label nodes are back, not copies.
  expect(await btn.locator('span').evaluate((el) => (el as unknown as { served?: boolean }).served)).toBe(true);
  await settle(unfold);
  expect(await height(unfold)).toBe(50);
  await expect(data(unfold)).not.toHaveClass(/\bfolded\b/);
  expect(ownErrors(problems)).toEqual([]);
});

test('the collapsed height follows the device live: 120 px on mobile, 50 on tablet (its empty value falls back)', async ({ page, problems }) => {
  const unfold = await open(page, 'u1a0001');
  expect(await height(unfold)).toBe(50);
  await page.setViewportSize({ width: 600, height: 800 });
  await expect.poll(() => height(unfold)).toBe(120);
  await page.setViewportSize({ width: 900, height: 800 });
  await expect.poll(() => height(unfold)).toBe(50);

  // Per device on another instance: 100 desktop, 90 tablet, 70 mobile.
  const outer = widget(page, 'u1a0004');
  expect(await height(outer)).toBe(90);
  await page.setViewportSize({ width: 400, height: 800 });
  await expect.poll(() => height(outer)).toBe(70);
  await expect.poll(() => height(unfold)).toBe(120);

  // Unfolded content stays unfolded across a device change, and folds to the new height.
  await button(unfold).click();
  await settle(unfold);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect.poll(() => page.evaluate(() => document.body.dataset.elementorDeviceMode)).toBe('desktop');
  await expect(button(unfold)).toHaveAttribute('aria-expanded', 'true');
  expect(await height(unfold)).toBeCloseTo(await fullHeight(unfold), 0);
  await button(unfold).click();
  await settle(unfold);
  expect(await height(unfold)).toBe(50);
  expect(ownErrors(problems)).toEqual([]);
});

test('hover trigger without a button: pointing at the content unfolds it, leaving folds it to 80 px', async ({ page, problems }) => {
  const unfold = await open(page, 'u1a0002');
  await expect(unfold.locator('button')).toHaveCount(0);
  expect(await height(unfold)).toBe(80);
  // Notes the slide that the widget (listening first) starts on entry.
  await data(unfold).evaluate((el) =>
    el.addEventListener('mouseenter', () => setTimeout(() => (el.dataset.slides = el.getAnimations().map((a) => a.effect!.getTiming().duration).join())), {
      once: true,
    }),
  );
  await data(unfold).hover({ position: { x: 100, y: 30 } });
  await expect(data(unfold)).toHaveClass(/\bfolded\b/);
  await expect(data(unfold)).toHaveAttribute('data-slides', '300');
  await settle(unfold);
  expect(await lastLineShows(unfold)).toBe(true);
  await page.mouse.move(2, 2);
  await settle(unfold);
  await expect.poll(() => height(unfold)).toBe(80);
  expect(ownErrors(problems)).toEqual([]);
});

test('hover trigger with a button: pointing unfolds, and the button still works from the keyboard', async ({ page, problems }) => {
  const unfold = await open(page, 'u1a0003');
  const btn = button(unfold);
  expect(await height(unfold)).toBe(60);
  await data(unfold).hover({ position: { x: 100, y: 20 } });
  await expect(btn).toHaveAttribute('aria-expanded', 'true');
  // No fold icon set: the text alone.
  await expect(btn.locator('i')).toHaveCount(0);
  await expect(btn).toHaveAccessibleName('Read Less');
  await page.mouse.move(2, 2);
  await expect(btn).toHaveAttribute('aria-expanded', 'false');
  await expect(btn.locator('i')).toHaveCount(1);

  await btn.focus();
  await page.keyboard.press('Enter');
  await expect(btn).toHaveAttribute('aria-expanded', 'true');
  await settle(unfold);
  expect(await lastLineShows(unfold)).toBe(true);
  await page.keyboard.press('Space');
  await expect(btn).toHaveAttribute('aria-expanded', 'false');
  await settle(unfold);
  expect(await height(unfold)).toBe(60);
  expect(ownErrors(problems)).toEqual([]);
});

test('keyboard: the button is a disclosure button; Tab into the folded part unfolds it', async ({ page, problems }) => {
  const unfold = await open(page, 'u1a0001');
  const btn = button(unfold);
  await expect(btn).toHaveAttribute('type', 'button');
  await btn.focus();
  await page.keyboard.press('Enter');
  await expect(btn).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press(' ');
  await expect(btn).toHaveAttribute('aria-expanded', 'false');
  await settle(unfold);

  // The link sits in the folded part, before the button in tab order.
  await unfold.locator('.ha-unfold-heading').click();
  await page.keyboard.press('Tab');
  const link = unfold.getByRole('link', { name: 'link to more reading' });
  await expect(link).toBeFocused();
  await expect(btn).toHaveAttribute('aria-expanded', 'true');
  await settle(unfold);
  await expect(link).toBeInViewport();
  expect(await lastLineShows(unfold)).toBe(true);
  expect(ownErrors(problems)).toEqual([]);
});

test('reduced motion: it unfolds and folds at once, with no height animation', async ({ page, problems }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const unfold = await open(page, 'u1a0001');
  expect(await press(unfold)).toBeNull();
  expect(await height(unfold)).toBeCloseTo(await fullHeight(unfold), 0);
  expect(await press(unfold)).toBeNull();
  expect(await height(unfold)).toBe(50);
  expect(ownErrors(problems)).toEqual([]);
});

test('short content: nothing to fold, so no button and the content in full', async ({ page, problems }) => {
  const unfold = await open(page, 'u1a0006');
  await expect(button(unfold)).toBeHidden();
  await expect(data(unfold)).toHaveClass(/\bfolded\b/);
  expect(await height(unfold)).toBeCloseTo(await fullHeight(unfold), 0);
  expect(await height(unfold)).toBeLessThan(50);
  expect(ownErrors(problems)).toEqual([]);
});

test('bad settings: 50 px on click over 500 ms, "Read Less" when open, and one warning', async ({ page, problems }) => {
  const unfold = await open(page, 'u1a0007');
  expect(await height(unfold)).toBe(50);
  await data(unfold).hover();
  await expect(button(unfold)).toHaveAttribute('aria-expanded', 'false');
  expect(await press(unfold)).toEqual({ duration: 500, easing: 'ease' });
  await expect(button(unfold)).toHaveAccessibleName('Read Less');
  await expect(button(unfold).locator('i')).toHaveCount(0);
  const warnings = problems.warnings.filter((text) => text.includes('#u1a0007'));
  expect(warnings).toHaveLength(1);
  for (const name of ['trigger', 'fold_height', 'transition_duration', 'fold_text', 'fold_icon']) expect(warnings[0]).toContain(name);
  expect(ownErrors(problems)).toEqual([]);
});

test('content holding another widget: both work on their own and the nested one is never re-created', async ({ page, problems }) => {
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      (document.querySelector('[data-id="u1a0005"]') as unknown as { served: boolean }).served = true;
    }),
  );
  const outer = await open(page, 'u1a0004');
  const inner = widget(page, 'u1a0005');
  await expectReady(inner);
  expect(await height(outer)).toBe(100);
  expect(await height(inner)).toBe(40);

  await button(outer).click();
  await settle(outer);
  await expect(button(outer)).toHaveAttribute('aria-expanded', 'true');
  await expect(button(outer)).toHaveAccessibleName('Read Less');
  await expect(button(inner)).toHaveAttribute('aria-expanded', 'false');

  await button(inner).click();
  await expect(button(inner)).toHaveAttribute('aria-expanded', 'true');
  await expect(button(inner)).toHaveAccessibleName('Less inside');
  await settle(inner);
  await expect(button(outer)).toHaveAttribute('aria-expanded', 'true');
  // The outer box grew with its nested content.
  expect(await height(outer)).toBeCloseTo(await fullHeight(outer), 0);
  expect(await lastLineShows(outer)).toBe(true);

  await button(outer).click();
  await settle(outer);
  expect(await height(outer)).toBe(100);
  await expect(button(inner)).toHaveAttribute('aria-expanded', 'true');
  expect(await inner.evaluate((el) => (el as unknown as { served?: boolean }).served)).toBe(true);
  expect(ownErrors(problems)).toEqual([]);
});

test('unmount restores the server markup exactly', async ({ page, problems }) => {
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { printed: string }).printed = document.querySelector('[data-id="u1a0001"]')!.innerHTML;
    }),
  );
  const unfold = await open(page, 'u1a0001');
  await button(unfold).click();
  await expect(button(unfold)).toHaveAttribute('aria-expanded', 'true');
  await unfold.evaluate((el) => window.haWidgets!.unmount(el));
  expect(await unfold.innerHTML()).toBe(await page.evaluate(() => (window as unknown as { printed: string }).printed));
  expect(ownErrors(problems)).toEqual([]);
});


// Every unfold whose content is taller than its fold (u1a0006 holds one line: mounting hides its button).
const TALL = ['u1a0001', 'u1a0002', 'u1a0003', 'u1a0004', 'u1a0005', 'u1a0007'];

for (const width of [1280, 900, 390])
  test(`painted before it mounts, content is already folded to its height for the device (${width} px): mounting keeps every size`, async ({ page }) => {
    const { before, after } = await sizesBeforeAndAfterMount(page, PAGE, TALL, undefined, width);
    expect(after).toEqual(before);
    // Folded indeed: the printed content of these is taller than any of their fold heights.
    const folded = await widget(page, 'u1a0004').evaluate((el) => el.querySelector('.ha-unfold-data')!.getBoundingClientRect().height);
    expect(folded).toBe(width > 1024 ? 100 : width > 767 ? 90 : 70);
  });
