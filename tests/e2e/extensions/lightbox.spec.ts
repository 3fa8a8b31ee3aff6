// The page-level lightbox, as a visitor meets it: image links the page builder marks open one
// lightbox (the gallery widgets' own), grouped by slideshow, with captions, keyboard, buttons and
// swipe; hash-action links open it too; it stays shut on a phone when the kit says so; the real
// exported page with a gallery opens its slideshow.
import type { Page } from '@playwright/test';
import { test, expect } from '../helpers';
import { closePopups } from '../corpus/checks';

const PAGE = '/extensions/lightbox.html';

const lightbox = (page: Page) => page.locator('dialog.ha-lightbox');
const counter = (page: Page) => lightbox(page).locator('.ha-lightbox__counter');
const image = (page: Page) => lightbox(page).locator('img.ha-lightbox__image');
const caption = (page: Page) => lightbox(page).locator('.ha-lightbox__caption');
const description = (page: Page) => lightbox(page).locator('.ha-lightbox__description');

async function open(page: Page, query = ''): Promise<void> {
  await page.goto(`${PAGE}${query}`);
  // Its links are live once the extension has started.
  await expect(page.locator('html')).toHaveAttribute('data-ha-extensions', /\blightbox\b/);
}

test('a gallery link opens its slideshow: captions, buttons, arrow keys, swipe, preloading; Escape closes and focus returns', async ({ page, problems }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const requested: string[] = [];
  page.on('request', (request) => request.url().includes('-large.svg') && requested.push(new URL(request.url()).pathname));
  await open(page);
  await page.click('#canyon');
  await expect(lightbox(page)).toHaveJSProperty('open', true);
  await expect(image(page)).toHaveAttribute('src', /canyon-large\.svg$/);
  await expect(image(page)).toHaveAttribute('alt', 'A red canyon');
  await expect(counter(page)).toHaveText('2 / 4');
  await expect(caption(page)).toHaveText('Canyon');
  await expect(lightbox(page).getByRole('button', { name: 'Close' })).toBeFocused();
  // One before and two after are loaded ahead; nothing further.
  await expect.poll(() => [...requested].sort()).toEqual(
    ['/assets/image-grid/canyon-large.svg', '/assets/image-grid/dunes-large.svg', '/assets/image-grid/pier-large.svg', '/assets/image-grid/tower-large.svg'].sort(),
  );
  expect(new URL(page.url()).pathname).toBe(PAGE);

  await page.keyboard.press('ArrowRight');
  await expect(counter(page)).toHaveText('3 / 4');
  await expect(description(page)).toHaveText('Opened through its hash action');
  await lightbox(page).getByRole('button', { name: 'Next image' }).click();
  await expect(caption(page)).toHaveText('Tower');
  await lightbox(page).getByRole('button', { name: 'Previous image' }).click();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(counter(page)).toHaveText('1 / 4');
  // The description is text: its markup is dropped, nothing from it runs.
  await expect(description(page)).toHaveText('Sand at dusk , wind from the west');
  await expect(lightbox(page).locator('figcaption img, figcaption b')).toHaveCount(0);

  // Focus stays in the lightbox.
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('dialog.ha-lightbox'))).toBe(true);
  }

  // A leftward drag shows the next image.
  const box = (await image(page).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2 + 100, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 60, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(counter(page)).toHaveText('2 / 4');

  await page.keyboard.press('Escape');
  await expect(lightbox(page)).toHaveCount(0);
  await expect(page.locator('#canyon')).toBeFocused();
  expect(problems.errors).toEqual([]);
});

test('the zoom takes 300 ms, and none runs when the visitor prefers reduced motion', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // Every transform animation of the lightbox image, with its duration, as it starts.
  await page.addInitScript(() => {
    const animate = Element.prototype.animate;
    (window as unknown as { zooms: number[] }).zooms = [];
    Element.prototype.animate = function (frames, options) {
      const transform = Array.isArray(frames) && frames.some((frame) => 'transform' in frame);
      if (transform && this.matches('img.ha-lightbox__image') && typeof options === 'object') (window as unknown as { zooms: number[] }).zooms.push(Number(options.duration));
      return animate.call(this, frames, options);
    };
  });
  const zooms = () => page.evaluate(() => (window as unknown as { zooms: number[] }).zooms);
  await open(page);
  await page.click('#dunes');
  await expect(lightbox(page)).toBeVisible();
  expect(await zooms()).toEqual([300]);
  await page.keyboard.press('Escape');
  await expect(lightbox(page)).toHaveCount(0);
  // Back to the thumbnail.
  expect(await zooms()).toEqual([300, 300]);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.click('#dunes');
  await expect(lightbox(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(lightbox(page)).toHaveCount(0);
  expect(await zooms()).toEqual([300, 300]);
});

test('default follows the kit, no is an ordinary link, and a plain image link opens it with the global lightbox on', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page);
  await page.click('#cactus');
  await expect(image(page)).toHaveAttribute('src', /cactus-large\.svg$/);
  await expect(caption(page)).toHaveText('Cactus');
  // A single image: no arrows, no counter.
  await expect(lightbox(page).getByRole('button', { name: 'Next image' })).toHaveCount(0);
  await expect(counter(page)).toHaveCount(0);
  await lightbox(page).getByRole('button', { name: 'Close' }).click();
  await expect(lightbox(page)).toHaveCount(0);

  await page.click('#meadow');
  await expect(image(page)).toHaveAttribute('src', /meadow-large\.svg$/);
  await expect(image(page)).toHaveAttribute('alt', 'A meadow in spring');
  // No title printed: no caption bar.
  await expect(lightbox(page).locator('figcaption')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(lightbox(page)).toHaveCount(0);

  await page.click('#alley');
  await expect(page).toHaveURL(/\/assets\/image-grid\/alley-large\.svg$/);
});

test('hash-action links open it: one image, a list of slides, the page gallery at an image; a video does nothing; on load too', async ({ page, problems }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page);
  await page.click('#action-image');
  await expect(image(page)).toHaveAttribute('src', /lake-large\.svg$/);
  await expect(caption(page)).toHaveText('Mountain lakeOpened by a hash-action link');
  await expect(description(page)).toHaveText('Opened by a hash-action link');
  await page.keyboard.press('Escape');
  await expect(lightbox(page)).toHaveCount(0);
  await expect(page.locator('#action-image')).toBeFocused();

  // Three slides listed, one of them a javascript: address: two shown, starting at the second.
  await page.click('#action-slides');
  await expect(counter(page)).toHaveText('2 / 2');
  await expect(image(page)).toHaveAttribute('src', /lantern-large\.svg$/);
  await page.keyboard.press('ArrowRight');
  await expect(caption(page)).toHaveText('Harbour');
  await page.keyboard.press('Escape');
  await expect(lightbox(page)).toHaveCount(0);

  await page.click('#action-gallery');
  await expect(counter(page)).toHaveText('3 / 4');
  await expect(caption(page)).toHaveText('PierOpened through its hash action');
  await page.keyboard.press('Escape');
  await expect(lightbox(page)).toHaveCount(0);

  // The gallery link that carries the action in data-e-action-hash.
  await page.click('#pier');
  await expect(counter(page)).toHaveText('3 / 4');
  await page.keyboard.press('Escape');
  await expect(lightbox(page)).toHaveCount(0);
  await expect(page.locator('#pier')).toBeFocused();

  await page.click('#action-video');
  await page.waitForTimeout(300);
  await expect(lightbox(page)).toHaveCount(0);
  expect(new URL(page.url()).hash).toBe('');
  expect(problems.errors).toEqual([]);

  const hash = await page.locator('#action-image').getAttribute('href');
  await page.goto('about:blank');
  await page.goto(`${PAGE}${hash}`);
  await expect(image(page)).toHaveAttribute('src', /lake-large\.svg$/);
});

test('switched off on a phone (kit): links open the image as links do; a tablet still gets the lightbox', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await open(page);
  await page.click('#canyon');
  await expect(page).toHaveURL(/\/assets\/image-grid\/canyon-large\.svg$/);

  // A link that runs the lightbox action as well.
  await open(page);
  await page.click('#pier');
  await expect(page).toHaveURL(/\/assets\/image-grid\/pier-large\.svg$/);

  await page.setViewportSize({ width: 900, height: 740 });
  await open(page);
  await page.click('#canyon');
  await expect(counter(page)).toHaveText('2 / 4');
});

test('the real exported page opens its gallery slideshow', async ({ page, problems }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/real/djyatelier-home.html');
  // Its newsletter popup opens 2 s after load and takes the focus: closed first, as a visitor would.
  await closePopups(page);
  const links = page.locator('[data-elementor-lightbox-slideshow="17a38ac"]');
  await expect(links).toHaveCount(10);
  await links.nth(1).scrollIntoViewIfNeeded();
  await expect(page.locator('html')).toHaveAttribute('data-ha-extensions', /\blightbox\b/);
  // The exported page has lost its stylesheets: its 2000 px images overlap, so the visitor uses the keyboard.
  await links.nth(1).focus();
  await page.keyboard.press('Enter');
  await expect(lightbox(page)).toHaveJSProperty('open', true);
  await expect(counter(page)).toHaveText('2 / 10');
  await expect(caption(page)).toHaveText('2');
  await page.keyboard.press('ArrowRight');
  await expect(counter(page)).toHaveText('3 / 10');
  await expect(image(page)).toHaveAttribute('src', /\/1-18(-\d+x\d+)?\.jpg$/); // the full file is offline here: its thumbnail stands in
  await page.keyboard.press('Escape');
  await expect(lightbox(page)).toHaveCount(0);
  await expect(links.nth(1)).toBeFocused();
  expect(problems.errors.filter((text) => /^\[ha-widgets\]/.test(text))).toEqual([]);
});
