import type { Locator, Page } from '@playwright/test';
import { test, expect, widget, expectReady, ownErrors, recordLayoutShift, layoutShift, countMounts, mountCounts } from '../helpers';

const PAGE = '/widgets/advanced-tabs.html';

/** Desktop tabs of one widget (the mobile titles are buttons, and hidden on desktop). */
const tabsOf = (tabs: Locator) => tabs.locator(':scope > .elementor-widget-container > .ha-tabs > .ha-tabs__nav > .ha-tab__title');
const panelsOf = (tabs: Locator) => tabs.locator(':scope > .elementor-widget-container > .ha-tabs > .ha-tabs__content > .ha-tab__content');

async function expectOnly(tabs: Locator, index: number): Promise<void> {
  const panels = panelsOf(tabs);
  const titles = tabsOf(tabs);
  const count = await panels.count();
  for (let i = 0; i < count; i++) {
    if (i === index) {
      await expect(panels.nth(i)).toBeVisible();
      await expect(panels.nth(i)).toHaveClass(/ha-tab--active/);
      await expect(titles.nth(i)).toHaveAttribute('aria-selected', 'true');
      await expect(titles.nth(i)).toHaveAttribute('tabindex', '0');
    } else {
      await expect(panels.nth(i)).toBeHidden();
      await expect(panels.nth(i)).not.toHaveClass(/ha-tab--active/);
      await expect(titles.nth(i)).toHaveAttribute('aria-selected', 'false');
      await expect(titles.nth(i)).toHaveAttribute('tabindex', '-1');
    }
  }
}

async function open(page: Page, id: string): Promise<Locator> {
  await page.goto(PAGE);
  const tabs = widget(page, id);
  await expectReady(tabs);
  return tabs;
}

test('a click shows its panel and hides the others', async ({ page, problems }) => {
  const tabs = await open(page, 'a200c77');
  await expectOnly(tabs, 0);
  await expect(tabs.locator('.ha-tab__title--mobile').first()).toBeHidden();

  await tabs.getByRole('tab', { name: 'Trial' }).click();
  await expectOnly(tabs, 2);
  await expect(tabs.getByRole('tabpanel', { name: 'Trial' })).toContainText('12 hours');

  await tabs.getByRole('tab', { name: '1 screen' }).click();
  await expectOnly(tabs, 1);
  expect(ownErrors(problems)).toEqual([]);
});

test('without the page stylesheet, the widget CSS alone hides inactive panels and the mobile titles', async ({ page, problems }) => {
  const tabs = await open(page, 'a200c77');
  await page.evaluate(() => {
    (document.getElementById('page-css') as HTMLStyleElement).sheet!.disabled = true;
  });
  await expectOnly(tabs, 0);
  await expect(tabs.locator('.ha-tab__title--mobile').first()).toBeHidden();
  await tabs.getByRole('tab', { name: 'Trial' }).click();
  await expectOnly(tabs, 2);
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(tabs.locator('.ha-tabs__nav')).toBeHidden();
  await expect(tabs.locator('.ha-tab__title--mobile').first()).toBeVisible();
  expect(ownErrors(problems)).toEqual([]);
});

for (const width of [1280, 375]) {
  test(`mounting shifts no layout at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await recordLayoutShift(page);
    await page.goto(PAGE);
    for (const id of ['a200c77', 'e5b025f', 'd62a547', '7c1a0e2', '5b2e9d4', '9f0a3c1', '9f0a3c2', '4d8e6f0'])
      await expectReady(widget(page, id));
    // Let a last frame render before reading.
    await page.evaluate(() => new Promise(requestAnimationFrame));
    expect(await layoutShift(page)).toBe(0);
  });
}

test('the tablist holds only the tabs, and each tab controls its real panel', async ({ page, problems }) => {
  const tabs = await open(page, 'a200c77');
  await expect(tabs.locator('.ha-tabs')).not.toHaveAttribute('role');
  await expect(tabs.locator('.ha-tabs__nav')).toHaveAttribute('role', 'tablist');
  await expect(tabs.getByRole('tablist').getByRole('tab')).toHaveCount(3);
  await expect(tabsOf(tabs).nth(1)).toHaveAttribute('aria-controls', 'ha-tab-content-1692');
  await expect(panelsOf(tabs).nth(1)).toHaveAttribute('aria-labelledby', 'ha-tab-title-1692');
  await expect(panelsOf(tabs).nth(1)).toHaveAttribute('tabindex', '0');
  expect(ownErrors(problems)).toEqual([]);
});

test('keyboard: Tab reaches the active tab only, arrows, Home and End move focus and selection', async ({ page, problems }) => {
  const tabs = await open(page, 'a200c77');
  const titles = tabsOf(tabs);
  // Start sequential focus just before the widget.
  await page.locator('.elementor-element-a1b2c01 .fixture-note').click();
  await page.keyboard.press('Tab');
  await expect(titles.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(titles.nth(1)).toBeFocused();
  await expectOnly(tabs, 1);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(titles.nth(0)).toBeFocused();
  await expectOnly(tabs, 0);
  await page.keyboard.press('ArrowLeft');
  await expect(titles.nth(2)).toBeFocused();
  await expectOnly(tabs, 2);
  await page.keyboard.press('Home');
  await expect(titles.nth(0)).toBeFocused();
  await expectOnly(tabs, 0);
  await page.keyboard.press('End');
  await expect(titles.nth(2)).toBeFocused();
  await expectOnly(tabs, 2);
  // Up/Down do nothing in a horizontal nav.
  await page.keyboard.press('ArrowDown');
  await expect(titles.nth(2)).toBeFocused();
  await expectOnly(tabs, 2);
  // Tab leaves the tablist for the active panel.
  await page.keyboard.press('Tab');
  await expect(panelsOf(tabs).nth(2)).toBeFocused();
  expect(ownErrors(problems)).toEqual([]);
});

test('keyboard: Enter and Space activate a focused tab', async ({ page, problems }) => {
  const tabs = await open(page, 'e5b025f');
  await tabsOf(tabs).nth(1).focus();
  await expectOnly(tabs, 0);
  await page.keyboard.press('Enter');
  await expectOnly(tabs, 1);
  await tabsOf(tabs).nth(0).focus();
  await page.keyboard.press(' ');
  await expectOnly(tabs, 0);
  expect(ownErrors(problems)).toEqual([]);
});

test('vertical nav: server-marked tab starts active, Up/Down move with wrap-around', async ({ page, problems }) => {
  const tabs = await open(page, '7c1a0e2');
  await expect(tabs.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
  await expectOnly(tabs, 1);
  await tabsOf(tabs).nth(1).focus();
  await page.keyboard.press('ArrowDown');
  await expect(tabsOf(tabs).nth(2)).toBeFocused();
  await expectOnly(tabs, 2);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(tabsOf(tabs).nth(0)).toBeFocused();
  await expectOnly(tabs, 0);
  await page.keyboard.press('ArrowUp');
  await expectOnly(tabs, 3);
  await page.keyboard.press('ArrowLeft');
  await expectOnly(tabs, 2);
  expect(ownErrors(problems)).toEqual([]);
});

test('default tab from activeItemIndex', async ({ page, problems }) => {
  const tabs = await open(page, '5b2e9d4');
  await expectOnly(tabs, 1);
  await expect(tabs.getByRole('tabpanel')).toHaveText(/two months free/);
  expect(problems.warnings.filter((text) => text.includes('5b2e9d4'))).toEqual([]);
  expect(ownErrors(problems)).toEqual([]);
});

test('bad settings: first tab, ready, and a debug warning naming the widget', async ({ page, problems }) => {
  await page.goto(PAGE);
  for (const id of ['9f0a3c1', '9f0a3c2']) {
    const tabs = widget(page, id);
    await expectReady(tabs);
    await expectOnly(tabs, 0);
    await tabsOf(tabs).nth(2).click();
    await expectOnly(tabs, 2);
  }
  await expect
    .poll(() => problems.warnings.filter((text) => /ha-advanced-tabs #9f0a3c1: .*activeItemIndex "abc"/.test(text)))
    .toHaveLength(1);
  await expect
    .poll(() => problems.warnings.filter((text) => /ha-advanced-tabs #9f0a3c2: .*activeItemIndex 99 is out of range/.test(text)))
    .toHaveLength(1);
  expect(ownErrors(problems)).toEqual([]);
});

test('mobile: the accordion titles replace the nav and activate their tab', async ({ page, problems }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const tabs = await open(page, 'a200c77');
  const mobile = tabs.locator('.ha-tab__title--mobile');
  await expect(tabs.locator('.ha-tabs__nav')).toBeHidden();
  await expect(mobile).toHaveCount(3);
  for (const i of [0, 1, 2]) await expect(mobile.nth(i)).toBeVisible();
  await expect(mobile.nth(0)).toHaveAttribute('aria-expanded', 'true');

  await tabs.getByRole('button', { name: 'Trial' }).click();
  await expect(panelsOf(tabs).nth(2)).toBeVisible();
  await expect(panelsOf(tabs).nth(0)).toBeHidden();
  await expect(panelsOf(tabs).nth(1)).toBeHidden();
  await expect(mobile.nth(2)).toHaveAttribute('aria-expanded', 'true');
  await expect(mobile.nth(2)).toHaveClass(/ha-tab--active/);
  await expect(mobile.nth(0)).toHaveAttribute('aria-expanded', 'false');

  await mobile.nth(1).focus();
  await page.keyboard.press('Enter');
  await expect(panelsOf(tabs).nth(1)).toBeVisible();
  await expect(panelsOf(tabs).nth(2)).toBeHidden();

  // Back on desktop, the nav shows the tab chosen on mobile.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(tabs.locator('.ha-tabs__nav')).toBeVisible();
  await expect(mobile.nth(1)).toBeHidden();
  await expectOnly(tabs, 1);
  expect(ownErrors(problems)).toEqual([]);
});

test('a switch fires window resize and ha:nested:change; re-selecting the active tab fires nothing', async ({ page, problems }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { resizes: number; changes: unknown[] };
    w.resizes = 0;
    w.changes = [];
    window.addEventListener('resize', () => w.resizes++);
    window.addEventListener('ha:nested:change', (event) => w.changes.push((event as CustomEvent).detail.index));
  });
  const tabs = await open(page, 'e5b025f');
  const read = () =>
    page.evaluate(() => {
      const w = window as unknown as { resizes: number; changes: unknown[] };
      return { resizes: w.resizes, changes: [...w.changes] };
    });
  const before = await read();
  expect(before.changes).toEqual([]);

  await tabsOf(tabs).nth(0).click();
  expect(await read()).toEqual(before);

  await tabsOf(tabs).nth(1).click();
  await expectOnly(tabs, 1);
  const after = await read();
  expect(after.resizes).toBe(before.resizes + 1);
  expect(after.changes).toEqual([1]);
  expect(ownErrors(problems)).toEqual([]);
});

test('a nested countdown mounts once, keeps its node and keeps ticking across switches', async ({ page, problems }) => {
  await countMounts(page);
  const tabs = await open(page, '4d8e6f0');
  const countdown = widget(page, 'c0de5a1');
  await expect(countdown).toBeHidden();

  await tabs.getByRole('tab', { name: 'Offer ends' }).click();
  await expect(countdown).toBeVisible();
  await expectReady(countdown);
  await countdown.evaluate((el) => ((el as unknown as { marker: string }).marker = 'server node'));

  for (let round = 0; round < 3; round++) {
    await tabs.getByRole('tab', { name: 'Details' }).click();
    await expect(countdown).toBeHidden();
    await tabs.getByRole('tab', { name: 'Offer ends' }).click();
    await expect(countdown).toBeVisible();
  }
  const mounts = await mountCounts(page);
  expect(mounts['c0de5a1']).toBe(1);
  expect(mounts['4d8e6f0']).toBe(1);
  expect(await countdown.evaluate((el) => (el as unknown as { marker?: string }).marker)).toBe('server node');

  const seconds = countdown.locator('.ha-countdown-seconds');
  const shown = await seconds.textContent();
  await expect(seconds).not.toHaveText(shown ?? '', { timeout: 3000 });
  expect(ownErrors(problems)).toEqual([]);
});

test('unmount restores the server attributes and removes the listeners', async ({ page, problems }) => {
  const tabs = await open(page, '7c1a0e2');
  await tabsOf(tabs).nth(3).click();
  await expectOnly(tabs, 3);
  await tabs.evaluate((el) => window.haWidgets!.unmount(el));

  const root = tabs.locator('.ha-tabs');
  await expect(root).toHaveAttribute('role', 'tablist');
  await expect(tabs.locator('.ha-tabs__nav')).not.toHaveAttribute('role');
  await expect(tabs.locator('.ha-tabs__nav')).not.toHaveAttribute('aria-orientation');
  const titles = tabsOf(tabs);
  const panels = panelsOf(tabs);
  for (let i = 0; i < 4; i++) {
    await expect(titles.nth(i)).toHaveAttribute('aria-controls', `ha-tab__content-${3102 + i}`);
    await expect(titles.nth(i)).not.toHaveAttribute('tabindex');
    await expect(titles.nth(i)).not.toHaveAttribute('aria-selected');
    await expect(panels.nth(i)).not.toHaveAttribute('hidden');
    await expect(panels.nth(i)).not.toHaveAttribute('tabindex');
    await expect(tabs.locator('.ha-tab__title--mobile').nth(i)).toHaveAttribute('role', 'tab');
  }
  // The server marked tab 2 active; that mark is back, the one added for tab 4 is gone.
  await expect(tabs.locator('.ha-tab--active')).toHaveCount(3);
  await expect(titles.nth(1)).toHaveClass(/ha-tab--active/);
  await expect(titles.nth(3)).not.toHaveClass(/ha-tab--active/);

  await titles.nth(0).click();
  await expect(titles.nth(0)).not.toHaveClass(/ha-tab--active/);
  expect(ownErrors(problems)).toEqual([]);
});

test.describe('deep links', () => {
  const links = (page: Page) => page.locator('#tabs-deep-links');

  test('a hash naming a tab title selects that tab on load, over activeItemIndex, and scrolls it into view', async ({ page, problems }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto(`${PAGE}#ha-tab-title-4204`);
    const tabs = widget(page, '5b2e9d4');
    await expectReady(tabs);
    await expectOnly(tabs, 2);
    await expect(tabsOf(tabs).nth(2)).toBeInViewport();
    // The other tabs widgets keep their own start.
    for (const [id, index] of [['a200c77', 0], ['7c1a0e2', 1], ['e5b025f', 0]] as const) {
      await expectReady(widget(page, id));
      await expectOnly(widget(page, id), index);
    }
    expect(problems.warnings.filter((text) => text.includes('5b2e9d4'))).toEqual([]);
    expect(ownErrors(problems)).toEqual([]);
  });

  test('a hash naming a panel, or an element inside one, selects its tab and brings it into view', async ({ page, problems }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto(`${PAGE}#ha-tab-content-3105`);
    const tabs = widget(page, '7c1a0e2');
    await expectReady(tabs);
    await expectOnly(tabs, 3);
    // The link names the whole panel: its tab title is brought into view.
    await expect(tabsOf(tabs).nth(3)).toBeInViewport();

    await tabsOf(tabs).nth(0).click();
    await expectOnly(tabs, 0);
    await links(page).getByRole('link', { name: 'the refund window (inside a panel)' }).click();
    await expectOnly(tabs, 3);
    await expect(page.locator('#refund-window')).toBeInViewport();
    expect(ownErrors(problems)).toEqual([]);
  });

  test('a hash change selects the tab; a link to the hash already shown selects it again', async ({ page, problems }) => {
    const tabs = await open(page, 'a200c77');
    await expectOnly(tabs, 0);
    await page.evaluate(() => (location.hash = '#ha-tab-title-1692'));
    await expectOnly(tabs, 1);
    // Back and forward move between hashes too.
    await page.evaluate(() => (location.hash = '#ha-tab-content-1691'));
    await expectOnly(tabs, 0);
    await page.goBack();
    await expectOnly(tabs, 1);

    await links(page).getByRole('link', { name: 'Trial (a tab title)' }).click();
    await expectOnly(tabs, 2);
    await tabsOf(tabs).nth(0).click();
    await expectOnly(tabs, 0);
    expect(await page.evaluate(() => location.hash)).toBe('#ha-tab-title-1693');
    await links(page).getByRole('link', { name: 'Trial (a tab title)' }).click();
    await expectOnly(tabs, 2);
    // A hash naming nothing in the tabs changes nothing.
    await page.evaluate(() => (location.hash = '#tabs-deep-links'));
    await page.evaluate(() => (location.hash = '#no-such-id'));
    await page.evaluate(() => (location.hash = '#elementor-action%3Aaction%3Dpopup'));
    await expectOnly(tabs, 2);
    expect(ownErrors(problems)).toEqual([]);
  });

  test('mobile: the linked tab opens under its accordion-style title, which is brought into view', async ({ page, problems }) => {
    await page.setViewportSize({ width: 375, height: 600 });
    await page.goto(`${PAGE}#ha-tab-content-3105`);
    const tabs = widget(page, '7c1a0e2');
    await expectReady(tabs);
    await expect(panelsOf(tabs).nth(3)).toBeVisible();
    await expect(panelsOf(tabs).nth(1)).toBeHidden();
    const mobile = tabs.locator('.ha-tab__title--mobile').nth(3);
    await expect(mobile).toHaveAttribute('aria-expanded', 'true');
    await expect(mobile).toBeInViewport();
    expect(ownErrors(problems)).toEqual([]);
  });

  test('editor mode: the hash is ignored, the default tab shows', async ({ page, problems }) => {
    await page.route(`**${PAGE}`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('{ debug: true }', '{ debug: true, editMode: true }');
      await route.fulfill({ response, body: html });
    });
    await page.goto(`${PAGE}#ha-tab-title-1693`);
    const tabs = widget(page, 'a200c77');
    await expectReady(tabs);
    await expectOnly(tabs, 0);
    await page.evaluate(() => (location.hash = '#ha-tab-content-1692'));
    await tabsOf(tabs).nth(2).click();
    await expectOnly(tabs, 2);
    expect(ownErrors(problems)).toEqual([]);
  });
});
