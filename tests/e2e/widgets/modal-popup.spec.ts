import type { Page } from '@playwright/test';
import { test, expect, widget, expectReady, ownErrors, rewrite, sizesBeforeAndAfterMount, unmountRestores } from '../helpers';

const PAGE = '/widgets/modal-popup.html';
const TOUR = '3c4d5e6'; // button, full screen, a video
const ADA = '4d5e6f7'; // image, centred box, no overlay
const PROMO = '5e6f7a8'; // page load after 3 s
const PLAYER = '/assets/modal-popup/player.html?v=tour';
const CLIP = '/assets/modal-popup/clip.webm';

/** The page, with the page-load popup held back unless `pageLoad` (it would cover the others). */
async function open(page: Page, { pageLoad = false, config = '{ debug: true }' } = {}): Promise<void> {
  await rewrite(page, PAGE, (html) => {
    let out = html.replace('{ debug: true }', config);
    if (!pageLoad) out = out.replaceAll('data-display-delay="3000"', 'data-display-delay="600000"');
    return out;
  });
  await page.goto(PAGE);
  for (const id of [TOUR, ADA, PROMO]) await expectReady(widget(page, id));
}

const scrollLocked = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).overflow === 'hidden');
const videoSrc = (page: Page) => widget(page, TOUR).locator('iframe').getAttribute('src');

test('the button opens a modal dialog named by its title, animated in; the focus goes in, stays in and comes back', async ({ page, problems, animationSpeed }) => {
  await open(page);
  // Slowed, so the entrance is still running when looked at.
  await animationSpeed(0.01);
  const trigger = widget(page, TOUR).getByRole('button', { name: 'Watch the tour' });
  await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await trigger.click();
  const dialog = page.getByRole('dialog', { name: 'A tour of the studio' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(dialog).toHaveClass(/ha-modal-show/);
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  // The entrance: the add-on's animate.css class, and an animation running without animate.css.
  const animated = widget(page, TOUR).locator('.ha-modal-animation');
  await expect(animated).toHaveClass(/animate__zoomIn/);
  expect(await animated.evaluate((el) => el.getAnimations().length)).toBe(1);
  await animationSpeed(1);
  const close = dialog.getByRole('button', { name: 'Close' });
  await expect(close).toBeFocused();
  expect(await scrollLocked(page)).toBe(true);
  // The link after the player wraps to the close icon, and back.
  const link = dialog.getByRole('link', { name: 'Book a visit' });
  await page.keyboard.press('Shift+Tab');
  await expect(link).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(close).toBeFocused();
  // A click inside the box closes nothing.
  await dialog.getByText('Two minutes in the workshop').click();
  await expect(dialog).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await expect(trigger).toBeFocused();
  expect(await scrollLocked(page)).toBe(false);
  await expect(animated).not.toHaveClass(/animate__zoomIn/);
  // Closed, it is out of the Tab order.
  await expect(page.locator(`[data-id="${TOUR}"] .ha-modal-popup-content-wrapper`)).toHaveAttribute('inert', '');
  expect(ownErrors(problems)).toEqual([]);
});

/** Records every change of the source of the player (or of `selector`) with its time, from now on. */
function watchVideo(page: Page, selector = `[data-id="${TOUR}"] iframe`): Promise<void> {
  return page.evaluate((selector) => {
    const frame = document.querySelector(selector)!;
    const log: [string, number][] = ((window as unknown as { srcLog: [string, number][] }).srcLog = []);
    new MutationObserver(() => log.push([frame.getAttribute('src')!, performance.now()])).observe(frame, { attributeFilter: ['src'] });
  }, selector);
}

/** The source changes since `watchVideo` (or since last taken), each with the milliseconds since the first. */
function videoChanges(page: Page, take = true): Promise<[string, number][]> {
  return page.evaluate((take) => {
    const all = (window as unknown as { srcLog: [string, number][] }).srcLog;
    const log = take ? all.splice(0) : [...all];
    return log.map(([src, at]) => [src, Math.round(at - log[0][1])] as [string, number]);
  }, take);
}

async function expectVideoStoppedThenBack(page: Page, source = PLAYER, stoppedAs: string | null = 'about:blank'): Promise<void> {
  await expect.poll(async () => (await videoChanges(page, false)).length).toBe(2);
  const [stopped, back, ...more] = await videoChanges(page);
  expect(stopped).toEqual([stoppedAs, 0]);
  expect(back[0]).toBe(source);
  // 500 ms, give or take when a busy machine notices the changes.
  expect(back[1]).toBeGreaterThanOrEqual(400);
  expect(back[1]).toBeLessThan(900);
  expect(more).toEqual([]);
}

test('the overlay, the close icon and Escape close it; the video is stopped and its source back 500 ms later', async ({ page, problems }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await open(page);
  const trigger = widget(page, TOUR).getByRole('button', { name: 'Watch the tour' });
  const dialog = page.getByRole('dialog', { name: 'A tour of the studio' });
  expect(await videoSrc(page)).toBe(PLAYER);
  await watchVideo(page);

  // Opened by the keyboard (Enter on the link), closed by the overlay: the player unloads at once.
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(dialog.frameLocator('iframe').locator('body')).toContainText('Playing');
  await page.mouse.click(30, 650);
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
  await expectVideoStoppedThenBack(page);

  // Space opens it too; the close icon closes it.
  await page.keyboard.press(' ');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expectVideoStoppedThenBack(page);

  // Escape stops it as well.
  await trigger.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expectVideoStoppedThenBack(page);

  // Opened again within the 500 ms, the player is back at once.
  await trigger.click();
  await page.keyboard.press('Escape');
  expect(await videoSrc(page)).toBe('about:blank');
  await trigger.click();
  await expect(dialog).toBeVisible();
  expect(await videoSrc(page)).toBe(PLAYER);
  await expect(dialog.frameLocator('iframe').locator('body')).toContainText('Playing');

  const origin = new URL(page.url()).origin;
  expect(requests.filter((url) => !url.startsWith(origin) && !url.startsWith('about:'))).toEqual([]);
  expect(ownErrors(problems)).toEqual([]);
});

test('the image opens a centred box without overlay, by mouse or keyboard, named by the image; its clip stops on closing', async ({ page, problems }) => {
  await open(page);
  const trigger = widget(page, ADA).getByRole('button', { name: 'Meet Ada' });
  await expect(trigger).toHaveAttribute('tabindex', '0');
  await trigger.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Meet Ada' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('.ha-modal-animation')).toHaveClass(/animate__fadeInDown/);
  const box = (await dialog.locator('.ha-modal-animation').boundingBox())!;
  await expect.poll(async () => Math.abs((await dialog.locator('.ha-modal-animation').boundingBox())!.y + box.height / 2 - 360)).toBeLessThan(2);
  expect(Math.abs(box.x + box.width / 2 - 640)).toBeLessThan(2);
  const close = dialog.getByRole('button', { name: 'Close' });
  await expect(close).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();

  await page.keyboard.press(' ');
  await expect(dialog).toBeVisible();
  // Escape closes it even before the focus has gone in.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.keyboard.press(' ');
  await expect(close).toBeFocused();
  // No overlay: a click beside the box closes nothing; Escape does, and stops the clip playing in it.
  const clip = widget(page, ADA).locator('video');
  await clip.evaluate((video: HTMLVideoElement) => video.play());
  await expect.poll(() => clip.evaluate((video: HTMLVideoElement) => !video.paused && video.currentTime > 0)).toBe(true);
  await page.mouse.click(30, 650);
  await expect(dialog).toBeVisible();
  await watchVideo(page, `[data-id="${ADA}"] video`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
  expect(await clip.evaluate((video: HTMLVideoElement) => video.paused)).toBe(true);
  await expectVideoStoppedThenBack(page, CLIP, null);
  // Back, ready to play again from the start.
  await expect.poll(() => clip.evaluate((video: HTMLVideoElement) => video.readyState > 0 && video.currentTime === 0)).toBe(true);
  expect(ownErrors(problems)).toEqual([]);
});

test('the page-load popup opens by itself after its delay, and not in the page editor', async ({ page, problems }) => {
  await page.clock.install();
  await open(page, { pageLoad: true });
  const dialog = page.getByRole('dialog', { name: 'Ten percent off this week' });
  await page.clock.runFor(2000);
  await expect(dialog).toBeHidden();
  await page.clock.runFor(1200);
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('.ha-modal-animation')).toHaveClass(/animate__fadeInUp/);
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(ownErrors(problems)).toEqual([]);

  await open(page, { pageLoad: true, config: '{ debug: true, editMode: true }' });
  await page.clock.runFor(10_000);
  await expect(dialog).toBeHidden();
});

test('reduced motion: the popup shows without an entrance', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open(page);
  await widget(page, TOUR).getByRole('button', { name: 'Watch the tour' }).click();
  const dialog = page.getByRole('dialog', { name: 'A tour of the studio' });
  await expect(dialog).toBeVisible();
  const animated = dialog.locator('.ha-modal-animation');
  await expect(animated).not.toHaveClass(/animate__zoomIn/);
  expect(await animated.evaluate((el) => el.getAnimations().length)).toBe(0);
});

test('unmounting, even while open, gives back the printed markup, the video and the page scroll', async ({ page, problems }) => {
  await open(page);
  await widget(page, TOUR).getByRole('button', { name: 'Watch the tour' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await unmountRestores(page, TOUR)).toBe(true);
  expect(await videoSrc(page)).toBe(PLAYER);
  expect(await scrollLocked(page)).toBe(false);
  expect(await unmountRestores(page, ADA)).toBe(true);
  expect(ownErrors(problems)).toEqual([]);
});

test('mounting moves nothing: a closed popup takes no room before or after', async ({ page }) => {
  const { before, after } = await sizesBeforeAndAfterMount(page, PAGE, [TOUR, ADA, PROMO]);
  expect(after).toEqual(before);
  expect(before[2]).toEqual([before[2][0], 0]);
});
