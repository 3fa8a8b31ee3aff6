// Reading a player's source out of the printed markup: a `<video>`/`<audio>` element, or a
// placeholder naming a provider's video the way the add-on prints it for Plyr
// (`data-plyr-provider="youtube|vimeo"` and `data-plyr-embed-id="{id or link}"`).
import { embedFromUrl } from './logic';
import type { PlayerSource } from './use-player';

/** The source `element` holds; null when it names nothing playable. */
export function readSource(element: HTMLElement): PlayerSource | null {
  if (element instanceof HTMLMediaElement) return { media: element };
  const provider = element.getAttribute('data-plyr-provider') ?? undefined;
  const embed = embedFromUrl(element.getAttribute('data-plyr-embed-id') ?? '', provider);
  return embed && (!provider || provider === embed.provider) ? { ...embed, host: element } : null;
}

/** What the controls call the media: its title or label, else "video" or "audio". */
export function mediaTitle(element: HTMLElement, kind: 'video' | 'audio'): string {
  return (element.getAttribute('aria-label') || element.title || element.getAttribute('data-title') || kind).trim();
}
