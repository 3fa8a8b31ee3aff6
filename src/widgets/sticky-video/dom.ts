// The sticky video's markup as the add-on prints it: `.ha-sticky-video-wrap[data-ha-player]` >
// optional `.ha-sticky-video-overlay` (poster, `.ha-sticky-video-overlay-icon`) and
// `.ha-sticky-video-box` > `span.ha-sticky-video-close` (with sticky on) and the player,
// `#ha-sticky-video-player-{id}`: a `<video>` or a Plyr placeholder (`data-plyr-provider`,
// `data-plyr-embed-id`), each with `data-plyr-config`.

export const WRAP = '.ha-sticky-video-wrap';
/** The player the widget cannot work without: a video, or a provider's placeholder, in the box. */
export const PLAYER = '.ha-sticky-video-box > video, .ha-sticky-video-box > [data-plyr-provider]';
export const STUCK = 'sticky';
export const CLOSED = 'sticky-close';

export interface StickyDom {
  wrap: HTMLElement;
  box: HTMLElement;
  media: HTMLElement;
  overlay: HTMLElement | null;
  close: HTMLElement | null;
}

export function findSticky(container: HTMLElement): StickyDom | null {
  const wrap = container.querySelector<HTMLElement>(WRAP);
  const box = wrap?.querySelector<HTMLElement>(':scope > .ha-sticky-video-box');
  const media = box?.querySelector<HTMLElement>(':scope > video, :scope > [data-plyr-provider]');
  if (!wrap || !box || !media) return null;
  return {
    wrap,
    box,
    media,
    overlay: wrap.querySelector<HTMLElement>(':scope > .ha-sticky-video-overlay'),
    close: box.querySelector<HTMLElement>(':scope > .ha-sticky-video-close'),
  };
}

const parse = (text: string | null | undefined): Record<string, unknown> | null => {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

/** The raw settings: data-ha-player's, with muted and loop from the player's data-plyr-config. */
export function readStickySettings(container: HTMLElement): Record<string, unknown> {
  const wrap = container.querySelector<HTMLElement>(WRAP);
  const player = parse(wrap?.getAttribute('data-ha-player')) ?? {};
  const config = parse(wrap?.querySelector('[data-plyr-config]')?.getAttribute('data-plyr-config')) ?? {};
  const loop = config.loop && typeof config.loop === 'object' ? (config.loop as { active?: unknown }).active : config.loop;
  return { ...player, ...(config.muted !== undefined && { muted: config.muted }), ...(loop !== undefined && { loop }) };
}

/** Whether a box whose top is at `top` (viewport px) and `height` tall has more than half of it scrolled out at the top. */
export function pastHalf(top: number, height: number): boolean {
  return height > 0 && top + height / 2 < 0;
}
