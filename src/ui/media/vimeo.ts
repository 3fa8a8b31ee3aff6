// Vimeo's Player API behind the media player interface. Its script is fetched only here, and this
// file is a chunk of its own: a page that plays no Vimeo video downloads neither.
import { loadScriptOnce } from './script';
import { stateCell, type MediaPlayer } from './player';
import type { EmbedOptions } from './embed';

export const VIMEO_API = 'https://player.vimeo.com/api/player.js';

interface VimeoPlayer {
  ready(): Promise<void>;
  play(): Promise<unknown>;
  pause(): Promise<unknown>;
  setCurrentTime(seconds: number): Promise<unknown>;
  getDuration(): Promise<number>;
  setVolume(volume: number): Promise<unknown>;
  getVolume(): Promise<number>;
  setMuted(muted: boolean): Promise<unknown>;
  on(event: string, handler: (data: Record<string, number>) => void): void;
  destroy(): Promise<unknown>;
}

type VimeoWindow = Window & { Vimeo?: { Player: new (element: HTMLElement, options: object) => VimeoPlayer } };

const quiet = (promise: Promise<unknown> | undefined) => void promise?.catch(() => {});

export async function vimeoPlayer(host: HTMLElement, id: string, options: EmbedOptions): Promise<MediaPlayer> {
  await loadScriptOnce(VIMEO_API, options.nonce);
  const Vimeo = (window as VimeoWindow).Vimeo;
  if (!Vimeo) throw new Error(`${VIMEO_API} did not define Vimeo.Player`);
  const cell = stateCell({ muted: options.muted });
  const target = document.createElement('div');
  host.append(target);
  const player = new Vimeo.Player(target, {
    id: Number(id),
    controls: options.controls,
    muted: options.muted,
    playsinline: true,
    responsive: true,
    dnt: true,
  });
  player.on('play', () => cell.set({ paused: false, ended: false }));
  player.on('pause', () => cell.set({ paused: true }));
  player.on('ended', () => cell.set({ paused: true, ended: true }));
  player.on('timeupdate', (data) => cell.set({ time: data.seconds ?? 0, duration: data.duration ?? cell.get().duration }));
  player.on('volumechange', (data) => cell.set({ volume: data.volume ?? cell.get().volume }));
  await player.ready();
  const [duration, volume] = await Promise.all([player.getDuration(), player.getVolume()]);
  cell.set({ duration: duration || 0, volume });
  return {
    play: () => quiet(player.play()),
    pause: () => quiet(player.pause()),
    seek(seconds) {
      quiet(player.setCurrentTime(seconds));
      cell.set({ time: seconds });
    },
    setVolume(volume) {
      quiet(player.setVolume(volume));
      cell.set({ volume });
    },
    setMuted(muted) {
      quiet(player.setMuted(muted));
      cell.set({ muted });
    },
    state: cell.get,
    subscribe: cell.subscribe,
    destroy() {
      quiet(player.destroy());
      target.remove();
      for (const frame of host.querySelectorAll(':scope > iframe')) frame.remove();
    },
  };
}
