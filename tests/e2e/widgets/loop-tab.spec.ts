import type { Locator, Page } from '@playwright/test';
import {
  test,
  expect,
  widget,
  expectReady,
  ownErrors,
  recordLayoutShift,
  layoutShift,
  countMounts,
  mountCounts,
  wheelOutOfView,
  type PageProblems,
} from '../helpers';

const PAGE = '/widgets/loop-tab.html';

const tabsOf = (tabs: Locator) => tabs.locator('.ha-loop-tab-nav > .ha-loop-tab-nav-item');
const panelsOf = (tabs: Locator) => tabs.locator('.ha-loop-tab-contents > .ha-loop-tab_content');
const toggleOf = (tabs: Locator) => tabs.locator('.ha-loop-tab__control button');

/** Exactly tab `index` is selected and shows its panel; with `filling`, its border is the one filling. */
async function expectOnly(tabs: Locator, index: number, filling = true): Promise<void> {
  const titles = tabsOf(tabs);
  const panels = panelsOf(tabs);
  const count = await titles.count();
  for (let i = 0; i < count; i++) {
    const on = i === index;
    await expect(titles.nth(i)).toHaveAttribute('aria-selected', String(on));
    await expect(titles.nth(i)).toHaveAttribute('tabindex', on ? '0' : '-1');
    if (on) {
      await expect(titles.nth(i)).toHaveClass(/\bactive\b/);
      await expect(panels.nth(i)).toBeVisible();
      await expect(panels.nth(i)).toHaveClass(/\bactive\b/);
    } else {
      await expect(titles.nth(i)).not.toHaveClass(/\bactive\b/);
      await expect(panels.nth(i)).toBeHidden();
    }
    if (on && filling) await expect(titles.nth(i)).toHaveClass(/\bfilling\b/);
    else await expect(titles.nth(i)).not.toHaveClass(/\bfilling\b/);
  }
}

interface Fill {
  count: number;
  state?: string;
  time?: number;
  duration?: number;
}

/** The Web Animations on a tab's border. */
function fillOf(tab: Locator): Promise<Fill> {
  return tab.locator('.tab-border').evaluate((rect) => {
    const animations = rect.getAnimations();
    const first = animations[0];
    return {
      count: animations.length,
      state: first?.playState,
      time: first ? Number(first.currentTime) : undefined,
      duration: first ? Number(first.effect?.getTiming().duration) : undefined,
    };
  });
}

/**
 * Opens the page with its clock stopped (time moves only by `page.clock.runFor`) and the widget in
 * view; `rotating`: waits until its rotation runs.
 */
async function open(page: Page, id: string, { rotating = true } = {}): Promise<Locator> {
  const start = Date.parse('2030-01-01T09:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
  await page.goto(PAGE);
  const tabs = widget(page, id);
  await expectReady(tabs);
  await tabs.scrollIntoViewIfNeeded();
  if (rotating) await expect.poll(async () => (await fillOf(tabs.locator('.ha-loop-tab-nav-item.active'))).state).toBe('running');
  return tabs;
}

const away = (page: Page) => page.mouse.move(1, 1);

async function hoverCentre(page: Page, locator: Locator): Promise<void> {
  await locator.scrollIntoViewIfNeeded();
  const box = (await locator.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
}

function warningsFor(problems: PageProblems, id: string): string[] {
  return problems.warnings.filter((text) => text.includes(`#${id}`));
}

test('the active tab advances after the delay while its border fills, and wraps around', async ({ page, problems }) => {
  const tabs = await open(page, '1a0b002');
  const titles = tabsOf(tabs);
  await expectOnly(tabs, 0);
  const fill = await fillOf(titles.nth(0));
  expect(fill).toMatchObject({ count: 1, state: 'running', duration: 3000 });
  expect((await fillOf(titles.nth(1))).count).toBe(0);

  await page.clock.runFor(2900);
  await expectOnly(tabs, 0);
  await page.clock.runFor(200);
  await expectOnly(tabs, 1);
  expect((await fillOf(titles.nth(0))).count).toBe(0);
  expect(await fillOf(titles.nth(1))).toMatchObject({ count: 1, state: 'running' });
  await expect(panelsOf(tabs).nth(1)).toHaveText(/Develop panel/);

  for (const next of [2, 3, 0]) {
    await page.clock.runFor(3000);
    await expectOnly(tabs, next);
  }
  expect(ownErrors(problems)).toEqual([]);
});

test('the border is built from the settings: height raised to 45, radius capped, stroke 3', async ({ page, problems }) => {
  const tabs = await open(page, '1a0b002');
  const svg = tabsOf(tabs).nth(0).locator('svg.tab-svg');
  await expect(svg).toHaveAttribute('viewBox', '0 0 200 45');
  await expect(svg).toHaveAttribute('aria-hidden', 'true');
  const rect = svg.locator('.tab-border');
  await expect(rect).toHaveAttribute('stroke-width', '3');
  await expect(rect).toHaveAttribute('rx', '21');
  await expect(rect).toHaveAttribute('width', '197');
  // The browser's own measure of the rounded rectangle (its arcs approximated) matches the dash length.
  const { total, dash } = await rect.evaluate((el) => ({
    total: (el as SVGRectElement).getTotalLength(),
    dash: Number(el.getAttribute('stroke-dasharray')),
  }));
  expect(Math.abs(total - dash) / dash).toBeLessThan(0.005);
  expect(ownErrors(problems)).toEqual([]);
});

test('hovering pauses the fill where it is, leaving goes on from there', async ({ page, problems }) => {
  const tabs = await open(page, '1a0b002');
  const first = tabsOf(tabs).nth(0);
  await page.clock.runFor(1000);
  await hoverCentre(page, panelsOf(tabs).nth(0));
  await expect.poll(async () => (await fillOf(first)).state).toBe('paused');
  expect((await fillOf(first)).time).toBeCloseTo(1000, 0);

  await page.clock.runFor(10_000);
  await expectOnly(tabs, 0);
  expect((await fillOf(first)).time).toBeCloseTo(1000, 0);

  await away(page);
  await expect.poll(async () => (await fillOf(first)).state).toBe('running');
  await page.clock.runFor(1900);
  await expectOnly(tabs, 0);
  await page.clock.runFor(100);
  await expectOnly(tabs, 1);
  expect(ownErrors(problems)).toEqual([]);
});

test('a click opens the clicked tab and starts a new fill toward the next', async ({ page, problems }) => {
  const tabs = await open(page, '1a0b002');
  const titles = tabsOf(tabs);
  await page.clock.runFor(2000);
  await titles.nth(2).click();
  await expectOnly(tabs, 2);
  expect(await fillOf(titles.nth(2))).toMatchObject({ count: 1, time: 0 });
  expect((await fillOf(titles.nth(0))).count).toBe(0);

  // The pointer still rests on the tab: the fill waits for it to leave.
  await page.clock.runFor(5000);
  await expectOnly(tabs, 2);
  await away(page);
  await page.clock.runFor(2900);
  await expectOnly(tabs, 2);
  await page.clock.runFor(100);
  await expectOnly(tabs, 3);
  expect(ownErrors(problems)).toEqual([]);
});

test('scrolled out of view the rotation holds where it was; back in view it goes on from there', async ({ page, problems }) => {
  const tabs = await open(page, '1a0b002');
  const titles = tabsOf(tabs);
  await page.clock.runFor(1000);
  const distance = await wheelOutOfView(page, tabs);
  await expect.poll(async () => (await fillOf(titles.nth(0))).state).toBe('paused');
  await page.clock.runFor(5000);
  await expectOnly(tabs, 0);
  await page.mouse.wheel(0, -distance);
  await expect.poll(async () => (await fillOf(titles.nth(0))).state).toBe('running');
  await page.clock.runFor(1900);
  await expectOnly(tabs, 0);
  await page.clock.runFor(200);
  await expectOnly(tabs, 1);
  expect(ownErrors(problems)).toEqual([]);
});

test('hover action: hovering a tab opens it, and the rotation goes on', async ({ page, problems }) => {
  const tabs = await open(page, '1a0b003');
  const titles = tabsOf(tabs);
  await expectOnly(tabs, 0);
  await hoverCentre(page, titles.nth(2));
  await expectOnly(tabs, 2);
  await hoverCentre(page, titles.nth(1));
  await expectOnly(tabs, 1);
  expect((await fillOf(titles.nth(1))).state).toBe('running');
  await page.clock.runFor(8000);
  await expectOnly(tabs, 2);
  expect(ownErrors(problems)).toEqual([]);
});

test('at 767 px the hover action is off: hover does not open a tab, a click does', async ({ page, problems }) => {
  await page.setViewportSize({ width: 767, height: 900 });
  const tabs = await open(page, '1a0b003');
  const titles = tabsOf(tabs);
  await hoverCentre(page, titles.nth(2));
  await expect.poll(async () => (await fillOf(titles.nth(0))).state).toBe('paused');
  await expectOnly(tabs, 0);
  await titles.nth(2).click();
  await expectOnly(tabs, 2);
  expect(ownErrors(problems)).toEqual([]);
});

test('keyboard: the pause button comes first, focus stops the rotation, arrows Home End Enter Space select', async ({ page, problems }) => {
  const tabs = await open(page, '1a0b001');
  const titles = tabsOf(tabs);
  const toggle = toggleOf(tabs);
  await expect(tabs.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
  await expect(toggle).toHaveAccessibleName('Pause tab rotation');

  await page.locator('.elementor-element-5a1b001 .fixture-note').click();
  await page.keyboard.press('Tab');
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(titles.nth(0)).toBeFocused();
  await expect(toggle).toHaveAccessibleName('Play tab rotation');

  await page.keyboard.press('ArrowDown');
  await expect(titles.nth(1)).toBeFocused();
  await expectOnly(tabs, 1);
  await page.keyboard.press('ArrowRight');
  await expectOnly(tabs, 2);
  await page.keyboard.press('ArrowDown');
  await expect(titles.nth(0)).toBeFocused();
  await expectOnly(tabs, 0);
  await page.keyboard.press('End');
  await expectOnly(tabs, 2);
  await page.keyboard.press('Home');
  await expectOnly(tabs, 0);
  await titles.nth(1).focus();
  await page.keyboard.press('Enter');
  await expectOnly(tabs, 1);
  await titles.nth(2).focus();
  await page.keyboard.press(' ');
  await expectOnly(tabs, 2);

  // Stopped: no rotation however long it waits.
  await page.clock.runFor(20_000);
  await expectOnly(tabs, 2);
  expect((await fillOf(titles.nth(2))).state).toBe('paused');

  // Tab leaves the tablist for the active panel.
  await page.keyboard.press('Tab');
  await expect(panelsOf(tabs).nth(2)).toBeFocused();

  // Play again from the button.
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAccessibleName('Pause tab rotation');
  await page.clock.runFor(8000);
  await expectOnly(tabs, 0);
  expect(ownErrors(problems)).toEqual([]);
});

test('the pause button holds and plays the rotation', async ({ page, problems }) => {
  const tabs = await open(page, '1a0b002');
  const toggle = toggleOf(tabs);
  await toggle.click();
  await expect(toggle).toHaveAccessibleName('Play tab rotation');
  await page.clock.runFor(10_000);
  await expectOnly(tabs, 0);
  await toggle.click();
  await expect(toggle).toHaveAccessibleName('Pause tab rotation');
  await page.clock.runFor(3000);
  await expectOnly(tabs, 1);
  expect(ownErrors(problems)).toEqual([]);
});

test('reduced motion: no rotation, no fill, no button; the tabs work by hand', async ({ page, problems }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const tabs = await open(page, '1a0b002', { rotating: false });
  const titles = tabsOf(tabs);
  await expectOnly(tabs, 0, false);
  await expect(toggleOf(tabs)).toHaveCount(0);
  expect((await fillOf(titles.nth(0))).count).toBe(0);
  await page.clock.runFor(20_000);
  await expectOnly(tabs, 0, false);
  await titles.nth(3).click();
  await expectOnly(tabs, 3, false);
  expect(ownErrors(problems)).toEqual([]);
});

test('editor mode: the rotation is held until the button plays it', async ({ page, problems }) => {
  await page.route(`**${PAGE}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace('{ debug: true }', '{ debug: true, editMode: true }');
    await route.fulfill({ response, body });
  });
  const tabs = await open(page, '1a0b002', { rotating: false });
  const toggle = toggleOf(tabs);
  await expect(toggle).toHaveAccessibleName('Play tab rotation');
  await page.clock.runFor(10_000);
  await expectOnly(tabs, 0);
  await toggle.click();
  await page.clock.runFor(2900);
  await expectOnly(tabs, 0);
  await page.clock.runFor(100);
  await expectOnly(tabs, 1);
  expect(ownErrors(problems)).toEqual([]);
});

test('bad settings: ready, defaults (8 s, click action), one debug warning naming the widget', async ({ page, problems }) => {
  const tabs = await open(page, '1a0b004');
  const titles = tabsOf(tabs);
  await expectOnly(tabs, 0);
  expect((await fillOf(titles.nth(0))).duration).toBe(8000);
  await expect(titles.nth(0).locator('svg')).toHaveAttribute('viewBox', '0 0 280 65');
  await page.clock.runFor(7900);
  await expectOnly(tabs, 0);
  await page.clock.runFor(100);
  await expectOnly(tabs, 1);
  // Click action: hovering a tab does not open it.
  await hoverCentre(page, titles.nth(0));
  await page.clock.runFor(500);
  await expectOnly(tabs, 1);
  await expect.poll(() => warningsFor(problems, '1a0b004')).toHaveLength(1);
  const [warning] = warningsFor(problems, '1a0b004');
  for (const key of ['tab_action', 'tab_transition_delay', 'tab_nav_item_width', 'tab_nav_item_height', 'tab_nav_item_stroke_width'])
    expect(warning).toContain(key);
  expect(warningsFor(problems, '1a0b001')).toEqual([]);
  expect(ownErrors(problems)).toEqual([]);
});

test('the tablist holds only the tabs; ids shared by two instances are made unique', async ({ page, problems }) => {
  const tabs = await open(page, '1a0b001');
  await expect(tabs.locator('.ha-loop-tab-wrapper')).not.toHaveAttribute('role');
  await expect(tabs.getByRole('tablist').getByRole('tab')).toHaveCount(3);
  const ids = await page.evaluate(() =>
    [...document.querySelectorAll('.ha-loop-tab-nav-item, .ha-loop-tab_content')].map((el) => el.id),
  );
  expect(new Set(ids).size).toBe(ids.length);
  const tab = tabsOf(tabs).nth(1);
  const panel = panelsOf(tabs).nth(1);
  await expect(tab).toHaveAttribute('aria-controls', (await panel.getAttribute('id'))!);
  await expect(panel).toHaveAttribute('aria-labelledby', (await tab.getAttribute('id'))!);
  await expect(tabs.getByRole('tabpanel', { name: 'Plan Monday' })).toContainText('Plan the week');
  expect(ownErrors(problems)).toEqual([]);
});

test('a switch fires ha:nested:change; a nested countdown mounts once and keeps its node', async ({ page, problems }) => {
  await countMounts(page);
  await page.addInitScript(() => {
    const w = window as unknown as { changes: unknown[] };
    w.changes = [];
    window.addEventListener('ha:nested:change', (event) => w.changes.push((event as CustomEvent).detail.index));
  });
  const tabs = await open(page, '1a0b001');
  const countdown = widget(page, 'c0de5a1');
  await expect(countdown).toBeHidden();
  await tabsOf(tabs).nth(2).click();
  await expect(countdown).toBeVisible();
  await expectReady(countdown);
  await countdown.evaluate((el) => ((el as unknown as { marker: string }).marker = 'server node'));
  await tabsOf(tabs).nth(0).click();
  await expect(countdown).toBeHidden();
  await tabsOf(tabs).nth(2).click();
  await expect(countdown).toBeVisible();

  const changes = await page.evaluate(() => (window as unknown as { changes: unknown[] }).changes);
  expect(changes.slice(-3)).toEqual([2, 0, 2]);
  expect((await mountCounts(page))['c0de5a1']).toBe(1);
  expect(await countdown.evaluate((el) => (el as unknown as { marker?: string }).marker)).toBe('server node');
  expect(ownErrors(problems)).toEqual([]);
});

test('a loop tab taken out while its nested countdown is still rendering: put back, both mount, the countdown from its printed markup', async ({ page, problems }) => {
  await page.goto(PAGE);
  const tabs = widget(page, '1a0b001');
  await expectReady(tabs);
  const countdown = widget(page, 'c0de5a1');
  await expectReady(countdown);
  const caught = await tabs.evaluate(async (element) => {
    const nested = element.querySelector<HTMLElement>('[data-id="c0de5a1"]')!;
    const wrap = nested.querySelector('.ha-countdown-wrap')!;
    const rootCreated = () => Object.keys(wrap).some((key) => key.startsWith('__reactContainer'));
    // Taken out and put back, the loop tab mounts again, then the countdown in it. Right after the
    // runtime has read the countdown's settings and handed its first render to React (its root
    // exists, nothing is committed), the loop tab is unmounted and taken out again.
    const taken = new Promise<boolean>((resolve) => {
      nested.getAttribute = function (name: string) {
        if (name === 'data-settings')
          queueMicrotask(() => {
            if (!rootCreated() || !element.isConnected) return;
            window.haWidgets!.unmount(element);
            element.remove();
            resolve(wrap.querySelector('.ha-countdown-time') !== null);
          });
        return Element.prototype.getAttribute.call(this, name);
      };
    });
    const place = { parent: element.parentNode!, next: element.nextSibling };
    element.remove();
    while (nested.hasAttribute('data-ha-state')) await new Promise(requestAnimationFrame);
    place.parent.insertBefore(element, place.next);
    const printedWhenTaken = await taken;
    delete (nested as Partial<HTMLElement>).getAttribute;
    // Long enough for React to have finished the render it was given.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const printedWhileOut = wrap.querySelector('.ha-countdown-time') !== null;
    place.parent.insertBefore(element, place.next);
    return { printedWhenTaken, printedWhileOut };
  });
  expect(caught).toEqual({ printedWhenTaken: true, printedWhileOut: true });
  await expectReady(tabs);
  await tabsOf(tabs).nth(2).click();
  await expectReady(countdown);
  await expect(countdown.locator('.ha-countdown-days')).toHaveText(/^\d+$/);
  expect(ownErrors(problems)).toEqual([]);
});

for (const width of [1280, 375]) {
  test(`mounting shifts no layout at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await recordLayoutShift(page);
    await page.goto(PAGE);
    for (const id of ['1a0b001', '1a0b002', '1a0b003', '1a0b004']) await expectReady(widget(page, id));
    await page.evaluate(() => new Promise(requestAnimationFrame));
    expect(await layoutShift(page)).toBe(0);
  });
}

test('unmount restores the served markup and stops the rotation', async ({ page, problems }) => {
  const tabs = await open(page, '1a0b002');
  await tabsOf(tabs).nth(1).click();
  await away(page);
  const restored = await page.evaluate(async () => {
    const html = await (await fetch(location.href)).text();
    const served = new DOMParser().parseFromString(html, 'text/html').querySelector('[data-id="1a0b002"]')!;
    const element = document.querySelector('[data-id="1a0b002"]')!;
    window.haWidgets!.unmount(element);
    const strip = (el: Element) => {
      const copy = el.cloneNode(true) as Element;
      copy.removeAttribute('data-ha-state');
      // The loader's copy of the settings for the premount stylesheet.
      copy.removeAttribute('data-ha-set');
      return copy.outerHTML;
    };
    return strip(element) === strip(served) && element.getAnimations({ subtree: true }).length === 0;
  });
  expect(restored).toBe(true);
  await page.clock.runFor(10_000);
  await tabsOf(tabs).nth(2).click();
  await expect(tabs.locator('.active')).toHaveCount(0);
  expect(ownErrors(problems)).toEqual([]);
});
