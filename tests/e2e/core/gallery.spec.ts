// The gallery as a demo: `fixtures/index.html` (written by the build, scripts/gallery.mjs) opens with
// a card for every widget fixture, each with its name and a live preview that loads as it comes into
// view; it has a favicon; the event calendar fixture opens on a month with events whatever today is;
// the real pages say that the theme's stylesheet is not there.
import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '../helpers';

const widgetPages = fs
  .readdirSync(path.join(process.cwd(), 'fixtures/widgets'))
  .filter((name) => name.endsWith('.html'))
  .sort();

test.describe('the gallery', () => {
  test('has a card with a name, a type and a preview for every widget fixture', async ({ page }) => {
    await page.goto('/');
    const cards = page.locator('.card');
    await expect(cards).toHaveCount(widgetPages.length);
    const seen = await cards.evaluateAll((list) =>
      list.map((card) => ({
        href: card.querySelector('h3 a')?.getAttribute('href'),
        name: card.querySelector('h3')?.textContent?.trim(),
        type: card.querySelector('.type')?.textContent?.trim(),
        preview: card.querySelector('.preview iframe')?.getAttribute('data-src'),
      })),
    );
    expect(seen.map((card) => card.href)).toEqual(widgetPages.map((name) => `/widgets/${name}`));
    for (const card of seen) {
      expect(card.name, card.href!).not.toBe('');
      // An add-on type, or one of the page builder's that a folder drives (the loop filter's).
      expect(card.type, card.href!).toMatch(/^[a-z][a-z-]+$/);
      expect(card.preview, card.href!).toBe(card.href);
    }
  });

  test('loads the previews near the viewport only, and the card opens its fixture', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const first = page.locator('.card').first();
    await expect(first.locator('.preview')).toHaveClass(/loaded/, { timeout: 15_000 });
    await expect(first.locator('iframe')).toHaveAttribute('src', '/widgets/accordion.html');
    // The last cards are thousands of pixels further down: not loaded yet.
    await expect(page.locator('.card').last().locator('iframe')).not.toHaveAttribute('src', /./);
    // The preview is out of the tab order and of the accessibility tree; the card's name is the link.
    await expect(first.locator('iframe')).toHaveAttribute('tabindex', '-1');
    // The card's link covers the whole card, preview included.
    const box = (await first.locator('.preview').boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page).toHaveURL(/\/widgets\/accordion\.html$/);
  });

  test('has a favicon', async ({ page, request }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(href).toBe('/favicon.svg');
    const response = await request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('image/svg+xml');
  });
});

test('the event calendar opens on a month with events whatever today is', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-11-28T10:00:00'));
  await page.goto('/widgets/event-calendar.html');
  const month = page.locator('.elementor-element[data-id="e1a2b3c"]');
  await month.scrollIntoViewIfNeeded();
  await expect(month).toHaveAttribute('data-ha-state', 'ready', { timeout: 15_000 });
  await expect(month.locator('.fc-toolbar-title')).toHaveText('November 2026');
  await expect(month.locator('.fc-event').first()).toBeVisible();
  const list = page.locator('.elementor-element[data-id="f2b3c4d"]');
  await list.scrollIntoViewIfNeeded();
  await expect(list).toHaveAttribute('data-ha-state', 'ready', { timeout: 15_000 });
  await expect(list.locator('.fc-toolbar-title')).toHaveText('November 2026');
  await expect(list.locator('.fc-list-event').first()).toBeVisible();
});

test('a real page says that the theme stylesheet is not included, and is never in the way', async ({ page }) => {
  await page.goto('/real/pelicula-home.html');
  const notice = page.locator('[data-ha-demo-notice]');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText("The theme's stylesheet is not included");
  expect(await notice.evaluate((el) => getComputedStyle(el).pointerEvents)).toBe('none');
  expect(await notice.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
});
