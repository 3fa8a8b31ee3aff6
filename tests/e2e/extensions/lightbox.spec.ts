// The page-level lightbox, as a visitor meets it: image links the page builder marks open one
// lightbox (the gallery widgets' own), grouped by slideshow, with captions, keyboard, buttons and
// swipe; hash-action links open it too; it stays shut on a phone when the kit says so; the video
// widget's overlay plays YouTube, Vimeo or a file in it; the real exported pages open a gallery
// slideshow and a YouTube video.
import type { Page } from '@playwright/test';
import { test, expect } from '../helpers';
import { closePopups } from '../corpus/checks';
import { stubEmbedPlayers } from '../media-stubs';

const PAGE = '/extensions/lightbox.html';

const lightbox = (page: Page) => page.locator('dialog.ha-lightbox');
const counter = (page: Page) => lightbox(page).locator('.ha-lightbox__counter');
const image = (page: Page) => lightbox(page).locator('img.ha-lightbox__image');
const caption = (page: Page) => lightbox(page).locator('.ha-lightbox__caption');
const description = (page: Page) => lightbox(page).locator('.ha-lightbox__description');
const player = (page: Page) => lightbox(page).locator('.ha-lightbox__player');

async function open(page: Page, query = ''): Promise<void> {
  await page.goto(`${PAGE}${query}`);
  // Its links are live once the extension has started.
  await expect(page.locator('html')).toHaveAttribute('data-ha-extensions', /\blightbox\b/);
}

/** Width / height of the video player in the lightbox. */
async function playerRatio(page: Page): Promise<number> {
  const box = (await player(page).boundingBox())!;
  return box.width / box.height;
}

/** Requests to anything but the local test server. */
function watchOutside(page: Page): string[] {
  const outside: string[] = [];
  page.on('request', (request) => /^https?:/.test(request.url()) && !request.url().startsWith('http://localhost') && outside.push(request.url()));
  return outside;
}

test('a gallery link opens its slideshow: captions, buttons, arrow keys, swipe, preloading; Escape closes and focus returns', async ({ page, problems }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const requested: string[] = [];
  page.on('request', (request) => request.url().includes('-large.svg') && requested.push(new URL(request.url()).pathname));
  await open(page);
  await page.click('#canyon');
  await expect(lightbox(page)).toHaveJSProperty('open', true);
  await expect(image(page)).toHaveAttribute('src', /canyon-large\.svg$/);
  await expect(image(page)).toHaveAttribute('alt', 'A red canyon');
  await expect(counter(page)).toHaveText('2 / 4');
  await expect(caption(page)).toHaveText('Canyon');
  await expect(lightbox(page).getByRole('button', { name: 'Close' })).toBeFocused();
  // One before and two after are loaded ahead; nothing further.
  await expect.poll(() => [...requested].sort()).toEqual(
    ['/assets/image-grid/canyon-large.svg', '/assets/image-grid/dunes-large.svg', '/assets/image-grid/pier-large.svg', '/assets/image-grid/tower-large.svg'].sort(),
  );
  expect(new URL(page.url()).pathname).toBe(PAGE);

  await page.keyboard.press('ArrowRight');
  await expect(counter(page)).toHaveText('3 / 4');
  await expect(description(page)).toHaveText('Opened through its hash action');
  await lightbox(page).getByRole('button', { name: 'Next image' }).click();
  await expect(caption(page)).toHaveText('Tower');
  await lightbox(page).getByRole('button', { name: 'Previous image' }).click();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(counter(page)).toHaveText('1 / 4');
  // The description is text: its markup is dropped, nothing from it runs.
  await expect(description(page)).toHaveText('Sand at dusk , wind from the west');
  await expect(lightbox(page).locator('figcaption img, figcaption b')).toHaveCount(0);

  // Focus stays in the lightbox.
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('dialog.ha-lightbox'))).toBe(true);
  }

  // A leftward drag shows the next image.
  const box = (await image(page).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2 + 100, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 60, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(counter(page)).toHaveText('2 / 4');

  await page.keyboard.press('Escape');
  await expect(lightbox(page)).toHaveCount(0);
  await expect(page.locator('#canyon')).toBeFocused();
  expect(problems.errors).toEqual([]);
});

test('the zoom takes 300 ms, and none runs when the visitor prefers reduced motion', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // Every transform animation of the lightbox image, with its duration, as it starts.
  await page.addInitScript(() => {
    const animate = Element.prototype.animate;
    (window as unknown as { zooms: number[] }).zooms = [];
    Element.prototype.animate = function (frames, options) {
      const transform = Array.isArray(frames) && frames.some((frame) => 'transform' in frame);
      if (transform && this.matches('img.ha-lightbox__image') && typeof options === 'object') (window as unknown as { zooms: number[] }).zooms.push(Number(options.duration));
      return animate.call(this, frames, options);
    };
  });
  const zooms = () => page.evaluate(() => (window as unknown as { zooms: number[] }).zooms);
  await open(page);
  await page.click('#dunes');
  await expect(lightbox(page)).toBeVisible();
  expect(await zooms()).toEqual([300]);
  await page.keyboard.press('Escape');
  await expect(lightbox(page)).toHaveCount(0);
  // Back to the thumbnail.
  expect(await zooms()).toEqual([300, 300]);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.click('#dunes');
  await expect(lightbox(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(lightbox(page)).toHaveCount(0);
  expect(await zooms()).toEqual([300, 300]);
});

test('default follows the kit, no is an ordinary link, and a plain image link opens it with the global lightbox on', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page);
  await page.click('#cactus');
  await expect(image(page)).toHaveAttribute('src', /cactus-large\.svg$/);
  await expect(caption(page)).toHaveText('Cactus');
  // A single image: no arrows, no counter.
  await expect(lightbox(page).getByRole('button', { name: 'Next image' })).toHaveCount(0);
  await expect(counter(page)).toHaveCount(0);
  await lightbox(page).getByRole('button', { name: 'Close' }).click();
  await expect(lightbox(page)).toHaveCount(0);

  await page.click('#meadow');
  await expect(image(page)).toHaveAttribute('src', /meadow-large\.svg$/);
  await expect(image(page)).toHaveAttribute('alt', 'A meadow in spring');
  // No title printed: no caption bar.
  await expect(lightbox(page).locator('figcaption')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(lightbox(page)).toHaveCount(0);

  await page.click('#alley');
  await expect(page).toHaveURL(/\/assets\/image-grid\/alley-large\.svg$/);
});

test('hash-action links open it: one image, a list of slides, the page gallery at an image; a video from elsewhere does nothing; on load too', async ({ page, problems }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page);
  await page.click('#action-image');
  await expect(image(page)).toHaveAttribute('src', /lake-large\.svg$/);
  await expect(caption(page)).toHaveText('Mountain lakeOpened by a hash-action link');
  await expect(description(page)).toHaveText('Opened by a hash-action link');
  await page.keyboard.press('Escape');
  await expect(lightbox(page)).toHaveCount(0);
  await expect(page.locator('#action-image')).toBeFocused();

  // Three slides listed, one of them a javascript: address: two shown, starting at the second.
  await page.click('#action-slides');
  await expect(counter(page)).toHaveText('2 / 2');
  await expect(image(page)).toHaveAttribute('src', /lantern-large\.svg$/);
  await page.keyboard.press('ArrowRight');
  await expect(caption(page)).toHaveText('Harbour');
  await page.keyboard.press('Escape');
  await expect(lightbox(page)).toHaveCount(0);

  await page.click('#action-gallery');
  await expect(counter(page)).toHaveText('3 / 4');
  await expect(caption(page)).toHaveText('PierOpened through its hash action');
  await page.keyboard.press('Escape');
  await expect(lightbox(page)).toHaveCount(0);

  // The gallery link that carries the action in data-e-action-hash.
  await page.click('#pier');
  await expect(counter(page)).toHaveText('3 / 4');
  await page.keyboard.press('Escape');
  await expect(lightbox(page)).toHaveCount(0);
  await expect(page.locator('#pier')).toBeFocused();

  await page.click('#action-video-refused');
  await expect.poll(() => problems.warnings.filter((text) => text.includes('lightbox: video')).length).toBe(1);
  await expect(lightbox(page)).toHaveCount(0);
  expect(new URL(page.url()).hash).toBe('');
  expect(problems.errors).toEqual([]);

  const hash = await page.locator('#action-image').getAttribute('href');
  await page.goto('about:blank');
  await page.goto(`${PAGE}${hash}`);
  await expect(image(page)).toHaveAttribute('src', /lake-large\.svg$/);
});

test('switched off on a phone (kit): links open the image as links do; a tablet still gets the lightbox', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await open(page);
  await page.click('#canyon');
  await expect(page).toHaveURL(/\/assets\/image-grid\/canyon-large\.svg$/);

  // A link that runs the lightbox action as well.
  await open(page);
  await page.click('#pier');
  await expect(page).toHaveURL(/\/assets\/image-grid\/pier-large\.svg$/);

  await page.setViewportSize({ width: 900, height: 740 });
  await open(page);
  await page.click('#canyon');
  await expect(counter(page)).toHaveText('2 / 4');
});

test('the real exported page opens its gallery slideshow', async ({ page, problems }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/real/djyatelier-home.html');
  // Its newsletter popup opens 2 s after load and takes the focus: closed first, as a visitor would.
  await closePopups(page);
  const links = page.locator('[data-elementor-lightbox-slideshow="17a38ac"]');
  await expect(links).toHaveCount(10);
  await links.nth(1).scrollIntoViewIfNeeded();
  await expect(page.locator('html')).toHaveAttribute('data-ha-extensions', /\blightbox\b/);
  // The exported page has lost its stylesheets: its 2000 px images overlap, so the visitor uses the keyboard.
  await links.nth(1).focus();
  await page.keyboard.press('Enter');
  await expect(lightbox(page)).toHaveJSProperty('open', true);
  await expect(counter(page)).toHaveText('2 / 10');
  await expect(caption(page)).toHaveText('2');
  await page.keyboard.press('ArrowRight');
  await expect(counter(page)).toHaveText('3 / 10');
  await expect(image(page)).toHaveAttribute('src', /\/1-18(-\d+x\d+)?\.jpg$/); // the full file is offline here: its thumbnail stands in
  await page.keyboard.press('Escape');
  await expect(lightbox(page)).toHaveCount(0);
  await expect(links.nth(1)).toBeFocused();
  expect(problems.errors.filter((text) => /^\[ha-widgets\]/.test(text))).toEqual([]);
});

test('the video overlay plays YouTube, Vimeo or a file in the lightbox: click, Enter, Space; autoplay, ratio; closing removes the player and gives focus back', async ({ page, problems }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const asked = await stubEmbedPlayers(page);
  const outside = watchOutside(page);
  await open(page);
  await expect(page.locator('html')).toHaveAttribute('data-ha-extensions', /\burl-actions\b/);

  // YouTube, its settings in e-action-hash (no data- prefix) as older page builder versions print it.
  const youtube = page.locator('#video-youtube .elementor-custom-embed-play');
  await youtube.click();
  await expect(lightbox(page)).toHaveJSProperty('open', true);
  await expect(lightbox(page)).toHaveAttribute('aria-label', 'Video lightbox');
  const frame = player(page).locator('iframe');
  await expect(frame).toHaveAttribute(
    'src',
    'https://www.youtube.com/embed/X86VTT6brIo?feature=oembed&start&end&wmode=opaque&loop=0&controls=1&mute=0&rel=0&modestbranding=0&autoplay=1',
  );
  await expect(frame).toHaveAttribute('title', 'Video player');
  expect(await playerRatio(page)).toBeCloseTo(16 / 9, 1);
  await expect(lightbox(page).getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(lightbox(page)).toHaveCount(0);
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(youtube).toBeFocused();

  // Vimeo by Enter on its play button (data-e-action-hash), 21:9; closed by its button.
  const vimeo = page.locator('#video-vimeo .elementor-custom-embed-play');
  await vimeo.focus();
  await page.keyboard.press('Enter');
  await expect(player(page).locator('iframe')).toHaveAttribute(
    'src',
    'https://player.vimeo.com/video/76979871?color&autopause=0&loop=0&muted=0&title=1&portrait=1&byline=1&autoplay=1#t=',
  );
  expect(await playerRatio(page)).toBeCloseTo(21 / 9, 1);
  await lightbox(page).getByRole('button', { name: 'Close' }).click();
  await expect(lightbox(page)).toHaveCount(0);
  await expect(vimeo).toBeFocused();

  // A file by Space (data-elementor-lightbox alone), 9:16, in a <video controls autoplay>; the page does not scroll.
  const hosted = page.locator('#video-hosted .elementor-custom-embed-play');
  await hosted.focus();
  const scrolled = await page.evaluate(() => scrollY);
  await page.keyboard.press(' ');
  const video = player(page).locator('video');
  await expect(video).toHaveAttribute('src', /\/assets\/media\/clip\.webm$/);
  expect(await video.evaluate((element: HTMLVideoElement) => [element.controls, element.autoplay])).toEqual([true, true]);
  expect(await playerRatio(page)).toBeCloseTo(9 / 16, 1);
  // The player goes (and its sound with it) as the closing starts, while the lightbox fades out.
  await video.evaluate((element) => {
    const seen = window as unknown as { removedWhileOpen?: boolean };
    new MutationObserver((_, observer) => {
      if (element.isConnected) return;
      seen.removedWhileOpen = !!document.querySelector<HTMLDialogElement>('dialog.ha-lightbox')?.open;
      observer.disconnect();
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.keyboard.press('Escape');
  await expect(lightbox(page)).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { removedWhileOpen?: boolean }).removedWhileOpen)).toBe(true);
  await expect(page.locator('.ha-lightbox__player, dialog video')).toHaveCount(0);
  await expect(hosted).toBeFocused();
  expect(await page.evaluate(() => scrollY)).toBe(scrolled);

  // A hash-action link with a bare embed address; on a phone too, where the kit turns image links off.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.click('#action-video');
  await expect(player(page).locator('iframe')).toHaveAttribute('src', 'https://www.youtube.com/embed/X86VTT6brIo?autoplay=1');
  await page.keyboard.press('Escape');
  await expect(lightbox(page)).toHaveCount(0);

  expect(asked.map((url) => new URL(url).host)).toEqual(['www.youtube.com', 'player.vimeo.com', 'www.youtube.com']);
  expect(outside.filter((url) => !asked.includes(url))).toEqual([]);
  expect(problems.errors).toEqual([]);
});

test('the real exported page plays its YouTube video in the lightbox from the overlay (e-action-hash), by click and by Enter', async ({ page, problems }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const asked = await stubEmbedPlayers(page);
  const outside = watchOutside(page);
  await page.goto('/real/pacific-home.html');
  await closePopups(page);
  const play = page.locator('[data-id="53c482b"] .elementor-custom-embed-play');
  await play.scrollIntoViewIfNeeded();
  await expect(page.locator('html')).toHaveAttribute('data-ha-extensions', /\blightbox\b/);
  await expect(page.locator('html')).toHaveAttribute('data-ha-extensions', /\burl-actions\b/);
  const src = 'https://www.youtube.com/embed/X86VTT6brIo?feature=oembed&start&end&wmode=opaque&loop=0&controls=1&mute=0&rel=0&modestbranding=0&autoplay=1';

  await play.click();
  await expect(lightbox(page)).toHaveJSProperty('open', true);
  await expect(player(page).locator('iframe')).toHaveAttribute('src', src);
  expect(await playerRatio(page)).toBeCloseTo(16 / 9, 1);
  await page.keyboard.press('Escape');
  await expect(lightbox(page)).toHaveCount(0);
  await expect(page.locator('dialog iframe, .ha-lightbox__player')).toHaveCount(0);
  await expect(play).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(player(page).locator('iframe')).toHaveAttribute('src', src);
  await page.keyboard.press('Escape');
  await expect(lightbox(page)).toHaveCount(0);
  await expect(play).toBeFocused();

  expect(asked).toEqual([src, src]);
  expect(outside.filter((url) => !asked.includes(url)).filter((url) => /youtube|vimeo/.test(url))).toEqual([]);
  expect(problems.errors.filter((text) => /^\[ha-widgets\]/.test(text))).toEqual([]);
});

test('an element carrying its action only in e-action-hash, added to a page with nothing of ours, brings the code and opens its video', async ({ page }) => {
  const asked = await stubEmbedPlayers(page);
  await page.goto('/core/no-widgets.html');
  const settings = { type: 'video', videoType: 'youtube', url: 'https://www.youtube-nocookie.com/embed/X86VTT6brIo?rel=0&autoplay=0', modalOptions: { videoAspectRatio: '43' } };
  const hash = `#elementor-action%3Aaction%3Dlightbox%26settings%3D${encodeURIComponent(Buffer.from(JSON.stringify(settings)).toString('base64'))}`;
  await page.evaluate((value) => {
    const play = Object.assign(document.createElement('div'), { id: 'play', role: 'button', tabIndex: 0, textContent: 'Play the interview' });
    play.setAttribute('e-action-hash', value);
    document.body.append(play);
  }, hash);
  await expect(page.locator('html')).toHaveAttribute('data-ha-extensions', /\burl-actions\b/);
  await page.click('#play');
  // The printed autoplay=0 gives way to autoplay=1.
  await expect(player(page).locator('iframe')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/X86VTT6brIo?rel=0&autoplay=1');
  expect(await playerRatio(page)).toBeCloseTo(4 / 3, 1);
  await page.keyboard.press('Escape');
  await expect(lightbox(page)).toHaveCount(0);
  await expect(page.locator('#play')).toBeFocused();
  expect(asked).toHaveLength(1);
});

test('on a page with nothing else of ours, React comes only when the pointer nears a lightbox link; without its code the link opens its image', async ({ page, problems }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/dist/') && pathname.endsWith('.js')) scripts.push(pathname.slice('/dist/'.length));
  });
  const reactIn = async (names: string[]) => {
    for (const name of names) if ((await (await page.request.get(`/dist/${name}`)).text()).includes('react.transitional.element')) return true;
    return false;
  };
  const addLink = () =>
    page.evaluate(() => {
      const link = Object.assign(document.createElement('a'), { id: 'canyon', href: '/assets/image-grid/canyon-large.svg', textContent: 'The canyon, large' });
      link.setAttribute('data-elementor-open-lightbox', 'yes');
      document.body.append(link);
    });
  await page.goto('/core/no-widgets.html');
  await addLink();
  await expect(page.locator('html')).toHaveAttribute('data-ha-extensions', /\blightbox\b/);
  await page.waitForLoadState('networkidle');
  expect(await reactIn(scripts)).toBe(false);
  const before = scripts.length;
  await page.hover('#canyon');
  await expect.poll(() => reactIn(scripts.slice(before))).toBe(true);
  await page.click('#canyon');
  await expect(image(page)).toHaveAttribute('src', /canyon-large\.svg$/);
  await page.keyboard.press('Escape');
  await expect(lightbox(page)).toHaveCount(0);
  expect(problems.errors.filter((text) => /^\[ha-widgets\]/.test(text))).toEqual([]);

  // The dialog's code cannot load: the click still shows the image, as a plain link would.
  await page.goto('/core/no-widgets.html');
  await addLink();
  await expect(page.locator('html')).toHaveAttribute('data-ha-extensions', /\blightbox\b/);
  await page.waitForLoadState('networkidle');
  await page.route('**/dist/*.js', (route) => route.abort());
  await page.click('#canyon');
  await expect(page).toHaveURL(/\/assets\/image-grid\/canyon-large\.svg$/);
  expect(problems.errors.some((text) => text.startsWith('[ha-widgets] lightbox:'))).toBe(true);
});
