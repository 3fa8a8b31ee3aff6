import type { Locator, Page } from '@playwright/test';
import { test, expect, widget, expectReady, ownErrors, unmountRestores } from '../helpers';

const KEY = 'ha-age-gate-expire-time';
const DAY = 86_400_000;

async function open(page: Page, path: string, id: string): Promise<Locator> {
  await page.goto(path);
  const gate = widget(page, id);
  await expectReady(gate);
  return gate;
}

const dialog = (gate: Locator) => gate.getByRole('dialog', { name: 'Are you of legal drinking age?' });
const stored = (page: Page) => page.evaluate((key) => localStorage.getItem(key), KEY);
const setStored = (page: Page, value: string) => page.evaluate(([key, v]) => localStorage.setItem(key, v), [KEY, value]);
const scrollLocked = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).overflow === 'hidden');

/** The stored expiry lies about 7 days ahead. */
async function expectKeptSevenDays(page: Page): Promise<void> {
  const value = await stored(page);
  expect(value).not.toBeNull();
  const ahead = Date.parse(value!) - Date.now();
  expect(ahead).toBeGreaterThan(7 * DAY - 60_000);
  expect(ahead).toBeLessThanOrEqual(7 * DAY);
}

/** Once answered: a reload keeps the gate away; with the stored date moved into the past it asks again and the value is gone. */
async function expectKeptUntilExpiry(page: Page, path: string, id: string): Promise<void> {
  let gate = await open(page, path, id);
  await expect(dialog(gate)).toBeHidden();
  expect(await scrollLocked(page)).toBe(false);
  await expectKeptSevenDays(page);
  await setStored(page, new Date(Date.now() - 60_000).toString());
  gate = await open(page, path, id);
  await expect(dialog(gate)).toBeVisible();
  expect(await stored(page)).toBeNull();
  expect(await scrollLocked(page)).toBe(true);
}

test('confirm button: a modal dialog holding focus and scroll until confirmed, kept 7 days across reloads', async ({ page, problems }) => {
  const PAGE = '/widgets/age-gate.html';
  const gate = await open(page, PAGE, 'ag10001');
  const box = dialog(gate);
  await expect(box).toBeVisible();
  await expect(box).toHaveAttribute('aria-modal', 'true');
  await expect(box).toHaveAccessibleDescription('This site sells wine. Please confirm your age to enter.');
  const button = box.getByRole('button', { name: 'I am 18 or older' });
  await expect(button).toBeFocused();
  expect(await scrollLocked(page)).toBe(true);
  // Tab and Shift+Tab stay on the one button; the page's link behind is out of reach.
  await page.keyboard.press('Tab');
  await expect(button).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(button).toBeFocused();
  await page.mouse.wheel(0, 600);
  expect(await page.evaluate(() => scrollY)).toBe(0);
  expect(await stored(page)).toBeNull();

  await page.keyboard.press('Enter');
  await expect(box).toBeHidden();
  expect(await scrollLocked(page)).toBe(false);
  await expectKeptSevenDays(page);
  await expect(page.getByRole('link', { name: 'our wines' })).toBeVisible();

  await expectKeptUntilExpiry(page, PAGE, 'ag10001');
  expect(ownErrors(problems)).toEqual([]);
});

test('date of birth: too young shows the warning and keeps the gate; old enough lets in, kept until expiry', async ({ page, problems }) => {
  const PAGE = '/widgets/age-gate-dob.html';
  const gate = await open(page, PAGE, 'ag20001');
  const box = dialog(gate);
  const date = box.getByLabel('Date of birth');
  await expect(date).toBeFocused();
  await expect(box.getByRole('alert')).toHaveCount(0);
  await expect(gate.locator('.ha-age-gate-warning-msg')).toBeHidden();

  // The printed default is today: age 0, below 21.
  await box.getByRole('button', { name: 'Enter' }).click();
  await expect(box.getByRole('alert')).toHaveText('Sorry, you are not old enough to see this site.');
  await expect(box).toBeVisible();
  const year = new Date().getFullYear();
  // 20 by the year count (whatever the month): still too young.
  await date.fill(`${year - 20}-01-01`);
  await date.press('Enter');
  await expect(box).toBeVisible();
  expect(await stored(page)).toBeNull();
  // 21 by the year count, even born on the last day of that year.
  await date.fill(`${year - 21}-12-31`);
  await date.press('Enter');
  await expect(box).toBeHidden();
  expect(await scrollLocked(page)).toBe(false);

  await expectKeptUntilExpiry(page, PAGE, 'ag20001');
  expect(ownErrors(problems)).toEqual([]);
});

test('yes/no: no takes the question away and warns, storing nothing; yes lets in until expiry', async ({ page, problems }) => {
  const PAGE = '/widgets/age-gate-yes-no.html';
  let gate = await open(page, PAGE, 'ag30001');
  let box = dialog(gate);
  await expect(box.getByRole('button', { name: 'Yes, I am' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(box.getByRole('button', { name: 'No, I am not' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(box.getByRole('button', { name: 'Yes, I am' })).toBeFocused();

  await box.getByRole('button', { name: 'No, I am not' }).click();
  await expect(box.getByRole('alert')).toHaveText('You must be of legal drinking age to enter.');
  await expect(box.getByRole('button')).toHaveCount(0);
  await expect(box).toBeVisible();
  // Focus stays in the gate, on the warning, and Tab cannot leave it.
  await expect(box.getByRole('alert')).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await page.evaluate((id) => !!document.activeElement?.closest(`[data-id="${id}"]`), 'ag30001')).toBe(true);
  expect(await scrollLocked(page)).toBe(true);
  expect(await stored(page)).toBeNull();

  gate = await open(page, PAGE, 'ag30001');
  box = dialog(gate);
  await expect(box.getByRole('button', { name: 'Yes, I am' })).toBeVisible();
  await box.getByRole('button', { name: 'Yes, I am' }).click();
  await expect(box).toBeHidden();

  await expectKeptUntilExpiry(page, PAGE, 'ag30001');
  expect(ownErrors(problems)).toEqual([]);
});

test('in editor mode the stored value is cleared and the gate neither locks nor, with editor_mood no, shows', async ({ page, problems }) => {
  await page.goto('/widgets/age-gate.html');
  await setStored(page, new Date(Date.now() + DAY).toString());
  await page.addInitScript(() => {
    let config: Record<string, unknown> | undefined;
    Object.defineProperty(window, 'haWidgetsConfig', {
      configurable: true,
      get: () => config,
      set: (value: Record<string, unknown>) => {
        config = { ...value, editMode: true };
      },
    });
  });
  const gate = await open(page, '/widgets/age-gate.html', 'ag10001');
  await expect(gate.locator('.ha-age-gate-wrapper')).toBeHidden();
  expect(await stored(page)).toBeNull();
  expect(await scrollLocked(page)).toBe(false);
  expect(ownErrors(problems)).toEqual([]);
});

test('unmounting gives the server markup back and lets the page scroll', async ({ page }) => {
  await open(page, '/widgets/age-gate-yes-no.html', 'ag30001');
  expect(await scrollLocked(page)).toBe(true);
  expect(await unmountRestores(page, 'ag30001')).toBe(true);
  expect(await scrollLocked(page)).toBe(false);
});
