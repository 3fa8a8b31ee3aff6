// Pure rules of the image lightbox: which links open it, when it is switched off, where it moves.
import type { Breakpoints } from '../../api-types';

/** Spec section 9: links to these files open in the lightbox. */
export const IMAGE_LINK = /\.(?:png|jpe?g|gif|svg|webp|avif)(?:[?#].*)?$/i;
/** Spec section 9: the zoom between thumbnail and lightbox, in ms. */
export const ZOOM_MS = 300;
/** Spec section 9: images loaded ahead, before and after the current one. */
export const PRELOAD_BEFORE = 1;
export const PRELOAD_AFTER = 2;
/** A horizontal drag at least this long (px) moves to the next or previous image. */
export const SWIPE_PX = 50;

export function isImageUrl(url: string | null | undefined): boolean {
  return typeof url === 'string' && IMAGE_LINK.test(url.trim());
}

/** `href` that only points at the page itself (`#`, empty): following it would jump to the top. */
export function isPlaceholderHref(href: string | null): boolean {
  return href === null || href.trim() === '' || href.trim() === '#';
}

/** The full image of a trigger: `data-mfp-src` (the add-on's markup), else an `href` to an image file. */
export function sourceOf(mfpSrc: string | null, href: string | null): string | null {
  if (mfpSrc && mfpSrc.trim()) return mfpSrc.trim();
  return isImageUrl(href) ? href!.trim() : null;
}

/** The add-on's caption: the trigger's title, else the thumbnail's alt text. */
export function captionOf(title: string | null, alt: string | null): string {
  return (title ?? '').trim() || (alt ?? '').trim();
}

export interface DisableFlags {
  disableOnMobile: boolean;
  disableOnTablet: boolean;
}

/**
 * Whether the lightbox is switched off at this viewport width. Like the original, mobile is below
 * the old `md` breakpoint and tablet from `md` to below `lg`; those are one more than the page
 * builder's mobile and tablet max-widths (768 and 1025 by default).
 */
export function lightboxDisabledAt(width: number, breakpoints: Breakpoints, flags: DisableFlags): boolean {
  const md = breakpoints.mobile + 1;
  const lg = breakpoints.tablet + 1;
  if (flags.disableOnMobile && width < md) return true;
  return flags.disableOnTablet && width >= md && width < lg;
}

/** Moves through the gallery, wrapping at both ends. */
export function stepIndex(index: number, delta: number, count: number): number {
  return count > 0 ? (((index + delta) % count) + count) % count : 0;
}

/** Images to load ahead of `index`: the next ones first, each once, never the current one. */
export function preloadIndices(index: number, count: number, before = PRELOAD_BEFORE, after = PRELOAD_AFTER): number[] {
  const out: number[] = [];
  const add = (i: number) => i !== index && !out.includes(i) && out.push(i);
  for (let d = 1; d <= after; d++) add(stepIndex(index, d, count));
  for (let d = 1; d <= before; d++) add(stepIndex(index, -d, count));
  return out;
}

/** The step a drag asks for: 1 (next), -1 (previous) or 0. A leftward drag shows the next image (mirrored in RTL). */
export function swipeStep(dx: number, dy: number, rtl = false, threshold = SWIPE_PX): number {
  if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy)) return 0;
  const step = dx < 0 ? 1 : -1;
  return rtl ? -step : step;
}

/** The step a key asks for (arrows mirrored in RTL), or 0. */
export function keyStep(key: string, rtl = false): number {
  const step = key === 'ArrowRight' ? 1 : key === 'ArrowLeft' ? -1 : 0;
  return rtl ? -step : step;
}

export function counterText(index: number, count: number): string {
  return `${index + 1} / ${count}`;
}

export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The transform that puts an element laid out at `to` over `from` (origin top left), or null when either is empty. */
export function zoomTransform(from: Rect, to: Rect): string | null {
  if (!(from.width > 0 && from.height > 0 && to.width > 0 && to.height > 0)) return null;
  const dx = from.left - to.left;
  const dy = from.top - to.top;
  return `translate(${dx}px, ${dy}px) scale(${from.width / to.width}, ${from.height / to.height})`;
}
