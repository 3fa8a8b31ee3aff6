import type { Locator, Page } from '@playwright/test';
import { test, expect, widget, expectReady, ownErrors, recordLayoutShift, layoutShift, paintFirst } from '../helpers';

// The fixture's dates are local time; pin the browser to UTC so they can be written as Date.UTC here.
test.use({ timezoneId: 'UTC' });

const PAGE = '/widgets/countdown.html';
const SECOND = 1000;

/** Opens the fixture with a fake clock starting at `time` (it keeps flowing unless paused). */
async function openAt(page: Page, time: number): Promise<void> {
  await page.clock.install({ time });
  await page.goto(PAGE);
}

/**
 * Opens the fixture 30 s before `target`, waits for the widget, then stops the clock 2 s before
 * the target, so the test steps time by hand from there.
 */
async function openBefore(page: Page, target: number, id: string): Promise<Locator> {
  await openAt(page, target - 30 * SECOND);
  const countdown = widget(page, id);
  await expectReady(countdown);
  await page.clock.pauseAt(target - 2 * SECOND);
  return countdown;
}

const digits = (countdown: Locator, unit: string) => countdown.locator(`.ha-countdown-${unit}`);

/** The time the visitor reads off the digits, in seconds (units that are not printed count as 0). */
async function shownSeconds(countdown: Locator): Promise<number> {
  return countdown.evaluate((el) => {
    const read = (unit: string) => Number(el.querySelector(`.ha-countdown-${unit}`)?.textContent ?? 0);
    return read('days') * 86400 + read('hours') * 3600 + read('minutes') * 60 + read('seconds');
  });
}

const storedEvergreen = (page: Page, id: string) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null')?.value, `ha-countdown-evergreen-${id}`);

test('digits show the time left, zero padded, and tick down each second', async ({ page, problems }) => {
  const target = Date.UTC(2030, 11, 31, 23, 59, 59);
  await openAt(page, target - (86400 + 2 * 3600 + 3 * 60 + 50) * SECOND);
  const countdown = widget(page, 'a1d0001');
  await expectReady(countdown);
  // Stop the flow of time 20 s in (more than enough to load), then step it by hand.
  await page.clock.pauseAt(target - (86400 + 2 * 3600 + 3 * 60 + 30) * SECOND);

  const timer = countdown.getByRole('timer');
  await expect(digits(countdown, 'days')).toHaveText('01');
  await expect(digits(countdown, 'hours')).toHaveText('02');
  await expect(digits(countdown, 'minutes')).toHaveText('03');
  await expect(timer).toHaveAttribute('aria-label', 'Time remaining: 1 day, 2 hours, 3 minutes');
  const start = Number(await digits(countdown, 'seconds').textContent());
  // 30 s left at the pause; the last tick came up to a second (plus load time) before it.
  expect(start).toBeGreaterThanOrEqual(25);
  expect(start).toBeLessThanOrEqual(31);

  await page.clock.runFor(SECOND);
  await expect(digits(countdown, 'seconds')).toHaveText(String(start - 1).padStart(2, '0'));
  await page.clock.runFor(SECOND);
  await expect(digits(countdown, 'seconds')).toHaveText(String(start - 2).padStart(2, '0'));
  // The accessible name has minute precision: it did not change with the seconds.
  await expect(timer).toHaveAttribute('aria-label', 'Time remaining: 1 day, 2 hours, 3 minutes');
  await expect(countdown.locator('.ha-countdown-end-action')).toBeHidden();
  expect(ownErrors(problems)).toEqual([]);
});

test('end action message: the items give way to the message, announced politely', async ({ page, problems }) => {
  const countdown = await openBefore(page, Date.UTC(2030, 11, 31, 23, 59, 59), 'a1d0001');
  const message = countdown.locator('.ha-countdown-end-message');
  await expect(message).toBeHidden();
  await expect(countdown.locator('.ha-countdown-item-seconds')).toBeVisible();

  await page.clock.runFor(3 * SECOND);
  await expect(message).toBeVisible();
  await expect(message).toHaveText('The launch sale has ended. Thank you for stopping by!');
  for (const item of await countdown.locator('.ha-countdown-item').all()) await expect(item).toBeHidden();
  await expect(countdown.getByRole('status')).toHaveText('The launch sale has ended. Thank you for stopping by!');
  await expect(countdown.getByRole('timer')).toHaveAttribute('aria-label', 'Countdown ended');
  expect(ownErrors(problems)).toEqual([]);
});

test('end action img: the image shows instead of the items', async ({ page, problems }) => {
  const countdown = await openBefore(page, Date.UTC(2031, 0, 15, 9, 30, 0), 'a1d0002');
  const image = countdown.getByRole('img', { name: 'Sale closed' });
  await expect(image).toBeHidden();

  await page.clock.runFor(3 * SECOND);
  await expect(image).toBeVisible();
  await expect(countdown.locator('.ha-countdown-item-days')).toBeHidden();
  await expect(countdown.getByRole('status')).toHaveText('Sale closed');
  expect(ownErrors(problems)).toEqual([]);
});

test('end action url redirects to the redirect link at zero', async ({ page }) => {
  await openBefore(page, Date.UTC(2035, 11, 31, 23, 59, 59), 'a1d0003');
  await expect(page).toHaveURL(/\/widgets\/countdown\.html$/);

  await page.clock.runFor(3 * SECOND);
  await expect(page).toHaveURL(/\/assets\/countdown\/redirected\.html$/);
  await expect(page.locator('#redirect-target')).toBeVisible();
});

test('in editor mode the url end action does not redirect', async ({ page, problems }) => {
  // The fixture assigns window.haWidgetsConfig inline; this keeps editMode on whatever it sets.
  await page.addInitScript(() => {
    let config: Record<string, unknown> | undefined;
    Object.defineProperty(window, 'haWidgetsConfig', {
      configurable: true,
      get: () => config,
      set: (value: Record<string, unknown>) => {
        config = { ...value, editMode: true };
      },
    });
  });
  const countdown = await openBefore(page, Date.UTC(2035, 11, 31, 23, 59, 59), 'a1d0003');

  await page.clock.runFor(3 * SECOND);
  await expect(digits(countdown, 'seconds')).toHaveText('00');
  await expect(countdown.getByRole('timer')).toHaveAttribute('aria-label', 'Countdown ended');
  // Give a redirect, had one been started, the time to happen.
  await page.clock.runFor(2 * SECOND);
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/\/widgets\/countdown\.html$/);
  await expect(digits(countdown, 'minutes')).toHaveText('00');
  expect(ownErrors(problems)).toEqual([]);
});

test('variant B due date: hide and message at zero', async ({ page, problems }) => {
  const countdown = await openBefore(page, Date.UTC(2031, 2, 1, 10, 0, 0), 'b2d0001');
  const timer = countdown.getByRole('timer');
  const message = countdown.locator('.ha-countdown-expire--message');
  await expect(timer).toBeVisible();
  await expect(message).toBeHidden();
  expect(await shownSeconds(countdown)).toBeLessThanOrEqual(3);

  await page.clock.runFor(3 * SECOND);
  await expect(message).toBeVisible();
  await expect(message).toHaveText('The early-bird window is closed.');
  await expect(countdown.locator('.ha-countdown-wrapper')).toBeHidden();
  await expect(countdown.getByRole('status')).toHaveText('The early-bird window is closed.');
  expect(ownErrors(problems)).toEqual([]);
});

test('variant B evergreen keeps its due date over a reload and makes a new one when the interval changes', async ({
  page,
  problems,
}) => {
  const start = Date.UTC(2030, 5, 1, 12, 0, 0);
  await openAt(page, start);
  const countdown = widget(page, 'b2d0002');
  await expectReady(countdown);
  // Hours, minutes and seconds only, as on the real page: 48060 s is 13 h 21 min.
  await expect(digits(countdown, 'hours')).toHaveText('13');
  // The clock keeps flowing here (a reload needs it), hence the tolerance of 30 s.
  expect(await shownSeconds(countdown)).toBeGreaterThan(48060 - 30);
  const first = await storedEvergreen(page, 'b2d0002');
  expect(first.interval).toBe(48060);
  expect(first.dueDate - start).toBeGreaterThanOrEqual(48060 * SECOND);
  expect(first.dueDate - start).toBeLessThan((48060 + 30) * SECOND);

  // Ten minutes later the same visitor comes back: the countdown goes on, it does not start over.
  await page.clock.fastForward('10:00');
  await page.reload();
  await expectReady(countdown);
  const left = await shownSeconds(countdown);
  expect(left).toBeLessThanOrEqual(48060 - 600);
  expect(left).toBeGreaterThan(48060 - 600 - 60);
  expect(await storedEvergreen(page, 'b2d0002')).toEqual(first);

  // The editor changes the interval to one hour: a new due date is made from now.
  await page.route('**/widgets/countdown.html', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      'data-type="evergreen" data-evergreen-interval="48060"',
      'data-type="evergreen" data-evergreen-interval="3600"',
    );
    await route.fulfill({ response, body: html });
  });
  await page.reload();
  await expectReady(countdown);
  const changed = await storedEvergreen(page, 'b2d0002');
  expect(changed.interval).toBe(3600);
  expect(changed.dueDate).not.toBe(first.dueDate);
  const now = await page.evaluate(() => Date.now());
  expect(changed.dueDate - now).toBeLessThanOrEqual(3600 * SECOND);
  expect(changed.dueDate - now).toBeGreaterThan((3600 - 30) * SECOND);
  expect(await shownSeconds(countdown)).toBeGreaterThan(3600 - 30);
  expect(await shownSeconds(countdown)).toBeLessThanOrEqual(3600);
  expect(ownErrors(problems)).toEqual([]);
});

test('variant B restart: at zero a new round of the restart interval starts and keeps ticking', async ({
  page,
  problems,
}) => {
  const countdown = await openBefore(page, Date.UTC(2031, 3, 1, 12, 0, 0), 'b2d0004');
  expect(await shownSeconds(countdown)).toBeLessThanOrEqual(3);

  await page.clock.runFor(3 * SECOND);
  // The round that just started: 300 s from the tick that reached zero.
  await expect(digits(countdown, 'minutes')).toHaveText(/^0[45]$/);
  const restarted = await shownSeconds(countdown);
  expect(restarted).toBeGreaterThanOrEqual(298);
  expect(restarted).toBeLessThanOrEqual(300);
  await expect(countdown.getByRole('timer')).toBeVisible();

  await page.clock.runFor(3 * SECOND);
  await expect.poll(() => shownSeconds(countdown)).toBe(restarted - 3);
  expect(ownErrors(problems)).toEqual([]);
});

test('variant B endless rolls on to the next round instead of ending', async ({ page, problems }) => {
  // Rounds of one day from 2030-01-01 00:00: every round ends at midnight.
  const countdown = await openBefore(page, Date.UTC(2031, 5, 11, 0, 0, 0), 'b2d0003');
  expect(await shownSeconds(countdown)).toBeLessThanOrEqual(3);

  await page.clock.runFor(3 * SECOND);
  await expect(digits(countdown, 'hours')).toHaveText(/^2[34]$/);
  const left = await shownSeconds(countdown);
  expect(left).toBeGreaterThanOrEqual(86400 - 2);
  expect(left).toBeLessThanOrEqual(86400);
  await expect(countdown.getByRole('timer')).toBeVisible();
  await expect(countdown.getByRole('status')).toHaveText('');
  expect(ownErrors(problems)).toEqual([]);
});

test('a countdown already past its date shows its end message on load without announcing it', async ({
  page,
  problems,
}) => {
  await page.goto(PAGE);
  const countdown = widget(page, 'a1d0004');
  await expectReady(countdown);
  await expect(countdown.locator('.ha-countdown-end-message')).toHaveText('This offer expired on 1 January 2020.');
  await expect(countdown.locator('.ha-countdown-end-message')).toBeVisible();
  await expect(countdown.locator('.ha-countdown-item-days')).toBeHidden();
  await expect(countdown.getByRole('status')).toHaveText('');
  expect(ownErrors(problems)).toEqual([]);
});

test('broken settings fall back to defaults with one debug warning naming the widget', async ({ page, problems }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await openAt(page, Date.UTC(2030, 5, 1, 12, 0, 0));
  const brokenA = widget(page, 'e0d0001');
  const brokenB = widget(page, 'e0d0002');
  await expectReady(brokenA);
  await expectReady(brokenB);

  // A: an unreadable date counts nothing and performs no end action.
  await expect(digits(brokenA, 'days')).toHaveText('00');
  await expect(digits(brokenA, 'seconds')).toHaveText('00');
  await expect(brokenA.locator('.ha-countdown-end-message')).toBeHidden();
  await expect(brokenA.locator('.ha-countdown-item-days')).toBeVisible();
  // B: evergreen with the default interval, 47 h 59 min.
  await expect(digits(brokenB, 'days')).toHaveText('01');
  await expect(digits(brokenB, 'hours')).toHaveText('23');
  await expect(digits(brokenB, 'minutes')).toHaveText(/^5[89]$/);

  const warningA = problems.warnings.find((text) => text.includes('#e0d0001'));
  expect(warningA).toContain('ha-countdown');
  expect(warningA).toContain('date "sometime soon" is not valid');
  expect(warningA).toContain('endAction "explode" is not valid');
  const warningB = problems.warnings.find((text) => text.includes('#e0d0002'));
  expect(warningB).toContain('expireActions');
  expect(warningB).toContain('evergreenInterval "a while" is not valid');
  expect(warningB).toContain('restartInterval "-5" is not valid');
  // Only the broken ones warn.
  expect(problems.warnings.filter((text) => text.includes('ha-countdown'))).toHaveLength(2);
  expect(errors).toEqual([]);
  expect(ownErrors(problems)).toEqual([]);
});

test('unmounting puts the server markup back exactly, end block content included', async ({ page, problems }) => {
  await page.goto(PAGE);
  const countdown = widget(page, 'a1d0004');
  await expectReady(countdown);
  await expect(countdown.locator('.ha-countdown-end-message')).toBeVisible();

  const served = await countdown.evaluate(async (el) => {
    const html = await (await fetch(location.href)).text();
    const original = new DOMParser().parseFromString(html, 'text/html').querySelector(`[data-id="${el.dataset.id}"] .ha-countdown-wrap`);
    window.haWidgets!.unmount(el);
    return original!.innerHTML;
  });
  await expect.poll(() => countdown.locator('.ha-countdown-wrap').evaluate((wrap) => wrap.innerHTML)).toBe(served);
  await expect(countdown.locator('.ha-countdown-time.ha-countdown-days')).toHaveText('0');
  expect(ownErrors(problems)).toEqual([]);
});


test('painted before the script runs, digits printed empty already take their line: mounting shifts nothing', async ({ page, problems }) => {
  await paintFirst(page);
  await recordLayoutShift(page);
  await page.setViewportSize({ width: 1280, height: 3000 });
  await page.goto('/widgets/countdown.html');
  for (const id of ['b2d0002', 'b2d0003', 'b2d0004']) await expectReady(widget(page, id));
  await page.evaluate(() => new Promise(requestAnimationFrame));
  expect(await layoutShift(page)).toBe(0);
  expect(ownErrors(problems)).toEqual([]);
});
