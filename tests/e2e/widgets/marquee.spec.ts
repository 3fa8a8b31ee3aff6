import type { Locator, Page } from '@playwright/test';
import { test, expect, widget, expectReady, ownErrors, recordLayoutShift, layoutShift, wheelOutOfView, type PageProblems } from '../helpers';

const TICKER = '/widgets/news-ticker.html';
const SCROLLING = '/widgets/scrolling-image.html';
const SCROLLER = '/widgets/image-scroller.html';

type Axis = 'x' | 'y';

async function open(page: Page, path: string, id: string): Promise<Locator> {
  await page.goto(path);
  const el = widget(page, id);
  await el.scrollIntoViewIfNeeded();
  await expectReady(el);
  return el;
}

interface Row {
  /** The wrapper's length along the axis. */
  size: number;
  /** Each item's start and length along the axis, from the wrapper's start edge. */
  items: { start: number; size: number }[];
}

/** What the visitor sees of a marquee at one moment (all read in the same frame). */
function row(el: Locator, axis: Axis = 'x'): Promise<Row> {
  return el.evaluate((node, axis) => {
    const frame = node.querySelector('.ha-news-ticker-wrapper, .ha-scrolling-image-wrapper')!.getBoundingClientRect();
    const along = (rect: DOMRect) =>
      axis === 'x' ? { start: rect.left - frame.left, size: rect.width } : { start: rect.top - frame.top, size: rect.height };
    return {
      size: axis === 'x' ? frame.width : frame.height,
      items: [...node.querySelectorAll('.ha-news-ticker-item, .ha-scrolling-image-item')].map((item) => along(item.getBoundingClientRect())),
    };
  }, axis);
}

/** How far the items moved along the axis in `ms` of real time (the median item: one may wrap meanwhile). */
async function drift(el: Locator, axis: Axis = 'x', ms = 400): Promise<number> {
  const before = await row(el, axis);
  await el.page().waitForTimeout(ms);
  const after = await row(el, axis);
  const moves = before.items.map((item, index) => after.items[index].start - item.start).sort((a, b) => a - b);
  return moves[Math.floor(moves.length / 2)];
}

/** The visible items sit one `gap` apart and cover the wrapper end to end: no hole, no overlap. */
function expectSeamless({ size, items }: Row, gap: number): void {
  const slack = 2;
  const seen = items.filter((item) => item.start < size && item.start + item.size > 0).sort((a, b) => a.start - b.start);
  expect(seen.length).toBeGreaterThan(1);
  expect(seen[0].start).toBeLessThanOrEqual(gap + slack);
  const last = seen[seen.length - 1];
  expect(last.start + last.size).toBeGreaterThanOrEqual(size - gap - slack);
  for (let i = 1; i < seen.length; i++) expect(Math.abs(seen[i].start - (seen[i - 1].start + seen[i - 1].size) - gap)).toBeLessThan(slack);
}

/** Serves a fixture with the editor switched on. */
async function editorMode(page: Page, path: string): Promise<void> {
  await page.route(`**${path}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace('{ debug: true }', '{ debug: true, editMode: true }');
    await route.fulfill({ response, body });
  });
}

/** Unmounts a widget and tells whether its markup is the served markup again. */
function unmountRestores(page: Page, id: string): Promise<boolean> {
  return page.evaluate(async (id) => {
    const html = await (await fetch(location.href)).text();
    const served = new DOMParser().parseFromString(html, 'text/html').querySelector(`[data-id="${id}"]`)!;
    const element = document.querySelector(`[data-id="${id}"]`)!;
    window.haWidgets!.unmount(element);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const strip = (el: Element) => {
      const copy = el.cloneNode(true) as Element;
      copy.removeAttribute('data-ha-state');
      // The loader's copy of the settings for the premount stylesheet.
      copy.removeAttribute('data-ha-set');
      return copy.outerHTML;
    };
    return strip(element) === strip(served) && element.getAnimations({ subtree: true }).length === 0;
  }, id);
}

function warningsFor(problems: PageProblems, id: string): string[] {
  return problems.warnings.filter((text) => text.includes(`#${id}`));
}

const away = (page: Page) => page.mouse.move(1, 1);

async function hoverCentre(page: Page, locator: Locator): Promise<void> {
  const box = (await locator.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
}

for (const path of [TICKER, SCROLLING, SCROLLER]) {
  test(`${path}: every widget mounts without shifting the page or raising an error`, async ({ page, problems }) => {
    await recordLayoutShift(page);
    await page.goto(path);
    for (const el of await page.locator('[data-widget_type]').all()) {
      await el.scrollIntoViewIfNeeded();
      await expectReady(el);
    }
    await page.waitForTimeout(200);
    expect(await layoutShift(page)).toBe(0);
    expect(ownErrors(problems)).toEqual([]);
  });
}

test.describe('ha-news-ticker', () => {
  const WRAPPER = '.ha-news-ticker-wrapper';

  test('the headlines run left in a loop with the pause button ready; the list stays a list of links', async ({ page, problems }) => {
    const el = await open(page, TICKER, '3a1c0f2');
    expect(await drift(el)).toBeLessThan(-10);
    await expect(el.getByRole('button', { name: 'Pause news ticker' })).toBeVisible();
    await expect(el.getByRole('list')).toHaveCount(1);
    await expect(el.getByRole('listitem')).toHaveCount(6);
    await expect(el.getByRole('link', { name: 'City council approves the new riverside park plan' })).toHaveCount(1);
    expect(warningsFor(problems, '3a1c0f2')).toEqual([]);
    expect(ownErrors(problems)).toEqual([]);
  });

  test('right: the headlines run right; the button keeps off the sticky title at that end', async ({ page, problems }) => {
    const el = await open(page, TICKER, '7b2e9d4');
    expect(await drift(el)).toBeGreaterThan(10);
    const button = (await el.getByRole('button', { name: 'Pause news ticker' }).boundingBox())!;
    const title = (await el.locator('.ha-news-ticker-sticky-title').boundingBox())!;
    expect(button.x + button.width).toBeLessThan(title.x);
    expect(ownErrors(problems)).toEqual([]);
  });

  test('hover holds the headlines; they move on when the pointer leaves', async ({ page, problems }) => {
    const el = await open(page, TICKER, '3a1c0f2');
    await hoverCentre(page, el.locator(WRAPPER));
    await page.waitForTimeout(100);
    expect(await drift(el)).toBe(0);
    await away(page);
    expect(await drift(el)).toBeLessThan(-10);
    expect(ownErrors(problems)).toEqual([]);
  });

  test('scrolled out of view the headlines hold where they are; back in view they move on', async ({ page, problems }) => {
    const el = await open(page, TICKER, '3a1c0f2');
    expect(await drift(el)).toBeLessThan(-10);
    const distance = await wheelOutOfView(page, el);
    await expect.poll(() => el.evaluate((node) => [...new Set(node.getAnimations({ subtree: true }).map((a) => a.playState))])).toEqual(['paused']);
    expect(await drift(el)).toBe(0);
    await page.mouse.wheel(0, -distance);
    await expect(el).toBeInViewport();
    expect(await drift(el)).toBeLessThan(-10);
    expect(ownErrors(problems)).toEqual([]);
  });

  test('keyboard focus on a headline holds the loop with that headline in view; on the button it runs', async ({ page, problems }) => {
    const el = await open(page, TICKER, '3a1c0f2');
    const button = el.getByRole('button', { name: 'Pause news ticker' });
    await button.focus();
    await page.keyboard.press('Tab');
    const link = el.getByRole('link', { name: 'City council approves the new riverside park plan' });
    await expect(link).toBeFocused();
    expect(await drift(el)).toBe(0);
    const frame = (await el.locator(WRAPPER).boundingBox())!;
    const item = (await link.boundingBox())!;
    expect(item.x).toBeGreaterThanOrEqual(frame.x - 1);
    expect(item.x + item.width).toBeLessThanOrEqual(frame.x + frame.width + 1);
    // Focus moving on through the headlines keeps the hold.
    await page.keyboard.press('Tab');
    await expect(el.getByRole('link', { name: 'Local bakery wins the regional bread award again' })).toBeFocused();
    expect(await drift(el)).toBe(0);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(button).toBeFocused();
    expect(await drift(el)).toBeLessThan(-10);
    expect(ownErrors(problems)).toEqual([]);
  });

  test('the button pauses and plays, by mouse and by keyboard', async ({ page, problems }) => {
    const el = await open(page, TICKER, '3a1c0f2');
    await el.getByRole('button', { name: 'Pause news ticker' }).click();
    const play = el.getByRole('button', { name: 'Play news ticker' });
    await expect(play).toBeVisible();
    await away(page);
    expect(await drift(el)).toBe(0);
    await play.press('Enter');
    await expect(el.getByRole('button', { name: 'Pause news ticker' })).toBeFocused();
    expect(await drift(el)).toBeLessThan(-10);
    await page.keyboard.press(' ');
    await expect(play).toBeFocused();
    expect(await drift(el)).toBe(0);
    expect(ownErrors(problems)).toEqual([]);
  });

  test('reduced motion: a still list to scroll by hand, no button; a change of preference applies at once', async ({ page, problems }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const el = await open(page, TICKER, '3a1c0f2');
    const printed = await row(el);
    expect(await drift(el)).toBe(0);
    await expect(el.getByRole('button')).toHaveCount(0);
    // The last headline, beyond the wrapper's end, is reached by scrolling the list.
    const last = el.getByRole('link', { name: 'Library extends opening hours for exam season' });
    await last.focus();
    const frame = (await el.locator(WRAPPER).boundingBox())!;
    const box = (await last.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width + 1);
    await last.blur();

    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await expect(el.getByRole('button', { name: 'Pause news ticker' })).toBeVisible();
    expect(await drift(el)).toBeLessThan(-10);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect(el.getByRole('button')).toHaveCount(0);
    await el.locator('.ha-news-ticker-container').evaluate((list) => (list.scrollLeft = 0));
    expect(await row(el)).toEqual(printed);
    expect(await drift(el)).toBe(0);
    expect(ownErrors(problems)).toEqual([]);
  });

  test('seamless at any moment of the loop, before and after the window is resized', async ({ page, animationSpeed, problems }) => {
    const el = await open(page, TICKER, '3a1c0f2');
    await animationSpeed(10);
    for (let i = 0; i < 6; i++) {
      expectSeamless(await row(el), 40);
      await page.waitForTimeout(120);
    }
    const wide = (await row(el)).size;
    await page.setViewportSize({ width: 820, height: 720 });
    await expect.poll(async () => (await row(el)).size).toBeLessThan(wide - 100);
    await page.waitForTimeout(100);
    for (let i = 0; i < 6; i++) {
      expectSeamless(await row(el), 40);
      await page.waitForTimeout(120);
    }
    expect(await drift(el, 'x', 200)).toBeLessThan(-10);
    expect(ownErrors(problems)).toEqual([]);
  });

  test('right-to-left page: the row runs right, seamless', async ({ page, animationSpeed, problems }) => {
    const el = await open(page, TICKER, 'c41f8a6');
    expect(await drift(el)).toBeGreaterThan(10);
    await animationSpeed(10);
    for (let i = 0; i < 5; i++) {
      expectSeamless(await row(el), 48);
      await page.waitForTimeout(120);
    }
    expect(ownErrors(problems)).toEqual([]);
  });

  test('a list shorter than the wrapper loops whole: each headline re-enters once it has left', async ({ page, animationSpeed, problems }) => {
    const el = await open(page, TICKER, '5d7c2a8');
    await animationSpeed(10);
    for (let i = 0; i < 8; i++) {
      const { size, items } = await row(el);
      const [a, b] = [...items].sort((x, y) => x.start - y.start);
      // Never two copies, never overlapping; the pair keeps its spacing unless one is on its way round.
      expect(b.start).toBeGreaterThanOrEqual(a.start + a.size - 1);
      if (b.start < size && a.start + a.size > 0 && b.start - (a.start + a.size) < size / 2) expect(b.start - (a.start + a.size)).toBeCloseTo(32, 0);
      await page.waitForTimeout(150);
    }
    expect(ownErrors(problems)).toEqual([]);
  });

  test('editor: the headlines are held until the button plays them', async ({ page, problems }) => {
    await editorMode(page, TICKER);
    const el = await open(page, TICKER, '3a1c0f2');
    const play = el.getByRole('button', { name: 'Play news ticker' });
    await expect(play).toBeVisible();
    expect(await drift(el)).toBe(0);
    await play.click();
    await away(page);
    expect(await drift(el)).toBeLessThan(-10);
    expect(ownErrors(problems)).toEqual([]);
  });

  test('bad settings: ready with the defaults (30 s, left) and one warning naming both', async ({ page, problems }) => {
    const el = await open(page, TICKER, 'e90d3b1');
    expect(await drift(el)).toBeLessThan(-10);
    const warnings = warningsFor(problems, 'e90d3b1');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('duration "fast"');
    expect(warnings[0]).toContain('slide_direction "sideways"');
    expect(ownErrors(problems)).toEqual([]);
  });

  test('unmount puts the printed markup back and stops the motion', async ({ page, problems }) => {
    const el = await open(page, TICKER, '3a1c0f2');
    await widget(page, '7b2e9d4').scrollIntoViewIfNeeded();
    await expectReady(widget(page, '7b2e9d4'));
    expect(await unmountRestores(page, '3a1c0f2')).toBe(true);
    expect(await unmountRestores(page, '7b2e9d4')).toBe(true);
    expect(await drift(el)).toBe(0);
    expect(ownErrors(problems)).toEqual([]);
  });
});

test.describe('ha-scrolling-image', () => {
  test('the boxes run left; the server repeats are there for the eye only', async ({ page, problems }) => {
    const el = await open(page, SCROLLING, '4f8b2c1');
    expect(await drift(el)).toBeLessThan(-5);
    await expect(el.getByRole('button', { name: 'Pause scrolling images' })).toBeVisible();
    // Fifty boxes on screen, five to assistive technology and three links to the keyboard.
    await expect(el.locator('.ha-scrolling-image-item')).toHaveCount(50);
    await expect(el.getByRole('img')).toHaveCount(5);
    await expect(el.getByRole('link')).toHaveCount(3);
    await el.getByRole('button', { name: 'Pause scrolling images' }).focus();
    for (const name of ['Northwind', 'Copperleaf', 'Violet Lane']) {
      await page.keyboard.press('Tab');
      await expect(el.getByRole('link', { name })).toBeFocused();
    }
    await page.keyboard.press('Tab');
    expect(await el.evaluate((node) => node.contains(document.activeElement))).toBe(false);
    expect(ownErrors(problems)).toEqual([]);
  });

  test('right, up and down', async ({ page, problems }) => {
    await page.goto(SCROLLING);
    const right = widget(page, '2c6f1b8');
    await right.scrollIntoViewIfNeeded();
    await expectReady(right);
    expect(await drift(right)).toBeGreaterThan(5);
    const up = widget(page, '9d3e7a2');
    await up.scrollIntoViewIfNeeded();
    await expectReady(up);
    expect(await drift(up, 'y')).toBeLessThan(-5);
    const down = widget(page, '6e1d9f3');
    await down.scrollIntoViewIfNeeded();
    await expectReady(down);
    expect(await drift(down, 'y')).toBeGreaterThan(5);
    expect(ownErrors(problems)).toEqual([]);
  });

  test('hover and the button hold the boxes', async ({ page, problems }) => {
    const el = await open(page, SCROLLING, '9d3e7a2');
    await hoverCentre(page, el.locator('.ha-scrolling-image-wrapper'));
    await page.waitForTimeout(100);
    expect(await drift(el, 'y')).toBe(0);
    await el.getByRole('button', { name: 'Pause scrolling images' }).click();
    await away(page);
    expect(await drift(el, 'y')).toBe(0);
    await el.getByRole('button', { name: 'Play scrolling images' }).click();
    await away(page);
    expect(await drift(el, 'y')).toBeLessThan(-5);
    expect(ownErrors(problems)).toEqual([]);
  });

  test('seamless before and after a resize', async ({ page, animationSpeed, problems }) => {
    const el = await open(page, SCROLLING, '4f8b2c1');
    await animationSpeed(10);
    for (let i = 0; i < 5; i++) {
      expectSeamless(await row(el), 30);
      await page.waitForTimeout(120);
    }
    await page.setViewportSize({ width: 700, height: 720 });
    await page.waitForTimeout(150);
    for (let i = 0; i < 5; i++) {
      expectSeamless(await row(el), 30);
      await page.waitForTimeout(120);
    }
    expect(ownErrors(problems)).toEqual([]);
  });

  test('reduced motion: one still set of boxes, no repeats, no button', async ({ page, problems }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const el = await open(page, SCROLLING, '4f8b2c1');
    await expect(el.locator('.ha-scrolling-image-item:visible')).toHaveCount(5);
    await expect(el.getByRole('button')).toHaveCount(0);
    expect(await drift(el)).toBe(0);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await expect(el.locator('.ha-scrolling-image-item:visible')).toHaveCount(50);
    expect(await drift(el)).toBeLessThan(-5);
    expect(ownErrors(problems)).toEqual([]);
  });

  test('bad settings: ready, moving left with the defaults, one warning naming all three', async ({ page, problems }) => {
    const el = await open(page, SCROLLING, 'b7a0e45');
    expect(await drift(el)).toBeLessThan(-5);
    const warnings = warningsFor(problems, 'b7a0e45');
    expect(warnings).toHaveLength(1);
    for (const part of ['slide_style "diagonal"', 'h_slide_direction "up"', 'duration "-5"']) expect(warnings[0]).toContain(part);
    expect(ownErrors(problems)).toEqual([]);
  });

  test('unmount puts the printed markup back', async ({ page, problems }) => {
    await open(page, SCROLLING, '4f8b2c1');
    expect(await unmountRestores(page, '4f8b2c1')).toBe(true);
    expect(ownErrors(problems)).toEqual([]);
  });
});

test.describe('ha-image-scroller', () => {
  /** Where the image is in its frame: its start edge along the axis, from the frame's. */
  const offset = (el: Locator, axis: Axis = 'y') =>
    el.evaluate((node, axis) => {
      const frame = node.querySelector('.ha-image-scroller-container')!.getBoundingClientRect();
      const image = node.querySelector('.ha-image-scroller-container img')!.getBoundingClientRect();
      return Math.round(axis === 'x' ? image.left - frame.left : image.top - frame.top);
    }, axis);

  const frameOf = (el: Locator) => el.locator('.ha-image-scroller-container');

  test('hover: the page travels up through the frame, and back down after the pointer leaves', async ({ page, problems }) => {
    const el = await open(page, SCROLLER, '1e4a7c9');
    expect(await offset(el)).toBe(0);
    await hoverCentre(page, frameOf(el));
    await page.waitForTimeout(500);
    const travelled = await offset(el);
    expect(travelled).toBeLessThan(-60);
    await away(page);
    await page.waitForTimeout(150);
    expect(await offset(el)).toBeGreaterThan(travelled);
    await expect.poll(() => offset(el), { timeout: 3000 }).toBe(0);
    expect(ownErrors(problems)).toEqual([]);
  });

  test('hover: a pointer resting on the frame while the widget mounts sets the travel off once it is built', async ({ page, problems }) => {
    // The widget's code is held until the pointer is on the printed frame.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/dist\/image-scroller-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(SCROLLER);
    const el = widget(page, '1e4a7c9');
    await el.scrollIntoViewIfNeeded();
    await hoverCentre(page, frameOf(el));
    release();
    await expectReady(el);
    await expect.poll(() => offset(el)).toBeLessThan(-60);
    expect(ownErrors(problems)).toEqual([]);
  });

  test('hover: a pointer that arrives after mounting but before the first layout report still sets the travel off', async ({ page, problems }) => {
    // The moment cannot be hit with the mouse from outside the page: the pointer's arrival is
    // dispatched as the widget reports ready, before the next frame's layout report builds the travel.
    await page.addInitScript(() =>
      document.addEventListener('ha:mount', (event) => {
        const { element } = (event as CustomEvent<{ element: HTMLElement }>).detail;
        if (element.dataset.id !== '1e4a7c9') return;
        element.querySelector('.ha-image-scroller-wrapper')!.dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse' }));
      }),
    );
    const el = await open(page, SCROLLER, '1e4a7c9');
    await expect.poll(() => offset(el)).toBeLessThan(-60);
    expect(ownErrors(problems)).toEqual([]);
  });

  test('keyboard: focus on the frame plays the travel, leaving it brings the image back', async ({ page, problems }) => {
    const el = await open(page, SCROLLER, '1e4a7c9');
    await frameOf(el).focus();
    await expect.poll(() => offset(el)).toBeLessThan(-60);
    await frameOf(el).blur();
    await expect.poll(() => offset(el), { timeout: 3000 }).toBe(0);
    expect(ownErrors(problems)).toEqual([]);
  });

  test('from the bottom, as a link: it rests on the bottom; link focus brings the top in', async ({ page, problems }) => {
    const el = await open(page, SCROLLER, '8b5d2f0');
    const frame = (await frameOf(el).boundingBox())!;
    const image = (await el.locator('img').boundingBox())!;
    expect(Math.round(image.y + image.height)).toBe(Math.round(frame.y + frame.height));
    const link = el.getByRole('link');
    await expect(frameOf(el)).not.toHaveAttribute('tabindex');
    const rest = await offset(el);
    await link.focus();
    await expect.poll(() => offset(el)).toBeGreaterThan(rest + 60);
    await expect.poll(() => offset(el), { timeout: 4000 }).toBe(0);
    expect(ownErrors(problems)).toEqual([]);
  });

  test('horizontal: from the left it travels left; from the right it rests on the right end and travels right', async ({ page, problems }) => {
    const left = await open(page, SCROLLER, '3f9c6e2');
    expect(await offset(left, 'x')).toBe(0);
    await hoverCentre(page, frameOf(left));
    await expect.poll(() => offset(left, 'x')).toBeLessThan(-60);
    await away(page);
    const right = widget(page, 'd2a7b14');
    await right.scrollIntoViewIfNeeded();
    await expectReady(right);
    // Placed from the first layout report after mounting (before that frame is painted).
    const rest = 480 - 2400;
    await expect.poll(() => offset(right, 'x')).toBe(rest);
    await hoverCentre(page, frameOf(right));
    await expect.poll(() => offset(right, 'x')).toBeGreaterThan(rest + 60);
    expect(ownErrors(problems)).toEqual([]);
  });

  test('mouse scroll: the wheel scrolls the frame, not the page; a horizontal frame follows the ordinary wheel to its end', async ({ page, problems }) => {
    const vertical = await open(page, SCROLLER, '6c0e8a3');
    await hoverCentre(page, frameOf(vertical));
    const y = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 200);
    await expect.poll(() => frameOf(vertical).evaluate((frame) => frame.scrollTop)).toBeGreaterThan(100);
    expect(await page.evaluate(() => window.scrollY)).toBe(y);
    expect(await offset(vertical)).toBeLessThan(-100);

    const horizontal = widget(page, 'a5f3d91');
    await horizontal.scrollIntoViewIfNeeded();
    await expectReady(horizontal);
    await hoverCentre(page, frameOf(horizontal));
    const top = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 300);
    await expect.poll(() => frameOf(horizontal).evaluate((frame) => frame.scrollLeft)).toBeGreaterThan(200);
    expect(await page.evaluate(() => window.scrollY)).toBe(top);
    // At its far end the wheel goes back to the page.
    await frameOf(horizontal).evaluate((frame) => (frame.scrollLeft = frame.scrollWidth));
    await page.mouse.wheel(0, 300);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(top);
    expect(ownErrors(problems)).toEqual([]);
  });

  test('reduced motion: hover moves nothing; the frame scrolls by hand instead', async ({ page, problems }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const el = await open(page, SCROLLER, '1e4a7c9');
    await hoverCentre(page, frameOf(el));
    await page.waitForTimeout(400);
    expect(await offset(el)).toBe(0);
    await page.mouse.wheel(0, 200);
    await expect.poll(() => frameOf(el).evaluate((frame) => frame.scrollTop)).toBeGreaterThan(100);
    expect(ownErrors(problems)).toEqual([]);
  });

  test('editor: the image rests where a hover would start, and hover moves nothing', async ({ page, problems }) => {
    await editorMode(page, SCROLLER);
    const el = await open(page, SCROLLER, '8b5d2f0');
    // The rest is placed from the picture's layout, which may come a frame after ready.
    await expect.poll(() => offset(el)).toBeLessThan(-100);
    const rest = await offset(el);
    await hoverCentre(page, frameOf(el));
    await page.waitForTimeout(400);
    expect(await offset(el)).toBe(rest);
    expect(ownErrors(problems)).toEqual([]);
  });

  test('bad settings: ready with the defaults (hover, vertical, from the top) and one warning naming all three', async ({ page, problems }) => {
    const el = await open(page, SCROLLER, 'f07b3c5');
    expect(await offset(el)).toBe(0);
    await hoverCentre(page, frameOf(el));
    await expect.poll(() => offset(el)).toBeLessThan(-60);
    const warnings = warningsFor(problems, 'f07b3c5');
    expect(warnings).toHaveLength(1);
    for (const part of ['trigger_type "click"', 'scroll_type "diagonal"', 'v__direction "up"']) expect(warnings[0]).toContain(part);
    expect(ownErrors(problems)).toEqual([]);
  });

  test('unmount puts the printed markup back', async ({ page, problems }) => {
    await open(page, SCROLLER, '1e4a7c9');
    const link = widget(page, '8b5d2f0');
    await link.scrollIntoViewIfNeeded();
    await expectReady(link);
    const manual = widget(page, '6c0e8a3');
    await manual.scrollIntoViewIfNeeded();
    await expectReady(manual);
    for (const id of ['1e4a7c9', '8b5d2f0', '6c0e8a3']) expect(await unmountRestores(page, id), id).toBe(true);
    expect(ownErrors(problems)).toEqual([]);
  });
});
