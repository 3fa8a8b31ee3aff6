import type { Locator, Page } from '@playwright/test';
import { expect, test, expectReady, ownErrors, rewrite, sizesBeforeAndAfterMount, unmountRestores, widget } from '../helpers';

const PAGE = '/widgets/table-of-contents.html';
const MAIN = 'a7c3e901'; // h2 + h3, hierarchical, numbers, collapse_subitems, offset 20, sticky in place, scroll to top
const FOLDED = 'a7c3e902'; // h2 of the article, bullets, minimized on desktop
const CUSTOM = 'a7c3e903'; // hm-toc-list-style
const EMPTY = 'a7c3e904'; // h6 only: none on the page
const BAD = 'a7c3e905'; // bad settings
const VIEWPORT = { width: 1280, height: 800 };

async function open(page: Page, id = MAIN): Promise<Locator> {
  await page.setViewportSize(VIEWPORT);
  // Chromium turns a load of the URL already shown into a reload, which restores the scroll position.
  await page.goto('about:blank');
  await page.goto(PAGE);
  const toc = widget(page, id);
  await expectReady(toc);
  return toc;
}

const links = (toc: Locator) => toc.locator('a.ha-toc__list-item-text');
const activeText = (toc: Locator) =>
  toc.locator('a.ha-toc-item-active').evaluateAll((els) => els.map((el) => el.textContent));
const heading = (page: Page, text: string) => page.locator('.bread-article').getByRole('heading', { name: text, exact: true });
const headingTop = (page: Page, text: string) => heading(page, text).evaluate((el) => el.getBoundingClientRect().top);
const pageScroll = (page: Page) => page.evaluate(() => window.scrollY);

/** Scrolls so that the heading's top is `at` px from the viewport's top. */
async function bringHeadingTo(page: Page, text: string, at: number): Promise<void> {
  const top = await headingTop(page, text);
  await page.evaluate((y) => window.scrollTo(0, y), (await pageScroll(page)) + top - at);
}

test.describe('ha-table-of-contents', () => {
  test('lists the headings by tags, nested and numbered, without the excluded one, with anchors', async ({ page, problems }) => {
    const toc = await open(page);
    await expect(toc.locator('.ha-toc__spinner')).toHaveCount(0);
    await expect(links(toc)).toHaveText([
      'Choosing a flour', 'Protein and gluten', 'Whole grain or white', 'Feeding the starter', 'Ratios by weight',
      'Mixing and autolyse', 'Bulk fermentation', 'Stretch and fold', 'Reading the dough', 'Shaping the loaf',
      'Baking in a dutch oven', 'Scoring',
    ]);
    // Numbered: an ordered list, h3 nested inside their h2.
    await expect(toc.locator('.ha-toc__body > ol.ha-toc__list-wrapper > li')).toHaveCount(6);
    await expect(toc.locator('.ha-toc__top-level')).toHaveCount(6);
    // A heading with its own id keeps it; the others get the add-on's numbered anchors, which exist.
    await expect(links(toc).first()).toHaveAttribute('href', '#choosing-flour');
    await expect(links(toc).nth(1)).toHaveAttribute('href', '#ha-toc__heading-anchor-1');
    await expect(heading(page, 'Protein and gluten')).toHaveAttribute('id', 'ha-toc__heading-anchor-1');
    // A navigation landmark named by its title; the box is open on desktop (minimized on mobile only).
    await expect(page.getByRole('navigation', { name: 'On this page' })).toHaveCount(1);
    await expect(toc.locator('.ha-toc__body')).toBeVisible();
    // Bullets: an unordered flat list of the article's h2 (container and exclude selector).
    const folded = widget(page, FOLDED);
    await expect(folded.locator('ul.ha-toc__list-wrapper > li')).toHaveCount(6);
    await expect(folded.locator('.ha-toc__list-item-text-wrapper i.fas.fa-circle')).toHaveCount(6);
    // The custom style lists into the empty wrapper.
    await expect(widget(page, CUSTOM).locator('.hm-toc .hm-toc-entry.hm-toc-level-2 a')).toHaveCount(6);
    await expect(widget(page, CUSTOM).locator('.hm-toc-title')).toHaveText('In this guide');
    expect(ownErrors(problems)).toEqual([]);
  });

  test('the active item follows scrolling, both ways, and none is active above the first heading', async ({ page }) => {
    const toc = await open(page);
    await expect.poll(() => activeText(toc)).toEqual([]);
    await bringHeadingTo(page, 'Feeding the starter', 100);
    await expect.poll(() => activeText(toc)).toEqual(['Feeding the starter']);
    await expect(toc.locator('a.ha-toc-item-active')).toHaveAttribute('aria-current', 'true');
    // The wheel scrolls on past "Ratios by weight".
    const below = await headingTop(page, 'Ratios by weight');
    await page.mouse.move(400, 400);
    await page.mouse.wheel(0, below - 50);
    await expect.poll(() => activeText(toc)).toEqual(['Ratios by weight']);
    // Only the active branch's sub-list is open (collapse_subitems).
    await expect(toc.getByRole('link', { name: 'Ratios by weight' })).toBeVisible();
    await expect(toc.getByRole('link', { name: 'Scoring' })).toBeHidden();
    // Back above it: the previous heading again; back to the top: none.
    await bringHeadingTo(page, 'Ratios by weight', 500);
    await expect.poll(() => activeText(toc)).toEqual(['Feeding the starter']);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => activeText(toc)).toEqual([]);
  });

  test('a click scrolls smoothly to the heading below the offset, and holds the active item for 2 seconds', async ({ page }) => {
    const toc = await open(page);
    await page.evaluate(() => {
      const w = window as unknown as { ys: number[] };
      w.ys = [];
      addEventListener('scroll', () => w.ys.push(window.scrollY), { passive: true });
    });
    await toc.getByRole('link', { name: 'Bulk fermentation' }).click();
    await expect.poll(() => activeText(toc)).toEqual(['Bulk fermentation']);
    await expect(page).toHaveURL(/#ha-toc__heading-anchor-6$/);
    // Smooth: many steps, then the heading rests 20 px (scroll_offset) below the viewport's top.
    await expect.poll(() => headingTop(page, 'Bulk fermentation'), { timeout: 3000 }).toBeCloseTo(20, -0.5);
    expect(await page.evaluate(() => (window as unknown as { ys: number[] }).ys.length)).toBeGreaterThan(5);
    // Within the 2 s hold, scrolling does not move the active item...
    await bringHeadingTo(page, 'Shaping the loaf', 100);
    await page.waitForTimeout(300);
    expect(await activeText(toc)).toEqual(['Bulk fermentation']);
    // ... and after it, the item follows the scroll again.
    await expect.poll(() => activeText(toc), { timeout: 4000 }).toEqual(['Shaping the loaf']);
  });

  test('with reduced motion a click jumps to the heading', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const toc = await open(page);
    await page.evaluate(() => {
      const w = window as unknown as { ys: number[] };
      w.ys = [];
      addEventListener('scroll', () => w.ys.push(window.scrollY), { passive: true });
    });
    await toc.getByRole('link', { name: 'Shaping the loaf' }).click();
    await expect.poll(() => headingTop(page, 'Shaping the loaf')).toBeCloseTo(20, -0.5);
    expect(await page.evaluate(() => (window as unknown as { ys: number[] }).ys.length)).toBeLessThanOrEqual(2);
  });

  test('the collapse buttons work from the keyboard, and a box minimized on desktop starts collapsed', async ({ page }) => {
    await open(page, FOLDED);
    const folded = widget(page, FOLDED);
    await expect(folded).toHaveClass(/ha-toc--collapsed/);
    await expect(folded.locator('.ha-toc__body')).toBeHidden();
    const expand = folded.getByRole('button', { name: 'Open table of contents' });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    await expect(folded.getByRole('button', { name: 'Close table of contents' })).toHaveCount(0);
    await expand.focus();
    await page.keyboard.press('Enter');
    await expect(folded.locator('.ha-toc__body')).toBeVisible();
    await expect(folded).not.toHaveClass(/ha-toc--collapsed/);
    // Focus moves to the collapse button that took its place.
    const collapse = folded.getByRole('button', { name: 'Close table of contents' });
    await expect(collapse).toBeFocused();
    await expect(collapse).toHaveAttribute('aria-expanded', 'true');
    await expect(collapse).toHaveAttribute('aria-controls', (await folded.locator('.ha-toc__body').getAttribute('id'))!);
    await page.keyboard.press('Tab');
    await expect(folded.getByRole('link', { name: 'Choosing a flour' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press(' ');
    await expect(folded.locator('.ha-toc__body')).toBeHidden();
    await expect(expand).toBeFocused();
    // The main box: a mouse click collapses it too; collapsed, its min height gives way.
    const main = widget(page, MAIN);
    await expect(main.locator('.ha-toc-wrapper')).toHaveCSS('min-height', '120px');
    await main.getByRole('button', { name: 'Close table of contents' }).click();
    await expect(main.locator('.ha-toc__body')).toBeHidden();
    await expect(main.locator('.ha-toc-wrapper')).toHaveCSS('min-height', '0px');
  });

  test('a box minimized on mobile starts collapsed on a phone, and keyboard activation of a link moves focus to the heading', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(PAGE);
    const main = widget(page, MAIN);
    await expectReady(main);
    await expect(main.locator('.ha-toc__body')).toBeHidden();
    await main.getByRole('button', { name: 'Open table of contents' }).click();
    await main.getByRole('link', { name: 'Mixing and autolyse' }).focus();
    await page.keyboard.press('Enter');
    await expect(heading(page, 'Mixing and autolyse')).toBeFocused();
    await expect.poll(() => headingTop(page, 'Mixing and autolyse'), { timeout: 3000 }).toBeCloseTo(20, -0.5);
  });

  test('the sticky box floats once its midpoint scrolls above the viewport, keeping its place, and the scroll-to-top control shows', async ({ page }) => {
    const toc = await open(page);
    const wrapper = toc.locator('.ha-toc-wrapper');
    const toTop = toc.getByRole('button', { name: 'Scroll to top' });
    await expect(toTop).toBeHidden();
    // Scrolled into the article first: the active branch opens, which makes the box taller.
    await page.evaluate(() => window.scrollTo(0, 150));
    await expect.poll(() => activeText(toc)).toEqual(['Choosing a flour']);
    await page.waitForTimeout(200);
    const box = await wrapper.evaluate((el) => ({ y: el.getBoundingClientRect().top + window.scrollY, height: el.getBoundingClientRect().height, width: el.getBoundingClientRect().width }));
    const placeHeight = await toc.evaluate((el) => el.getBoundingClientRect().height);
    // Midpoint still below the top: in place.
    await page.evaluate((y) => window.scrollTo(0, y), box.y + box.height / 2 - 10);
    await page.waitForTimeout(200);
    await expect(wrapper).not.toHaveClass(/floating-toc/);
    await page.evaluate((y) => window.scrollTo(0, y), box.y + box.height / 2 + 10);
    await expect(wrapper).toHaveClass(/floating-toc/);
    await expect(wrapper).toHaveCSS('position', 'fixed');
    expect((await wrapper.boundingBox())!.y).toBeCloseTo(50, 0);
    expect((await wrapper.boundingBox())!.width).toBeCloseTo(box.width, 0);
    // Its place keeps the height, so what follows does not move.
    expect(await toc.evaluate((el) => el.getBoundingClientRect().height)).toBeCloseTo(placeHeight, 0);
    // Scrolled past the box, the control shows and takes the page back to the top.
    await page.evaluate((y) => window.scrollTo(0, y), box.y + box.height + 400);
    await expect(toTop).toBeVisible();
    await toTop.click();
    await expect.poll(() => pageScroll(page), { timeout: 2000 }).toBe(0);
    await expect(wrapper).not.toHaveClass(/floating-toc/);
    await expect(toTop).toBeHidden();
  });

  test('no headings: hidden for visitors, the message in the editor; bad settings give defaults and one warning', async ({ page, problems }) => {
    await open(page, BAD);
    await expect(widget(page, EMPTY).locator('.ha-toc-wrapper')).toBeHidden();
    await expect(widget(page, EMPTY)).toHaveAttribute('data-ha-state', 'ready');
    const bad = widget(page, BAD);
    // Default tags (h2 to h6) over the whole page (the invalid container is ignored).
    await expect(bad.locator('a.ha-toc__list-item-text')).toHaveCount(13);
    await expect(bad.locator('ol.ha-toc__list-wrapper')).toHaveCount(1);
    const warnings = problems.warnings.filter((text) => text.includes(BAD));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('headings_by_tags');

    await rewrite(page, PAGE, (html) => html.replace('{ debug: true }', '{ debug: true, editMode: true }'));
    await page.goto(PAGE);
    await expectReady(widget(page, EMPTY));
    await expect(widget(page, EMPTY).locator('.ha-toc__body')).toHaveText('No headings were found on this page.');
  });

  test('an address naming an added anchor scrolls to it once the anchors exist; unmounting restores the server markup', async ({ page }) => {
    await page.setViewportSize(VIEWPORT);
    await page.goto(`${PAGE}#ha-toc__heading-anchor-9`);
    await expectReady(widget(page, MAIN));
    // Below the 20 px scroll offset, as a click would leave it.
    await expect.poll(() => headingTop(page, 'Shaping the loaf')).toBeCloseTo(20, -0.5);
    for (const id of [MAIN, FOLDED, CUSTOM]) expect(await unmountRestores(page, id)).toBe(true);
    await expect(heading(page, 'Protein and gluten')).not.toHaveAttribute('id');
  });

  for (const [width, id] of [[1280, FOLDED], [390, MAIN]] as const)
    test(`a box minimized on this device is folded before it mounts (${width} px): mounting keeps its size`, async ({ page }) => {
      const { before, after } = await sizesBeforeAndAfterMount(page, PAGE, [id], undefined, width);
      expect(after).toEqual(before);
    });
});
