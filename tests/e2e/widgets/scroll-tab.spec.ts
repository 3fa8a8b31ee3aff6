import type { Locator, Page } from '@playwright/test';
import { test, expect, widget, expectReady, ownErrors, unmountRestores } from '../helpers';
import { longTasks, recordLongTasks, wheelThrough } from '../long-tasks';

const PAGE = '/widgets/scroll-tab.html';
const ID = 'st00001';
const HEIGHT = 800;
const NAMES = ['Plan', 'Design', 'Build', 'Launch'];

async function open(page: Page): Promise<Locator> {
  await page.setViewportSize({ width: 1280, height: HEIGHT });
  await page.goto(PAGE);
  const tabs = widget(page, ID);
  await tabs.scrollIntoViewIfNeeded();
  await expectReady(tabs);
  return tabs;
}

const selected = (tabs: Locator) => tabs.getByRole('tab', { selected: true });
const panelTop = (tabs: Locator, n: number) => tabs.locator(`#ha-scroll-tab-${ID}-${n}`).evaluate((el) => el.getBoundingClientRect().top);

test('a tab list per the WAI-ARIA tabs pattern; the active tab follows the panel in view, 200 ms after scrolling stops', async ({ page, problems }) => {
  const tabs = await open(page);
  const list = tabs.getByRole('tablist');
  await expect(list).toHaveAttribute('aria-orientation', 'vertical');
  await expect(list.getByRole('tab')).toHaveText(NAMES);
  await expect(selected(tabs)).toHaveText('Plan');
  for (const [i, name] of NAMES.entries()) {
    const tab = tabs.getByRole('tab', { name });
    await expect(tabs.getByRole('tabpanel', { name })).toHaveAttribute('id', `ha-scroll-tab-${ID}-${i + 1}`);
    await expect(tab).toHaveAttribute('aria-controls', `ha-scroll-tab-${ID}-${i + 1}`);
    await expect(tab).toHaveAttribute('tabindex', i === 0 ? '0' : '-1');
  }
  // Every selection change, with the time since the last scroll event before it.
  await page.evaluate(() => {
    const w = window as unknown as { lastScroll: number; changes: { name: string; after: number }[] };
    w.lastScroll = 0;
    w.changes = [];
    addEventListener('scroll', () => (w.lastScroll = performance.now()), { passive: true });
    new MutationObserver((records) => {
      for (const { target } of records) {
        const tab = target as Element;
        if (tab.getAttribute('aria-selected') === 'true') w.changes.push({ name: tab.textContent!, after: performance.now() - w.lastScroll });
      }
    }).observe(document.querySelector('.ha-scroll-tab-nav')!, { subtree: true, attributeFilter: ['aria-selected'] });
  });
  // Panel 3's top just above the activation line (40% of the window).
  const third = await panelTop(tabs, 3);
  await page.mouse.move(900, 400);
  await page.mouse.wheel(0, third - HEIGHT * 0.3);
  await expect(selected(tabs)).toHaveText('Build');
  await expect(tabs.locator('.ha-scroll-tab-panel.active')).toHaveAttribute('id', `ha-scroll-tab-${ID}-3`);
  await expect(tabs.locator('.ha-scroll-tab-nav-item.active')).toHaveText('Build');
  await expect(tabs.getByRole('tab', { name: 'Build' })).toHaveAttribute('tabindex', '0');
  await page.mouse.wheel(0, -(HEIGHT * 0.9));
  await expect(selected(tabs)).toHaveText('Design');
  const changes = await page.evaluate(() => (window as unknown as { changes: { name: string; after: number }[] }).changes);
  expect(changes.map(({ name }) => name)).toEqual(['Build', 'Design']);
  for (const { after } of changes) expect(after).toBeGreaterThanOrEqual(195);
  expect(ownErrors(problems)).toEqual([]);
});

test('choosing a tab scrolls its panel to the top (below the offset) and keeps it active', async ({ page, problems }) => {
  const tabs = await open(page);
  await tabs.getByRole('tab', { name: 'Launch' }).click();
  await expect(selected(tabs)).toHaveText('Launch');
  await expect.poll(() => panelTop(tabs, 4)).toBeCloseTo(24, 0);
  await page.waitForTimeout(400);
  await expect(selected(tabs)).toHaveText('Launch');
  expect(new URL(page.url()).hash).toBe('');
  await tabs.getByRole('tab', { name: 'Plan' }).click();
  await expect.poll(() => panelTop(tabs, 1)).toBeCloseTo(24, 0);
  await expect(selected(tabs)).toHaveText('Plan');
  expect(ownErrors(problems)).toEqual([]);
});

test('keyboard: arrows, Home and End move to a tab and scroll to its panel; Tab leaves the list', async ({ page, problems }) => {
  const tabs = await open(page);
  await tabs.getByRole('tab', { name: 'Plan' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(tabs.getByRole('tab', { name: 'Design' })).toBeFocused();
  await expect(selected(tabs)).toHaveText('Design');
  await expect.poll(() => panelTop(tabs, 2)).toBeCloseTo(24, 0);
  await page.keyboard.press('End');
  await expect(tabs.getByRole('tab', { name: 'Launch' })).toBeFocused();
  await expect.poll(() => panelTop(tabs, 4)).toBeCloseTo(24, 0);
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Plan' })).toBeFocused();
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowUp');
  await expect(selected(tabs)).toHaveText('Launch');
  await expect.poll(() => panelTop(tabs, 4)).toBeCloseTo(24, 0);
  // One tab stop: Tab goes on into the page, not to the next tab.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).not.toBe('tab');
  expect(ownErrors(problems)).toEqual([]);
});

test('with reduced motion a tab jumps to its panel at once; scrolling runs no task over 50 ms', async ({ page, problems }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const tabs = await open(page);
  const before = await page.evaluate(() => scrollY);
  await tabs.getByRole('tab', { name: 'Build' }).click();
  // At once: the very next frame has the panel in place.
  expect(await page.evaluate(() => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(scrollY))))).not.toBe(before);
  expect(Math.round(await panelTop(tabs, 3))).toBe(24);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.evaluate(() => window.scrollTo(0, 0));
  await recordLongTasks(page);
  await wheelThrough(page, 30, 120);
  await expect(selected(tabs)).toHaveText('Launch');
  expect(await longTasks(page)).toEqual([]);
  expect(ownErrors(problems)).toEqual([]);
});

test('unmounting gives the printed markup back', async ({ page }) => {
  const tabs = await open(page);
  await tabs.getByRole('tab', { name: 'Build' }).click();
  await expect(selected(tabs)).toHaveText('Build');
  expect(await unmountRestores(page, ID)).toBe(true);
});
