// A YouTube or Vimeo player made on demand: the provider's code and API load on the first play,
// never with the page.
import type { EmbedSource } from './logic';
import type { MediaPlayer } from './player';

export interface EmbedOptions {
  /** The CSP nonce for the provider's script tag. */
  nonce: string;
  muted: boolean;
  /** Whether the provider shows its own controls (when ours are off). */
  controls: boolean;
}

export async function createEmbedPlayer(host: HTMLElement, source: EmbedSource, options: EmbedOptions): Promise<MediaPlayer> {
  if (source.provider === 'youtube') return (await import('./youtube')).youtubePlayer(host, source.id, options);
  return (await import('./vimeo')).vimeoPlayer(host, source.id, options);
}
