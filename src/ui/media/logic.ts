// Pure rules of the media players: where a video comes from, how a slider key moves a value, and how
// a time reads.

export type Provider = 'native' | 'youtube' | 'vimeo';

export interface EmbedSource {
  provider: 'youtube' | 'vimeo';
  id: string;
}

const YOUTUBE_ID = /^[\w-]{6,20}$/;
const VIMEO_ID = /^\d{3,12}$/;

/**
 * The YouTube or Vimeo video a link or a bare id names (`watch?v=`, `youtu.be/`, `embed/`, `shorts/`,
 * `vimeo.com/123`, `player.vimeo.com/video/123`); null for anything else, a file URL included.
 */
export function embedFromUrl(value: string, provider?: string): EmbedSource | null {
  const text = value.trim();
  if (!text) return null;
  if (provider === 'youtube' && YOUTUBE_ID.test(text)) return { provider: 'youtube', id: text };
  if (provider === 'vimeo' && VIMEO_ID.test(text)) return { provider: 'vimeo', id: text };
  let url: URL;
  try {
    url = new URL(text, 'https://invalid.example/');
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^(www|m)\./, '');
  const parts = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    id = url.searchParams.get('v') ?? (['embed', 'shorts', 'live', 'v'].includes(parts[0]) ? parts[1] : undefined);
    return id && YOUTUBE_ID.test(id) ? { provider: 'youtube', id } : null;
  }
  if (host === 'youtu.be') {
    id = parts[0];
    return id && YOUTUBE_ID.test(id) ? { provider: 'youtube', id } : null;
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    id = parts.find((part) => VIMEO_ID.test(part));
    return id ? { provider: 'vimeo', id } : null;
  }
  return null;
}

export interface SliderRange {
  min: number;
  max: number;
  /** Arrow keys move by this much. */
  step: number;
  /** Page Up / Page Down move by this much. */
  page: number;
}

/**
 * The value a key gives a slider (WAI-ARIA slider pattern): arrows by a step (Right and Up increase),
 * Page Up/Down by a page, Home and End to the ends; null for other keys. Always within the range.
 */
export function sliderKeyValue(key: string, value: number, range: SliderRange): number | null {
  const clamp = (n: number) => Math.min(range.max, Math.max(range.min, n));
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return clamp(value + range.step);
    case 'ArrowLeft':
    case 'ArrowDown':
      return clamp(value - range.step);
    case 'PageUp':
      return clamp(value + range.page);
    case 'PageDown':
      return clamp(value - range.page);
    case 'Home':
      return range.min;
    case 'End':
      return range.max;
    default:
      return null;
  }
}

/** The value at a pointer position along a slider's track: 0 at the start, 1 at the end (bottom to top when vertical). */
export function fractionAt(position: number, start: number, length: number, reversed = false): number {
  if (!(length > 0)) return 0;
  const fraction = Math.min(1, Math.max(0, (position - start) / length));
  return reversed ? 1 - fraction : fraction;
}

/** `m:ss`, or `h:mm:ss` from an hour on; an unknown length reads `0:00`. */
export function formatTime(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** A time for a screen reader: "1 minute 5 seconds". */
export function spokenTime(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const units: [number, string][] = [
    [Math.floor(total / 3600), 'hour'],
    [Math.floor((total % 3600) / 60), 'minute'],
    [total % 60, 'second'],
  ];
  const said = units.filter(([n]) => n > 0).map(([n, unit]) => `${n} ${unit}${n === 1 ? '' : 's'}`);
  return said.length ? said.join(' ') : '0 seconds';
}

/** A volume setting (0 to 1, or a percentage above 1) as a fraction; out of range is clamped. */
export function volumeFraction(value: number): number {
  const fraction = value > 1 ? value / 100 : value;
  return Math.min(1, Math.max(0, fraction));
}
