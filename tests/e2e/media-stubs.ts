// Stand-ins for YouTube's IFrame API and Vimeo's player API, served at their real URLs by a route:
// the page's request never leaves the test server (outside hosts do not resolve anyway), and the
// players' calls are logged in `window.providerLog` for the tests to read.
import type { Page } from '@playwright/test';

export const YOUTUBE_API = 'https://www.youtube.com/iframe_api';
export const VIMEO_API = 'https://player.vimeo.com/api/player.js';

const FAKE_YOUTUBE = `(() => {
  const log = (window.providerLog ??= []);
  class Player {
    constructor(target, options) {
      this.options = options; this.state = -1; this.time = 0; this.volume = 100; this.muted = !!options.playerVars?.mute;
      this.frame = Object.assign(document.createElement('iframe'), { title: 'YouTube video player', src: 'about:blank' });
      target.replaceWith(this.frame);
      log.push('youtube new ' + options.videoId);
      setTimeout(() => options.events?.onReady?.({ target: this }));
    }
    change(state) { this.state = state; setTimeout(() => this.options.events?.onStateChange?.({ data: state, target: this })); }
    playVideo() { log.push('youtube play'); this.change(1); }
    pauseVideo() { log.push('youtube pause'); this.change(2); }
    seekTo(seconds) { this.time = seconds; }
    getCurrentTime() { return this.time; }
    getDuration() { return 212; }
    setVolume(volume) { this.volume = volume; }
    getVolume() { return this.volume; }
    mute() { this.muted = true; }
    unMute() { this.muted = false; }
    isMuted() { return this.muted; }
    destroy() { this.frame.remove(); }
  }
  window.YT = { Player, loaded: 1 };
  setTimeout(() => window.onYouTubeIframeAPIReady?.());
})();`;

const FAKE_VIMEO = `(() => {
  const log = (window.providerLog ??= []);
  class Player {
    constructor(target, options) {
      this.handlers = {}; this.volume = 1;
      this.frame = Object.assign(document.createElement('iframe'), { title: 'Vimeo video player', src: 'about:blank' });
      target.append(this.frame);
      log.push('vimeo new ' + options.id);
    }
    emit(name, data) { setTimeout(() => (this.handlers[name] ?? []).forEach((fn) => fn(data))); }
    on(name, fn) { (this.handlers[name] ??= []).push(fn); }
    ready() { return Promise.resolve(); }
    play() { log.push('vimeo play'); this.emit('play', {}); return Promise.resolve(); }
    pause() { log.push('vimeo pause'); this.emit('pause', {}); return Promise.resolve(); }
    setCurrentTime(seconds) { return Promise.resolve(seconds); }
    getDuration() { return Promise.resolve(95); }
    setVolume(volume) { this.volume = volume; return Promise.resolve(volume); }
    getVolume() { return Promise.resolve(this.volume); }
    setMuted(muted) { return Promise.resolve(muted); }
    destroy() { this.frame.remove(); return Promise.resolve(); }
  }
  window.Vimeo = { Player };
})();`;

/** Serves the fake APIs; returns the provider URLs the page asked for, in order. */
export async function stubProviders(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route(YOUTUBE_API, (route) => (asked.push(route.request().url()), route.fulfill({ contentType: 'text/javascript', body: FAKE_YOUTUBE })));
  await page.route(VIMEO_API, (route) => (asked.push(route.request().url()), route.fulfill({ contentType: 'text/javascript', body: FAKE_VIMEO })));
  return asked;
}

/** Collects every `ha:media-play` detail in `window.mediaPlays`, from the first script on. */
export async function recordMediaPlays(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const plays: unknown[] = [];
    (window as unknown as { mediaPlays: unknown[] }).mediaPlays = plays;
    document.addEventListener('ha:media-play', (event) => plays.push((event as CustomEvent).detail));
  });
}

/** Requests of the page that went anywhere but the local test server (the stubbed APIs, and the browser's own PDF viewer's internal pages, aside). */
export function watchOutside(page: Page): string[] {
  const outside: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!/^(https?|wss?):/.test(url) || url.startsWith('http://localhost') || url === YOUTUBE_API || url === VIMEO_API) return;
    outside.push(url);
  });
  return outside;
}

const EMBED_PLAYERS = ['https://www.youtube.com/embed/**', 'https://www.youtube-nocookie.com/embed/**', 'https://player.vimeo.com/video/**'];

/**
 * Serves a blank page for YouTube's and Vimeo's embed players (the video lightbox's iframes): their
 * request never leaves the test server. Returns the player addresses the page asked for, in order.
 */
export async function stubEmbedPlayers(page: Page): Promise<string[]> {
  const asked: string[] = [];
  const body = '<!DOCTYPE html><title>Video player stand-in</title><body style="margin:0;background:#000"></body>';
  for (const pattern of EMBED_PLAYERS)
    await page.route(pattern, (route) => (asked.push(route.request().url()), route.fulfill({ contentType: 'text/html', body })));
  return asked;
}
