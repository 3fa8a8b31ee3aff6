import type { Locator, Page } from '@playwright/test';
import { test, expect, widget, expectReady, ownErrors, recordLayoutShift, layoutShift, countMounts, mountCounts, paintFirst, rewrite } from '../helpers';

const ACCORDION = '/widgets/accordion.html';
const TOGGLE = '/widgets/toggle.html';

type Block = 'ha-accordion' | 'ha-toggle';

const blockOf = (id: string): Block =>
  ['a96aa1b', '6d2c8e4', '8c4d1f3', '9b0bad2'].includes(id) ? 'ha-toggle' : 'ha-accordion';

/** This widget's own titles and panels (not those of a widget nested in a panel). */
const titlesOf = (el: Locator, block: Block) =>
  el.locator(`:scope > .elementor-widget-container > .${block}__wrapper > .${block}__item > .${block}__item-title`);
const panelsOf = (el: Locator, block: Block) =>
  el.locator(`:scope > .elementor-widget-container > .${block}__wrapper > .${block}__item > .${block}__item-content`);

async function open(page: Page, path: string, id: string): Promise<Locator> {
  await page.goto(path);
  const el = widget(page, id);
  await expectReady(el);
  return el;
}

/** What a visitor sees and what assistive technology is told, item by item. */
async function expectOpen(el: Locator, block: Block, expected: boolean[]): Promise<void> {
  const titles = titlesOf(el, block);
  const panels = panelsOf(el, block);
  await expect(panels).toHaveCount(expected.length);
  for (const [i, on] of expected.entries()) {
    await expect(titles.nth(i)).toHaveAttribute('aria-expanded', String(on));
    if (on) {
      await expect(panels.nth(i)).toBeVisible();
      await expect(titles.nth(i)).toHaveClass(new RegExp(`${block}__item--active`));
      await expect(panels.nth(i)).toHaveClass(new RegExp(`${block}__item--active`));
    } else {
      await expect(panels.nth(i)).toBeHidden();
      await expect(panels.nth(i)).toHaveAttribute('hidden', '');
      await expect(titles.nth(i)).not.toHaveClass(new RegExp(`${block}__item--active`));
    }
  }
}

/** Records the id of every element that starts a Web Animation (a slide), from page load on. */
async function recordSlides(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const slides: string[] = [];
    (window as unknown as { slides: string[] }).slides = slides;
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (this: Element, ...args: Parameters<Element['animate']>) {
      slides.push(this.id);
      return animate.apply(this, args);
    };
  });
  return () => page.evaluate(() => [...(window as unknown as { slides: string[] }).slides]);
}

/** Serves a fixture page with `edit` applied to its HTML. */

/** Marks the accordion items whose title/content ids end in `ids` as printed open by the server. */
const printOpen =
  (...ids: string[]) =>
  (html: string) =>
    ids.reduce(
      (page, id) =>
        page.replace(
          new RegExp(`(id="ha-accordion__item-(?:title|content)-${id}" class="ha-accordion__item-(?:title|content))"`, 'g'),
          '$1 ha-accordion__item--active"',
        ),
      html,
    );

const editMode = (html: string) => html.replace('{ debug: true }', '{ debug: true, editMode: true }');

const animationsOf = (panel: Locator) => panel.evaluate((el) => el.getAnimations().filter((a) => a.playState === 'running').length);

test.describe('accordion', () => {
  test('none printed open: item 1 opens on load without a slide; a click opens one item and closes the previous one', async ({ page, problems }) => {
    const slides = await recordSlides(page);
    const el = await open(page, ACCORDION, 'f85b29d');
    const block = 'ha-accordion';
    await expectOpen(el, block, [true, false, false, false, false]);
    await expect(panelsOf(el, block).nth(0)).toContainText('desde crianças');
    expect(await slides()).toEqual([]);

    await el.getByRole('button', { name: 'O Produto possui garantia?' }).click();
    await expectOpen(el, block, [false, true, false, false, false]);
    await expect(panelsOf(el, block).nth(1)).toContainText('7 dias para devolução');
    // A visitor's click does slide, the closing item and the opening one.
    expect(await slides()).toEqual(['ha-accordion__item-content-2601', 'ha-accordion__item-content-2602']);

    await el.getByRole('button', { name: 'Qual tempo de Entrega?' }).click();
    await expectOpen(el, block, [false, false, true, false, false]);

    // The open item's title closes it again.
    await el.getByRole('button', { name: 'Qual tempo de Entrega?' }).click();
    await expectOpen(el, block, [false, false, false, false, false]);

    // The second accordion on the page is independent: its item 1 opened on load and stays open.
    const other = widget(page, 'd0256ab');
    await expectOpen(other, block, [true, false, false, false, false]);
    expect(ownErrors(problems)).toEqual([]);
  });

  test('WAI-ARIA accordion structure replaces the printed tabs roles', async ({ page, problems }) => {
    const el = await open(page, ACCORDION, 'f85b29d');
    const block = 'ha-accordion';
    await expect(el.locator('.ha-accordion__wrapper')).not.toHaveAttribute('role');
    await expect(el.getByRole('tab')).toHaveCount(0);
    await expect(el.getByRole('button')).toHaveCount(5);
    const title = titlesOf(el, block).nth(2);
    await expect(title).toHaveAttribute('role', 'button');
    await expect(title).toHaveAttribute('tabindex', '0');
    await expect(title).toHaveAttribute('aria-controls', 'ha-accordion__item-content-2603');
    // A closed panel is out of the accessibility tree; an open one is a region named by its title.
    await expect(el.getByRole('region')).toHaveCount(1);
    await expect(el.getByRole('region', { name: 'O Travesseiro pode ser usado por todas as idades?' })).toContainText(
      'desde crianças',
    );
    await title.click();
    await expect(el.getByRole('region')).toHaveCount(1);
    await expect(el.getByRole('region', { name: 'Qual tempo de Entrega?' })).toContainText('4 a 12 dias');
    await title.click();
    await expect(el.getByRole('region')).toHaveCount(0);
    expect(ownErrors(problems)).toEqual([]);
  });

  test('an item printed open starts open, and only it (item 1 does not open)', async ({ page, problems }) => {
    const el = await open(page, ACCORDION, '5e1a0c2');
    await expectOpen(el, 'ha-accordion', [false, true, false]);
    await el.getByRole('button', { name: 'Shipping' }).click();
    await expectOpen(el, 'ha-accordion', [true, false, false]);
    expect(ownErrors(problems)).toEqual([]);
  });

  test('keyboard: Tab moves between titles, Enter and Space toggle, arrows, Home and End move focus', async ({ page, problems }) => {
    const el = await open(page, ACCORDION, 'f85b29d');
    const block = 'ha-accordion';
    const titles = titlesOf(el, block);
    await expectOpen(el, block, [true, false, false, false, false]);
    // Start sequential focus just before the widget.
    await page.locator('.elementor-element-b1c2d01 .fixture-note').click();
    await page.keyboard.press('Tab');
    await expect(titles.nth(0)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(titles.nth(1)).toBeFocused();
    await page.keyboard.press('Enter');
    await expectOpen(el, block, [false, true, false, false, false]);
    await page.keyboard.press('Shift+Tab');
    await expect(titles.nth(0)).toBeFocused();

    await page.keyboard.press('ArrowDown');
    await expect(titles.nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(titles.nth(4)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(titles.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(titles.nth(4)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(titles.nth(0)).toBeFocused();
    // Moving focus opens nothing.
    await expectOpen(el, block, [false, true, false, false, false]);

    await page.keyboard.press('End');
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.keyboard.press(' ');
    await expectOpen(el, block, [false, false, false, false, true]);
    // Space pressed the button instead of scrolling the page.
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await page.keyboard.press(' ');
    await expectOpen(el, block, [false, false, false, false, false]);
    expect(ownErrors(problems)).toEqual([]);
  });

  test('opening and closing slide the height for about 300 ms, then the panel is hidden', async ({ page, animationSpeed, problems }) => {
    const el = await open(page, ACCORDION, 'f85b29d');
    const panel = panelsOf(el, 'ha-accordion').nth(3);
    const title = titlesOf(el, 'ha-accordion').nth(3);
    await animationSpeed(0.01);
    await title.click();
    // Half way through, the panel is part open.
    const midway = await panel.evaluate((node) => {
      const [slide] = node.getAnimations();
      const duration = slide.effect!.getComputedTiming().duration;
      slide.pause();
      slide.currentTime = 150;
      const height = node.getBoundingClientRect().height;
      slide.play();
      return { duration, height };
    });
    expect(midway.duration).toBe(300);
    await expect(panel).toBeVisible();
    await animationSpeed(1);
    await expect.poll(() => animationsOf(panel)).toBe(0);
    const full = await panel.evaluate((node) => node.getBoundingClientRect().height);
    expect(midway.height).toBeGreaterThan(0);
    expect(midway.height).toBeLessThan(full);

    await animationSpeed(0.01);
    await title.click();
    // Closing: still on screen while it slides, already announced as collapsed.
    await expect(title).toHaveAttribute('aria-expanded', 'false');
    expect(await animationsOf(panel)).toBe(1);
    expect(await panel.evaluate((node) => node.hasAttribute('hidden'))).toBe(false);
    await expect(panel).toBeVisible();
    await animationSpeed(1);
    await expect(panel).toBeHidden();
    await expect(panel).toHaveAttribute('hidden', '');
    expect(ownErrors(problems)).toEqual([]);
  });

  test('a click during a slide reverses it from where it is', async ({ page, problems }) => {
    const el = await open(page, ACCORDION, 'f85b29d');
    const panel = panelsOf(el, 'ha-accordion').nth(1);
    const title = titlesOf(el, 'ha-accordion').nth(1);
    await title.click();
    await title.click();
    await expect(panel).toBeHidden();
    await title.click();
    await expectOpen(el, 'ha-accordion', [false, true, false, false, false]);
    await expect.poll(() => animationsOf(panel)).toBe(0);
    expect(ownErrors(problems)).toEqual([]);
  });

  test('reduced motion: panels open and close at once', async ({ page, animationSpeed, problems }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const el = await open(page, ACCORDION, 'f85b29d');
    // Slowed down, any slide would still be running when checked.
    await animationSpeed(0.01);
    const panels = panelsOf(el, 'ha-accordion');
    await expectOpen(el, 'ha-accordion', [true, false, false, false, false]);
    await titlesOf(el, 'ha-accordion').nth(1).click();
    expect(await animationsOf(panels.nth(1))).toBe(0);
    expect(await panels.nth(1).evaluate((node) => node.hasAttribute('hidden'))).toBe(false);
    // Item 1, open since load, closed in the same task with no slide.
    expect(await animationsOf(panels.nth(0))).toBe(0);
    expect(await panels.nth(0).evaluate((node) => node.hasAttribute('hidden'))).toBe(true);
    await titlesOf(el, 'ha-accordion').nth(2).click();
    // The previous panel is hidden in the same task, with no slide.
    expect(await panels.nth(1).evaluate((node) => node.hasAttribute('hidden'))).toBe(true);
    expect(await animationsOf(panels.nth(2))).toBe(0);
    await expectOpen(el, 'ha-accordion', [false, false, true, false, false]);
    expect(ownErrors(problems)).toEqual([]);
  });

  test('a change fires window resize and ha:nested:change; moving focus fires nothing', async ({ page, problems }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { resizes: number; changes: unknown[] };
      w.resizes = 0;
      w.changes = [];
      window.addEventListener('resize', () => w.resizes++);
      window.addEventListener('ha:nested:change', (event) => {
        const { element, index, expanded } = (event as CustomEvent).detail;
        w.changes.push({ wrapper: (element as HTMLElement).className, index, expanded });
      });
    });
    const el = await open(page, ACCORDION, '5e1a0c2');
    const read = () =>
      page.evaluate(() => {
        const w = window as unknown as { resizes: number; changes: unknown[] };
        return { resizes: w.resizes, changes: [...w.changes] };
      });
    const before = await read();
    expect(before.changes).toEqual([]);
    await titlesOf(el, 'ha-accordion').nth(0).focus();
    await page.keyboard.press('ArrowDown');
    expect(await read()).toEqual(before);

    await titlesOf(el, 'ha-accordion').nth(2).click();
    await expectOpen(el, 'ha-accordion', [false, false, true]);
    const after = await read();
    expect(after.resizes).toBe(before.resizes + 1);
    expect(after.changes).toEqual([{ wrapper: 'ha-accordion__wrapper', index: 2, expanded: true }]);
    expect(ownErrors(problems)).toEqual([]);
  });

  test('a nested countdown mounts once, keeps its node and keeps ticking', async ({ page, problems }) => {
    await countMounts(page);
    const el = await open(page, ACCORDION, '7b3c9d1');
    const countdown = widget(page, 'c0de5b2');
    await expectReady(countdown);
    // Item 1 opened on load; the countdown is in item 2.
    await expect(el.getByRole('button', { name: 'About the sale' })).toHaveAttribute('aria-expanded', 'true');
    await expect(countdown).toBeHidden();
    await countdown.evaluate((node) => ((node as unknown as { marker: string }).marker = 'server node'));

    const offer = el.getByRole('button', { name: 'Offer ends in' });
    for (let round = 0; round < 3; round++) {
      await offer.click();
      await expect(countdown).toBeVisible();
      await el.getByRole('button', { name: 'About the sale' }).click();
      await expect(countdown).toBeHidden();
    }
    await offer.click();
    await expect(countdown).toBeVisible();
    const mounts = await mountCounts(page);
    expect(mounts['c0de5b2']).toBe(1);
    expect(mounts['7b3c9d1']).toBe(1);
    expect(await countdown.evaluate((node) => (node as unknown as { marker?: string }).marker)).toBe('server node');

    const seconds = countdown.locator('.ha-countdown-seconds');
    const shown = await seconds.textContent();
    await expect(seconds).not.toHaveText(shown ?? '', { timeout: 3000 });
    expect(ownErrors(problems)).toEqual([]);
  });

  test('bad settings: ready, works, and one debug warning naming the widget', async ({ page, problems }) => {
    const el = await open(page, ACCORDION, '9a0bad1');
    // Defaults: item 1 opens on load.
    await expectOpen(el, 'ha-accordion', [true, false]);
    await el.getByRole('button', { name: 'Beta' }).click();
    await expectOpen(el, 'ha-accordion', [false, true]);
    await expect
      .poll(() => problems.warnings.filter((text) => /ha-accordion #9a0bad1: .*data-settings/.test(text)))
      .toHaveLength(1);
    expect(ownErrors(problems)).toEqual([]);
  });

  test('unmount restores the printed markup and removes the listeners', async ({ page, problems }) => {
    const el = await open(page, ACCORDION, '5e1a0c2');
    const block = 'ha-accordion';
    await el.getByRole('button', { name: 'Warranty' }).click();
    await expectOpen(el, block, [false, false, true]);
    await el.evaluate((node) => window.haWidgets!.unmount(node));

    const wrapper = el.locator('.ha-accordion__wrapper');
    await expect(wrapper).toHaveAttribute('role', 'tablist');
    await expect(wrapper).not.toHaveAttribute('data-ha-disclosure');
    const titles = titlesOf(el, block);
    const panels = panelsOf(el, block);
    for (let i = 0; i < 3; i++) {
      await expect(titles.nth(i)).toHaveAttribute('role', 'tab');
      await expect(titles.nth(i)).toHaveAttribute('aria-controls', `ha-accordion__item-content-512${i + 1}`);
      await expect(titles.nth(i)).not.toHaveAttribute('tabindex');
      await expect(titles.nth(i)).not.toHaveAttribute('aria-expanded');
      await expect(panels.nth(i)).toHaveAttribute('role', 'tabpanel');
      await expect(panels.nth(i)).not.toHaveAttribute('hidden');
    }
    // The server marked item 2 open; that mark is back, the one added for item 3 is gone.
    await expect(titles.nth(1)).toHaveClass(/ha-accordion__item--active/);
    await expect(panels.nth(1)).toHaveClass(/ha-accordion__item--active/);
    await expect(titles.nth(2)).not.toHaveClass(/ha-accordion__item--active/);
    await expect(panels.nth(2)).toBeHidden();

    await titles.nth(0).click();
    await expect(titles.nth(0)).not.toHaveClass(/ha-accordion__item--active/);
    await expect(panels.nth(0)).toBeHidden();
    expect(ownErrors(problems)).toEqual([]);
  });

  test('editor mode: as on the live site item 1 opens when none is printed open; clicks do not slide', async ({ page, animationSpeed, problems }) => {
    await rewrite(page, ACCORDION, editMode);
    const el = await open(page, ACCORDION, 'f85b29d');
    await expectOpen(el, 'ha-accordion', [true, false, false, false, false]);
    const printed = widget(page, '5e1a0c2');
    await expectReady(printed);
    await expectOpen(printed, 'ha-accordion', [false, true, false]);
    await animationSpeed(0.01);
    await titlesOf(el, 'ha-accordion').nth(1).click();
    expect(await animationsOf(panelsOf(el, 'ha-accordion').nth(1))).toBe(0);
    await expectOpen(el, 'ha-accordion', [false, true, false, false, false]);
    expect(ownErrors(problems)).toEqual([]);
  });

  test('activeItemIndex 2: item 2 opens on load without a slide', async ({ page, problems }) => {
    const slides = await recordSlides(page);
    const el = await open(page, ACCORDION, '2a7c1e5');
    const block = 'ha-accordion';
    await expectOpen(el, block, [false, true, false]);
    await expect(el.getByRole('region', { name: 'Colours' })).toContainText('grey, blue and sand');
    expect(await slides()).toEqual([]);
    // Still one at a time.
    await el.getByRole('button', { name: 'Sizes' }).click();
    await expectOpen(el, block, [true, false, false]);
    // The other accordions on the page still open their item 1.
    await expectOpen(widget(page, 'd0256ab'), block, [true, false, false, false, false]);
    expect(problems.warnings.filter((text) => /#2a7c1e5/.test(text))).toEqual([]);
    expect(ownErrors(problems)).toEqual([]);
  });

  test('activeItemIndex past the last item: item 1 opens and one debug warning says why', async ({ page, problems }) => {
    await rewrite(page, ACCORDION, (html) =>
      html.replace('data-settings="{&quot;activeItemIndex&quot;:2}"', 'data-settings="{&quot;activeItemIndex&quot;:9}"'),
    );
    const el = await open(page, ACCORDION, '2a7c1e5');
    await expectOpen(el, 'ha-accordion', [true, false, false]);
    await expect
      .poll(() => problems.warnings.filter((text) => /ha-accordion #2a7c1e5: .*activeItemIndex 9 is out of range/.test(text)))
      .toHaveLength(1);
    expect(ownErrors(problems)).toEqual([]);
  });

  test('an item printed open wins over activeItemIndex', async ({ page, problems }) => {
    await rewrite(page, ACCORDION, printOpen('273'));
    const el = await open(page, ACCORDION, '2a7c1e5');
    await expectOpen(el, 'ha-accordion', [false, false, true]);
    expect(ownErrors(problems)).toEqual([]);
  });
});

test.describe('toggle', () => {
  test('several items stay open; each title opens and closes only its own item', async ({ page, problems }) => {
    const el = await open(page, TOGGLE, '6d2c8e4');
    const block = 'ha-toggle';
    await expectOpen(el, block, [true, false, false, false, false, false, false]);
    await el.getByRole('button', { name: 'How many screens at once?' }).click();
    await el.getByRole('button', { name: 'Can I cancel any time?' }).click();
    await expectOpen(el, block, [true, true, true, false, false, false, false]);
    await el.getByRole('button', { name: 'Which devices are supported?' }).click();
    await expectOpen(el, block, [false, true, true, false, false, false, false]);
    expect(ownErrors(problems)).toEqual([]);
  });

  test('real markup: one item, printed closed, stays closed on the live site and opens into a labelled region', async ({ page, problems }) => {
    const el = await open(page, TOGGLE, 'a96aa1b');
    await expectOpen(el, 'ha-toggle', [false]);
    await el.getByRole('button', { name: 'Features' }).click();
    await expectOpen(el, 'ha-toggle', [true]);
    await expect(el.getByRole('region', { name: 'Features' })).toContainText('8500+ Indian and International LIVE TV channels.');
    expect(ownErrors(problems)).toEqual([]);
  });

  test('with more than six panels that may be open together, panels are not regions', async ({ page, problems }) => {
    const el = await open(page, TOGGLE, '6d2c8e4');
    await expect(panelsOf(el, 'ha-toggle').nth(0)).toBeVisible();
    await expect(el.getByRole('region')).toHaveCount(0);
    for (const panel of await panelsOf(el, 'ha-toggle').all()) {
      await expect(panel).not.toHaveAttribute('role');
      await expect(panel).not.toHaveAttribute('aria-labelledby');
    }
    expect(ownErrors(problems)).toEqual([]);
  });

  test('without the page stylesheet, the widget CSS alone shows open panels, hides closed ones and swaps the icons', async ({ page, problems }) => {
    const el = await open(page, TOGGLE, '6d2c8e4');
    await page.evaluate(() => {
      (document.getElementById('page-css') as HTMLStyleElement).sheet!.disabled = true;
    });
    const titles = titlesOf(el, 'ha-toggle');
    await expectOpen(el, 'ha-toggle', [true, false, false, false, false, false, false]);
    // Without the icon font stand-in the icons are empty boxes, so their display is what counts.
    const icon = (i: number, state: 'opened' | 'closed') => titles.nth(i).locator(`.ha-toggle__icon--${state}`);
    await expect(icon(0, 'opened')).not.toHaveCSS('display', 'none');
    await expect(icon(0, 'closed')).toHaveCSS('display', 'none');
    await expect(icon(1, 'opened')).toHaveCSS('display', 'none');
    await expect(icon(1, 'closed')).not.toHaveCSS('display', 'none');
    await titles.nth(1).click();
    await expectOpen(el, 'ha-toggle', [true, true, false, false, false, false, false]);
    await expect(icon(1, 'opened')).not.toHaveCSS('display', 'none');
    await expect(icon(1, 'closed')).toHaveCSS('display', 'none');
    expect(ownErrors(problems)).toEqual([]);
  });

  test('keyboard: Enter and Space toggle the focused item only, arrows move focus', async ({ page, problems }) => {
    const el = await open(page, TOGGLE, '6d2c8e4');
    const block = 'ha-toggle';
    const titles = titlesOf(el, block);
    await titles.nth(0).focus();
    await page.keyboard.press('ArrowDown');
    await expect(titles.nth(1)).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press(' ');
    await expectOpen(el, block, [true, true, true, false, false, false, false]);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expectOpen(el, block, [false, true, true, false, false, false, false]);
    // Tab goes from an open panel's title past its content (no focusable inside) to the next title.
    await page.keyboard.press('Tab');
    await expect(titles.nth(1)).toBeFocused();
    expect(ownErrors(problems)).toEqual([]);
  });

  test('a nested countdown mounts once across toggles', async ({ page, problems }) => {
    await countMounts(page);
    const el = await open(page, TOGGLE, '8c4d1f3');
    const countdown = widget(page, 'c0de5c3');
    await expectReady(countdown);
    await expect(countdown).toBeHidden();
    await countdown.evaluate((node) => ((node as unknown as { marker: string }).marker = 'server node'));
    const offer = el.getByRole('button', { name: 'Offer ends in' });
    for (let round = 0; round < 3; round++) {
      await offer.click();
      await expect(countdown).toBeVisible();
      await offer.click();
      await expect(countdown).toBeHidden();
    }
    await offer.click();
    await expect(countdown).toBeVisible();
    const mounts = await mountCounts(page);
    expect(mounts['c0de5c3']).toBe(1);
    expect(mounts['8c4d1f3']).toBe(1);
    expect(await countdown.evaluate((node) => (node as unknown as { marker?: string }).marker)).toBe('server node');
    expect(ownErrors(problems)).toEqual([]);
  });

  test('editor mode: item 1 opens when none is printed open, without sliding; printed items are kept', async ({ page, problems }) => {
    const slides = await recordSlides(page);
    await rewrite(page, TOGGLE, editMode);
    const el = await open(page, TOGGLE, 'a96aa1b');
    await expectOpen(el, 'ha-toggle', [true]);
    const printed = widget(page, '6d2c8e4');
    await expectReady(printed);
    await expectOpen(printed, 'ha-toggle', [true, false, false, false, false, false, false]);
    const bad = widget(page, '9b0bad2');
    await expectReady(bad);
    await expectOpen(bad, 'ha-toggle', [true, false]);
    await bad.getByRole('button', { name: 'Delta' }).click();
    await expectOpen(bad, 'ha-toggle', [true, true]);
    expect(await slides()).toEqual([]);
    expect(ownErrors(problems)).toEqual([]);
  });

  test('bad settings: ready, works, and one debug warning naming the widget', async ({ page, problems }) => {
    const el = await open(page, TOGGLE, '9b0bad2');
    // Off the editor nothing opens on load.
    await expectOpen(el, 'ha-toggle', [false, false]);
    await el.getByRole('button', { name: 'Gamma' }).click();
    await el.getByRole('button', { name: 'Delta' }).click();
    await expectOpen(el, 'ha-toggle', [true, true]);
    await expect
      .poll(() => problems.warnings.filter((text) => /ha-toggle #9b0bad2: .*data-settings/.test(text)))
      .toHaveLength(1);
    expect(ownErrors(problems)).toEqual([]);
  });
});

test.describe('deep links', () => {
  test('accordion: a hash naming a title opens that item on load, closing item 1, without a slide, in view', async ({ page, problems }) => {
    const slides = await recordSlides(page);
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto(`${ACCORDION}#ha-accordion__item-title-2603`);
    const el = widget(page, 'f85b29d');
    await expectReady(el);
    await expectOpen(el, 'ha-accordion', [false, false, true, false, false]);
    await expect(titlesOf(el, 'ha-accordion').nth(2)).toBeInViewport();
    // The other accordion opens its item 1 as usual.
    await expectOpen(widget(page, 'd0256ab'), 'ha-accordion', [true, false, false, false, false]);
    expect(await slides()).toEqual([]);
    expect(ownErrors(problems)).toEqual([]);
  });

  test('accordion: a hash change opens the named item at once and brings it into view; other accordions keep theirs', async ({ page, problems }) => {
    const slides = await recordSlides(page);
    await page.setViewportSize({ width: 1280, height: 500 });
    const el = await open(page, ACCORDION, 'd0256ab');
    await expectOpen(el, 'ha-accordion', [true, false, false, false, false]);
    await page.locator('#accordion-deep-links').getByRole('link', { name: 'É normal os buracos? (a panel)' }).click();
    await expectOpen(el, 'ha-accordion', [false, false, false, false, true]);
    // The link names the whole panel: its title is brought into view.
    await expect(titlesOf(el, 'ha-accordion').nth(4)).toBeInViewport();
    expect(await slides()).toEqual([]);
    await expectOpen(widget(page, 'f85b29d'), 'ha-accordion', [true, false, false, false, false]);

    // An element inside a closed panel.
    const printed = widget(page, '5e1a0c2');
    await expectOpen(printed, 'ha-accordion', [false, true, false]);
    await page.locator('#accordion-deep-links').getByRole('link', { name: 'the warranty term (inside a panel)' }).click();
    await expectOpen(printed, 'ha-accordion', [false, false, true]);
    await expect(page.locator('#warranty-term')).toBeInViewport();
    expect(await slides()).toEqual([]);

    // A visitor's click still slides.
    await titlesOf(printed, 'ha-accordion').nth(0).click();
    await expectOpen(printed, 'ha-accordion', [true, false, false]);
    expect(await slides()).toEqual(['ha-accordion__item-content-5121', 'ha-accordion__item-content-5123']);
    expect(ownErrors(problems)).toEqual([]);
  });

  test('accordion: a link to the hash already shown opens its item again; the open item stays open', async ({ page, problems }) => {
    await page.goto(`${ACCORDION}#ha-accordion__item-title-2603`);
    const el = widget(page, 'f85b29d');
    await expectReady(el);
    const link = page.locator('#accordion-deep-links').getByRole('link', { name: 'Qual tempo de Entrega? (a title)' });
    // Following the link to an open item does not close it.
    await link.click();
    await expectOpen(el, 'ha-accordion', [false, false, true, false, false]);
    await titlesOf(el, 'ha-accordion').nth(2).click();
    await expectOpen(el, 'ha-accordion', [false, false, false, false, false]);
    await link.click();
    await expectOpen(el, 'ha-accordion', [false, false, true, false, false]);
    // Back to no hash, and to hashes naming nothing here: nothing changes.
    await page.evaluate(() => (location.hash = ''));
    await page.evaluate(() => (location.hash = '#no-such-id'));
    await expectOpen(el, 'ha-accordion', [false, false, true, false, false]);
    expect(ownErrors(problems)).toEqual([]);
  });

  test('toggle: a hash opens the named item and leaves the others open', async ({ page, problems }) => {
    await page.goto(`${TOGGLE}#ha-toggle__item-title-6824`);
    const el = widget(page, '6d2c8e4');
    await expectReady(el);
    await expectOpen(el, 'ha-toggle', [true, false, false, true, false, false, false]);
    await page.evaluate(() => (location.hash = '#ha-toggle__item-content-6826'));
    await expectOpen(el, 'ha-toggle', [true, false, false, true, false, true, false]);
    await page.goBack();
    // Going back re-follows the earlier link: that item is open already, nothing closes.
    await expectOpen(el, 'ha-toggle', [true, false, false, true, false, true, false]);
    // Off the editor the other toggles still open nothing on load.
    await expectOpen(widget(page, 'a96aa1b'), 'ha-toggle', [false]);
    expect(ownErrors(problems)).toEqual([]);
  });

  test('editor mode: hashes are ignored; the editor\'s items stay as the editor opened them', async ({ page, problems }) => {
    await rewrite(page, ACCORDION, editMode);
    await page.goto(`${ACCORDION}#ha-accordion__item-title-2603`);
    const el = widget(page, 'f85b29d');
    await expectReady(el);
    await expectOpen(el, 'ha-accordion', [true, false, false, false, false]);
    await page.evaluate(() => (location.hash = '#ha-accordion__item-content-2602'));
    await titlesOf(el, 'ha-accordion').nth(3).click();
    await expectOpen(el, 'ha-accordion', [false, false, false, true, false]);

    await rewrite(page, TOGGLE, editMode);
    await page.goto(`${TOGGLE}#ha-toggle__item-title-6824`);
    const toggle = widget(page, '6d2c8e4');
    await expectReady(toggle);
    await expectOpen(toggle, 'ha-toggle', [true, false, false, false, false, false, false]);
    expect(ownErrors(problems)).toEqual([]);
  });
});

// An item the accordion opens on load was closed before the script ran, so it pushes what follows
// down, as with the add-on. Here those items are printed open: the adoption itself must shift nothing.
for (const [path, ids, edit] of [
  [
    ACCORDION,
    ['f85b29d', 'd0256ab', '5e1a0c2', '2a7c1e5', '7b3c9d1', '9a0bad1'],
    printOpen('2601', '2181', '272', '7311', '9011'),
  ],
  [TOGGLE, ['a96aa1b', '6d2c8e4', '8c4d1f3', '9b0bad2'], null],
] as const) {
  test(`${path}: mounting shifts no layout and raises no error`, async ({ page, problems }) => {
    if (edit) await rewrite(page, path, edit);
    await recordLayoutShift(page);
    await page.goto(path);
    for (const id of ids) {
      await expectReady(widget(page, id));
      await expect(titlesOf(widget(page, id), blockOf(id)).first()).toHaveAttribute('aria-expanded', /true|false/);
    }
    await page.evaluate(() => new Promise(requestAnimationFrame));
    expect(await layoutShift(page)).toBe(0);
    expect(ownErrors(problems)).toEqual([]);
  });
}

test(`${ACCORDION}: painted before the script runs, the item that opens on load is open already, so mounting shifts nothing`, async ({ page, problems }) => {
  await paintFirst(page);
  await recordLayoutShift(page);
  await page.setViewportSize({ width: 1280, height: 2400 });
  await page.goto(ACCORDION);
  for (const id of ['f85b29d', 'd0256ab', '5e1a0c2', '2a7c1e5', '7b3c9d1', '9a0bad1']) await expectReady(widget(page, id));
  await page.evaluate(() => new Promise(requestAnimationFrame));
  expect(await layoutShift(page)).toBe(0);
  expect(ownErrors(problems)).toEqual([]);
});
