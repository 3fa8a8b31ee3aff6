import type { Locator, Page } from '@playwright/test';
import { test, expect, widget, expectReady, ownErrors } from '../helpers';

const PAGE = '/widgets/hotspots.html';

async function open(page: Page, id: string): Promise<Locator> {
  await page.goto(PAGE);
  const hotspots = widget(page, id);
  await hotspots.scrollIntoViewIfNeeded();
  await expectReady(hotspots);
  return hotspots;
}

const spots = (hotspots: Locator) => hotspots.locator('.ha-hotspots__item');

/** The tooltip a hover-mode spot describes itself with. */
async function tooltipOf(page: Page, spot: Locator): Promise<Locator> {
  const id = await spot.getAttribute('aria-describedby');
  expect(id).toMatch(/^ha-tooltip-/);
  return page.locator(`[id="${id}"]`);
}

/** Where the element rests once its fade-in (which slides it a few pixels) is over. */
async function box(locator: Locator) {
  await locator.evaluate((el) => Promise.all(el.getAnimations().map((animation) => animation.finished)));
  return (await locator.boundingBox())!;
}
const centreX = (b: { x: number; width: number }) => b.x + b.width / 2;
const centreY = (b: { y: number; height: number }) => b.y + b.height / 2;

/** Records every Web Animation the page plays: element id and duration. */
async function recordAnimations(page: Page): Promise<() => Promise<{ id: string; duration: unknown }[]>> {
  await page.addInitScript(() => {
    const played: { id: string; duration: unknown }[] = ((window as unknown as { played: unknown[] }).played = []) as never;
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (this: Element, ...args: Parameters<Element['animate']>) {
      const options = args[1];
      played.push({ id: this.id, duration: typeof options === 'number' ? options : options?.duration });
      return animate.apply(this, args);
    };
  });
  return () => page.evaluate(() => (window as unknown as { played: { id: string; duration: unknown }[] }).played);
}

/** Moves the pointer to a corner of the page, away from every spot and tooltip. */
const leave = (page: Page) => page.mouse.move(2, 2);

test('real markup: hovering a spot shows its own text above-left of it, in the page colours', async ({ page, problems }) => {
  await page.clock.install();
  const hotspots = await open(page, '64dc9d8');
  const spot = spots(hotspots).nth(0);
  const tooltip = await tooltipOf(page, spot);
  await expect(tooltip).toBeHidden();
  await spot.hover();
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toHaveRole('tooltip');
  await expect(tooltip).toHaveText('100% de Poliuretano');
  await expect(spot).toHaveAccessibleDescription('100% de Poliuretano');
  // top-left: above the spot, ending where the spot starts.
  const s = await box(spot);
  const t = await box(tooltip);
  expect(t.y + t.height).toBeLessThanOrEqual(s.y);
  expect(s.y - (t.y + t.height)).toBeLessThan(14);
  expect(Math.abs(t.x + t.width - s.x)).toBeLessThan(2);
  expect(t.width).toBeCloseTo(200, 0);
  await expect(tooltip).toHaveCSS('background-color', 'rgb(2, 69, 122)');
  await expect(tooltip).toHaveCSS('color', 'rgb(255, 255, 255)');
  // Other spots keep theirs to themselves.
  await expect(page.getByText('53% de Algodão')).toBeHidden();
  // The page asks for 99.9 s before hiding.
  await leave(page);
  await page.clock.runFor(90_000);
  await expect(tooltip).toBeVisible();
  await page.clock.runFor(10_000);
  await expect(tooltip).toBeHidden();
  expect(ownErrors(problems)).toEqual([]);
});

test('defaults: above and centred, 200 px with an arrow; spot settings put others below, left and right', async ({ page, problems }) => {
  const hotspots = await open(page, 'b7e21c0');
  const check = async (index: number, side: 'top' | 'bottom' | 'left' | 'right') => {
    const spot = spots(hotspots).nth(index);
    const tooltip = await tooltipOf(page, spot);
    await spot.hover();
    await expect(tooltip).toBeVisible();
    await expect(tooltip.locator('.ha-tooltip__arrow')).toBeVisible();
    const s = await box(spot);
    const t = await box(tooltip);
    expect(t.width).toBeCloseTo(200, 0);
    if (side === 'top' || side === 'bottom') expect(Math.abs(centreX(t) - centreX(s))).toBeLessThan(2);
    else expect(Math.abs(centreY(t) - centreY(s))).toBeLessThan(2);
    const gap = { top: s.y - (t.y + t.height), bottom: t.y - (s.y + s.height), left: s.x - (t.x + t.width), right: t.x - (s.x + s.width) }[side];
    expect(gap).toBeGreaterThanOrEqual(0);
    expect(gap).toBeLessThan(14);
    return tooltip;
  };
  const first = await check(0, 'top');
  await expect(first).toContainText('Default side: above the spot.');
  await expect(first.locator('strong')).toHaveText('above');
  await check(1, 'bottom');
  // Moving on to another spot closes the first one.
  await expect(first).toBeHidden();
  await check(2, 'left');
  await check(3, 'right');
  await leave(page);
  await expect(page.locator('.ha-tooltip:visible')).toHaveCount(0);
  expect(ownErrors(problems)).toEqual([]);
});

test('the show delay holds the tooltip back; then it fades in', async ({ page, problems }) => {
  const played = await recordAnimations(page);
  await page.clock.install();
  const hotspots = await open(page, 'b7e21c0');
  const spot = spots(hotspots).nth(0);
  const tooltip = await tooltipOf(page, spot);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await spot.hover();
  await page.clock.runFor(150);
  await expect(tooltip).toBeHidden();
  await page.clock.runFor(100);
  await expect(tooltip).toBeVisible();
  // A 400 ms fade.
  expect(await played()).toEqual([{ id: await tooltip.getAttribute('id'), duration: 400 }]);
  expect(ownErrors(problems)).toEqual([]);
});

test('reduced motion: the tooltip appears and goes without a fade', async ({ page, problems }) => {
  const played = await recordAnimations(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const hotspots = await open(page, 'b7e21c0');
  const spot = spots(hotspots).nth(0);
  const tooltip = await tooltipOf(page, spot);
  await spot.hover();
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toHaveCSS('opacity', '1');
  await leave(page);
  await expect(tooltip).toBeHidden();
  expect(await played()).toEqual([]);
  expect(ownErrors(problems)).toEqual([]);
});

test('every setting changed: corner, width, no arrow, colours, hide delay, and the pointer may rest on the tooltip', async ({ page, problems }) => {
  await page.clock.install();
  const hotspots = await open(page, 'c3f90a2');
  const spot = spots(hotspots).nth(0);
  const tooltip = await tooltipOf(page, spot);
  await spot.hover();
  await expect(tooltip).toBeVisible();
  await expect(tooltip.locator('.ha-tooltip__arrow')).toHaveCount(0);
  await expect(tooltip).toHaveCSS('background-color', 'rgb(255, 232, 163)');
  await expect(tooltip).toHaveCSS('color', 'rgb(31, 41, 51)');
  const s = await box(spot);
  const t = await box(tooltip);
  expect(t.width).toBeCloseTo(320, 0);
  // bottom-right: below the spot, starting where it ends.
  expect(t.y).toBeGreaterThanOrEqual(s.y + s.height);
  expect(t.y - (s.y + s.height)).toBeLessThan(10);
  expect(Math.abs(t.x - (s.x + s.width))).toBeLessThan(2);

  // Across the gap and onto the link inside: the tooltip stays however long the pointer rests there.
  const link = tooltip.getByRole('link', { name: 'Read the details' });
  await link.hover();
  await page.clock.runFor(5000);
  await expect(link).toBeVisible();
  // Leaving it starts the 1.5 s hide delay.
  await leave(page);
  await page.clock.runFor(1300);
  await expect(tooltip).toBeVisible();
  await page.clock.runFor(300);
  await expect(tooltip).toBeHidden();
  expect(ownErrors(problems)).toEqual([]);
});

test('keyboard: focus shows the tooltip at once, Escape hides it, Tab moves on to the next', async ({ page, problems }) => {
  const hotspots = await open(page, 'b7e21c0');
  const first = spots(hotspots).nth(0);
  const second = spots(hotspots).nth(1);
  const firstTip = await tooltipOf(page, first);
  const secondTip = await tooltipOf(page, second);
  await page.locator('.elementor-element-a1f0002 .fixture-note').click();
  await page.keyboard.press('Tab');
  await expect(first).toBeFocused();
  await expect(firstTip).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(firstTip).toBeHidden();
  await expect(first).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(second).toBeFocused();
  await expect(secondTip).toBeVisible();
  await expect(firstTip).toBeHidden();
  // Enter on the spot does not follow its href="#".
  await page.keyboard.press('Enter');
  expect(new URL(page.url()).hash).toBe('');
  await page.keyboard.press('Tab');
  await expect(secondTip).toBeHidden();
  expect(ownErrors(problems)).toEqual([]);
});

test('click mode: spots are toggle buttons; a second click, a click outside or Escape closes', async ({ page, problems }) => {
  await page.clock.install();
  const hotspots = await open(page, 'd81b5e4');
  const spot = spots(hotspots).nth(0);
  await expect(spot).toHaveRole('button');
  await expect(spot).toHaveAttribute('aria-expanded', 'false');
  const tooltip = page.locator(`[id="${await spot.getAttribute('aria-controls')}"]`);
  await expect(spot).not.toHaveAttribute('aria-describedby');

  // Hovering alone does nothing.
  await spot.hover();
  await page.clock.runFor(1000);
  await expect(tooltip).toBeHidden();

  await spot.click();
  await expect(tooltip).toBeVisible();
  await expect(spot).toHaveAttribute('aria-expanded', 'true');
  await expect(tooltip).toContainText('Opened by a click');
  const s = await box(spot);
  const t = await box(tooltip);
  expect(t.x).toBeGreaterThanOrEqual(s.x + s.width);
  expect(t.width).toBeCloseTo(240, 0);
  // It stays open when the pointer goes elsewhere.
  await leave(page);
  await page.clock.runFor(2000);
  await expect(tooltip).toBeVisible();

  await spot.click();
  await expect(tooltip).toBeHidden();
  await expect(spot).toHaveAttribute('aria-expanded', 'false');

  await spot.click();
  await expect(tooltip).toBeVisible();
  await page.locator('.elementor-element-a1f0004 .fixture-note').click();
  await expect(tooltip).toBeHidden();
  await expect(spot).toHaveAttribute('aria-expanded', 'false');

  // Keyboard: Space and Enter toggle, Escape closes; the page never jumps to "#".
  await spot.focus();
  await page.keyboard.press(' ');
  await expect(tooltip).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tooltip).toBeHidden();
  await page.keyboard.press('Enter');
  await expect(tooltip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(tooltip).toBeHidden();
  expect(new URL(page.url()).hash).toBe('');
  expect(ownErrors(problems)).toEqual([]);
});

test('bad settings: ready with the defaults, and debug warnings naming the widget', async ({ page, problems }) => {
  const hotspots = await open(page, 'e0c4d77');
  const warnings = problems.warnings.filter((text) => text.includes('ha-hotspots #e0c4d77'));
  expect(warnings.join('\n')).toContain('tooltip_position "middle" is not valid');
  expect(warnings.join('\n')).toContain('tooltip_bg_color');
  expect(warnings.join('\n')).toContain('no #ha-e0c4d77b1e2f3a element');
  expect(warnings.join('\n')).toContain('position "north" is not valid');

  for (const index of [0, 1]) {
    const spot = spots(hotspots).nth(index);
    const tooltip = await tooltipOf(page, spot);
    await spot.hover();
    await expect(tooltip).toBeVisible();
    const s = await box(spot);
    const t = await box(tooltip);
    expect(t.y + t.height).toBeLessThanOrEqual(s.y);
    expect(t.width).toBeCloseTo(200, 0);
    await expect(tooltip).toHaveCSS('background-color', 'rgb(86, 45, 212)');
    await expect(tooltip.locator('.ha-tooltip__arrow')).toBeVisible();
  }
  // The spot without content gets no tooltip at all.
  await expect(spots(hotspots).nth(2)).not.toHaveAttribute('aria-describedby');
  expect(ownErrors(problems)).toEqual([]);
});

test('the content is moved into the tooltip, not copied, and put back on unmount', async ({ page, problems }) => {
  const hotspots = await open(page, '64dc9d8');
  const source = page.locator('#ha-64dc9d8fd519b6');
  await expect(source).toBeEmpty();
  // Emptied, the server's tooltip node is out of the accessibility tree: only the bubble describes the spot.
  await expect(source).toBeHidden();
  await expect(hotspots.getByRole('tooltip')).toHaveCount(0);
  await spots(hotspots).nth(0).hover();
  const bubble = page.locator('.ha-hotspots--64dc9d8:visible');
  await expect(bubble).toHaveRole('tooltip');
  await expect(bubble).toHaveText('100% de Poliuretano');
  await expect(page.getByText('100% de Poliuretano')).toHaveCount(1);
  await hotspots.evaluate((el) => window.haWidgets!.unmount(el));
  await expect(source).toHaveText('100% de Poliuretano');
  await expect(source).not.toHaveAttribute('hidden');
  await expect(page.locator('.ha-hotspots--64dc9d8')).toHaveCount(0);
  await expect(spots(hotspots).nth(0)).not.toHaveAttribute('aria-describedby');
  expect(ownErrors(problems)).toEqual([]);
});
