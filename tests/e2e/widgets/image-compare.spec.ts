import type { Locator, Page } from '@playwright/test';
import { test, expect, widget, expectReady, ownErrors, recordLayoutShift, layoutShift, paintFirst } from '../helpers';

const PAGE = '/widgets/image-compare.html';

async function open(page: Page, id: string): Promise<Locator> {
  await page.goto(PAGE);
  const compare = widget(page, id);
  await expectReady(compare);
  await compare.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await compare.locator('img').evaluateAll((images) => Promise.all(images.map((img) => (img as HTMLImageElement).decode().catch(() => {}))));
  return compare;
}

const slider = (compare: Locator) => compare.getByRole('slider');
const boxOf = async (compare: Locator) => (await compare.locator('.twentytwenty-container').boundingBox())!;

/** Which image the visitor sees (and would hit) at a point given as fractions of the box. */
const imageAt = (compare: Locator, fx: number, fy = 0.1) =>
  compare.locator('.twentytwenty-container').evaluate(
    (box, [x, y]) => {
      const r = box.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width * x, r.top + r.height * y);
      return hit?.classList.contains('twentytwenty-before') ? 'before' : hit?.classList.contains('twentytwenty-after') ? 'after' : hit?.className ?? null;
    },
    [fx, fy],
  );

/** The before image shows up to `fraction` of the box (across, or down when vertical), the after image beyond. */
async function expectSplitAt(compare: Locator, fraction: number, vertical = false) {
  const at = (f: number) => (vertical ? imageAt(compare, 0.1, f) : imageAt(compare, f));
  await expect.poll(() => at(fraction - 0.03)).toBe('before');
  await expect.poll(() => at(fraction + 0.03)).toBe('after');
}

async function handleCentre(compare: Locator) {
  const box = (await slider(compare).boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

test('builds the comparison on the server images: half way, a slider with its value, the images kept', async ({ page, problems }) => {
  // Tag the printed images before any script of ours runs.
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => document.querySelectorAll('img').forEach((img, i) => ((img as unknown as { served: number }).served = i))),
  );
  await page.goto(PAGE);
  const compare = widget(page, 'c1a0001');
  await expectReady(compare);
  // The very nodes the server printed, not copies.
  const served = (selector: string) => compare.locator(selector).evaluate((img) => (img as unknown as { served?: number }).served);
  expect(await served('img.twentytwenty-before')).toBe(0);
  expect(await served('img.twentytwenty-after')).toBe(1);
  await compare.locator('img').evaluateAll((images) => Promise.all(images.map((img) => (img as HTMLImageElement).decode())));

  const handle = slider(compare);
  await expect(handle).toHaveAccessibleName('Image comparison');
  await expect(handle).toHaveAttribute('aria-valuenow', '50');
  await expect(handle).toHaveAttribute('aria-valuemin', '0');
  await expect(handle).toHaveAttribute('aria-valuemax', '100');
  await expect(handle).toHaveAttribute('aria-valuetext', 'Before 50%, After 50%');
  await expect(handle).toHaveAttribute('aria-orientation', 'horizontal');
  await expectSplitAt(compare, 0.5);

  // The box is the before image's box: 640 px wide, 800 x 500 scaled.
  const box = await boxOf(compare);
  expect(box.width).toBe(640);
  expect(box.height).toBe(400);
  const centre = await handleCentre(compare);
  expect(Math.abs(centre.x - (box.x + 320))).toBeLessThan(1);
  expect(Math.abs(centre.y - (box.y + 200))).toBeLessThan(1);
  // The page builder's handle colour still applies.
  await expect(handle).toHaveCSS('border-top-color', 'rgb(255, 209, 102)');
  expect(ownErrors(problems)).toEqual([]);
});

test('dragging the handle with the mouse reveals the before image up to the pointer', async ({ page, problems }) => {
  const compare = await open(page, 'c1a0001');
  const box = await boxOf(compare);
  const start = await handleCentre(compare);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.25, start.y + 30, { steps: 6 });
  // While moving, the labels are out of the way.
  await expect(compare.locator('.twentytwenty-container')).toHaveClass(/\bactive\b/);
  await page.mouse.up();
  await expect(compare.locator('.twentytwenty-container')).not.toHaveClass(/\bactive\b/);
  await expect(slider(compare)).toHaveAttribute('aria-valuenow', '25');
  await expect(slider(compare)).toHaveAttribute('aria-valuetext', 'Before 25%, After 75%');
  await expectSplitAt(compare, 0.25);
  await expect(slider(compare)).toBeFocused();

  // Past the edge it stops at the edge.
  const now = await handleCentre(compare);
  await page.mouse.move(now.x, now.y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width + 80, now.y, { steps: 4 });
  await page.mouse.up();
  await expect(slider(compare)).toHaveAttribute('aria-valuenow', '100');
  expect(await imageAt(compare, 0.98)).toBe('before');
  expect(ownErrors(problems)).toEqual([]);
});

test('on swipe (the default): a click or a drag on the images away from the handle does not move it', async ({ page, problems }) => {
  const compare = await open(page, 'c1a0001');
  const box = await boxOf(compare);
  await page.mouse.click(box.x + box.width * 0.2, box.y + box.height * 0.5);
  await page.mouse.move(box.x + box.width * 0.8, box.y + box.height * 0.3);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.9, box.y + box.height * 0.3, { steps: 3 });
  await page.mouse.up();
  await page.waitForTimeout(250);
  await expect(slider(compare)).toHaveAttribute('aria-valuenow', '50');
  await expectSplitAt(compare, 0.5);
  expect(ownErrors(problems)).toEqual([]);
});

test('on hover: the handle follows the mouse over the images without a button pressed', async ({ page, problems }) => {
  const compare = await open(page, 'c1a0002');
  await expect(slider(compare)).toHaveAttribute('aria-valuenow', '30');
  const box = await boxOf(compare);
  await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.2, { steps: 4 });
  await expect(slider(compare)).toHaveAttribute('aria-valuenow', '60');
  await expectSplitAt(compare, 0.6);
  await page.mouse.move(box.x + box.width * 0.4, box.y + box.height * 0.7, { steps: 4 });
  await expect(slider(compare)).toHaveAttribute('aria-valuenow', '40');
  // Leaving keeps the last position.
  await page.mouse.move(box.x + box.width * 0.4, box.y - 40);
  await expect(slider(compare)).toHaveAttribute('aria-valuenow', '40');
  expect(ownErrors(problems)).toEqual([]);
});

test('on click: a click on the images moves the handle to the click point', async ({ page, problems }) => {
  const compare = await open(page, 'c1a0003');
  await expect(slider(compare)).toHaveAttribute('aria-valuenow', '70');
  await expect(slider(compare)).toHaveAttribute('aria-valuetext', 'Old 70%, New 30%');
  const box = await boxOf(compare);
  // Moving over the images alone does nothing.
  await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.6, { steps: 3 });
  await expect(slider(compare)).toHaveAttribute('aria-valuenow', '70');
  await page.mouse.click(box.x + box.width * 0.2, box.y + box.height * 0.6);
  await expect(slider(compare)).toHaveAttribute('aria-valuenow', '20');
  await expectSplitAt(compare, 0.2);
  expect(ownErrors(problems)).toEqual([]);
});

test('vertical: the before image is the top part, the handle drags up and down, Up and Down keys move it', async ({ page, problems }) => {
  const compare = await open(page, 'c1a0004');
  const handle = slider(compare);
  await expect(handle).toHaveAttribute('aria-orientation', 'vertical');
  // The value counts from the bottom: 40 % before on top leaves 60.
  await expect(handle).toHaveAttribute('aria-valuenow', '60');
  await expect(handle).toHaveAttribute('aria-valuetext', 'Before 40%, After 60%');
  await expectSplitAt(compare, 0.4, true);

  const box = await boxOf(compare);
  const start = await handleCentre(compare);
  expect(Math.abs(start.y - (box.y + box.height * 0.4))).toBeLessThan(1);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 20, box.y + box.height * 0.8, { steps: 5 });
  await page.mouse.up();
  await expect(handle).toHaveAttribute('aria-valuetext', 'Before 80%, After 20%');
  await expectSplitAt(compare, 0.8, true);

  await page.keyboard.press('ArrowUp');
  await expect(handle).toHaveAttribute('aria-valuetext', 'Before 75%, After 25%');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(handle).toHaveAttribute('aria-valuetext', 'Before 85%, After 15%');
  await expectSplitAt(compare, 0.85, true);
  expect(ownErrors(problems)).toEqual([]);
});

test('keyboard: Tab reaches the handle; arrows, Page Up/Down, Home and End move it', async ({ page, problems }) => {
  const compare = await open(page, 'c1a0001');
  const handle = slider(compare);
  await page.locator('p.fixture-note').first().click();
  await page.keyboard.press('Tab');
  await expect(handle).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(handle).toHaveAttribute('aria-valuenow', '55');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(handle).toHaveAttribute('aria-valuenow', '45');
  await page.keyboard.press('ArrowUp');
  await expect(handle).toHaveAttribute('aria-valuenow', '50');
  await page.keyboard.press('PageUp');
  await expect(handle).toHaveAttribute('aria-valuenow', '70');
  await expectSplitAt(compare, 0.7);
  await page.keyboard.press('PageDown');
  await page.keyboard.press('PageDown');
  await expect(handle).toHaveAttribute('aria-valuenow', '30');
  await page.keyboard.press('Home');
  await expect(handle).toHaveAttribute('aria-valuenow', '0');
  await expect.poll(() => imageAt(compare, 0.02)).toBe('after');
  await page.keyboard.press('ArrowLeft');
  await expect(handle).toHaveAttribute('aria-valuenow', '0');
  await page.keyboard.press('End');
  await expect(handle).toHaveAttribute('aria-valuenow', '100');
  await expect.poll(() => imageAt(compare, 0.98)).toBe('before');
  // The arrows moved the handle, not the page.
  const scrolled = await page.evaluate(() => window.scrollY);
  await page.keyboard.press('ArrowDown');
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  expect(ownErrors(problems)).toEqual([]);
});

test('the overlay shows the labels on hover and while the handle has focus; none with no_overlay', async ({ page, problems }) => {
  const compare = await open(page, 'c1a0001');
  const before = compare.locator('.twentytwenty-before-label');
  const after = compare.locator('.twentytwenty-after-label');
  await expect(compare.locator('.twentytwenty-overlay')).toHaveAttribute('aria-hidden', 'true');
  await expect(before).toHaveCSS('opacity', '0');
  const box = await boxOf(compare);
  await page.mouse.move(box.x + box.width * 0.1, box.y + box.height * 0.2);
  await expect(before).toHaveCSS('opacity', '1');
  await expect(after).toHaveCSS('opacity', '1');
  expect(await before.evaluate((el) => getComputedStyle(el, '::before').content)).toBe('"Before"');
  expect(await after.evaluate((el) => getComputedStyle(el, '::before').content)).toBe('"After"');
  await expect(compare.locator('.twentytwenty-overlay')).toHaveCSS('background-color', 'rgba(0, 0, 0, 0.5)');
  await page.mouse.move(2, 2);
  await expect(before).toHaveCSS('opacity', '0');
  await slider(compare).focus();
  await expect(before).toHaveCSS('opacity', '1');

  // Vertical, with the after label cleared: the before label at the top, no empty after label.
  const vertical = widget(page, 'c1a0004');
  await vertical.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const top = (await boxOf(vertical)).y;
  await vertical.locator('.twentytwenty-container').hover({ position: { x: 40, y: 300 } });
  await expect(vertical.locator('.twentytwenty-before-label')).toHaveCSS('opacity', '1');
  const label = await vertical.locator('.twentytwenty-before-label').evaluate((el) => {
    const style = getComputedStyle(el, '::before');
    return { content: style.content, top: parseFloat(style.top) };
  });
  expect(label).toEqual({ content: '"Before"', top: 10 });
  expect(top).toBeGreaterThan(0);
  await expect(vertical.locator('.twentytwenty-after-label')).toBeHidden();

  const bare = widget(page, 'c1a0005');
  await bare.scrollIntoViewIfNeeded();
  await expectReady(bare);
  await expect(slider(bare)).toBeVisible();
  await expect(bare.locator('.twentytwenty-overlay')).toHaveCount(0);
  await bare.locator('.twentytwenty-container').hover({ position: { x: 40, y: 40 } });
  await expect(bare.locator('.twentytwenty-before-label')).toHaveCount(0);
  expect(ownErrors(problems)).toEqual([]);
});

test('reduced motion: a click or a key moves the clip at once, without a transition', async ({ page, problems }) => {
  const compare = await open(page, 'c1a0003');
  const before = compare.locator('img.twentytwenty-before');
  await expect(before).toHaveCSS('transition-duration', '0.2s');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(before).toHaveCSS('transition-duration', '0s');
  await expect(slider(compare)).toHaveCSS('transition-duration', '0s');
  const box = await boxOf(compare);
  await page.mouse.click(box.x + box.width * 0.3, box.y + box.height * 0.5);
  // No waiting: the very next frame shows the new split.
  const split = await compare.locator('.twentytwenty-container').evaluate(async (el) => {
    await new Promise(requestAnimationFrame);
    const r = el.getBoundingClientRect();
    const at = (f: number) => document.elementFromPoint(r.left + r.width * f, r.top + 20)?.classList.contains('twentytwenty-before');
    return [at(0.28), at(0.32)];
  });
  expect(split).toEqual([true, false]);
  expect(ownErrors(problems)).toEqual([]);
});

test('bad or broken settings: defaults (half way, on swipe, overlay) and one warning each', async ({ page, problems }) => {
  await page.goto(PAGE);
  for (const id of ['c1a0006', 'c1a0007']) {
    const compare = widget(page, id);
    await compare.scrollIntoViewIfNeeded();
    await expectReady(compare);
    await expect(slider(compare)).toHaveAttribute('aria-valuenow', '50');
    await expect(slider(compare)).toHaveAttribute('aria-orientation', 'horizontal');
    await expect(compare.locator('.twentytwenty-overlay')).toHaveCount(1);
    const box = await boxOf(compare);
    await page.mouse.click(box.x + box.width * 0.2, box.y + box.height * 0.5);
    await expect(slider(compare)).toHaveAttribute('aria-valuenow', '50');
    expect(problems.warnings.filter((text) => text.includes(`#${id}`))).toHaveLength(1);
  }
  const [bad] = problems.warnings.filter((text) => text.includes('#c1a0006'));
  for (const name of ['default_offset_pct', 'orientation', 'no_overlay', 'move_handle', 'before_label']) expect(bad).toContain(name);
  expect(problems.warnings.find((text) => text.includes('#c1a0007'))).toContain('data-happy-settings is not a JSON object');
  expect(ownErrors(problems)).toEqual([]);
});

test('an image that loads late: the box grows with it and the handle keeps its percentage at once', async ({ page, problems }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route((url) => url.search === '?late', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(PAGE);
  const compare = widget(page, 'c1a0008');
  await compare.scrollIntoViewIfNeeded();
  await expectReady(compare);
  await expect(slider(compare)).toHaveAttribute('aria-valuenow', '30');
  expect((await boxOf(compare)).height).toBe(0);

  release();
  const after = await compare.locator('.twentytwenty-container').evaluate(async (box) => {
    const img = box.querySelector('img')!;
    await new Promise((resolve) => (img.complete ? resolve(null) : img.addEventListener('load', resolve, { once: true })));
    await new Promise(requestAnimationFrame);
    const r = box.getBoundingClientRect();
    const h = box.querySelector('.twentytwenty-handle')!.getBoundingClientRect();
    return { width: r.width, height: r.height, x: h.left + h.width / 2 - r.left, y: h.top + h.height / 2 - r.top };
  });
  expect(after.height).toBe(400);
  expect(Math.abs(after.x - after.width * 0.3)).toBeLessThan(1);
  expect(Math.abs(after.y - 200)).toBeLessThan(1);
  await compare.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await expectSplitAt(compare, 0.3);

  // A resize keeps it too.
  await page.setViewportSize({ width: 500, height: 700 });
  await expect.poll(async () => (await boxOf(compare)).width).toBeLessThan(500);
  const box = await boxOf(compare);
  const centre = await handleCentre(compare);
  expect(Math.abs(centre.x - (box.x + box.width * 0.3))).toBeLessThan(1);
  expect(ownErrors(problems)).toEqual([]);
});

test('only one image: left as printed, with a warning', async ({ page, problems }) => {
  await page.goto(PAGE);
  const compare = widget(page, 'c1a0009');
  const before = await compare.innerHTML();
  await compare.scrollIntoViewIfNeeded();
  await expectReady(compare);
  expect(await compare.innerHTML()).toBe(before);
  expect(problems.warnings.filter((text) => text.includes('#c1a0009'))).toHaveLength(1);
  expect(ownErrors(problems)).toEqual([]);
});

test('unmount restores the server markup exactly', async ({ page, problems }) => {
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { printed: string }).printed = document.querySelector('[data-id="c1a0003"]')!.innerHTML;
    }),
  );
  const compare = await open(page, 'c1a0003');
  const box = await boxOf(compare);
  await page.mouse.click(box.x + 40, box.y + 40);
  await expect(slider(compare)).not.toHaveAttribute('aria-valuenow', '70');
  await compare.evaluate((el) => window.haWidgets!.unmount(el));
  expect(await compare.innerHTML()).toBe(await page.evaluate(() => (window as unknown as { printed: string }).printed));
  expect(ownErrors(problems)).toEqual([]);
});

test.describe('touch', () => {
  test.use({ hasTouch: true });

  test('a sideways finger drag on the handle moves it; a vertical one scrolls the page', async ({ page, problems }) => {
    const compare = await open(page, 'c1a0001');
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: { x: number; y: number }[]) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points });
    const box = await boxOf(compare);
    const start = await handleCentre(compare);
    await touch('touchStart', [start]);
    for (let i = 1; i <= 6; i++) await touch('touchMove', [{ x: start.x + ((box.x + box.width * 0.8 - start.x) * i) / 6, y: start.y }]);
    await touch('touchEnd', []);
    await expect(slider(compare)).toHaveAttribute('aria-valuenow', '80');
    await expectSplitAt(compare, 0.8);

    const handle = await handleCentre(compare);
    const scrolled = await page.evaluate(() => window.scrollY);
    await touch('touchStart', [handle]);
    for (let i = 1; i <= 8; i++) await touch('touchMove', [{ x: handle.x, y: handle.y - i * 20 }]);
    await touch('touchEnd', []);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled + 50);
    await expect(slider(compare)).toHaveAttribute('aria-valuenow', '80');
    expect(ownErrors(problems)).toEqual([]);
  });
});


test('painted before the script runs, the comparisons already have their mounted size: mounting shifts nothing', async ({ page, problems }) => {
  await paintFirst(page);
  await recordLayoutShift(page);
  await page.setViewportSize({ width: 1280, height: 2400 });
  await page.goto(PAGE);
  for (const id of ['c1a0001', 'c1a0002', 'c1a0003']) await expectReady(widget(page, id));
  await page.evaluate(() => new Promise(requestAnimationFrame));
  expect(await layoutShift(page)).toBe(0);
  expect(ownErrors(problems)).toEqual([]);
});
