import type { Locator, Page } from '@playwright/test';
import { test, expect, widget, expectReady, ownErrors, recordLayoutShift, layoutShift } from '../helpers';

const PAGE = '/widgets/content-switcher.html';
const BUTTONS = '3a7c1e2';
const NESTED = '7e8f901';
const ROUND = '4b8d2f3';
const SQUARE = '5c9e3a4';
const BAD = '6d0f4b5';

async function open(page: Page, id: string): Promise<Locator> {
  await page.goto(PAGE);
  const switcher = widget(page, id);
  await switcher.scrollIntoViewIfNeeded();
  await expectReady(switcher);
  return switcher;
}

/** This widget's own sections (not those of a switcher nested in one). */
const sections = (switcher: Locator) =>
  switcher.locator(':scope > .elementor-widget-container > .ha-content-switcher-wrapper > .ha-cs-content-container > .ha-cs-content-wrapper > .ha-cs-content-section');

/** Only section `index` shows, with the tab that controls it selected. */
async function expectTab(switcher: Locator, names: string[], index: number): Promise<void> {
  const tabs = switcher.getByRole('tablist').first().getByRole('tab');
  for (const [i, name] of names.entries()) {
    const tab = tabs.nth(i);
    await expect(tab).toHaveAccessibleName(name);
    await expect(tab).toHaveAttribute('aria-selected', String(i === index));
    await expect(tab).toHaveAttribute('tabindex', i === index ? '0' : '-1');
    if (i === index) await expect(sections(switcher).nth(i)).toBeVisible();
    else await expect(sections(switcher).nth(i)).toBeHidden();
  }
}

const TABS = ['Design', 'Build', 'Launch'];

test('button design: tabs named by their titles; a click shows its section and hides the others', async ({ page, problems }) => {
  const switcher = await open(page, BUTTONS);
  await expect(switcher.getByRole('tablist')).toHaveCount(1);
  await expectTab(switcher, TABS, 1);
  await expect(switcher.getByText('Two-week sprints')).toBeVisible();
  const panel = switcher.getByRole('tabpanel', { name: 'Build' });
  await expect(panel).toHaveAttribute('tabindex', '0');

  await switcher.getByRole('tab', { name: 'Design' }).click();
  await expectTab(switcher, TABS, 0);
  await expect(switcher.getByText('We sketch the pages')).toBeVisible();
  await expect(switcher.getByText('Two-week sprints')).toBeHidden();
  await expect(switcher.locator('.ha-cs-button.active')).toHaveText('Design');
  expect(ownErrors(problems)).toEqual([]);
});

test('button design: arrows, Home and End move the focus and show the section; Tab goes on to the section', async ({ page, problems }) => {
  const switcher = await open(page, BUTTONS);
  const tab = (name: string) => switcher.getByRole('tab', { name });
  await page.locator('.elementor-element-d4e5f01 .fixture-note').click();
  await page.keyboard.press('Tab');
  await expect(tab('Build')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(tab('Launch')).toBeFocused();
  await expectTab(switcher, TABS, 2);
  await page.keyboard.press('ArrowRight');
  await expect(tab('Design')).toBeFocused();
  await expectTab(switcher, TABS, 0);
  await page.keyboard.press('ArrowLeft');
  await expectTab(switcher, TABS, 2);
  await page.keyboard.press('Home');
  await expect(tab('Design')).toBeFocused();
  await expectTab(switcher, TABS, 0);
  await page.keyboard.press('End');
  await expect(tab('Launch')).toBeFocused();
  await expectTab(switcher, TABS, 2);
  // Up and Down belong to the page in a horizontal tablist.
  await page.keyboard.press('ArrowDown');
  await expectTab(switcher, TABS, 2);
  await page.keyboard.press('Tab');
  await expect(switcher.getByRole('tabpanel', { name: 'Launch' })).toBeFocused();
  expect(ownErrors(problems)).toEqual([]);
});

test('a section holding another widget: it stays the same node, mounted and working', async ({ page, problems }) => {
  const switcher = await open(page, BUTTONS);
  await page.evaluate(() => {
    const w = window as unknown as { changes: number[] };
    w.changes = [];
    window.addEventListener('ha:nested:change', (event) => w.changes.push((event as CustomEvent).detail.index));
  });
  const nested = widget(page, NESTED);
  await expectReady(nested);
  await nested.evaluate((el) => ((el as unknown as { marker: string }).marker = 'original'));
  await switcher.getByRole('tab', { name: 'Launch' }).click();
  await expect(nested).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { changes: number[] }).changes)).toEqual([2]);

  const inner = nested.getByRole('switch', { name: 'Big bang' });
  await expect(inner).not.toBeChecked();
  await expect(nested.getByText('A quiet release')).toBeVisible();
  await nested.getByText('Big bang').click();
  await expect(inner).toBeChecked();
  await expect(nested.getByText('Everyone at once')).toBeVisible();
  await expect(nested.getByText('A quiet release')).toBeHidden();

  await switcher.getByRole('tab', { name: 'Design' }).click();
  await expect(nested).toBeHidden();
  await switcher.getByRole('tab', { name: 'Launch' }).click();
  expect(await nested.evaluate((el) => (el as unknown as { marker: string }).marker)).toBe('original');
  await expect(nested.getByText('Everyone at once')).toBeVisible();
  expect(ownErrors(problems)).toEqual([]);
});

test('round toggle: a switch named by the second title; click, Space and the titles pick the section', async ({ page, problems }) => {
  const switcher = await open(page, ROUND);
  const toggle = switcher.getByRole('switch', { name: 'Yearly' });
  const monthly = switcher.getByText('Monthly plan');
  const yearly = switcher.getByText('Yearly plan');
  await expect(toggle).not.toBeChecked();
  await expect(monthly).toBeVisible();
  await expect(yearly).toBeHidden();

  await switcher.locator('.ha-input-label').click();
  await expect(toggle).toBeChecked();
  await expect(yearly).toBeVisible();
  await expect(monthly).toBeHidden();
  await expect(switcher.locator('.ha-cs-switch.secondary')).toHaveClass(/\bactive\b/);
  await expect(switcher.locator('.ha-cs-switch.primary')).not.toHaveClass(/\bactive\b/);

  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(toggle).not.toBeChecked();
  await expect(monthly).toBeVisible();
  await expect(yearly).toBeHidden();

  await switcher.locator('.ha-cs-switch.secondary').click();
  await expect(toggle).toBeChecked();
  await expect(yearly).toBeVisible();
  await switcher.locator('.ha-cs-switch.secondary').click();
  await expect(toggle).toBeChecked();
  await switcher.locator('.ha-cs-switch.primary').click();
  await expect(toggle).not.toBeChecked();
  await expect(monthly).toBeVisible();
  expect(ownErrors(problems)).toEqual([]);
});

test('a toggle printed checked starts on its second section', async ({ page, problems }) => {
  const switcher = await open(page, SQUARE);
  await expect(switcher.getByRole('switch', { name: 'Specs' })).toBeChecked();
  await expect(switcher.getByText('IP68')).toBeVisible();
  await expect(switcher.getByText('Waterproof')).toBeHidden();
  await switcher.getByRole('switch').press('Space');
  await expect(switcher.getByText('Waterproof')).toBeVisible();
  await expect(switcher.getByText('IP68')).toBeHidden();
  expect(ownErrors(problems)).toEqual([]);
});

test('reduced motion: the slider and the buttons change at once', async ({ page }) => {
  const round = await open(page, ROUND);
  const duration = (locator: Locator, pseudo?: string) =>
    locator.evaluate((el, p) => getComputedStyle(el, p ?? null).transitionDuration, pseudo);
  const slider = round.locator('.ha-cs-slider');
  const button = widget(page, BUTTONS).getByRole('tab', { name: 'Design' });
  expect(await duration(slider)).toBe('0.4s');
  expect(await duration(button)).toBe('0.4s');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await duration(slider)).toBe('0s');
  expect(await duration(slider, '::before')).toBe('0s');
  expect(await duration(button)).toBe('0s');
});

test('bad settings: warnings name the problems, and the switcher works with its buttons', async ({ page, problems }) => {
  const switcher = await open(page, BAD);
  const own = () => problems.warnings.filter((text) => text.includes(`ha-content-switcher #${BAD}`));
  await expect.poll(own).toHaveLength(3);
  expect(own()).toEqual([
    expect.stringMatching(/data-settings is not a JSON object; using defaults; select_design "wiggle" is not valid; using "round"/),
    expect.stringMatching(/has no toggle for design "round"; using its buttons/),
    expect.stringMatching(/no content section for data-content-id "ee55ff6"/),
  ]);
  await expectTab(switcher, ['North', 'South'], 0);
  await switcher.getByRole('tab', { name: 'South' }).click();
  await expectTab(switcher, ['North', 'South'], 1);
  const west = switcher.getByRole('tab', { name: 'West' });
  await expect(west).toHaveAttribute('aria-disabled', 'true');
  await west.click({ force: true });
  await expectTab(switcher, ['North', 'South'], 1);
  expect(ownErrors(problems)).toEqual([]);
});

test('unmount restores the server markup, and that of the nested widget, keeping every node', async ({ page, problems }) => {
  const switcher = await open(page, BUTTONS);
  const nested = widget(page, NESTED);
  await expectReady(nested);
  await nested.evaluate((el) => ((el as unknown as { marker: string }).marker = 'original'));
  await switcher.getByRole('tab', { name: 'Launch' }).click();
  await switcher.evaluate((el) => window.haWidgets!.unmount(el));
  const buttons = switcher.locator('.ha-cs-button');
  for (let i = 0; i < 3; i++) {
    for (const name of ['role', 'id', 'aria-selected', 'aria-controls', 'tabindex']) await expect(buttons.nth(i)).not.toHaveAttribute(name);
    for (const name of ['role', 'aria-labelledby', 'tabindex', 'hidden']) await expect(sections(switcher).nth(i)).not.toHaveAttribute(name);
  }
  await expect(switcher.locator('.ha-cs-switch-wrapper').first()).not.toHaveAttribute('role');
  await expect(buttons.nth(1)).toHaveClass(/\bactive\b/);
  await expect(buttons.nth(2)).not.toHaveClass(/\bactive\b/);
  await expect(sections(switcher).nth(1)).toBeVisible();
  await expect(sections(switcher).nth(2)).toBeHidden();
  await buttons.nth(0).click();
  await expect(sections(switcher).nth(0)).toBeHidden();
  // The loader unmounts the widgets inside first; their nodes stay where the server put them.
  await expect(nested).not.toHaveAttribute('data-ha-state', 'ready');
  await expect(nested.locator('input.ha-cs-toggle-switch')).not.toHaveAttribute('role');
  expect(await nested.evaluate((el) => (el as unknown as { marker: string }).marker)).toBe('original');
  await expect(sections(switcher).nth(2).locator(`[data-id="${NESTED}"]`)).toHaveCount(1);

  const round = widget(page, ROUND);
  await round.locator('.ha-input-label').click();
  await round.evaluate((el) => window.haWidgets!.unmount(el));
  const input = round.locator('input.ha-cs-toggle-switch');
  await expect(input).not.toBeChecked();
  for (const name of ['role', 'aria-labelledby', 'aria-controls']) await expect(input).not.toHaveAttribute(name);
  await expect(round.getByText('Monthly plan')).toBeVisible();
  await expect(round.getByText('Yearly plan')).toBeHidden();
  await expect(round.locator('.ha-cs-switch.secondary span')).not.toHaveAttribute('id');
  expect(ownErrors(problems)).toEqual([]);
});

test('mounting shifts no layout', async ({ page }) => {
  await recordLayoutShift(page);
  await page.goto(PAGE);
  for (const id of [BUTTONS, ROUND, SQUARE]) await expectReady(widget(page, id));
  await page.evaluate(() => new Promise(requestAnimationFrame));
  expect(await layoutShift(page)).toBe(0);
});
