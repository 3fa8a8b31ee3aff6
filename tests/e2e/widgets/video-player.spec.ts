import type { Locator, Page } from '@playwright/test';
import { test, expect, widget, expectReady, ownErrors, unmountRestores, wheelOutOfView } from '../helpers';
import { recordMediaPlays, stubProviders, watchOutside, YOUTUBE_API, VIMEO_API } from '../media-stubs';

const PAGE = '/widgets/video-player.html';
const STORY = 'a1b2c01';
const SCENES = 'a1b2c02';
const YOUTUBE = 'a1b2c03';
const VIMEO = 'a1b2c04';
const AMBIENT = 'a1b2c05';
const BAD = 'a1b2c06';

async function ready(page: Page, id: string): Promise<Locator> {
  const player = widget(page, id);
  await player.scrollIntoViewIfNeeded();
  await expectReady(player);
  return player;
}

const videoOf = (player: Locator) => player.locator('video');
const isPlaying = (player: Locator) => videoOf(player).evaluate((video: HTMLVideoElement) => !video.paused);
const plays = (page: Page) => page.evaluate(() => (window as unknown as { mediaPlays: { id: string; kind: string; provider: string; title: string }[] }).mediaPlays);
const providerLog = (page: Page) => page.evaluate(() => (window as unknown as { providerLog?: string[] }).providerLog ?? []);

test('the poster plays its video; playing another pauses the first; each start is announced as ha:media-play', async ({ page, problems }) => {
  await recordMediaPlays(page);
  await page.goto(PAGE);
  const story = await ready(page, STORY);
  const scenes = await ready(page, SCENES);

  // The bar replaced the browser's controls; the poster is a button named after the video.
  await expect(videoOf(story)).not.toHaveAttribute('controls');
  // While the poster covers the video, it is the one play button (the bar under it is hidden).
  const poster = story.getByRole('button', { name: 'Play Our story' });
  await expect(poster).toHaveClass(/ha-video-player-overlay/);
  await poster.click();
  await expect.poll(() => isPlaying(story)).toBe(true);
  await expect(story.locator('.ha-video-player-overlay')).toBeHidden();
  await expect(story.getByRole('button', { name: 'Pause Our story' })).toBeVisible();

  await scenes.getByRole('button', { name: 'Play Behind the scenes' }).click();
  await expect.poll(() => isPlaying(scenes)).toBe(true);
  await expect.poll(() => isPlaying(story)).toBe(false);
  await expect(story.getByRole('button', { name: 'Play Our story' })).toBeVisible();

  // And back: the first plays again, the second pauses.
  await story.getByRole('button', { name: 'Play Our story' }).click();
  await expect.poll(() => isPlaying(story)).toBe(true);
  await expect.poll(() => isPlaying(scenes)).toBe(false);

  const announced = await plays(page);
  expect(announced.map((p) => p.id)).toEqual([STORY, SCENES, STORY]);
  expect(announced[0]).toMatchObject({ type: 'ha-video-player', kind: 'video', provider: 'native', title: 'Our story' });
  expect(ownErrors(problems)).toEqual([]);
});

test('the seek and volume sliders and the mute toggle work from the keyboard', async ({ page, problems }) => {
  await page.goto(PAGE);
  const scenes = await ready(page, SCENES);
  const video = videoOf(scenes);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.duration)).toBeGreaterThan(5);

  const seek = scenes.getByRole('slider', { name: 'Seek' });
  await seek.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeCloseTo(5, 0);
  await expect(seek).toHaveAttribute('aria-valuenow', '5');
  await expect(seek).toHaveAttribute('aria-valuetext', /^5 seconds of \d+ seconds$/);
  await page.keyboard.press('Home');
  await expect(seek).toHaveAttribute('aria-valuenow', '0');
  await expect(scenes.locator('.ha-media-controls__time')).toHaveText(/^0:00 \/ 0:0[56]$/);

  const volume = scenes.getByRole('slider', { name: 'Volume' });
  await expect(volume).toHaveAttribute('aria-valuenow', '100');
  await volume.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(volume).toHaveAttribute('aria-valuetext', '90%');
  expect(await video.evaluate((v: HTMLVideoElement) => v.volume)).toBeCloseTo(0.9);

  const mute = scenes.getByRole('button', { name: 'Mute' });
  await expect(mute).toHaveAttribute('aria-pressed', 'false');
  await mute.focus();
  await page.keyboard.press('Enter');
  await expect(mute).toHaveAttribute('aria-pressed', 'true');
  expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
  await expect(volume).toHaveAttribute('aria-valuenow', '0');
  // Raising the volume unmutes.
  await volume.focus();
  await page.keyboard.press('ArrowUp');
  await expect(mute).toHaveAttribute('aria-pressed', 'false');

  // The play button from the keyboard.
  await scenes.getByRole('button', { name: 'Play Behind the scenes' }).focus();
  await page.keyboard.press(' ');
  await expect.poll(() => isPlaying(scenes)).toBe(true);
  expect(ownErrors(problems)).toEqual([]);
});

test('YouTube and Vimeo APIs load only when their video is first played, and one player at a time holds across providers', async ({ page, problems }) => {
  const asked = await stubProviders(page);
  const outside = watchOutside(page);
  await recordMediaPlays(page);
  await page.goto(PAGE);
  const youtube = await ready(page, YOUTUBE);
  const vimeo = await ready(page, VIMEO);
  const story = await ready(page, STORY);
  await expect(youtube.getByRole('link', { name: 'Watch "Launch keynote" on YouTube' })).toBeVisible();
  expect(asked).toEqual([]);

  await youtube.getByRole('button', { name: 'Play Launch keynote' }).click();
  await expect(youtube.getByRole('button', { name: 'Pause Launch keynote' })).toBeVisible();
  expect(asked).toEqual([YOUTUBE_API]);
  await expect(youtube.locator('iframe[title="YouTube video player"]')).toHaveCount(1);
  await expect(youtube.getByRole('link')).toBeHidden();
  await expect(youtube.getByRole('slider', { name: 'Seek' })).toHaveAttribute('aria-valuemax', '212');

  await vimeo.getByRole('button', { name: 'Play Studio tour' }).click();
  await expect(vimeo.getByRole('button', { name: 'Pause Studio tour' })).toBeVisible();
  await expect(youtube.getByRole('button', { name: 'Play Launch keynote' })).toBeVisible();
  expect(asked).toEqual([YOUTUBE_API, VIMEO_API]);

  await story.locator('.ha-video-player-overlay').click();
  await expect.poll(() => isPlaying(story)).toBe(true);
  await expect(vimeo.getByRole('button', { name: 'Play Studio tour' })).toBeVisible();

  expect(await providerLog(page)).toEqual(['youtube new dQw4w9WgXcQ', 'youtube play', 'vimeo new 76979871', 'vimeo play', 'youtube pause', 'vimeo pause']);
  expect((await plays(page)).map((p) => `${p.provider} ${p.id}`)).toEqual([`youtube ${YOUTUBE}`, `vimeo ${VIMEO}`, `native ${STORY}`]);
  expect(outside).toEqual([]);
  expect(ownErrors(problems)).toEqual([]);
});

test('when the YouTube API cannot load, the link to the video stays and the player can try again', async ({ page, problems }) => {
  // No stub: the provider's host does not resolve (playwright.config.ts), as for a visitor offline or behind a blocker.
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto(PAGE);
  const youtube = await ready(page, YOUTUBE);
  const link = youtube.getByRole('link', { name: 'Watch "Launch keynote" on YouTube' });
  await youtube.getByRole('button', { name: 'Play Launch keynote' }).click();
  await expect.poll(() => errors.some((text) => text.includes('iframe_api did not load'))).toBe(true);
  await expect(link).toBeVisible();
  await expect(youtube).toHaveAttribute('data-ha-state', 'ready');
  await expect(youtube.getByRole('button', { name: 'Play Launch keynote' })).toBeVisible();

  // Once the API can be reached, the same button makes the player.
  await stubProviders(page);
  await youtube.getByRole('button', { name: 'Play Launch keynote' }).click();
  await expect(youtube.getByRole('button', { name: 'Pause Launch keynote' })).toBeVisible();
  await expect(link).toBeHidden();
  expect(ownErrors(problems).filter((text) => !text.includes('iframe_api did not load'))).toEqual([]);
});

test('a background video autoplays muted while on screen, leaves the sound players alone, and stops being automatic once clicked', async ({ page, problems }) => {
  await page.goto(PAGE);
  const ambient = await ready(page, AMBIENT);
  await expect.poll(() => isPlaying(ambient)).toBe(true);
  expect(await videoOf(ambient).evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
  await expect(ambient.locator('.ha-media-controls')).toHaveCount(0);
  await expect(ambient.getByRole('button', { name: 'Pause Ambient loop' })).toBeVisible();

  // A muted loop neither pauses a video with sound nor is paused by it.
  const tour = await ready(page, BAD);
  await tour.getByRole('button', { name: 'Play Product tour' }).click();
  await expect.poll(() => isPlaying(tour)).toBe(true);
  expect(await isPlaying(ambient)).toBe(true);
  await tour.getByRole('button', { name: 'Pause Product tour' }).click();

  // Off screen it holds; back on screen it plays again.
  const distance = await wheelOutOfView(page, ambient);
  await expect.poll(() => isPlaying(ambient)).toBe(false);
  await page.mouse.wheel(0, -distance);
  await expect(ambient).toBeInViewport();
  await expect.poll(() => isPlaying(ambient)).toBe(true);

  // Without the bar, a pause button lets the keyboard stop it too.
  const pause = ambient.getByRole('button', { name: 'Pause Ambient loop' });
  await pause.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => isPlaying(ambient)).toBe(false);
  await expect(ambient.getByRole('button', { name: 'Play Ambient loop' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => isPlaying(ambient)).toBe(true);

  // A click is the visitor's: paused, it stays paused when it comes back into view.
  await videoOf(ambient).click();
  await expect.poll(() => isPlaying(ambient)).toBe(false);
  await page.mouse.wheel(0, distance);
  await expect(ambient).not.toBeInViewport();
  await page.mouse.wheel(0, -distance);
  await expect(ambient).toBeInViewport();
  await page.waitForTimeout(300);
  expect(await isPlaying(ambient)).toBe(false);
  expect(ownErrors(problems)).toEqual([]);
});

test('bad settings give the defaults with one warning; unmounting restores the markup', async ({ page, problems }) => {
  await page.goto(PAGE);
  const bad = await ready(page, BAD);
  expect(await isPlaying(bad)).toBe(false);
  await expect(bad.getByRole('button', { name: 'Play Product tour' })).toBeVisible();
  const warnings = problems.warnings.filter((text) => text.includes(BAD));
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toMatch(/autoplay "often".*controls "perhaps"/s);
  expect(await unmountRestores(page, BAD)).toBe(true);
  await expect(videoOf(bad)).toHaveAttribute('controls', '');
  expect(ownErrors(problems)).toEqual([]);
});

test('with reduced motion preferred, the background video waits for a click', async ({ page, problems }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(PAGE);
  const ambient = await ready(page, AMBIENT);
  await page.waitForTimeout(300);
  expect(await isPlaying(ambient)).toBe(false);
  await videoOf(ambient).click();
  await expect.poll(() => isPlaying(ambient)).toBe(true);
  expect(ownErrors(problems)).toEqual([]);
});
