// Smooth scrolling's settings: the page builder's keys (smoothWheel, lerp, duration, gsap, anchor,
// anchor_offset), read from `haWidgetsConfig.smoothScroll` (`true`: every default).

export interface SmoothScrollSettings {
  /** Wheel scrolling eased (touch scrolling stays the device's own). */
  smoothWheel: boolean;
  /** How far the position moves toward the target each frame (0 to 1); 0 hands easing to `duration`. */
  lerp: number;
  /** Seconds a programmatic scroll (an anchor) takes when `lerp` is 0. */
  duration: number;
  /** Frames come from GSAP's ticker, and ScrollTrigger hears of every scroll. */
  gsap: boolean;
  /** In-page anchor links scroll smoothly. */
  anchor: boolean;
  /** Px kept above an anchor's target (a fixed header's height). */
  anchorOffset: number;
}

export const SMOOTH_SCROLL_DEFAULTS: SmoothScrollSettings = { smoothWheel: true, lerp: 0.1, duration: 1.2, gsap: false, anchor: false, anchorOffset: 0 };

type Check = (value: unknown) => boolean;
const flag: Check = (value) => typeof value == 'boolean';
const within = (min: number, max: number): Check => (value) => typeof value == 'number' && Number.isFinite(value) && value >= min && value <= max;

const KEYS: [raw: string, own: keyof SmoothScrollSettings, check: Check, wanted: string][] = [
  ['smoothWheel', 'smoothWheel', flag, 'true or false'],
  ['lerp', 'lerp', within(0, 1), 'a number from 0 to 1'],
  ['duration', 'duration', within(0, 10), 'seconds from 0 to 10'],
  ['gsap', 'gsap', flag, 'true or false'],
  ['anchor', 'anchor', flag, 'true or false'],
  ['anchor_offset', 'anchorOffset', within(-10000, 10000), 'a number of px'],
];

/** `true` or an object of the keys above; anything else: off. Bad values: their default, and one warning. */
export function readSmoothScroll(raw: unknown, warn: (message: string) => void): SmoothScrollSettings | null {
  if (raw === true) return { ...SMOOTH_SCROLL_DEFAULTS };
  if (!raw || typeof raw != 'object') return null;
  const given = raw as Record<string, unknown>;
  const settings: Record<string, unknown> = { ...SMOOTH_SCROLL_DEFAULTS };
  const bad: string[] = [];
  for (const [key, own, check, wanted] of KEYS) {
    const value = given[key];
    if (value === undefined) continue;
    if (check(value)) settings[own] = value;
    else bad.push(`${key} should be ${wanted}`);
  }
  if (bad.length) warn(`smoothScroll: ${bad.join('; ')}; the default used`);
  return settings as unknown as SmoothScrollSettings;
}

/** Lenis' options: a lerp of 0 means the duration eases instead (Lenis uses lerp whenever it is set). */
export function lenisOptions(settings: SmoothScrollSettings): { smoothWheel: boolean; lerp?: number; duration?: number; autoRaf: boolean } {
  const easing = settings.lerp > 0 ? { lerp: settings.lerp } : { duration: settings.duration };
  return { smoothWheel: settings.smoothWheel, ...easing, autoRaf: !settings.gsap };
}

/**
 * The element an in-page anchor link points at, or null: a link to another page (or another query),
 * an empty or bare `#`, a target missing from the page, a new tab or a download is left alone.
 */
export function anchorTarget(link: HTMLAnchorElement, page: Location, doc: Document): HTMLElement | null {
  if (link.target && link.target != '_self') return null;
  if (link.hasAttribute('download')) return null;
  const href = link.getAttribute('href');
  if (!href || !href.includes('#')) return null;
  let url: URL;
  try {
    url = new URL(href, page.href);
  } catch {
    return null;
  }
  if (url.origin != page.origin || url.pathname != page.pathname || url.search != page.search) return null;
  let id: string;
  try {
    id = decodeURIComponent(url.hash.slice(1));
  } catch {
    return null;
  }
  if (!id) return null;
  return doc.getElementById(id) ?? (doc.getElementsByName(id)[0] as HTMLElement | undefined) ?? null;
}
