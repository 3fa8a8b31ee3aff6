import type { Locator, Page } from '@playwright/test';
import { test, expect, widget, expectReady, ownErrors, recordLayoutShift, layoutShift } from '../helpers';

const PAGE = '/widgets/image-accordion.html';
const CLICK = '8d4f6b1';
const HOVER = '9e5a7c2';
const BAD = '1f6b8d3';
const TITLES = ['Mountain lake', 'Desert road', 'Green forest', 'City at dusk'];

async function open(page: Page, id: string): Promise<Locator> {
  await page.goto(PAGE);
  const accordion = widget(page, id);
  await accordion.scrollIntoViewIfNeeded();
  await expectReady(accordion);
  return accordion;
}

const items = (accordion: Locator) => accordion.locator('.ha-ia-item');
/** Each item's switch: the button that keyboard and assistive technology use. */
const switches = (accordion: Locator) => accordion.getByRole('button');
const width = async (locator: Locator) => (await locator.boundingBox())!.width;

/** Only item `index` is open (-1: none), by class, ARIA state and, once the transition is over, size. */
async function expectOpen(accordion: Locator, index: number): Promise<void> {
  const all = items(accordion);
  for (let i = 0; i < 4; i++) {
    await expect(switches(accordion).nth(i)).toHaveAttribute('aria-expanded', String(i === index));
    if (i === index) await expect(all.nth(i)).toHaveClass(/\bactive\b/);
    else await expect(all.nth(i)).not.toHaveClass(/\bactive\b/);
  }
  if (index < 0) return;
  const other = (index + 1) % 4;
  await expect.poll(async () => (await width(all.nth(index))) / (await width(all.nth(other)))).toBeGreaterThan(3);
}

test('each item has a switch named by its title, with aria-expanded; the item and its link are not nested in it', async ({ page, problems }) => {
  const accordion = await open(page, CLICK);
  await expect(switches(accordion)).toHaveCount(4);
  for (const [i, title] of TITLES.entries()) {
    const item = items(accordion).nth(i);
    const button = item.getByRole('button', { name: title, exact: true });
    await expect(button).toHaveCount(1);
    // It controls the item's content, and holds none of it: the item's link stays a link of its own.
    const content = item.locator('.ha-ia-content-wrapper');
    await expect(button).toHaveAttribute('aria-controls', (await content.getAttribute('id'))!);
    await expect(button).toHaveText('');
    await expect(item).not.toHaveAttribute('role');
    await expect(item).not.toHaveAttribute('tabindex');
  }
  await expect(accordion.getByRole('link', { name: 'Read More' }).first()).toBeVisible();
  await expectOpen(accordion, 0);
  expect(ownErrors(problems)).toEqual([]);
});

test('click mode: a click opens an item and closes the others; pointing does nothing', async ({ page, problems }) => {
  const accordion = await open(page, CLICK);
  await items(accordion).nth(2).click();
  await expectOpen(accordion, 2);
  await expect(accordion.getByText('Moss, ferns and a quiet trail.')).toBeVisible();
  await expect(accordion.getByText('Cold water under a bright sky.')).toBeHidden();
  await items(accordion).nth(3).hover();
  await items(accordion).nth(1).hover();
  await expectOpen(accordion, 2);
  // Clicking the open item keeps it open.
  await items(accordion).nth(2).click();
  await expectOpen(accordion, 2);
  expect(ownErrors(problems)).toEqual([]);
});

test('hover mode: pointing at an item opens it, and the last one stays open', async ({ page, problems }) => {
  const accordion = await open(page, HOVER);
  await expectOpen(accordion, -1);
  await items(accordion).nth(1).hover();
  await expectOpen(accordion, 1);
  await items(accordion).nth(3).hover();
  await expectOpen(accordion, 3);
  await page.mouse.move(1, 1);
  await expectOpen(accordion, 3);
  expect(ownErrors(problems)).toEqual([]);
});

test('keyboard, click mode: arrows, Home and End move focus; Enter and Space open', async ({ page, problems }) => {
  const accordion = await open(page, CLICK);
  const all = switches(accordion);
  await page.locator('.elementor-element-c2d3e01 .fixture-note').click();
  await page.keyboard.press('Tab');
  await expect(all.nth(0)).toBeFocused();
  // Not seen itself, the switch shows its focus as a ring on its item.
  const outline = (index: number) => items(accordion).nth(index).evaluate((item) => getComputedStyle(item).outlineStyle);
  expect(await outline(0)).toBe('solid');
  expect(await outline(1)).toBe('none');
  await page.keyboard.press('ArrowRight');
  await expect(all.nth(1)).toBeFocused();
  expect(await outline(1)).toBe('solid');
  await expectOpen(accordion, 0);
  await page.keyboard.press('Enter');
  await expectOpen(accordion, 1);
  await page.keyboard.press('ArrowDown');
  await expect(all.nth(2)).toBeFocused();
  await page.keyboard.press(' ');
  await expectOpen(accordion, 2);
  await page.keyboard.press('End');
  await expect(all.nth(3)).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(all.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(all.nth(3)).toBeFocused();
  await page.keyboard.press('Home');
  await expect(all.nth(0)).toBeFocused();
  await expectOpen(accordion, 2);
  // Tab goes on to the open item's link; Enter there is the link's, not the item's.
  await all.nth(2).focus();
  await page.keyboard.press('Tab');
  await expect(accordion.getByRole('link', { name: 'Read More' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#forest$/);
  await expectOpen(accordion, 2);
  expect(ownErrors(problems)).toEqual([]);
});

test('keyboard, hover mode: focus opens an item', async ({ page, problems }) => {
  const accordion = await open(page, HOVER);
  const all = switches(accordion);
  await page.mouse.move(1, 1);
  await page.locator('.elementor-element-c2d3e02 .fixture-note').click();
  await page.keyboard.press('Tab');
  await expect(all.nth(0)).toBeFocused();
  await expectOpen(accordion, 0);
  await page.keyboard.press('ArrowRight');
  await expect(all.nth(1)).toBeFocused();
  await expectOpen(accordion, 1);
  await page.keyboard.press('End');
  await expectOpen(accordion, 3);
  expect(ownErrors(problems)).toEqual([]);
});

test('the size changes with a transition, and at once when reduced motion is preferred', async ({ page }) => {
  const accordion = await open(page, CLICK);
  const duration = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).transitionDuration);
  expect(await duration(items(accordion).nth(0))).toBe('0.5s');

  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await duration(items(accordion).nth(0))).toBe('0s');
  expect(await duration(accordion.locator('.ha-ia-content-wrapper').first())).toBe('0s');
  await items(accordion).nth(3).click();
  // No transition: the very next frame already has the final sizes.
  const ratio = await items(accordion).nth(3).evaluate((el) => {
    const next = el.parentElement!.children[0] as HTMLElement;
    return el.getBoundingClientRect().width / next.getBoundingClientRect().width;
  });
  expect(ratio).toBeGreaterThan(3);
});

test('bad settings: ready, one debug warning, and it works in hover mode', async ({ page, problems }) => {
  const accordion = await open(page, BAD);
  await expect
    .poll(() => problems.warnings.filter((text) => text.includes(`ha-image-accordion #${BAD}`)))
    .toEqual([expect.stringMatching(/active_behavior "wiggle" is not valid; using "hover"/)]);
  await expectOpen(accordion, 1);
  await items(accordion).nth(2).hover();
  await expectOpen(accordion, 2);
  expect(ownErrors(problems)).toEqual([]);
});

test('unmount restores the server markup and removes the listeners', async ({ page, problems }) => {
  const accordion = await open(page, CLICK);
  await items(accordion).nth(2).click();
  await expectOpen(accordion, 2);
  await accordion.evaluate((el) => window.haWidgets!.unmount(el));
  const all = items(accordion);
  await expect(accordion.locator('button')).toHaveCount(0);
  for (let i = 0; i < 4; i++) {
    await expect(all.nth(i).locator('.ha-ia-content-title')).not.toHaveAttribute('id');
    await expect(all.nth(i).locator('.ha-ia-content-wrapper')).not.toHaveAttribute('id');
  }
  await expect(all.nth(0)).toHaveClass(/\bactive\b/);
  await expect(all.nth(2)).not.toHaveClass(/\bactive\b/);
  await all.nth(1).click();
  await expect(all.nth(1)).not.toHaveClass(/\bactive\b/);
  await expect(all.nth(0)).toHaveClass(/\bactive\b/);
  expect(ownErrors(problems)).toEqual([]);
});

test('mounting shifts no layout', async ({ page }) => {
  await recordLayoutShift(page);
  await page.goto(PAGE);
  for (const id of [CLICK, HOVER, BAD]) {
    const accordion = widget(page, id);
    await accordion.scrollIntoViewIfNeeded();
    await expectReady(accordion);
  }
  await page.evaluate(() => new Promise(requestAnimationFrame));
  expect(await layoutShift(page)).toBe(0);
});
