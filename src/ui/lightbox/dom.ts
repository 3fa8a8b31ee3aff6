// Reading lightbox triggers (links or elements with data-mfp-src) out of the server markup.
import { captionOf, sourceOf } from './logic';
import type { LightboxVideo } from './video';

export interface LightboxItem {
  src: string;
  caption: string;
  /** A second caption line (the page builder's description), plain text. */
  description?: string;
  alt: string;
  /** The thumbnail on the page, where the zoom starts and ends. */
  thumb: HTMLImageElement | null;
  /** Width / height of the thumbnail, so the lightbox can size the image before it loads. */
  ratio?: number;
  /** A video shown instead of the image (`src` is then the player's address). */
  video?: LightboxVideo;
}

export function naturalRatio(img: HTMLImageElement | null): number | undefined {
  return img && img.naturalWidth > 0 && img.naturalHeight > 0 ? img.naturalWidth / img.naturalHeight : undefined;
}

/** Width / height from the width and height attributes (known before the image loads), else the loaded size. */
export function imageRatio(img: HTMLImageElement | null): number | undefined {
  const w = Number(img?.getAttribute('width'));
  const h = Number(img?.getAttribute('height'));
  return w > 0 && h > 0 ? w / h : naturalRatio(img);
}

export function itemOf(trigger: Element): LightboxItem | null {
  const href = trigger instanceof HTMLAnchorElement ? trigger.getAttribute('href') : null;
  const src = sourceOf(trigger.getAttribute('data-mfp-src'), href);
  if (!src) return null;
  const thumb = trigger instanceof HTMLImageElement ? trigger : trigger.querySelector('img');
  const alt = thumb?.getAttribute('alt')?.trim() ?? '';
  const caption = captionOf(trigger.getAttribute('title'), alt);
  return { src, caption, alt: alt || caption, thumb, ratio: imageRatio(thumb) };
}

/** Displayed (not hidden by a filter or display:none). */
export function isShown(element: Element): boolean {
  return element.getClientRects().length > 0;
}

export interface Gallery {
  items: LightboxItem[];
  triggers: Element[];
}

/** The shown triggers under `root` that have an image, in page order. */
export function galleryOf(root: Element, selector: string): Gallery {
  const items: LightboxItem[] = [];
  const triggers: Element[] = [];
  for (const trigger of root.querySelectorAll(selector)) {
    const item = isShown(trigger) ? itemOf(trigger) : null;
    if (item) items.push(item), triggers.push(trigger);
  }
  return { items, triggers };
}
