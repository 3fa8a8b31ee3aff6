// YouTube's IFrame Player API behind the media player interface. Its script is fetched only here,
// and this file is a chunk of its own: a page that plays no YouTube video downloads neither.
import { loadScriptOnce } from './script';
import { stateCell, type MediaPlayer } from './player';
import type { EmbedOptions } from './embed';

export const YOUTUBE_API = 'https://www.youtube.com/iframe_api';

interface YTPlayer {
  playVideo(): void;
  pauseVideo(): void;
  seekTo(seconds: number, allowSeekAhead: boolean): void;
  getCurrentTime(): number;
  getDuration(): number;
  setVolume(volume: number): void;
  getVolume(): number;
  mute(): void;
  unMute(): void;
  isMuted(): boolean;
  destroy(): void;
}

interface YTNamespace {
  Player: new (element: HTMLElement, options: object) => YTPlayer;
}

type YTWindow = Window & { YT?: YTNamespace & { loaded?: number }; onYouTubeIframeAPIReady?: () => void };

const PLAYING = 1;
const ENDED = 0;
/** How often the time shown follows a playing video: the API sends no time events. */
const TIME_POLL_MS = 250;

let ready: Promise<YTNamespace> | undefined;

function loadApi(nonce: string): Promise<YTNamespace> {
  const win = window as YTWindow;
  if (win.YT?.Player && win.YT.loaded) return Promise.resolve(win.YT);
  ready ??= new Promise<YTNamespace>((resolve, reject) => {
    // The API calls this global once it is usable; a handler the page set already still runs.
    const before = win.onYouTubeIframeAPIReady;
    win.onYouTubeIframeAPIReady = () => {
      before?.();
      resolve(win.YT!);
    };
    loadScriptOnce(YOUTUBE_API, nonce).catch((error) => {
      ready = undefined;
      reject(error);
    });
  });
  return ready;
}

export async function youtubePlayer(host: HTMLElement, id: string, options: EmbedOptions): Promise<MediaPlayer> {
  const YT = await loadApi(options.nonce);
  const cell = stateCell({ muted: options.muted });
  const target = document.createElement('div');
  host.append(target);
  let timer = 0;
  let player!: YTPlayer;
  const poll = () => cell.set({ time: player.getCurrentTime(), duration: player.getDuration() || 0 });
  await new Promise<void>((resolve) => {
    player = new YT.Player(target, {
      videoId: id,
      width: '100%',
      height: '100%',
      playerVars: { autoplay: 0, controls: options.controls ? 1 : 0, playsinline: 1, rel: 0, mute: options.muted ? 1 : 0, origin: location.origin },
      events: {
        onReady: () => {
          cell.set({ duration: player.getDuration() || 0, volume: player.getVolume() / 100, muted: player.isMuted() });
          resolve();
        },
        onStateChange: (event: { data: number }) => {
          clearInterval(timer);
          if (event.data === PLAYING) timer = window.setInterval(poll, TIME_POLL_MS);
          poll();
          cell.set({ paused: event.data !== PLAYING, ended: event.data === ENDED });
        },
      },
    });
  });
  return {
    play: () => player.playVideo(),
    pause: () => player.pauseVideo(),
    seek(seconds) {
      player.seekTo(seconds, true);
      cell.set({ time: seconds });
    },
    setVolume(volume) {
      player.setVolume(Math.round(volume * 100));
      cell.set({ volume });
    },
    setMuted(muted) {
      if (muted) player.mute();
      else player.unMute();
      cell.set({ muted });
    },
    state: cell.get,
    subscribe: cell.subscribe,
    destroy() {
      clearInterval(timer);
      player.destroy();
      // The API put its iframe where our element was.
      for (const frame of host.querySelectorAll(':scope > iframe')) frame.remove();
      target.remove();
    },
  };
}
