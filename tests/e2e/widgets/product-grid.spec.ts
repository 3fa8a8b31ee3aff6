// ha-product-grid and ha-single-product: the product quick view (src/ui/quick-view) on their buttons.
import type { Locator, Page } from '@playwright/test';
import { expect, test, expectReady, ownErrors, rewrite, unmountRestores, widget } from '../helpers';

const GRID = '/widgets/product-grid.html';
const SINGLE = '/widgets/single-product.html';
const CLASSIC = 'b7c0a11';
const HOVER = 'b7c0a12';

async function open(page: Page, path: string, id: string): Promise<Locator> {
  await page.goto(path);
  const grid = widget(page, id);
  await grid.scrollIntoViewIfNeeded();
  await expectReady(grid);
  return grid;
}

const dialog = (page: Page) => page.getByRole('dialog');

test('a quick view button opens the product, sanitised, in a modal dialog; Escape closes it and the focus returns', async ({ page, problems }) => {
  const requests: string[] = [];
  page.on('request', (request) => request.url().includes('/demo/quick-view/') && requests.push(request.url()));
  // The answer carries script the sanitiser must take out.
  await page.route('**/demo/quick-view/201', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace('</h2>', '</h2><img src="x" onerror="window.pwned=1"><script>window.pwned=2</script>');
    await route.fulfill({ response, body });
  });
  const grid = await open(page, GRID, CLASSIC);
  const shirt = grid.getByRole('article').filter({ hasText: 'Linen Shirt' });
  const button = shirt.getByRole('button', { name: 'Quick View' });
  await expect(button).toHaveAttribute('aria-haspopup', 'dialog');

  await button.click();
  const box = dialog(page);
  await expect(box).toBeVisible();
  await expect(box).toHaveAttribute('aria-modal', 'true');
  await expect(box).toHaveAccessibleName('Linen Shirt');
  await expect(box.getByRole('heading', { name: 'Linen Shirt' })).toBeVisible();
  await expect(box.getByText('$39.00')).toBeVisible();
  await expect(box.getByText('Light, breathable linen in a relaxed cut.')).toBeVisible();
  // The button's data-modal-class goes on the content, as the add-on's lightbox put it.
  await expect(box.locator('.ha-pqv-modal__content')).toHaveClass(/\bha-pqv--b7c0a11\b/);
  expect(requests).toEqual([expect.stringMatching(/\/demo\/quick-view\/201$/)]);
  await expect(box.locator('script')).toHaveCount(0);
  expect(await box.locator('img').evaluateAll((imgs) => imgs.map((img) => img.getAttributeNames().sort().join(',')))).not.toContain('onerror');
  expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();

  // The focus is held inside: on the close button first, and Tab wraps within the dialog.
  await expect(box.getByRole('button', { name: 'Close quick view' })).toBeFocused();
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    expect(await box.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  // The page behind does not scroll.
  await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');

  await page.keyboard.press('Escape');
  await expect(box).toBeHidden();
  await expect(button).toBeFocused();
  await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');
  expect(ownErrors(problems)).toEqual([]);
});

test('the keyboard opens a quick view (Enter and Space); the close button and the backdrop close it', async ({ page }) => {
  const grid = await open(page, GRID, HOVER);
  const tote = grid.getByRole('article').filter({ hasText: 'Canvas Tote' });
  const button = tote.getByRole('button', { name: 'Quick View' });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(dialog(page).getByRole('heading', { name: 'Canvas Tote' })).toBeVisible();
  // The focus moves in 100 ms after the dialog opens, onto its close button.
  await expect(dialog(page).getByRole('button', { name: 'Close quick view' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeHidden();
  await expect(button).toBeFocused();

  await page.keyboard.press(' ');
  await expect(dialog(page).getByRole('heading', { name: 'Canvas Tote' })).toBeVisible();
  // A click on the backdrop, outside the dialog box.
  await page.mouse.click(5, 5);
  await expect(dialog(page)).toBeHidden();
  await expect(button).toBeFocused();

  // Another product replaces the first.
  await tote.page().getByRole('article').filter({ hasText: 'Ceramic Mug' }).first().getByRole('button', { name: 'Quick View' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Ceramic Mug' })).toBeVisible();
  await expect(dialog(page).getByRole('heading', { name: 'Canvas Tote' })).toHaveCount(0);
});

test('a product that cannot be loaded says so in the dialog; a link to another host is never requested', async ({ page, problems }) => {
  await rewrite(page, GRID, (html) => html.replace('/demo/quick-view/203', 'https://elsewhere.example/quick-view/203'));
  const outside: string[] = [];
  page.on('request', (request) => !request.url().startsWith('http://localhost') && !request.url().startsWith('http://127.0.0.1') && !request.url().startsWith('data:') && outside.push(request.url()));
  const grid = await open(page, GRID, CLASSIC);

  const scarf = grid.getByRole('article').filter({ hasText: 'Wool Scarf' });
  await scarf.getByRole('button', { name: 'Quick View' }).click();
  await expect(dialog(page).getByRole('alert')).toHaveText('The product could not be loaded');
  await expect(dialog(page)).toHaveAccessibleName('Quick view: Wool Scarf');
  await page.keyboard.press('Escape');
  await expect(scarf.getByRole('button', { name: 'Quick View' })).toBeFocused();

  await grid.getByRole('article').filter({ hasText: 'Ceramic Mug' }).getByRole('button', { name: 'Quick View' }).click();
  await expect(dialog(page).getByRole('alert')).toHaveText('The product could not be loaded');
  expect(outside).toEqual([]);

  // A server error, and a network failure.
  await page.keyboard.press('Escape');
  await page.route('**/demo/quick-view/201', (route) => route.fulfill({ status: 500, body: 'oops' }));
  await grid.getByRole('article').filter({ hasText: 'Linen Shirt' }).getByRole('button', { name: 'Quick View' }).click();
  await expect(dialog(page).getByRole('alert')).toHaveText('The product could not be loaded');
  await page.keyboard.press('Escape');
  await page.route('**/demo/quick-view/202', (route) => route.abort());
  await grid.getByRole('article').filter({ hasText: 'Canvas Tote' }).getByRole('button', { name: 'Quick View' }).click();
  await expect(dialog(page).getByRole('alert')).toHaveText('The product could not be loaded');
  expect(ownErrors(problems)).toEqual([]);
});

test('single product skins open their quick view; unmounting puts the printed markup back', async ({ page }) => {
  for (const [id, name] of [['c8d0b11', 'Linen Shirt'], ['c8d0b12', 'Ceramic Mug'], ['c8d0b13', 'Wool Scarf']] as const) {
    const product = await (async () => {
      const el = widget(page, id);
      if (id === 'c8d0b11') return open(page, SINGLE, id);
      await el.scrollIntoViewIfNeeded();
      await expectReady(el);
      return el;
    })();
    await product.getByRole('button', { name: 'Quick View' }).click();
    if (name === 'Wool Scarf') await expect(dialog(page).getByRole('alert')).toHaveText('The product could not be loaded');
    else await expect(dialog(page).getByRole('heading', { name })).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Close quick view' }).click();
    await expect(dialog(page)).toBeHidden();
  }
  expect(await unmountRestores(page, 'c8d0b11')).toBe(true);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('unmounting a grid with its quick view open takes the dialog away and restores the buttons', async ({ page }) => {
  const grid = await open(page, GRID, CLASSIC);
  await grid.getByRole('article').filter({ hasText: 'Linen Shirt' }).getByRole('button', { name: 'Quick View' }).click();
  await expect(dialog(page)).toBeVisible();
  expect(await unmountRestores(page, CLASSIC)).toBe(true);
  await expect(page.locator('.ha-pqv-modal')).toHaveCount(0);
  await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');
});

test('an answer past the cap is refused, and a load still pending when the dialog closes never lands', async ({ page, problems }) => {
  const grid = await open(page, GRID, CLASSIC);
  await page.route('**/demo/quick-view/201', (route) => route.fulfill({ contentType: 'text/html', body: '<p>big</p>'.repeat(300_000) }));
  await grid.getByRole('article').filter({ hasText: 'Linen Shirt' }).getByRole('button', { name: 'Quick View' }).click();
  await expect(dialog(page).getByRole('alert')).toHaveText('The product could not be loaded');
  await expect(dialog(page).getByText('big')).toHaveCount(0);
  expect(problems.warnings.filter((text) => text.includes('larger than'))).toHaveLength(1);
  await page.keyboard.press('Escape');

  let release: () => void = () => {};
  await page.route('**/demo/quick-view/202', async (route) => {
    await new Promise<void>((resolve) => (release = resolve));
    await route.continue().catch(() => {});
  });
  const tote = grid.getByRole('article').filter({ hasText: 'Canvas Tote' });
  await tote.getByRole('button', { name: 'Quick View' }).click();
  await expect(dialog(page)).toHaveAttribute('aria-busy', 'true');
  await expect(dialog(page).getByText('Loading…')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  release();
  await page.waitForTimeout(300);
  await expect(page.locator('.ha-pqv-modal').getByText('Heavy canvas with an inner pocket.')).toHaveCount(0);
  await expect(tote.getByRole('button', { name: 'Quick View' })).toBeFocused();
  expect(ownErrors(problems)).toEqual([]);
});
