// ha-mini-cart: the popup disclosure, and its totals on the shared cart store next to the shipping bar.
import type { Page, Route } from '@playwright/test';
import { expect, test, expectReady, ownErrors, unmountRestores, widget } from '../helpers';
import { mountingChanges } from '../carousel-helpers';

const PAGE = '/widgets/mini-cart.html';
const AJAX = '**/wp-admin/admin-ajax.php';
const ON_CLICK = 'c5d0b11';
const ON_HOVER = 'c5d0b12';
const BAR = 'c5d0b13';
const DOWNLOADS = 'c5d0b14';
const NO_POPUP = 'c5d0b15';

const isSubtotal = (route: Route) => new URLSearchParams(route.request().postData() ?? '').get('action') === 'ha_get_cart_subtotal_action';

/**
 * A stand-in for the jQuery WooCommerce brings: its handlers also see native events (as jQuery events
 * with `originalEvent`), and `trigger` calls only its handlers, with the extra arguments.
 */
async function stubJQuery(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Handler = (event: { type: string; originalEvent?: Event }, ...args: unknown[]) => void;
    const bound: { target: EventTarget; name: string; handler: Handler; native: EventListener }[] = [];
    const jQuery = (target: EventTarget) => ({
      0: target,
      length: 1,
      on(names: string, handler: Handler) {
        for (const name of names.split(' ')) {
          const native: EventListener = (event) => handler({ type: event.type, originalEvent: event });
          target.addEventListener(name, native);
          bound.push({ target, name, handler, native });
        }
      },
      off(names: string, handler: Handler) {
        for (const name of names.split(' ')) {
          const index = bound.findIndex((b) => b.target === target && b.name === name && b.handler === handler);
          if (index >= 0) target.removeEventListener(name, bound.splice(index, 1)[0].native);
        }
      },
      trigger(name: string, args: unknown[] = []) {
        for (const b of bound.filter((b) => b.target === target && b.name === name)) b.handler({ type: name }, ...args);
      },
    });
    Object.assign(window, { jQuery });
    // WooCommerce's own handler, bound when the document is ready (before any widget mounts): it puts
    // the fragments of the answer in place of the elements their selectors name.
    document.addEventListener('DOMContentLoaded', () =>
      jQuery(document.body).on('added_to_cart removed_from_cart', (_event, fragments) => {
        for (const [selector, html] of Object.entries((fragments as Record<string, string> | undefined) ?? {}))
          for (const element of document.querySelectorAll(selector)) element.outerHTML = html;
      }),
    );
  });
}

async function open(page: Page): Promise<void> {
  await page.context().clearCookies();
  await page.goto(PAGE);
  await expect(page.locator('[data-widget_type]:not([data-ha-state="ready"])')).toHaveCount(0);
}

test('on click: the cart button discloses its popup, with the mouse and the keyboard; Escape and a click outside close it', async ({ page, problems }) => {
  await open(page);
  const cart = widget(page, ON_CLICK);
  const button = cart.getByRole('button', { name: /^Cart 2 \$42\.50$/ });
  const popup = cart.locator('.ha-mini-cart-popup');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toHaveAttribute('aria-controls', (await popup.getAttribute('id'))!);
  await expect(popup).toBeHidden();

  await button.click();
  await expect(popup).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(popup.getByRole('link', { name: 'Checkout' })).toBeVisible();
  // A click inside the popup keeps it open; one on the page closes it.
  await popup.locator('.ha-mini-cart-popup-header').click();
  await expect(popup).toBeVisible();
  await page.mouse.click(10, 600);
  await expect(popup).toBeHidden();
  await button.click();
  await button.click();
  await expect(popup).toBeHidden();

  await button.focus();
  await page.keyboard.press('Enter');
  await expect(popup).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(popup.getByRole('link', { name: 'Remove Linen Shirt from cart' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect(button).toBeFocused();
  await page.keyboard.press(' ');
  await expect(popup).toBeVisible();
  await page.keyboard.press(' ');
  await expect(popup).toBeHidden();

  // Tabbing past the popup's last link closes it.
  await page.keyboard.press('Enter');
  await popup.getByRole('link', { name: 'Checkout' }).focus();
  await page.keyboard.press('Tab');
  await expect(popup).toBeHidden();
  expect(ownErrors(problems)).toEqual([]);
});

test('on hover: the popup follows the pointer, and the keyboard opens it too; with no popup the cart is no button', async ({ page }) => {
  await open(page);
  const cart = widget(page, ON_HOVER);
  const button = cart.getByRole('button', { name: /^Cart/ });
  const popup = cart.locator('.ha-mini-cart-popup');
  await button.hover();
  await expect(popup).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await popup.getByRole('link', { name: 'View cart' }).hover();
  await expect(popup).toBeVisible();
  await button.click(); // a click keeps a hover cart open
  await expect(popup).toBeVisible();
  await page.mouse.move(5, 700);
  await expect(popup).toBeHidden();

  await button.focus();
  await page.keyboard.press('Enter');
  await expect(popup).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();

  const plain = widget(page, NO_POPUP);
  await expect(plain.getByRole('button')).toHaveCount(0);
  await expect(plain.locator('.ha-mini-cart-total')).toHaveText('$42.50');
});

test('adding to the cart (a download, or WooCommerce through jQuery) updates both carts\' totals and counts and the free-shipping bar', async ({ page, problems }) => {
  const asked: string[] = [];
  page.on('request', (request) => request.url().includes('admin-ajax.php') && asked.push(new URLSearchParams(request.postData() ?? '').get('action')!));
  await stubJQuery(page);
  await open(page);
  const click = widget(page, ON_CLICK);
  const hover = widget(page, ON_HOVER);
  const bar = widget(page, BAR).getByRole('progressbar', { name: 'Free shipping progress' });
  await expect(bar).toHaveAttribute('aria-valuenow', '43');
  // One subtotal request for every reader of the store.
  expect(asked.filter((action) => action === 'ha_get_cart_subtotal_action')).toHaveLength(1);

  // The shop's cart is worth $1,251.50 once the download is in.
  await page.route(AJAX, (route) =>
    isSubtotal(route) ? route.fulfill({ contentType: 'text/html', body: JSON.stringify({ status: 'true', subTotalAmount: 1251.5 }) }) : route.continue(),
  );
  await widget(page, DOWNLOADS).getByRole('article').filter({ hasText: 'Icon Pack' }).getByRole('button', { name: 'Add to cart' }).click();
  await expect(widget(page, DOWNLOADS).getByRole('button', { name: 'Added to cart' })).toHaveCount(1);

  await expect(click.locator('.ha-mini-cart-total')).toHaveText('$1,251.50');
  await expect(hover.locator('.ha-mini-cart-total')).toHaveText('$1,251.50');
  await expect(click.locator('.ha-mini-cart-count')).toHaveText('3');
  await expect(hover.locator('.ha-mini-cart-count')).toHaveText('3');
  await expect(click.getByRole('button', { name: 'Cart 3 $1,251.50' })).toHaveCount(1);
  await click.getByRole('button', { name: /^Cart/ }).click();
  await expect(click.locator('.woocommerce-mini-cart__total')).toHaveText('Subtotal: $1,251.50');
  await expect(click.locator('.ha-mini-cart-popup-header')).toHaveText('3 items');
  await expect(bar).toHaveAttribute('aria-valuenow', '100');
  await expect(widget(page, BAR).locator('.ha-fsb-inner-content')).toHaveText('You have got free shipping.');
  expect(asked.filter((action) => action === 'ha_get_cart_subtotal_action')).toHaveLength(2);

  // WooCommerce's add to cart button with a quantity of 2 (its event carries the button).
  await page.evaluate(() => {
    const jq = (window as unknown as { jQuery: (target: EventTarget) => { trigger(name: string, args: unknown[]): void } }).jQuery;
    const button = document.createElement('a');
    button.setAttribute('data-quantity', '2');
    jq(document.body).trigger('added_to_cart', [{}, 'c0ffee', jq(button)]);
  });
  await expect(click.locator('.ha-mini-cart-popup-header')).toHaveText('5 items');
  await expect(hover.locator('.ha-mini-cart-count')).toHaveText('5');
  await expect(click.getByRole('button', { name: 'Cart 5 $1,251.50' })).toHaveCount(1);

  // A removal elsewhere (WooCommerce's event) brings them down again; a failed answer changes nothing.
  await page.unroute(AJAX);
  await page.route(AJAX, (route) =>
    isSubtotal(route) ? route.fulfill({ contentType: 'text/html', body: JSON.stringify({ status: 'true', subTotalAmount: 8 }) }) : route.continue(),
  );
  await page.evaluate(() => document.body.dispatchEvent(new Event('removed_from_cart')));
  await expect(click.locator('.ha-mini-cart-total')).toHaveText('$8.00');
  await expect(bar).toHaveAttribute('aria-valuenow', '8');
  // A removal does not say how many left: the count stays as it was.
  await expect(click.locator('.ha-mini-cart-count')).toHaveText('5');
  await page.unroute(AJAX);
  await page.route(AJAX, (route) => (isSubtotal(route) ? route.fulfill({ status: 500, body: '0' }) : route.continue()));
  await page.evaluate(() => document.body.dispatchEvent(new Event('added_to_cart')));
  await expect.poll(() => asked.filter((action) => action === 'ha_get_cart_subtotal_action').length).toBe(5);
  await expect(click.locator('.ha-mini-cart-total')).toHaveText('$8.00');
  await expect(click.locator('.ha-mini-cart-count')).toHaveText('6');

  // WooCommerce's fragments put the server's figures in place of ours, its handler running before
  // ours: first only the total (the count goes on counting), then the count too; a later download
  // counts on from the server's count.
  const addWithFragments = (fragments: Record<string, string>) =>
    page.evaluate((fragments) => {
      const jq = (window as unknown as { jQuery: (target: EventTarget) => { trigger(name: string, args: unknown[]): void } }).jQuery;
      jq(document.body).trigger('added_to_cart', [fragments, 'c0ffee', jq(document.createElement('a'))]);
    }, fragments);
  const total = (amount: string) =>
    `<span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">$</span>${amount}</bdi></span>`;
  await addWithFragments({ '.ha-mini-cart-total .woocommerce-Price-amount': total('52.00') });
  await expect(click.locator('.ha-mini-cart-total')).toHaveText('$52.00');
  await expect(click.locator('.ha-mini-cart-count')).toHaveText('7');
  await addWithFragments({
    '.ha-mini-cart-count': '<span class="ha-mini-cart-count">9 </span>',
    '.ha-mini-cart-popup-count': '<span class="ha-mini-cart-popup-count">9</span>',
    '.ha-mini-cart-total .woocommerce-Price-amount': total('60.00'),
  });
  await expect(hover.locator('.ha-mini-cart-count')).toHaveText('9');
  await expect(click.locator('.ha-mini-cart-total')).toHaveText('$60.00');
  await page.unroute(AJAX);
  await page.route(AJAX, (route) =>
    isSubtotal(route) ? route.fulfill({ contentType: 'text/html', body: JSON.stringify({ status: 'true', subTotalAmount: 72 }) }) : route.continue(),
  );
  await widget(page, DOWNLOADS).getByRole('article').filter({ hasNotText: 'Icon Pack' }).first().getByRole('button', { name: 'Add to cart' }).click();
  await expect(click.locator('.ha-mini-cart-count')).toHaveText('10');
  await expect(hover.locator('.ha-mini-cart-count')).toHaveText('10');
  await expect(click.locator('.ha-mini-cart-total')).toHaveText('$72.00');
  await expect(click.getByRole('button', { name: 'Cart 10 $72.00' })).toHaveCount(1);
  await click.getByRole('button', { name: /^Cart/ }).click();
  await expect(click.locator('.ha-mini-cart-popup-header')).toHaveText('10 items');
  expect(ownErrors(problems)).toEqual([]);
});

test('mounting moves nothing, and unmounting puts the printed cart back', async ({ page }) => {
  const { prepared, started } = await mountingChanges(page, PAGE);
  expect({ prepared, started }).toEqual({ prepared: [], started: [] });
  await open(page);
  const cart = widget(page, ON_CLICK);
  await expectReady(cart);
  await page.route(AJAX, (route) =>
    isSubtotal(route) ? route.fulfill({ contentType: 'text/html', body: JSON.stringify({ status: 'true', subTotalAmount: 99 }) }) : route.continue(),
  );
  await page.evaluate(() => document.body.dispatchEvent(new Event('added_to_cart')));
  await expect(cart.locator('.ha-mini-cart-total')).toHaveText('$99.00');
  await expect(cart.locator('.ha-mini-cart-count')).toHaveText('3');
  await cart.getByRole('button', { name: /^Cart/ }).click();
  expect(await unmountRestores(page, ON_CLICK)).toBe(true);
  expect(await unmountRestores(page, ON_HOVER)).toBe(true);
});
