// What every player on the page shares: one plays at a time, and each start of playback is offered
// to whoever listens (an analytics tracker) as a DOM event.
import type { Provider } from './logic';

export interface Pausable {
  /** Playing with sound: what another start pauses. */
  playing(): boolean;
  pause(): void;
}

const players = new Set<Pausable>();

/** Whether the page holds players: one starting pauses the others; the returned function forgets it. */
export function joinPlayback(player: Pausable): () => void {
  players.add(player);
  return () => void players.delete(player);
}

/** `player` started with sound: every other player playing with sound pauses. */
export function claimPlayback(player: Pausable): void {
  for (const other of [...players]) if (other !== player && other.playing()) other.pause();
}

export const MEDIA_PLAY_EVENT = 'ha:media-play';

/** The detail of `ha:media-play`, which bubbles from the widget's wrapper each time playback starts. */
export interface MediaPlayDetail {
  /** The widget type, e.g. `ha-video-player`. */
  type: string;
  /** The widget's element id (data-id). */
  id: string;
  kind: 'video' | 'audio';
  provider: Provider;
  /** The file's URL, or the provider's video id. */
  source: string;
  /** What the controls call it. */
  title: string;
}

/**
 * The spec tracks play events on audio and video: a tracker listens on the document for this event
 * instead of the runtime sending anything itself.
 */
export function announcePlay(element: HTMLElement, detail: MediaPlayDetail): void {
  element.dispatchEvent(new CustomEvent<MediaPlayDetail>(MEDIA_PLAY_EVENT, { bubbles: true, composed: true, detail }));
}
