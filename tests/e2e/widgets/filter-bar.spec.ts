import type { Locator, Page } from '@playwright/test';
import { test, expect, widget, expectReady, ownErrors, recordLayoutShift, layoutShift, rewrite } from '../helpers';

const PAGE = '/widgets/filter-bar.html';
const TEAM = 'fb00001';
const JOURNAL = 'fb00002';
const BAD = 'fb00003';

const EVERYONE = ['Ana Duarte', 'Ben Okafor', 'Chloé Martin', 'Dev Patel', 'Emma Lind', 'Farid Haddad'];
const ENGINEERING = ['Ben Okafor', 'Dev Patel', 'Farid Haddad'];
const TRAVEL = ['Night trains worth taking', 'Three days on the coast road', 'Packing light for city trips'];

async function open(page: Page, id: string): Promise<Locator> {
  await page.goto(PAGE);
  const bar = widget(page, id);
  await bar.scrollIntoViewIfNeeded();
  await expectReady(bar);
  return bar;
}

const people = (page: Page) => page.locator('#team-grid .team-card:visible h3');
const button = (bar: Locator, name: string) => bar.getByRole('button', { name, exact: true });

test('a button shows the matching items of the target and hides the others; the active one is highlighted, the others cleared', async ({ page, problems }) => {
  const bar = await open(page, TEAM);
  await expect(people(page)).toHaveText(EVERYONE);
  await expect(button(bar, 'All')).toHaveAttribute('aria-pressed', 'true');
  await expect(button(bar, 'All')).toHaveAttribute('aria-controls', 'team-grid');

  await button(bar, 'Engineering').click();
  await expect(people(page)).toHaveText(ENGINEERING);
  await expect(button(bar, 'Engineering')).toHaveClass(/ha-filter__item--active/);
  await expect(button(bar, 'Engineering')).toHaveAttribute('aria-pressed', 'true');
  for (const name of ['All', 'Design', 'Marketing']) {
    await expect(button(bar, name)).not.toHaveClass(/ha-filter__item--active/);
    await expect(button(bar, name)).toHaveAttribute('aria-pressed', 'false');
  }
  await expect(bar.getByRole('status')).toHaveText('Showing 3 of 6 items');
  // The page's stylesheet gives cards display: block; the hidden ones are gone all the same.
  await expect(page.locator('#team-grid .team-card', { hasText: 'Ana Duarte' })).toBeHidden();

  await button(bar, 'Marketing').click();
  await expect(people(page)).toHaveText(['Emma Lind']);
  await button(bar, 'All').click();
  await expect(people(page)).toHaveText(EVERYONE);
  expect(problems.warnings.filter((text) => text.includes(TEAM))).toEqual([]);
  expect(ownErrors(problems)).toEqual([]);
});

test('the default filter applies at once; a target without an item selector filters its children; keyboard', async ({ page, problems }) => {
  const bar = await open(page, JOURNAL);
  const posts = page.locator('.journal-list > li:visible');
  await expect(posts).toHaveText(TRAVEL);
  await expect(button(bar, 'Travel')).toHaveAttribute('aria-pressed', 'true');
  await button(bar, 'Travel').focus();
  await page.keyboard.press('Tab');
  await expect(button(bar, 'Design')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(posts).toHaveText(['Colour systems that scale', 'Type pairing for long reads']);
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press(' ');
  await expect(posts).toHaveCount(5);
  expect(ownErrors(problems)).toEqual([]);
});

test('a target that is not a selector: ready, one debug warning, the bar changes nothing on the page', async ({ page, problems }) => {
  const bar = await open(page, BAD);
  await expect.poll(() => problems.warnings.filter((text) => text.includes(`#${BAD}`))).toHaveLength(1);
  expect(problems.warnings.find((text) => text.includes(`#${BAD}`))).toMatch(/target "##nope" matches nothing/);
  await button(bar, 'A').click();
  await page.waitForTimeout(300);
  await expect(people(page)).toHaveText(EVERYONE);
  await expect(page.locator('.journal-list > li:visible')).toHaveCount(3);
  expect(ownErrors(problems)).toEqual([]);
});

test('unmount shows every item again and puts the buttons back', async ({ page, problems }) => {
  const bar = await open(page, TEAM);
  await button(bar, 'Design').click();
  await expect(people(page)).toHaveText(['Ana Duarte', 'Chloé Martin']);
  await bar.evaluate((el) => window.haWidgets!.unmount(el));
  await expect(people(page)).toHaveText(EVERYONE);
  await expect(page.locator('#team-grid [hidden], #team-grid .ha-filter-bar__hidden')).toHaveCount(0);
  await expect(button(bar, 'All')).toHaveClass(/ha-filter__item--active/);
  await expect(button(bar, 'Design')).not.toHaveClass(/ha-filter__item--active/);
  await expect(button(bar, 'All')).not.toHaveAttribute('aria-controls');
  await expect(bar.getByRole('status')).toHaveCount(0);
  expect(ownErrors(problems)).toEqual([]);
});

// A default filter other than "all" hides items at mount, and what follows them moves: the items are
// anywhere on the page, out of reach of the premount stylesheet. So this page has only "all" defaults.
test('mounting with the default filter "all" shifts no layout', async ({ page }) => {
  await rewrite(page, PAGE, (html) => html.replace('data-default-filter=".travel" role', 'data-default-filter="*" role'));
  await recordLayoutShift(page);
  await page.goto(PAGE);
  for (const id of [TEAM, JOURNAL, BAD]) await expectReady(widget(page, id));
  await page.evaluate(() => new Promise(requestAnimationFrame));
  expect(await layoutShift(page)).toBe(0);
});
