import type { Locator, Page, Route } from '@playwright/test';
import { test, expect, widget, expectReady, ownErrors, rewrite, unmountRestores } from '../helpers';

const PAGE = '/widgets/shipping-bar.html';
const AJAX = '**/wp-admin/admin-ajax.php';
const PERCENT = '3f1a9b2';
const AMOUNT = '4c2b8d3';
const BAD = '5d3c9e4';

const isSubtotal = (route: Route) => new URLSearchParams(route.request().postData() ?? '').get('action') === 'ha_get_cart_subtotal_action';

/** Answers the subtotal requests with what `answer` gives: a subtotal, a whole body, a status, or a hang. */
async function answerSubtotal(page: Page, answer: () => number | { body: string; status?: number } | 'hang'): Promise<void> {
  await page.unroute(AJAX);
  await page.route(AJAX, async (route) => {
    if (!isSubtotal(route)) return route.continue();
    const next = answer();
    if (next === 'hang') return; // never answered; a newer request aborts it
    const { body, status = 200 } = typeof next === 'number' ? { body: JSON.stringify({ status: 'true', subTotalAmount: next }) } : next;
    await route.fulfill({ status, contentType: 'text/html; charset=UTF-8', body }).catch(() => {});
  });
}

/** What WooCommerce does after a product is added to (or removed from) the cart. */
const cartEvent = (page: Page, name: 'added_to_cart' | 'removed_from_cart') =>
  page.evaluate((name) => document.body.dispatchEvent(new Event(name)), name);

async function open(page: Page): Promise<Locator> {
  await page.context().clearCookies();
  await page.goto(PAGE);
  const bars = page.locator('[data-widget_type^="ha-shipping-bar."]');
  await expect(bars.and(page.locator('[data-ha-state="ready"]'))).toHaveCount(3);
  return widget(page, PERCENT);
}

const progressbar = (bar: Locator) => bar.getByRole('progressbar', { name: 'Free shipping progress' });
const fill = (bar: Locator) => bar.locator('.ha-fsb-size');
const message = (bar: Locator) => bar.locator('.ha-fsb-inner-content');

/** How full the bar looks, 0 to 1. */
const share = (bar: Locator) =>
  bar.evaluate((element) => {
    const track = element.querySelector('.ha-fsb-progress-bar')!.getBoundingClientRect();
    return element.querySelector('.ha-fsb-size')!.getBoundingClientRect().width / track.width;
  });

async function expectShare(bar: Locator, expected: number): Promise<void> {
  await expect.poll(() => share(bar)).toBeCloseTo(expected, 2);
}

test('the bars show the progress of the demo backend\'s subtotal, asked for once for every bar', async ({ page, problems }) => {
  const requests: string[] = [];
  page.on('request', (request) => request.url().includes('admin-ajax.php') && requests.push(request.postData() ?? ''));
  const bar = await open(page);

  await expect(progressbar(bar)).toHaveAttribute('aria-valuenow', '43');
  await expect(progressbar(bar)).toHaveAttribute('aria-valuemin', '0');
  await expect(progressbar(bar)).toHaveAttribute('aria-valuemax', '100');
  await expect(progressbar(bar)).toHaveAttribute('aria-valuetext', '43%, $57.50 left for free shipping');
  await expect(fill(bar)).toHaveText('43%');
  await expectShare(bar, 0.43);
  await expect(fill(bar)).toHaveCSS('transition', 'width 0.015s ease-in-out');
  await expect(message(bar)).toHaveText('$100.00 Free shipping for order above');
  await expect(bar.getByRole('status')).toHaveText('');

  // The amount bar reads the same store: $42.50 is past its $40 target.
  const amount = widget(page, AMOUNT);
  await expect(fill(amount)).toHaveText('$42.50');
  await expect(progressbar(amount)).toHaveAttribute('aria-valuenow', '100');
  await expect(progressbar(amount)).toHaveAttribute('aria-valuetext', '100%, free shipping reached');
  await expectShare(amount, 1);
  await expect(message(amount)).toHaveText('Your order ships free.');
  await expect(amount.getByRole('button')).toHaveCount(0);

  // Unusable settings: the defaults (a target of 0 is reached at once) and one warning.
  const bad = widget(page, BAD);
  await expect(progressbar(bad)).toHaveAttribute('aria-valuenow', '100');
  await expect(message(bad)).toHaveText('Free shipping for order above $50.00');
  expect(problems.warnings.filter((text) => text.includes(BAD))).toHaveLength(1);
  expect(problems.warnings.filter((text) => text.includes(PERCENT) || text.includes(AMOUNT))).toEqual([]);

  expect(requests).toHaveLength(1);
  const fields = new URLSearchParams(requests[0]);
  expect(fields.get('action')).toBe('ha_get_cart_subtotal_action');
  expect(fields.get('security')).toBe('4f2a9c1e7b');
  expect(ownErrors(problems)).toEqual([]);
});

test('cart events ask again: the bar follows the cart, and at the target shows the success message, sanitised', async ({ page, problems }) => {
  await rewrite(page, PAGE, (html) =>
    html.replace('free shipping<\\/strong>.', 'free shipping<\\/strong>.<img src=\\"x\\" onerror=\\"window.pwned=1\\"><script>window.pwned=2<\\/script>'),
  );
  const bar = await open(page);
  await expect(fill(bar)).toHaveText('43%');

  let subtotal = 80;
  await answerSubtotal(page, () => subtotal);
  await cartEvent(page, 'added_to_cart');
  await expect(fill(bar)).toHaveText('80%');
  await expectShare(bar, 0.8);
  await expect(progressbar(bar)).toHaveAttribute('aria-valuetext', '80%, $20 left for free shipping');
  await expect(bar.getByRole('status')).toHaveText('$20 left for free shipping.');
  await expect(message(bar)).toHaveText('$100.00 Free shipping for order above');

  subtotal = 120;
  await cartEvent(page, 'added_to_cart');
  await expect(fill(bar)).toHaveText('100%');
  await expectShare(bar, 1);
  await expect(message(bar)).toHaveText('Congratulations! You have got free shipping.');
  await expect(message(bar).locator('strong')).toHaveText('free shipping');
  await expect(bar.getByRole('status')).toHaveText('Congratulations! You have got free shipping.');
  await expect(message(bar).locator('img')).toHaveCount(1);
  expect(await message(bar).locator('img').evaluate((img) => img.getAttributeNames().sort())).toEqual(['src']);
  await expect(message(bar).locator('script')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();

  // Removing items below the target brings the announcement back.
  subtotal = 30;
  await cartEvent(page, 'removed_from_cart');
  await expect(fill(bar)).toHaveText('30%');
  await expect(message(bar)).toHaveText('$100.00 Free shipping for order above');
  await expect(bar.getByRole('status')).toHaveText('$70 left for free shipping.');
  expect(ownErrors(problems)).toEqual([]);
});

test('a failing, malformed or hanging answer leaves the bar as it was', async ({ page, problems }) => {
  const bar = await open(page);
  await expect(fill(bar)).toHaveText('43%');

  const failures = [{ body: 'Internal error', status: 500 }, { body: '{"status":"true",' }, { body: '{"status":"false","subTotalAmount":90}' }, { body: '0' }];
  for (const failure of failures) {
    await answerSubtotal(page, () => failure);
    const answered = page.waitForResponse((response) => response.url().includes('admin-ajax.php'));
    await cartEvent(page, 'added_to_cart');
    await answered;
    await expect(fill(bar)).toHaveText('43%');
    await expect(progressbar(bar)).toHaveAttribute('aria-valuenow', '43');
  }

  await answerSubtotal(page, () => 'hang');
  const held = page.waitForRequest((request) => request.url().includes('admin-ajax.php'));
  await cartEvent(page, 'added_to_cart');
  await held;
  await expect(fill(bar)).toHaveText('43%');
  await expectShare(bar, 0.43);

  // The next cart change is heard while that answer still hangs.
  await answerSubtotal(page, () => 60);
  await cartEvent(page, 'removed_from_cart');
  await expect(fill(bar)).toHaveText('60%');
  expect(ownErrors(problems)).toEqual([]);
});

test('the close button hides the bars and the cookie keeps them hidden after a reload', async ({ page, problems }) => {
  const bar = await open(page);
  const close = bar.getByRole('button', { name: 'Close the free shipping bar' });
  await close.focus();
  await expect(close).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(bar.locator('.ha-fsb-container')).toBeHidden();
  await expect(widget(page, AMOUNT).locator('.ha-fsb-container')).toBeHidden();
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'ha_close_fsb')?.value).toBe('yes');

  await page.reload();
  await expectReady(bar);
  await expect(bar.locator('.ha-fsb-container')).toBeHidden();
  await expect(widget(page, AMOUNT).locator('.ha-fsb-container')).toBeHidden();

  // The editor shows the bar whatever the cookie says.
  await rewrite(page, PAGE, (html) => html.replace('{ debug: true }', '{ debug: true, editMode: true }'));
  await page.reload();
  await expect(fill(bar)).toHaveText('43%');
  await expect(bar.locator('.ha-fsb-container')).toBeVisible();
  await page.unroute(`**${PAGE}`);

  // Without the cookie the bar is back; a click closes it too.
  await page.context().clearCookies();
  await page.reload();
  await expect(fill(bar)).toHaveText('43%');
  await bar.getByRole('button', { name: 'Close the free shipping bar' }).click();
  await expect(bar.locator('.ha-fsb-container')).toBeHidden();
  expect(ownErrors(problems)).toEqual([]);
});

test('the default width is 5%, and 12% at 768 px or less, before the first answer and for an empty cart', async ({ page, problems }) => {
  let calls = 0;
  await page.context().clearCookies();
  await page.route(AJAX, async (route) => {
    if (!isSubtotal(route)) return route.continue();
    if (calls++ === 0) return; // the first answer never comes
    await route.fulfill({ contentType: 'text/html', body: '{"status":"true","subTotalAmount":0}' });
  });
  await page.goto(PAGE);
  const bar = widget(page, PERCENT);
  await expectReady(bar);
  await expectShare(bar, 0.05);
  await expect(progressbar(bar)).not.toHaveAttribute('aria-valuenow');

  await page.setViewportSize({ width: 375, height: 800 });
  await expectShare(bar, 0.12);

  await cartEvent(page, 'removed_from_cart');
  await expect(progressbar(bar)).toHaveAttribute('aria-valuenow', '0');
  await expect(fill(bar)).toHaveText('0%');
  await expect(fill(widget(page, AMOUNT))).toHaveText('$0');
  await expectShare(bar, 0.12);

  await page.setViewportSize({ width: 1280, height: 800 });
  await expectShare(bar, 0.05);
  expect(ownErrors(problems)).toEqual([]);
});

test('with reduced motion the width changes without a transition; unmounting restores the printed bar', async ({ page, problems }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const bar = await open(page);
  await expect(fill(bar)).toHaveText('43%');
  await expect(fill(bar)).toHaveCSS('transition-duration', '0s');
  await expect(fill(widget(page, AMOUNT))).toHaveCSS('transition-duration', '0s');
  expect(await unmountRestores(page, PERCENT)).toBe(true);
  expect(await unmountRestores(page, AMOUNT)).toBe(true);
  expect(ownErrors(problems)).toEqual([]);
});
