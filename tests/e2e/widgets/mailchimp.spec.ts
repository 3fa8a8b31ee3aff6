import type { Page, Request, Route } from '@playwright/test';
import { test, expect, widget, expectReady, ownErrors, recordLayoutShift, layoutShift, unmountRestores } from '../helpers';

const PAGE = '/widgets/mailchimp.html';
const AJAX = '**/wp-admin/admin-ajax.php';
const ID = '3e7a1b2';
const SUCCESS = 'Thank you for subscribing! Please check your inbox.';
const FAILED = 'The subscription could not be sent. Please try again.';

const isAjax = (request: Request) => request.url().includes('/wp-admin/admin-ajax.php');
const fields = (request: Request) => new URLSearchParams(request.postData() ?? '');

async function open(page: Page) {
  await page.clock.install();
  await page.goto(PAGE);
  const form = widget(page, ID);
  await form.scrollIntoViewIfNeeded();
  await expectReady(form);
  // From here on only the test moves the page's time, so the 5-second message is timed exactly.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  return {
    form,
    name: form.getByLabel('First name'),
    email: form.getByLabel('Email'),
    message: form.getByRole('status'),
  };
}

test('Enter sends the serialised form; the success message shows for 5 seconds and the form is emptied', async ({ page, problems }) => {
  await recordLayoutShift(page);
  const { name, email, message } = await open(page);
  expect(await layoutShift(page)).toBe(0);
  await expect(message).toBeEmpty();
  await name.fill('Ann Lee');
  await email.fill('ann@example.com');
  const requested = page.waitForRequest(isAjax);
  await email.press('Enter');
  const body = fields(await requested);
  expect(body.get('action')).toBe('ha_mailchimp_ajax');
  expect(body.get('security')).toBe('4f2a9c1e7b');
  expect(body.get('subscriber_info')).toBe('fname=Ann+Lee&email=ann%40example.com');
  expect(body.get('list_id')).toBe('a1b2c3d4e5');
  expect(body.get('post_id')).toBe('100');
  expect(body.get('widget_id')).toBe(ID);

  await expect(message).toHaveText(SUCCESS);
  await expect(message).toHaveClass(/\bsuccess\b/);
  await expect(message).toHaveAttribute('aria-live', 'polite');
  await expect(email).toHaveValue('');
  await expect(name).toHaveValue('');

  await page.clock.runFor(4900);
  await expect(message).toHaveText(SUCCESS);
  await page.clock.runFor(200);
  await expect(message).toBeEmpty();
  await expect(message).not.toHaveClass(/\bsuccess\b/);
  expect(ownErrors(problems)).toEqual([]);
});

test("a refusal shows the server's msg for 5 seconds and keeps what was typed; a click on Subscribe sends too", async ({ page, problems }) => {
  const { form, name, email, message } = await open(page);
  await name.fill('Bo');
  await email.fill('fail@example.com');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(message).toHaveText('The list service refused fail@example.com (demo failure).');
  await expect(message).toHaveClass(/\berror\b/);
  await expect(email).toHaveValue('fail@example.com');
  await expect(name).toHaveValue('Bo');
  await page.clock.runFor(5000);
  await expect(message).toBeEmpty();
  expect(ownErrors(problems)).toEqual([]);
});

test('a 500, a network error, malformed JSON and a hang: an error message, nothing typed lost, no uncaught error', async ({ page, problems }) => {
  const { form, email, message } = await open(page);
  const answers: Record<string, (route: Route) => Promise<void> | void> = {
    '500': (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }),
    network: (route) => route.abort('failed'),
    malformed: (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"status": tru' }),
  };
  for (const [name, answer] of Object.entries(answers)) {
    await page.route(AJAX, answer);
    await email.fill(`${name}@example.com`);
    await email.press('Enter');
    await expect(message, name).toHaveText(FAILED);
    await expect(message, name).toHaveClass(/\berror\b/);
    await expect(email, name).toHaveValue(`${name}@example.com`);
    await page.unroute(AJAX);
  }

  // A hang: the form says it is busy and keeps the address; a new submit takes over and succeeds.
  await page.route(AJAX, () => {});
  await email.fill('hang@example.com');
  await email.press('Enter');
  await expect(form.locator('form')).toHaveAttribute('aria-busy', 'true');
  await page.clock.runFor(60_000);
  await expect(email).toHaveValue('hang@example.com');
  await page.unroute(AJAX);
  await email.press('Enter');
  await expect(message).toHaveText(SUCCESS);
  await expect(form.locator('form')).toHaveAttribute('aria-busy', 'false');
  expect(problems.errors.filter((text) => !/Failed to load resource/.test(text))).toEqual([]);
});

test('markup in the server msg is sanitised: a script payload does not run, a link stays', async ({ page, problems }) => {
  const { email, message } = await open(page);
  await page.route(AJAX, (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        status: false,
        msg: 'Already subscribed. <a href="#profile">Update your profile</a><img src="x" onerror="window.pwned = 1"><script>window.pwned = 2</script>',
      }),
    }),
  );
  await email.fill('ann@example.com');
  await email.press('Enter');
  await expect(message).toHaveText('Already subscribed. Update your profile');
  await expect(message.getByRole('link', { name: 'Update your profile' })).toHaveAttribute('href', '#profile');
  await expect(message.locator('img')).toHaveCount(1);
  expect(await message.locator('img').getAttribute('onerror')).toBeNull();
  expect(await message.locator('script').count()).toBe(0);
  expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
  expect(ownErrors(problems)).toEqual([]);
});

test('unmounting puts the server markup back', async ({ page }) => {
  const { email, message } = await open(page);
  await email.fill('fail@example.com');
  await email.press('Enter');
  await expect(message).not.toBeEmpty();
  await page.clock.resume();
  expect(await unmountRestores(page, ID)).toBe(true);
});
