// The video player's markup: `.ha-video-player-wrap` > `.ha-video-player-box` > the media
// (`video.ha-video-player-media`, or `div.ha-video-player-media[data-plyr-provider][data-plyr-embed-id]`
// holding a link to the video), and an optional `.ha-video-player-overlay` poster.

export const MEDIA = '.ha-video-player-media';

export interface VideoDom {
  box: HTMLElement;
  media: HTMLElement;
  overlay: HTMLElement | null;
  /** The printed link to the provider's page, for visitors without the player. */
  fallback: HTMLElement | null;
}

export function findVideo(container: HTMLElement): VideoDom | null {
  const media = container.querySelector<HTMLElement>(MEDIA);
  const box = media?.parentElement;
  if (!media || !box) return null;
  return {
    box,
    media,
    overlay: container.querySelector<HTMLElement>('.ha-video-player-overlay'),
    fallback: media instanceof HTMLMediaElement ? null : media.querySelector<HTMLElement>(':scope > a'),
  };
}
