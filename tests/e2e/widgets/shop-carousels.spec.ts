// The shop carousels on the one carousel engine (product, product category, download and download
// category carousels), the download grid, and the download add to cart (src/ui/shop).
import type { Page, Route } from '@playwright/test';
import { expect, test, expectReady, ownErrors, unmountRestores, widget } from '../helpers';
import { expectView, mountingChanges, openWidget } from '../carousel-helpers';

const PRODUCTS = '/widgets/product-carousel.html';
const CATEGORIES = '/widgets/product-category-carousel.html';
const DOWNLOADS = '/widgets/edd-product-carousel.html';
const DOWNLOAD_CATEGORIES = '/widgets/edd-category-carousel.html';
const DOWNLOAD_GRID = '/widgets/edd-product-grid.html';
const AJAX = '**/wp-admin/admin-ajax.php';

const actionOf = (route: Route) => new URLSearchParams(route.request().postData() ?? '').get('action');

/** Records the ajax posts and the cart events the page sees. */
async function watchCart(page: Page): Promise<{ posts: URLSearchParams[]; events: () => Promise<string[]> }> {
  const posts: URLSearchParams[] = [];
  page.on('request', (request) => request.url().includes('admin-ajax.php') && posts.push(new URLSearchParams(request.postData() ?? '')));
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { cartEvents: string[] }).cartEvents = []);
    for (const name of ['added_to_cart', 'removed_from_cart']) document.addEventListener(name, () => seen.push(name), true);
  });
  return { posts, events: () => page.evaluate(() => (window as unknown as { cartEvents: string[] }).cartEvents) };
}

test('product carousels: labelled, 3 in view with arrows that loop, the widget\'s 4 by default, quick view in the slides', async ({ page, problems }) => {
  const classic = await openWidget(page, PRODUCTS, 'e1f0d11');
  const region = classic.getByRole('region', { name: 'Products' });
  await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
  await expect(region.getByRole('article')).toHaveCount(5);
  await expectView(classic, [1, 2, 3]);
  await classic.getByRole('button', { name: 'Next slide' }).click();
  await expectView(classic, [2, 3, 4]);
  await classic.getByRole('button', { name: 'Previous slide' }).click();
  await expectView(classic, [1, 2, 3]);
  await classic.getByRole('button', { name: 'Previous slide' }).click();
  await expectView(classic, [5, 1, 2]);

  // The quick view of a slide in view.
  await region.getByRole('article', { name: '1 of 5' }).getByRole('button', { name: 'Quick View' }).click();
  const dialog = page.getByRole('dialog', { name: 'Linen Shirt' });
  await expect(dialog.getByText('Light, breathable linen in a relaxed cut.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(region.getByRole('article', { name: '1 of 5' }).getByRole('button', { name: 'Quick View' })).toBeFocused();

  const modern = widget(page, 'e1f0d12');
  await modern.scrollIntoViewIfNeeded();
  await expectReady(modern);
  await expectView(modern, [1, 2, 3, 4]);
  await expect(modern.getByRole('button', { name: /^Go to page/ })).toHaveCount(0); // 4 products, 4 in view: nothing moves
  await page.setViewportSize({ width: 600, height: 900 });
  await expect.poll(() => modern.getByRole('button', { name: /^Go to page \d of \d$/ }).count()).toBeGreaterThan(1);
  await expectView(modern, [1, 2]);
  expect(ownErrors(problems)).toEqual([]);
});

test('category carousels: classic with arrows, minimal with dots, download categories with both', async ({ page }) => {
  const classic = await openWidget(page, CATEGORIES, 'a3b0f11');
  const region = classic.getByRole('region', { name: 'Product categories' });
  await expect(region.getByRole('article')).toHaveCount(5);
  await expectView(classic, [1, 2, 3]);
  await page.keyboard.press('Tab');
  await classic.getByRole('button', { name: 'Next slide' }).press('Enter');
  await expectView(classic, [2, 3, 4]);
  await expect(region.getByRole('article', { name: '4 of 5' }).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '#product-category-home');

  const minimal = widget(page, 'a3b0f12');
  await minimal.scrollIntoViewIfNeeded();
  await expectReady(minimal);
  await expectView(minimal, [1, 2, 3, 4]);

  const downloads = await openWidget(page, DOWNLOAD_CATEGORIES, 'b4c0a11');
  await expect(downloads.getByRole('region', { name: 'Download categories' })).toHaveCount(1);
  await expectView(downloads, [1, 2]);
  await downloads.getByRole('button', { name: 'Go to page 2 of 2' }).click();
  await expectView(downloads, [2, 3]);
  expect(await unmountRestores(page, 'b4c0a11')).toBe(true);
});

test('a download added from a carousel: the button shows it was added and the cart events fire', async ({ page, problems }) => {
  const cart = await watchCart(page);
  const carousel = await openWidget(page, DOWNLOADS, 'f2a0e11');
  const region = carousel.getByRole('region', { name: 'Downloads' });
  await expectView(carousel, [1, 2]);
  const icons = region.getByRole('article', { name: '1 of 3' }).getByRole('button', { name: 'Add to cart' });
  await icons.click();
  await expect(region.getByRole('article', { name: '1 of 3' }).getByRole('button', { name: 'Added to cart' })).toHaveClass(/\badded\b/);
  await expect(carousel.getByRole('status')).toHaveText('Icon Pack was added to the cart.');
  await expect.poll(cart.events).toEqual(['added_to_cart']);
  const add = cart.posts.filter((fields) => fields.get('action') === 'ha_edd_ajax_add_to_cart_link');
  expect(add.map((fields) => [fields.get('download_id'), fields.get('security')])).toEqual([['301', '4f2a9c1e7b']]);

  // The demo backend refuses download 399: the button stays as it was and no event fires.
  await carousel.getByRole('button', { name: 'Next slide' }).click();
  await expectView(carousel, [2, 3]);
  const font = region.getByRole('article', { name: '3 of 3' }).getByRole('button', { name: 'Add to cart' });
  await font.press(' ');
  await expect.poll(() => cart.posts.filter((fields) => fields.get('download_id') === '399').length).toBe(1);
  await expect(font).not.toHaveAttribute('aria-busy', 'true');
  await expect(font).not.toHaveClass(/\badded\b/);
  expect(await cart.events()).toEqual(['added_to_cart']);
  expect(ownErrors(problems)).toEqual([]);
});

test('download grid: add to cart with the keyboard, failures left silent, quick view, and the markup back on unmount', async ({ page, problems }) => {
  const cart = await watchCart(page);
  await page.goto(DOWNLOAD_GRID);
  const grid = widget(page, 'd9e0c11');
  await expectReady(grid);
  const kit = grid.getByRole('article').filter({ hasText: 'UI Kit' });

  // A server error first: nothing happens, and the button can be used again.
  await page.route(AJAX, (route) => (actionOf(route) === 'ha_edd_ajax_add_to_cart_link' ? route.fulfill({ status: 500, body: '0' }) : route.continue()));
  await kit.getByRole('button', { name: 'Add to cart' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => cart.posts.filter((fields) => fields.get('download_id') === '302').length).toBe(1);
  await expect(kit.getByRole('button', { name: 'Add to cart' })).not.toHaveAttribute('aria-busy', 'true');
  expect(await cart.events()).toEqual([]);

  await page.unroute(AJAX);
  await page.keyboard.press('Enter');
  await expect(kit.getByRole('button', { name: 'Added to cart' })).toBeVisible();
  await expect.poll(cart.events).toEqual(['added_to_cart']);

  await grid.getByRole('article').filter({ hasText: 'Icon Pack' }).getByRole('button', { name: 'Quick View' }).click();
  await expect(page.getByRole('dialog', { name: 'Linen Shirt' })).toBeVisible();
  await expect(page.getByRole('dialog').locator('.ha-pqv-modal__content')).toHaveClass(/\bha-pqv-edd--d9e0c11\b/);
  await page.keyboard.press('Escape');
  expect(await unmountRestores(page, 'd9e0c11')).toBe(true);
  expect(ownErrors(problems)).toEqual([]);
});

test('mounting the shop carousels moves nothing on the page', async ({ page }) => {
  for (const path of [PRODUCTS, CATEGORIES, DOWNLOADS]) {
    const { prepared, started } = await mountingChanges(page, path);
    expect({ path, prepared, started }).toEqual({ path, prepared: [], started: [] });
  }
});
