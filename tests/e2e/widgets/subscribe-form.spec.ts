import type { Page, Request, Route } from '@playwright/test';
import { test, expect, widget, expectReady, ownErrors, recordLayoutShift, layoutShift, rewrite, unmountRestores } from '../helpers';

const PAGE = '/widgets/subscribe-form.html';
const AJAX = '**/wp-admin/admin-ajax.php';
const LIST = '5b8e2a1';
const REDIRECT = '6c9f3b2';
const INVALID = 'Please specify a valid email';
const FAILED = 'The subscription could not be sent. Please try again.';

const isAjax = (request: Request) => request.url().includes('/wp-admin/admin-ajax.php');
const fields = (request: Request) => new URLSearchParams(request.postData() ?? '');

/** Every ajax request the page makes from now on. */
function recordAjax(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => isAjax(request) && requests.push(request));
  return requests;
}

async function open(page: Page, id = LIST, { pause = true } = {}) {
  await page.clock.install();
  await page.goto(PAGE);
  const root = widget(page, id);
  await root.scrollIntoViewIfNeeded();
  await expectReady(root);
  // From here on only the test moves the page's time, so the 20-second timers are timed exactly.
  if (pause) await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  return {
    root,
    form: root.locator('form'),
    name: root.getByLabel('First name'),
    email: root.getByLabel('Email'),
    submit: root.getByRole('button', { name: 'Subscribe' }),
    message: root.getByRole('status'),
  };
}

test('an invalid address is marked and described, sends nothing, and the marker clears on focus or after 20 s', async ({ page, problems }) => {
  const requests = recordAjax(page);
  await recordLayoutShift(page);
  const { email, submit, root } = await open(page);
  expect(await layoutShift(page)).toBe(0);
  const note = root.getByText(INVALID);

  await email.fill('ann@example');
  await email.press('Enter');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(note).toBeVisible();
  await expect(email).toHaveAccessibleDescription(INVALID);
  await expect(email).toHaveValue('ann@example');

  // Focus back into the field clears it.
  await page.keyboard.press('Tab');
  await expect(submit).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await email.click();
  await expect(email).not.toHaveAttribute('aria-invalid');
  await expect(note).toBeHidden();

  // The button marks too; 20 seconds clear it.
  await email.fill('two@@example.com');
  await submit.click();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await page.clock.runFor(19_900);
  await expect(note).toBeVisible();
  await page.clock.runFor(200);
  await expect(note).toBeHidden();
  await expect(email).not.toHaveAttribute('aria-invalid');
  expect(requests).toHaveLength(0);
  expect(ownErrors(problems)).toEqual([]);
});

test('Enter sends the payload; loading, then the typed response styled by its type for 20 s, then hidden', async ({ page, problems }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(AJAX, async (route) => {
    await held;
    await route.continue();
  });
  const { form, name, email, message } = await open(page);
  await name.fill('Ann');
  await email.fill(' ann@example.com ');
  const requested = page.waitForRequest(isAjax);
  await email.press('Enter');
  const body = fields(await requested);
  expect(body.get('action')).toBe('ha_subscribe_form');
  expect(body.get('security')).toBe('4f2a9c1e7b');
  expect(body.get('data[email]')).toBe('ann@example.com');
  expect(body.get('data[use_target_list_id]')).toBe('yes');
  expect(body.get('data[target_list_id]')).toBe('7');
  expect(body.get('data[data][placement]')).toBe('footer');
  expect(body.get('data[additional][first_name]')).toBe('Ann');
  expect(body.has('data[additional][email]')).toBe(false);

  await expect(form).toHaveClass(/ha-subscribe-form--loading/);
  await expect(form).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(message).toHaveText('Thanks! You are subscribed to list 7 (demo).');
  await expect(message).toHaveClass(/\bresponse-success\b/);
  await expect(form).not.toHaveClass(/ha-subscribe-form--loading/);
  await expect(form).toHaveAttribute('aria-busy', 'false');
  await page.clock.runFor(19_900);
  await expect(message).toBeVisible();
  await page.clock.runFor(200);
  await expect(message).toBeHidden();
  await expect(message).not.toHaveClass(/response-/);
  expect(page.url()).toContain(PAGE);
  expect(ownErrors(problems)).toEqual([]);
});

test("a refusal shows the server's message as response-error and keeps the address; a new submit aborts a pending one", async ({ page, problems }) => {
  const { email, submit, message } = await open(page);
  await email.fill('fail@example.com');
  await submit.click();
  await expect(message).toHaveText('The list service refused fail@example.com (demo failure).');
  await expect(message).toHaveClass(/\bresponse-error\b/);
  await expect(email).toHaveValue('fail@example.com');

  // The first request hangs; the second submit aborts it and its answer alone shows.
  let calls = 0;
  await page.route(AJAX, async (route) => (++calls === 1 ? undefined : route.continue()));
  const aborted = page.waitForEvent('requestfailed', isAjax);
  await email.fill('first@example.com');
  await email.press('Enter');
  await expect.poll(() => calls).toBe(1);
  await email.fill('second@example.com');
  await email.press('Enter');
  expect((await aborted).failure()?.errorText).toMatch(/ABORTED/);
  await expect(message).toHaveText('Thanks! You are subscribed to list 7 (demo).');
  expect(ownErrors(problems)).toEqual([]);
});

test('a 500, a network error, malformed JSON, an answer past the cap and a hang (given up after 30 s): an error message, nothing typed lost, no uncaught error', async ({ page, problems }) => {
  const { form, name, email, message } = await open(page);
  await name.fill('Cy');
  const answers: Record<string, (route: Route) => Promise<void> | void> = {
    '500': (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"type":"success"}' }),
    network: (route) => route.abort('internetdisconnected'),
    malformed: (route) => route.fulfill({ contentType: 'application/json', body: '{"type": "succ' }),
    'not an object': (route) => route.fulfill({ contentType: 'application/json', body: '"0"' }),
    // Past the 2 MB cap of the ajax service: refused unread.
    'too large': (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify({ type: 'success', message: 'x'.repeat(2_200_000) }) }),
  };
  for (const [label, answer] of Object.entries(answers)) {
    await page.route(AJAX, answer);
    const address = `${label.replace(/ /g, '-')}@example.com`;
    await email.fill(address);
    await email.press('Enter');
    await expect(message, label).toHaveText(FAILED);
    await expect(message, label).toHaveClass(/\bresponse-error\b/);
    await expect(email, label).toHaveValue(address);
    await expect(name, label).toHaveValue('Cy');
    await page.unroute(AJAX);
  }

  await page.route(AJAX, () => {});
  await email.fill('hang@example.com');
  await email.press('Enter');
  await expect(form).toHaveAttribute('aria-busy', 'true');
  await expect(message).toBeHidden();
  await page.clock.runFor(29_000);
  await expect(email).toHaveValue('hang@example.com');
  await expect(form).toHaveClass(/ha-subscribe-form--loading/);
  // Given up after 30 s, as a network error: the failure is said and the address is still there.
  await page.clock.runFor(1_000);
  await expect(message).toHaveText(FAILED);
  await expect(form).not.toHaveClass(/ha-subscribe-form--loading/);
  await expect(email).toHaveValue('hang@example.com');
  expect(ownErrors(problems)).toEqual([]);
  expect(problems.warnings.filter((text) => /larger than 2097152 bytes/.test(text))).toHaveLength(1);
});

test('markup in the message is sanitised: a script payload does not run; an unknown type is styled as given', async ({ page, problems }) => {
  const { email, message } = await open(page);
  await page.route(AJAX, (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        type: 'warning',
        message: '<b>Almost</b> done<img src="x" onerror="window.pwned = 1"><script>window.pwned = 2</script><a href="javascript:window.pwned=3">go</a>',
      }),
    }),
  );
  await email.fill('ann@example.com');
  await email.press('Enter');
  await expect(message).toHaveText('Almost donego');
  await expect(message).toHaveClass(/\bresponse-warning\b/);
  expect(await message.locator('img').getAttribute('onerror')).toBeNull();
  expect(await message.locator('a').getAttribute('href')).toBeNull();
  await message.locator('a').click();
  expect(await message.locator('script').count()).toBe(0);
  expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
  expect(ownErrors(problems)).toEqual([]);
});

test('after a success the redirect form goes to its relative redirect_url; its own invalid-mail text shows', async ({ page }) => {
  const { root, email, submit } = await open(page, REDIRECT, { pause: false });
  await email.fill('nope');
  await submit.click();
  await expect(email).toHaveAccessibleDescription('Enter an address like name@example.com');
  await email.fill('ann@example.com');
  await submit.click();
  await page.waitForURL(/subscribed=1#thanks$/);
  await expect(root).toBeVisible();
});

test('a javascript: redirect_url is not followed', async ({ page, problems }) => {
  await rewrite(page, PAGE, (html) => html.replace('&quot;?subscribed=1#thanks&quot;', '&quot;javascript:window.pwned=1&quot;'));
  const { email, message } = await open(page, REDIRECT, { pause: false });
  await email.fill('ann@example.com');
  await email.press('Enter');
  await expect(message).toHaveClass(/\bresponse-success\b/);
  expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
  expect(page.url()).toMatch(/subscribe-form\.html$/);
  expect(problems.warnings.join('\n')).toContain('not followed');
});

test('unmounting puts the server markup back', async ({ page }) => {
  const { email, message } = await open(page, LIST, { pause: false });
  await email.fill('bad');
  await email.press('Enter');
  await email.blur();
  await email.fill('fail@example.com');
  await page.keyboard.press('Enter');
  await expect(message).not.toBeEmpty();
  expect(await unmountRestores(page, LIST)).toBe(true);
});
