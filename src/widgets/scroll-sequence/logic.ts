// Pure rules of the scroll image sequence: the frames' addresses, how far the visitor has scrolled
// through the element the sequence follows, and the frame that shows there.
import type { SequenceImages } from './settings';

export const IMAGE_TYPES = ['jpg', 'png', 'webp'] as const;
/** The add-on's control allows 5000 images; more would be thousands of requests from a typo. */
export const MAX_FRAMES = 5000;

export interface LinkInput {
  image_source: 'server' | 'gallery';
  images: SequenceImages;
  name_prefix: string;
  number_format: string;
  image_type: string;
  total_image: number;
}

/**
 * The frames' names, in order. From a server folder only when the number format is numeric, the
 * folder is not empty, the total is truthy and the type is jpg, png or webp: each is the prefix plus
 * the number zero-padded to the format's width, counted 1 to total. From a gallery, its images.
 */
export function frameNames(input: LinkInput): string[] {
  if (input.image_source === 'gallery') return (Array.isArray(input.images) ? input.images : []).filter((url) => url.trim() !== '').slice(0, MAX_FRAMES);
  const folder = typeof input.images === 'string' ? input.images.trim() : '';
  const format = input.number_format.trim();
  if (!/^\d+$/.test(format) || !folder || !input.total_image || !(IMAGE_TYPES as readonly string[]).includes(input.image_type)) return [];
  const width = Number(format);
  const total = Math.min(Math.trunc(input.total_image), MAX_FRAMES);
  const base = folder.endsWith('/') ? folder : `${folder}/`;
  return Array.from({ length: Math.max(0, total) }, (_, i) => `${base}${input.name_prefix}${String(i + 1).padStart(width, '0')}.${input.image_type}`);
}

/**
 * How far through `span` the visitor has scrolled, 0 to 1. A span taller than the window runs from
 * its top at the window's top to its bottom at the window's bottom (it fills the window meanwhile); a
 * shorter one from entering at the bottom to leaving at the top.
 */
export function spanProgress(top: number, height: number, viewportHeight: number): number {
  const progress = height > viewportHeight ? -top / (height - viewportHeight) : (viewportHeight - top) / (viewportHeight + height);
  return clamp01(progress);
}

/** How far down the page is scrolled, 0 to 1 (the body as the span). */
export function pageProgress(scrollY: number, pageHeight: number, viewportHeight: number): number {
  const room = pageHeight - viewportHeight;
  return room > 0 ? clamp01(scrollY / room) : 0;
}

/** The frame shown at `progress`: the range split evenly, the last frame at the end. */
export function frameAt(progress: number, count: number): number {
  if (count <= 0) return -1;
  return Math.min(count - 1, Math.floor(clamp01(progress) * count));
}

/** Of the loaded frames, the one nearest `wanted` (the earlier on a tie); -1 when none is loaded. */
export function nearestLoaded(loaded: readonly boolean[], wanted: number): number {
  for (let distance = 0; distance < loaded.length; distance++) {
    if (loaded[wanted - distance]) return wanted - distance;
    if (loaded[wanted + distance]) return wanted + distance;
  }
  return -1;
}

/** The order frames are fetched in: nearest the first one shown first, outwards. */
export function loadOrder(count: number, first: number): number[] {
  const order: number[] = [];
  const start = Math.min(Math.max(Math.trunc(first) || 0, 0), count - 1);
  for (let distance = 0; order.length < count; distance++) {
    if (distance > 0 && start - distance >= 0) order.push(start - distance);
    if (start + distance < count) order.push(start + distance);
  }
  return order;
}

const clamp01 = (value: number) => (Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0);
