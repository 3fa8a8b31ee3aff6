// Pure rules of the video lightbox: which addresses it may play, how it asks them to start, and the
// player's shape from the page builder's aspect-ratio code.
import { httpUrl } from '../../services/http-url';

export interface LightboxVideo {
  /** `embed`: a YouTube or Vimeo player in an iframe; `hosted`: a file in a `<video>`. */
  kind: 'embed' | 'hosted';
  src: string;
  /** Width / height of the player. */
  ratio: number;
}

/** The page builder's `videoAspectRatio` codes. */
export const VIDEO_RATIOS: Readonly<Record<string, number>> = { 169: 16 / 9, 219: 21 / 9, 43: 4 / 3, 32: 3 / 2, 11: 1, 916: 9 / 16 };

export const DEFAULT_VIDEO_RATIO = 16 / 9;

export function videoRatio(code: unknown): number {
  return (typeof code === 'string' || typeof code === 'number') && Object.hasOwn(VIDEO_RATIOS, String(code)) ? VIDEO_RATIOS[String(code)] : DEFAULT_VIDEO_RATIO;
}

/** The embed players the lightbox loads: only these hosts and paths, over https. */
const EMBED_PLAYERS: Readonly<Record<string, { hosts: string[]; path: RegExp }>> = {
  youtube: { hosts: ['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com', 'youtube-nocookie.com'], path: /^\/embed\/[\w-]+\/?$/ },
  vimeo: { hosts: ['player.vimeo.com'], path: /^\/video\/\d+\/?$/ },
};

/**
 * The address with `autoplay=1` (replacing any autoplay the page printed), as the page builder asks:
 * the visitor pressed play once already. The rest of the query stays as printed.
 */
export function withAutoplay(url: URL): string {
  const params = url.search
    .slice(1)
    .split('&')
    .filter((param) => param && !/^autoplay(=|$)/i.test(param));
  params.push('autoplay=1');
  const out = new URL(url.href);
  out.search = `?${params.join('&')}`;
  return out.href;
}

/** A YouTube or Vimeo embed address of `videoType` (either when none is given) with autoplay; null when refused. */
export function embedSource(value: unknown, videoType?: unknown): string | null {
  if (typeof value !== 'string') return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null;
  const players = videoType === undefined ? Object.values(EMBED_PLAYERS) : typeof videoType === 'string' && Object.hasOwn(EMBED_PLAYERS, videoType) ? [EMBED_PLAYERS[videoType]] : [];
  const allowed = players.some(({ hosts, path }) => hosts.includes(url.hostname) && path.test(url.pathname));
  return allowed ? withAutoplay(url) : null;
}

/**
 * The player a `{type: 'video', videoType, url, modalOptions: {videoAspectRatio}}` lightbox asks for:
 * `hosted` plays an http(s) file, `youtube` and `vimeo` their embed players; anything else is null.
 */
export function lightboxVideo(settings: Record<string, unknown>, base: string): LightboxVideo | null {
  const { videoType, url, modalOptions } = settings;
  const ratio = videoRatio(modalOptions && typeof modalOptions === 'object' ? (modalOptions as Record<string, unknown>).videoAspectRatio : undefined);
  if (videoType === 'hosted') {
    const src = typeof url === 'string' ? httpUrl(url, base) : null;
    return src ? { kind: 'hosted', src, ratio } : null;
  }
  const src = embedSource(url, videoType);
  return src ? { kind: 'embed', src, ratio } : null;
}
