import type { Locator, Page } from '@playwright/test';
import { test, expect, widget, expectReady, ownErrors, sizesBeforeAndAfterMount, unmountRestores } from '../helpers';
import { recordMediaPlays } from '../media-stubs';

const PAGE = '/widgets/audio-player.html';
const FOREST = 'b1c2d01';
const HARBOUR = 'b1c2d02';
const RAIN = 'b1c2d03';
const WIND = 'b1c2d04';
const DAWN = 'b1c2d05';
const FIELD = 'b1c2d06';

async function ready(page: Page, id: string): Promise<Locator> {
  const player = widget(page, id);
  await player.scrollIntoViewIfNeeded();
  await expectReady(player);
  return player;
}

const audio = (player: Locator) => player.locator('audio');
const read = <T>(player: Locator, fn: (a: HTMLAudioElement) => T) => audio(player).evaluate(fn);
const isPlaying = (player: Locator) => read(player, (a) => !a.paused);

test('the bar takes the place of the browser controls without a shift; volume starts at 80 % and the keyboard sets it, mutes and seeks', async ({ page, problems }) => {
  // (The browser's own controls re-lay themselves out once the file's length is known: sizes, not shifts.)
  const { before, after } = await sizesBeforeAndAfterMount(page, PAGE, [FOREST, HARBOUR, RAIN, DAWN]);
  expect(after).toEqual(before);
  const forest = await ready(page, FOREST);
  await expect(audio(forest)).toBeHidden();
  await expect(audio(forest)).not.toHaveAttribute('controls');
  await expect(forest.getByRole('group', { name: 'Forest morning: controls' })).toBeVisible();

  const volume = forest.getByRole('slider', { name: 'Volume' });
  await expect(volume).toHaveAttribute('aria-valuenow', '80');
  await expect(volume).toHaveAttribute('aria-orientation', 'horizontal');
  expect(await read(forest, (a) => a.volume)).toBeCloseTo(0.8);
  await volume.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(volume).toHaveAttribute('aria-valuetext', '75%');
  await page.keyboard.press('PageUp');
  await expect(volume).toHaveAttribute('aria-valuenow', '95');
  await page.keyboard.press('End');
  await expect(volume).toHaveAttribute('aria-valuenow', '100');
  expect(await read(forest, (a) => a.volume)).toBe(1);

  await page.keyboard.press('Shift+Tab');
  const mute = forest.getByRole('button', { name: 'Mute' });
  await expect(mute).toBeFocused();
  await page.keyboard.press(' ');
  await expect(mute).toHaveAttribute('aria-pressed', 'true');
  expect(await read(forest, (a) => a.muted)).toBe(true);
  await page.keyboard.press('Enter');
  await expect(mute).toHaveAttribute('aria-pressed', 'false');

  const seek = forest.getByRole('slider', { name: 'Seek' });
  await expect(seek).toHaveAttribute('aria-valuemax', '3');
  await seek.focus();
  await page.keyboard.press('End');
  await expect.poll(() => read(forest, (a) => a.currentTime)).toBeCloseTo(3, 0);
  await page.keyboard.press('Home');
  await expect.poll(() => read(forest, (a) => a.currentTime)).toBe(0);
  expect(ownErrors(problems)).toEqual([]);
});

test('a muted player at half volume with a vertical bar; playing one audio pauses the other', async ({ page, problems }) => {
  await recordMediaPlays(page);
  await page.goto(PAGE);
  const forest = await ready(page, FOREST);
  const harbour = await ready(page, HARBOUR);
  expect(await read(harbour, (a) => [a.muted, a.volume])).toEqual([true, 0.5]);
  const mute = harbour.getByRole('button', { name: 'Mute' });
  await expect(mute).toHaveAttribute('aria-pressed', 'true');

  // The vertical bar shows over the mute button on focus; Up raises it (and unmutes).
  const volume = harbour.getByRole('slider', { name: 'Volume' });
  await expect(volume).toBeHidden();
  await mute.focus();
  await expect(volume).toBeVisible();
  await expect(volume).toHaveAttribute('aria-orientation', 'vertical');
  await page.keyboard.press('Tab');
  await expect(volume).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(mute).toHaveAttribute('aria-pressed', 'false');
  await expect(volume).toHaveAttribute('aria-valuenow', '5');

  await forest.getByRole('button', { name: 'Play Forest morning' }).click();
  await expect.poll(() => isPlaying(forest)).toBe(true);
  await harbour.getByRole('button', { name: 'Play Harbour at night' }).click();
  await expect.poll(() => isPlaying(harbour)).toBe(true);
  await expect.poll(() => isPlaying(forest)).toBe(false);
  await expect(forest.getByRole('button', { name: 'Play Forest morning' })).toBeVisible();

  const plays = await page.evaluate(() => (window as unknown as { mediaPlays: { id: string; kind: string; type: string }[] }).mediaPlays);
  expect(plays.map((p) => `${p.type} ${p.kind} ${p.id}`)).toEqual([`ha-audio-player audio ${FOREST}`, `ha-audio-player audio ${HARBOUR}`]);
  expect(ownErrors(problems)).toEqual([]);
});

test('no volume bar, the browser controls when controls are off, and bad settings give the defaults with one warning', async ({ page, problems }) => {
  await page.goto(PAGE);
  const rain = await ready(page, RAIN);
  await expect(rain.getByRole('button', { name: 'Mute' })).toBeVisible();
  await expect(rain.getByRole('slider', { name: 'Volume' })).toHaveCount(0);

  const dawn = await ready(page, DAWN);
  await expect(audio(dawn)).toBeVisible();
  await expect(audio(dawn)).toHaveAttribute('controls', '');
  await expect(dawn.locator('.ha-media-controls')).toHaveCount(0);
  expect(await read(dawn, (a) => a.volume)).toBeCloseTo(0.8);

  const field = await ready(page, FIELD);
  await expect(field.getByRole('slider', { name: 'Volume' })).toHaveAttribute('aria-valuenow', '80');
  await expect(field.getByRole('slider', { name: 'Volume' })).toHaveAttribute('aria-orientation', 'horizontal');
  const warnings = problems.warnings.filter((text) => text.includes(FIELD));
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toMatch(/startVolume "loud".*audioVolume "diagonal"/s);

  expect(await unmountRestores(page, FIELD)).toBe(true);
  await expect(audio(field)).toBeVisible();
  expect(ownErrors(problems)).toEqual([]);
});

test('on a touch device the volume control is hidden unless the player keeps it', async ({ page, problems }) => {
  const cdp = await page.context().newCDPSession(page);
  // Touch emulation makes the main pointer coarse and without hover, as on a phone.
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
  try {
    await page.goto(PAGE);
    const forest = await ready(page, FOREST);
    await expect(forest.getByRole('button', { name: 'Play Forest morning' })).toBeVisible();
    await expect(forest.getByRole('button', { name: 'Mute' })).toHaveCount(0);
    await expect(forest.getByRole('slider', { name: 'Volume' })).toHaveCount(0);
    const wind = await ready(page, WIND);
    await expect(wind.getByRole('slider', { name: 'Volume' })).toBeVisible();
  } finally {
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: false });
    await cdp.detach();
  }
  expect(ownErrors(problems)).toEqual([]);
});
