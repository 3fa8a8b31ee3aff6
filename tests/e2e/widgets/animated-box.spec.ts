import type { Locator, Page } from '@playwright/test';
import {
  test,
  expect,
  widget,
  expectReady,
  ownErrors,
  recordLayoutShift,
  layoutShift,
  unmountRestores, rewrite } from '../helpers';

const PAGE = '/widgets/animated-box.html';
const HOVER = 'ab000001';
const CLICK = 'ab000002';
const TOGGLE = 'ab000003';
const SLIDE = 'ab000004';
const SCRATCH = 'ab000005';
const SCRATCH_30 = 'ab000006';
const FOLD = 'ab000007';
const FOLD_TOP = 'ab000008';
const PEEL = 'ab000009';
const PEEL_BOTTOM_LEFT = 'ab000010';
const BAD = 'ab000011';
const ALL = [HOVER, CLICK, TOGGLE, SLIDE, SCRATCH, SCRATCH_30, FOLD, FOLD_TOP, PEEL, PEEL_BOTTOM_LEFT, BAD, 'ab000012'];

async function open(page: Page, id: string): Promise<Locator> {
  const element = widget(page, id);
  await element.scrollIntoViewIfNeeded();
  await expectReady(element);
  return element;
}

const boxOf = (element: Locator) => element.locator('.ha-animated-box__box');
const frontOf = (element: Locator) => element.locator('.ha-animated-box__box > .ha-animated-box__front');
const backOf = (element: Locator) => element.locator('.ha-animated-box__box > .ha-animated-box__back');
/** Matches a class attribute holding this class (`\b` would take `--flipped` in `--flipped-stop`). */
const cls = (name: string) => new RegExp(`(^|\\s)ha-animated-box--${name}(\\s|$)`);
const switchOf = (element: Locator) => element.locator('.ha-animated-box__switch');

/**
 * The box is on its front (false) or its back (true): state class and which face is inert; the back
 * is seen once flipped. (The front may be drawn by a canvas or panels, so the caller checks it.)
 */
async function expectFlipped(element: Locator, flipped: boolean): Promise<void> {
  const box = boxOf(element);
  await expect(box).toHaveClass(flipped ? cls('flipped') : cls('front'));
  await expect(box).not.toHaveClass(flipped ? cls('front') : cls('flipped'));
  if (flipped) await expect(backOf(element)).toBeVisible();
  await expect(flipped ? frontOf(element) : backOf(element)).toHaveAttribute('inert', '');
  await expect(flipped ? backOf(element) : frontOf(element)).not.toHaveAttribute('inert');
}

/** Serves the fixture with `edit` applied to its HTML. */

async function rectOf(locator: Locator) {
  const rect = await locator.boundingBox();
  if (!rect) throw new Error('not laid out');
  return rect;
}

/** Drags the mouse along horizontal strokes at the given heights (fractions of the box). */
async function scratch(page: Page, element: Locator, rows: number[], from = 0, to = 1): Promise<void> {
  await expect(boxOf(element)).toHaveClass(cls('scratch-ready'));
  const { x, y, width, height } = await rectOf(boxOf(element));
  for (const row of rows) {
    await page.mouse.move(x + width * from + 2, y + height * row);
    await page.mouse.down();
    await page.mouse.move(x + width * to - 2, y + height * row, { steps: 12 });
    await page.mouse.up();
  }
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1200, height: 800 });
});

test.describe('visitor with a mouse', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(PAGE);
  });

  test('hover turns the box over on enter and back on leave', async ({ page, problems }) => {
    const element = await open(page, HOVER);
    await page.mouse.move(1, 1);
    await expectFlipped(element, false);
    await expect(backOf(element)).toBeHidden();
    await boxOf(element).hover();
    await expectFlipped(element, true);
    await expect(frontOf(element)).toBeHidden();
    await expect(element.getByRole('link', { name: 'Hover details' })).toBeVisible();
    await expect(switchOf(element)).toHaveAttribute('aria-pressed', 'true');
    await page.mouse.move(1, 1);
    await expectFlipped(element, false);
    await expect(backOf(element)).toBeHidden();
    await expect(frontOf(element)).toBeVisible();
    await expect(switchOf(element)).toHaveAttribute('aria-pressed', 'false');
    expect(ownErrors(problems)).toEqual([]);
  });

  test('click mode: a click turns it over, another click keeps it, leaving turns it back', async ({ page, problems }) => {
    const element = await open(page, CLICK);
    await boxOf(element).hover();
    await expectFlipped(element, false);
    await boxOf(element).click();
    await expectFlipped(element, true);
    await boxOf(element).click({ position: { x: 300, y: 20 } });
    await expectFlipped(element, true);
    await page.mouse.move(1, 1);
    await expectFlipped(element, false);
    expect(ownErrors(problems)).toEqual([]);
  });

  test('toggle mode: each click turns it over; its links are links', async ({ page, problems }) => {
    const element = await open(page, TOGGLE);
    await boxOf(element).click();
    await expectFlipped(element, true);
    await page.mouse.move(1, 1);
    await expectFlipped(element, true);
    await element.getByRole('link', { name: 'Toggle details' }).click();
    await expect(page).toHaveURL(/#toggle-more$/);
    await expectFlipped(element, true);
    await boxOf(element).click();
    await expectFlipped(element, false);
    await expect(frontOf(element)).toBeVisible();
    expect(ownErrors(problems)).toEqual([]);
  });

  test('slide-out: the front slides off to the left while pointed at, and back', async ({ page, problems }) => {
    const element = await open(page, SLIDE);
    await page.mouse.move(1, 1);
    const before = await rectOf(frontOf(element));
    await boxOf(element).hover();
    await expectFlipped(element, true);
    await expect(frontOf(element)).toBeHidden();
    const moved = await frontOf(element).evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41);
    expect(moved).toBeCloseTo(-before.width, 0);
    await page.mouse.move(1, 1);
    await expectFlipped(element, false);
    await expect.poll(async () => (await rectOf(frontOf(element))).x).toBeCloseTo(before.x, 0);
    expect(ownErrors(problems)).toEqual([]);
  });

  test('scratch: strokes across the whole card reveal the back and the canvas goes', async ({ page, problems }) => {
    const element = await open(page, SCRATCH);
    const canvas = element.locator('canvas.ha-animated-box__canvas');
    await expect(canvas).toBeVisible();
    // The cover is painted: the front under it is hidden, the back is still covered.
    await expect(boxOf(element)).toHaveClass(cls('scratch-ready'));
    await expect(frontOf(element)).toBeHidden();
    await scratch(page, element, [0.1, 0.35]);
    await expectFlipped(element, false);
    await expect(canvas).toHaveCount(1);
    await scratch(page, element, [0.6, 0.85]);
    await expectFlipped(element, true);
    await expect(canvas).toHaveCount(0);
    await expect(element.getByRole('link', { name: 'Claim the prize' })).toBeVisible();
    expect(ownErrors(problems)).toEqual([]);
  });

  test('scratch: a little scratching reveals nothing; the cover is really erased where scratched', async ({ page, problems }) => {
    const element = await open(page, SCRATCH);
    await scratch(page, element, [0.5], 0.3, 0.6);
    const canvas = element.locator('canvas');
    const alpha = (fx: number, fy: number) =>
      canvas.evaluate(
        (el: HTMLCanvasElement, [fx, fy]) =>
          el.getContext('2d')!.getImageData(Math.round(el.width * fx), Math.round(el.height * fy), 1, 1).data[3],
        [fx, fy],
      );
    expect(await alpha(0.45, 0.5)).toBe(0);
    expect(await alpha(0.05, 0.1)).toBe(255);
    await page.waitForTimeout(100);
    await expectFlipped(element, false);
    await expect(canvas).toBeVisible();
    expect(ownErrors(problems)).toEqual([]);
  });

  test('scratch with a fill percent of 30 ends sooner than the default 75', async ({ page, problems }) => {
    const thirty = await open(page, SCRATCH_30);
    const standard = await open(page, SCRATCH);
    // One full-width stroke 80 px high: about 36 percent of a 220 px card.
    await scratch(page, standard, [0.2]);
    await scratch(page, thirty, [0.2]);
    await expectFlipped(thirty, true);
    await expect(thirty.locator('canvas')).toHaveCount(0);
    await expect(thirty.getByText('This card gave up early.')).toBeVisible();
    await expectFlipped(standard, false);
    await expect(standard.locator('canvas')).toBeVisible();
    expect(ownErrors(problems)).toEqual([]);
  });

  test('fold: a click folds 5 × 5 panels away, then the front is gone', async ({ page, animationSpeed, problems }) => {
    const element = await open(page, FOLD);
    await animationSpeed(0.1);
    await boxOf(element).click();
    const panels = element.locator('.ha-animated-box__panel');
    await expect(panels).toHaveCount(25);
    // Folding: the front is shown by its panels, the back is not yet revealed.
    await expect(boxOf(element)).toHaveClass(cls('folding'));
    await expectFlipped(element, false);
    await expect(panels.first()).toContainText('Fold me');
    const running = await panels.evaluateAll((all) => all.filter((p) => p.getAnimations().length === 1).length);
    expect(running).toBe(25);
    await animationSpeed(1);
    await expectFlipped(element, true);
    await expect(frontOf(element)).toBeHidden();
    await expect(panels).toHaveCount(0);
    await expect(element.getByRole('link', { name: 'Fold details' })).toBeVisible();
    expect(ownErrors(problems)).toEqual([]);
  });

  test('fold to the top turns the panels on their top edges, the bottom row first', async ({ page, animationSpeed, problems }) => {
    const element = await open(page, FOLD_TOP);
    await animationSpeed(0.05);
    await boxOf(element).click();
    const panels = element.locator('.ha-animated-box__panel');
    await expect(panels).toHaveCount(25);
    const origins = await panels.evaluateAll((all) => all.map((p) => getComputedStyle(p).transformOrigin));
    expect(origins.every((origin) => /^[\d.]+px 0px$/.test(origin))).toBe(true);
    const delays = await panels.evaluateAll((all) => all.map((p) => Number(p.getAnimations()[0].effect!.getTiming().delay)));
    expect(delays[20]).toBe(0);
    expect(delays[0]).toBeGreaterThan(delays[20]);
    await animationSpeed(1);
    await expectFlipped(element, true);
    expect(ownErrors(problems)).toEqual([]);
  });

  test('peel: a drag from the corner to the far side peels the front off', async ({ page, problems }) => {
    const element = await open(page, PEEL);
    const { x, y, width, height } = await rectOf(boxOf(element));
    await page.mouse.move(x + width - 6, y + 6);
    await page.mouse.down();
    await page.mouse.move(x + width * 0.5, y + height * 0.5, { steps: 6 });
    // Half way: part of the front is clipped and the flap lies over it.
    await expect(frontOf(element)).toHaveCSS('clip-path', /polygon/);
    await expect(element.locator('.ha-animated-box__flap')).toHaveCSS('clip-path', /polygon/);
    await expectFlipped(element, false);
    // Past 80 percent it fades.
    await page.mouse.move(x + width * 0.12, y + height * 0.88, { steps: 6 });
    expect(Number(await frontOf(element).evaluate((el) => getComputedStyle(el).opacity))).toBeLessThan(1);
    await page.mouse.move(x + 2, y + height - 2, { steps: 4 });
    await page.mouse.up();
    await expectFlipped(element, true);
    await expect(frontOf(element)).toBeHidden();
    await expect(element.locator('.ha-animated-box__flap')).toHaveCount(0);
    await expect(element.getByRole('link', { name: 'Peel details' })).toBeVisible();
    expect(ownErrors(problems)).toEqual([]);
  });

  test('peel: a small drag springs back to the dog-ear', async ({ page, problems }) => {
    const element = await open(page, PEEL);
    const clip = () => frontOf(element).evaluate((el) => getComputedStyle(el).clipPath);
    const resting = await clip();
    expect(resting).toMatch(/polygon/);
    const { x, y, width, height } = await rectOf(boxOf(element));
    await page.mouse.move(x + width - 6, y + 6);
    await page.mouse.down();
    await page.mouse.move(x + width * 0.75, y + height * 0.3, { steps: 5 });
    expect(await clip()).not.toBe(resting);
    await page.mouse.up();
    await expect.poll(clip).toBe(resting);
    await expectFlipped(element, false);
    await expect(frontOf(element)).toBeVisible();
    expect(ownErrors(problems)).toEqual([]);
  });

  test('peel: a drag not started at the peel corner peels nothing; a click peels it all', async ({ page, problems }) => {
    const element = await open(page, PEEL_BOTTOM_LEFT);
    const { x, y, width, height } = await rectOf(boxOf(element));
    const clip = () => frontOf(element).evaluate((el) => getComputedStyle(el).clipPath);
    const resting = await clip();
    // From the top-right corner (not this box's): the text may be selected, nothing peels.
    await page.mouse.move(x + width - 6, y + 6);
    await page.mouse.down();
    await page.mouse.move(x + 20, y + height - 20, { steps: 5 });
    expect(await clip()).toBe(resting);
    await page.mouse.up();
    await page.mouse.click(x + width / 2, y + height / 2);
    await expectFlipped(element, true);
    await expect(frontOf(element)).toBeHidden();
    expect(ownErrors(problems)).toEqual([]);
  });

  test('no layout shift from mounting', async ({ page }) => {
    await recordLayoutShift(page);
    await page.goto(PAGE);
    for (const id of ALL) await open(page, id);
    await page.evaluate(() => new Promise(requestAnimationFrame));
    expect(await layoutShift(page)).toBe(0);
  });
});

test.describe('keyboard', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(PAGE);
    await open(page, HOVER);
    await page.mouse.move(1, 1);
  });

  test('hover: focus coming in turns the box and its link is reached; Escape turns it back', async ({ page, problems }) => {
    const element = widget(page, HOVER);
    await page.locator('.fixture-note').first().click();
    await page.keyboard.press('Tab');
    await expect(switchOf(element)).toBeFocused();
    await expect(switchOf(element)).toBeVisible();
    await expect(switchOf(element)).toHaveAccessibleName('Show back');
    await expectFlipped(element, true);
    await page.keyboard.press('Tab');
    await expect(element.getByRole('link', { name: 'Hover details' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expectFlipped(element, false);
    await expect(switchOf(element)).toBeFocused();
    await page.keyboard.press('Enter');
    await expectFlipped(element, true);
    // Focus leaving the box turns it back.
    await page.keyboard.press('Shift+Tab');
    await expectFlipped(element, false);
    expect(ownErrors(problems)).toEqual([]);
  });

  test('toggle: the switch is a toggle button; the hidden face is skipped', async ({ page, problems }) => {
    const element = await open(page, TOGGLE);
    const button = element.getByRole('button', { name: 'Show back' });
    await button.focus();
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    // The back's link is inert while the front shows: Tab goes on to the next box.
    await page.keyboard.press('Tab');
    await expect(switchOf(widget(page, SLIDE))).toBeFocused();
    await button.focus();
    await page.keyboard.press('Space');
    await expectFlipped(element, true);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Tab');
    await expect(element.getByRole('link', { name: 'Toggle details' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expectFlipped(element, false);
    await expect(button).toBeFocused();
    expect(ownErrors(problems)).toEqual([]);
  });

  test('scratch, fold and peel: Reveal shows the back at once and focus goes to it', async ({ page, problems }) => {
    for (const id of [SCRATCH, FOLD, PEEL]) {
      const element = await open(page, id);
      const reveal = element.getByRole('button', { name: 'Reveal' });
      await reveal.focus();
      await expect(reveal).toBeVisible();
      await page.keyboard.press('Enter');
      await expectFlipped(element, true);
      await expect(backOf(element)).toBeFocused();
      await expect(reveal).toHaveCount(0);
      await page.keyboard.press('Tab');
      await expect(backOf(element).getByRole('link')).toBeFocused();
    }
    await expect(widget(page, SCRATCH).locator('canvas')).toHaveCount(0);
    expect(ownErrors(problems)).toEqual([]);
  });
});

test.describe('visitor on a touch screen', () => {
  test.use({ hasTouch: true });

  test.beforeEach(async ({ page }) => {
    await page.goto(PAGE);
  });

  const tapAt = async (page: Page, locator: Locator) => {
    const { x, y, width, height } = await rectOf(locator);
    await page.touchscreen.tap(x + width / 2, y + height / 2);
  };

  test('a tap toggles hover, click and toggle boxes; a tap outside closes', async ({ page, problems }) => {
    for (const id of [HOVER, CLICK, TOGGLE, SLIDE]) {
      const element = await open(page, id);
      await tapAt(page, boxOf(element));
      await expectFlipped(element, true);
      await tapAt(page, boxOf(element));
      await expectFlipped(element, false);
      await tapAt(page, boxOf(element));
      await expectFlipped(element, true);
      await tapAt(page, page.locator(`.elementor-element-c${id} .fixture-caption`));
      await expectFlipped(element, false);
    }
    expect(ownErrors(problems)).toEqual([]);
  });

  test('a touch that scrolls the page does not toggle', async ({ page, problems }) => {
    const element = await open(page, TOGGLE);
    const { x, y, width, height } = await rectOf(boxOf(element));
    const cdp = await page.context().newCDPSession(page);
    const at = (dy: number) => [{ x: x + width / 2, y: y + height / 2 + dy }];
    const before = await page.evaluate(() => scrollY);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
    for (let dy = -20; dy >= -160; dy -= 20) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(dy) });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(before);
    await expectFlipped(element, false);
    // Once the page has stopped scrolling (the same place for 600 ms: under load a fling pauses), a tap toggles.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          let last = -1;
          let still = 0;
          const check = () => {
            still = scrollY === last ? still + 1 : 0;
            last = scrollY;
            if (still === 4) resolve();
            else setTimeout(check, 150);
          };
          check();
        }),
    );
    await expectFlipped(element, false);
    // The fling may have carried the box out of the viewport, where a tap cannot reach it.
    await boxOf(element).scrollIntoViewIfNeeded();
    await tapAt(page, boxOf(element));
    await expectFlipped(element, true);
    expect(ownErrors(problems)).toEqual([]);
  });

  test('a touch during which the page scrolled does not toggle, even if a click follows', async ({ page, problems }) => {
    const element = await open(page, TOGGLE);
    // Some browsers still click after a touch that scrolled the page (momentum); the box must not toggle.
    const touchThenClick = (scrollBy: number) =>
      boxOf(element).evaluate((box, scrollBy) => {
        const { left, top } = box.getBoundingClientRect();
        const at = { clientX: left + 40, clientY: top + 40, bubbles: true, composed: true };
        box.dispatchEvent(new PointerEvent('pointerdown', { ...at, pointerType: 'touch', isPrimary: true }));
        window.scrollBy(0, scrollBy);
        box.dispatchEvent(new PointerEvent('pointerup', { ...at, pointerType: 'touch', isPrimary: true }));
        // The finger did not move on the screen; the page moved under it.
        box.dispatchEvent(new PointerEvent('click', { ...at, pointerType: 'touch' }));
      }, scrollBy);
    await touchThenClick(40);
    await page.waitForTimeout(50);
    await expectFlipped(element, false);
    await touchThenClick(0);
    await expectFlipped(element, true);
    expect(ownErrors(problems)).toEqual([]);
  });
});

test('editor mode holds every box on its back (flipped-stop), with nothing to operate', async ({ page, problems }) => {
  await rewrite(page, PAGE, (html) => html.replace('<body data-elementor-device-mode="desktop">', '<body class="elementor-editor-active" data-elementor-device-mode="desktop">'));
  await page.goto(PAGE);
  for (const id of ALL) {
    const element = await open(page, id);
    await expect(boxOf(element)).toHaveClass(cls('flipped-stop'));
    await expect(boxOf(element)).not.toHaveClass(cls('(front|flipped)'));
    await expect(frontOf(element)).toBeHidden();
    await expect(backOf(element)).toBeVisible();
    await expect(element.locator('.ha-animated-box__ui > *')).toHaveCount(0);
  }
  const hover = widget(page, HOVER);
  await boxOf(hover).hover();
  await boxOf(hover).click();
  await page.mouse.move(1, 1);
  await expect(boxOf(hover)).toHaveClass(cls('flipped-stop'));
  await expect(backOf(hover)).toBeVisible();
  expect(ownErrors(problems)).toEqual([]);
});

test.describe('reduced motion', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(PAGE);
  });

  test('boxes turn and slide without transitions', async ({ page, problems }) => {
    for (const id of [HOVER, SLIDE]) {
      const element = await open(page, id);
      for (const face of [frontOf(element), backOf(element)]) await expect(face).toHaveCSS('transition-duration', /^0s(, 0s)*$/);
      await boxOf(element).hover();
      // No transition: the state is final at once.
      expect(await frontOf(element).evaluate((el) => getComputedStyle(el).visibility)).toBe('hidden');
      await page.mouse.move(1, 1);
    }
    expect(ownErrors(problems)).toEqual([]);
  });

  test('fold and peel reveal at once; scratch still works and its canvas goes at once', async ({ page, problems }) => {
    for (const id of [FOLD, PEEL]) {
      const element = await open(page, id);
      await boxOf(element).click({ position: { x: 60, y: 150 } });
      await expectFlipped(element, true);
      await expect(element.locator('.ha-animated-box__panel')).toHaveCount(0);
    }
    const scratchBox = await open(page, SCRATCH_30);
    await scratch(page, scratchBox, [0.2]);
    await expectFlipped(scratchBox, true);
    await expect(scratchBox.locator('canvas')).toHaveCount(0);
    expect(ownErrors(problems)).toEqual([]);
  });
});

test('bad settings: one debug warning, and it works with the defaults (hover)', async ({ page, problems }) => {
  await page.goto(PAGE);
  const element = await open(page, BAD);
  await expect
    .poll(() => problems.warnings.filter((text) => text.includes(`ha-animated-box #${BAD}`)))
    .toEqual([
      expect.stringMatching(
        /switchEventType "wobble" is not valid; using "hover".*paperFoldDirection "sideways".*"left".*slideOutDirection 3.*"right".*peelCornerPosition "middle".*"top-right".*scratchFillPercent "lots".*75/,
      ),
    ]);
  await expect(boxOf(element)).toHaveClass(cls('hover'));
  await boxOf(element).hover();
  await expectFlipped(element, true);
  await page.mouse.move(1, 1);
  await expectFlipped(element, false);
  expect(problems.warnings.filter((text) => text.includes('ha-animated-box') && !text.includes(`#${BAD}`))).toEqual([]);
  expect(ownErrors(problems)).toEqual([]);
});

test('unmount restores the served markup in every mode, mid-way or done', async ({ page, problems }) => {
  await page.goto(PAGE);
  for (const id of ALL) await open(page, id);
  await boxOf(widget(page, HOVER)).hover();
  await boxOf(widget(page, TOGGLE)).click();
  await scratch(page, widget(page, SCRATCH), [0.5]);
  await boxOf(widget(page, FOLD)).click();
  await expectFlipped(widget(page, FOLD), true);
  const peel = await rectOf(boxOf(widget(page, PEEL)));
  await page.mouse.move(peel.x + peel.width - 6, peel.y + 6);
  await page.mouse.down();
  await page.mouse.move(peel.x + peel.width / 2, peel.y + peel.height / 2, { steps: 4 });
  for (const id of ALL) expect(await unmountRestores(page, id), id).toBe(true);
  await page.mouse.up();
  // The listeners are gone too.
  await boxOf(widget(page, CLICK)).click();
  await expect(boxOf(widget(page, CLICK))).toHaveClass(cls('front'));
  expect(ownErrors(problems)).toEqual([]);
});
