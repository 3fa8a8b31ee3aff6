import type { Locator, Page } from '@playwright/test';
import { test, expect, widget, expectReady, ownErrors, recordLayoutShift, layoutShift } from '../helpers';

const PAGE = '/widgets/pricing-table.html';
const REAL = ['3703a7f0', '2860b468', 'e5e82be'];
const ROW = 36; // each feature row is 36 px high in the fixture

async function open(page: Page, id: string): Promise<Locator> {
  await page.goto(PAGE);
  const table = widget(page, id);
  await table.scrollIntoViewIfNeeded();
  await expectReady(table);
  return table;
}

/** A feature with a tooltip, by its text. */
const feature = (table: Locator, text: string) => table.locator('.ha-pricing-table-feature-tooltip', { hasText: text });
const tipOf = (trigger: Locator) => trigger.locator('.ha-pricing-table-feature-tooltip-text');
/** Where the element rests once its fade-in (which slides it a few pixels) is over. */
async function box(locator: Locator) {
  await locator.evaluate((el) => Promise.all(el.getAnimations().map((animation) => animation.finished)));
  return (await locator.boundingBox())!;
}
const leave = (page: Page) => page.mouse.move(2, 2);
const listHeight = (table: Locator) => table.locator('.ha-pricing-table-features-list').evaluate((el) => el.getBoundingClientRect().height);
/** Clicks the fold button and reports the height animation it starts (or null). */
const toggle = (table: Locator) =>
  table.locator('.ha-pricing-table-fold-btn').evaluate(async (button) => {
    (button as HTMLElement).click();
    await new Promise((resolve) => setTimeout(resolve));
    const [animation] = button.closest('.ha-pricing-table-body')!.querySelector('.ha-pricing-table-features-list')!.getAnimations();
    if (!animation) return null;
    const { duration, easing } = animation.effect!.getTiming();
    return { duration, easing };
  });
const inertItems = (table: Locator) =>
  table.locator('.ha-pricing-table-features-list > li').evaluateAll((items) => items.flatMap((item, i) => (item.hasAttribute('inert') ? [i] : [])));

test('the three real tables mount and change nothing', async ({ page, problems }) => {
  await page.goto(PAGE);
  for (const id of REAL) {
    const table = widget(page, id);
    const before = await table.innerHTML();
    await table.scrollIntoViewIfNeeded();
    await expectReady(table);
    expect(await table.innerHTML()).toBe(before);
  }
  expect(problems.warnings.filter((text) => REAL.some((id) => text.includes(`#${id}`)))).toEqual([]);
  expect(ownErrors(problems)).toEqual([]);
});

test('a feature tooltip shows on hover, below the feature from its left edge, and hides on leave', async ({ page, problems }) => {
  const table = await open(page, 'b1a0f01');
  const trigger = feature(table, 'Domínio próprio');
  const tip = tipOf(trigger);
  await expect(tip).toBeHidden();
  await trigger.hover();
  await expect(tip).toBeVisible();
  await expect(tip).toHaveRole('tooltip');
  await expect(tip).toHaveText('Registro do domínio incluído no primeiro ano.');
  await expect(trigger).toHaveAttribute('aria-describedby', (await tip.getAttribute('id'))!);
  const f = await box(trigger);
  const t = await box(tip);
  expect(t.y).toBeGreaterThanOrEqual(f.y + f.height);
  expect(t.y - (f.y + f.height)).toBeLessThan(3);
  expect(Math.abs(t.x - f.x)).toBeLessThan(1);
  await leave(page);
  await expect(tip).toBeHidden();
  expect(ownErrors(problems)).toEqual([]);
});

test('with no room below, the tooltip goes above the feature', async ({ page, problems }) => {
  const table = await open(page, 'b1a0f01');
  const trigger = feature(table, 'Hospedagem');
  // Bring the feature to the bottom edge of the viewport.
  await trigger.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().bottom - window.innerHeight + 8));
  await trigger.hover();
  const tip = tipOf(trigger);
  await expect(tip).toBeVisible();
  const f = await box(trigger);
  const t = await box(tip);
  expect(t.y + t.height).toBeLessThanOrEqual(f.y);
  expect(ownErrors(problems)).toEqual([]);
});

test('keyboard: Tab shows the tooltip, Escape hides it even under the pointer', async ({ page, problems }) => {
  const table = await open(page, 'b1a0f01');
  const domain = feature(table, 'Domínio próprio');
  await table.locator('.ha-pricing-table-title').click();
  await page.keyboard.press('Tab');
  await expect(domain).toBeFocused();
  await expect(tipOf(domain)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tipOf(domain)).toBeHidden();
  await page.keyboard.press('Tab');
  await expect(feature(table, 'Hospedagem')).toBeFocused();
  await expect(tipOf(feature(table, 'Hospedagem'))).toBeVisible();

  // The page's own :hover rule would show it; Escape still wins.
  await domain.hover();
  await expect(tipOf(domain)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tipOf(domain)).toBeHidden();
  expect(ownErrors(problems)).toEqual([]);
});

test('tooltip settings: above, after the show delay, and gone after the hide delay', async ({ page, problems }) => {
  await page.clock.install();
  const table = await open(page, 'b3a0f03');
  const trigger = feature(table, 'Loja com 50 produtos');
  const tip = tipOf(trigger);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await trigger.hover();
  await page.clock.runFor(100);
  await expect(tip).toBeHidden();
  await page.clock.runFor(100);
  await expect(tip).toBeVisible();
  const f = await box(trigger);
  const t = await box(tip);
  expect(t.y + t.height).toBeLessThanOrEqual(f.y);
  expect(Math.abs(t.x + t.width / 2 - (f.x + f.width / 2))).toBeLessThan(2);
  await leave(page);
  await page.clock.runFor(700);
  await expect(tip).toBeVisible();
  await page.clock.runFor(200);
  await expect(tip).toBeHidden();
  expect(ownErrors(problems)).toEqual([]);
});

test('fold: the button unfolds and folds the list, with aria-expanded and its text following', async ({ page, problems }) => {
  const table = await open(page, 'b2a0f02');
  const button = table.locator('.ha-pricing-table-fold-btn');
  await expect(button).toHaveAccessibleName('Ver todos os recursos');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toHaveAttribute('aria-controls', 'ha-pricing-table-features-b2a0f02');
  expect(await listHeight(table)).toBe(96);
  // Rows 0-1 show, row 2 shows in part; the rest are out of reach.
  expect(await inertItems(table)).toEqual([3, 4, 5, 6, 7]);

  // It grows over 600 ms and shrinks over 300 ms, with the easing set.
  expect(await toggle(table)).toEqual({ duration: 600, easing: 'ease-in-out' });
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(button).toHaveAccessibleName('Ver menos recursos');
  await expect.poll(() => listHeight(table)).toBe(8 * ROW);
  expect(await inertItems(table)).toEqual([]);
  await expect(table.getByText('Treinamento de 1 hora')).toBeVisible();

  expect(await toggle(table)).toEqual({ duration: 300, easing: 'ease-in-out' });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toHaveAccessibleName('Ver todos os recursos');
  await expect.poll(() => listHeight(table)).toBe(96);
  expect(await inertItems(table)).toEqual([3, 4, 5, 6, 7]);
  expect(ownErrors(problems)).toEqual([]);
});

test('fold: Tab skips the features the fold hides, and reaches them once unfolded', async ({ page, problems }) => {
  const table = await open(page, 'b2a0f02');
  const first = feature(table, 'Até 10 páginas');
  const hidden = feature(table, 'SEO básico');
  const button = table.locator('.ha-pricing-table-fold-btn');
  await first.focus();
  await page.keyboard.press('Tab');
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await first.focus();
  await page.keyboard.press('Tab');
  await expect(hidden).toBeFocused();
  await expect(tipOf(hidden)).toBeVisible();
  expect(ownErrors(problems)).toEqual([]);
});

test('fold with reduced motion: no animation', async ({ page, problems }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const table = await open(page, 'b2a0f02');
  expect(await toggle(table)).toBeNull();
  expect(await listHeight(table)).toBe(8 * ROW);
  expect(ownErrors(problems)).toEqual([]);
});

test('fold height per device: the mobile value on a phone, the desktop value where the tablet copy is empty', async ({ page, problems }) => {
  await page.setViewportSize({ width: 900, height: 800 });
  const table = await open(page, 'b2a0f02');
  expect(await listHeight(table)).toBe(96);
  await page.setViewportSize({ width: 375, height: 800 });
  await expect.poll(() => listHeight(table)).toBe(64);
  expect(await inertItems(table)).toEqual([2, 3, 4, 5, 6, 7]);
  await table.locator('.ha-pricing-table-fold-btn').click();
  await expect.poll(() => listHeight(table)).toBe(8 * ROW);
  expect(ownErrors(problems)).toEqual([]);
});

test('bad settings: ready, one debug warning, folded to 50 px and feature tooltips below', async ({ page, problems }) => {
  const table = await open(page, 'd4a0f04');
  const warnings = problems.warnings.filter((text) => text.includes('ha-pricing-table #d4a0f04'));
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toContain('easing "bouncy" is not valid');
  expect(warnings[0]).toContain('fold_height');
  expect(await listHeight(table)).toBe(50);
  const button = table.locator('.ha-pricing-table-fold-btn');
  await expect(button).toHaveAccessibleName('Mostrar mais');
  // jQuery's swing, over the default 500 ms.
  expect(await toggle(table)).toEqual({ duration: 500, easing: 'cubic-bezier(0.37, 0, 0.63, 1)' });
  await expect.poll(() => listHeight(table)).toBe(6 * ROW);
  await expect(button).toHaveAccessibleName('Mostrar menos');

  const trigger = feature(table, 'Primeiro recurso');
  await trigger.hover();
  await expect(tipOf(trigger)).toBeVisible();
  const f = await box(trigger);
  const t = await box(tipOf(trigger));
  expect(t.y).toBeGreaterThanOrEqual(f.y + f.height);
  expect(ownErrors(problems)).toEqual([]);
});

test('unmount puts the server markup back; a list shorter than the fold gets no button', async ({ page, problems }) => {
  const table = await open(page, 'b2a0f02');
  const button = table.locator('.ha-pricing-table-fold-btn');
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await table.evaluate((el) => window.haWidgets!.unmount(el));
  await expect(button).toHaveText('Ver todos os recursos');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(table.locator('[inert]')).toHaveCount(0);
  expect(await table.locator('.ha-pricing-table-features-list').evaluate((el) => [el.style.height, el.style.overflow])).toEqual(['', '']);
  await expect(feature(table, 'Até 10 páginas')).not.toHaveAttribute('tabindex');
  expect(await listHeight(table)).toBe(96);

  // Mounted again with a collapsed height taller than the list: nothing to fold.
  await table.evaluate((el) => {
    el.setAttribute('data-settings', JSON.stringify({ fold_enabled: 'yes', fold_height: { unit: 'px', size: 400 } }));
    return window.haWidgets!.mount(el);
  });
  await expectReady(table);
  await expect(button).toBeHidden();
  expect(await listHeight(table)).toBe(8 * ROW);
  expect(ownErrors(problems)).toEqual([]);
});

for (const width of [1280, 375]) {
  test(`mounting shifts no layout at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await recordLayoutShift(page);
    await page.goto(PAGE);
    for (const id of [...REAL, 'b1a0f01', 'b2a0f02', 'b3a0f03', 'd4a0f04']) {
      await widget(page, id).scrollIntoViewIfNeeded();
      await expectReady(widget(page, id));
    }
    await page.evaluate(() => new Promise(requestAnimationFrame));
    expect(await layoutShift(page)).toBe(0);
  });
}
