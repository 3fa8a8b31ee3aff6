// Reading the page builder's lightbox links out of the page: one link's image and captions, and the
// links that share its slideshow id, in page order.
import { imageRatio, isShown, type LightboxItem } from '../../ui/lightbox';
import { captionText, imageSource, type SlideFacts, type TriggerFacts } from './rules';

export const SLIDESHOW = 'data-elementor-lightbox-slideshow';

export function factsOf(element: Element): TriggerFacts {
  const isLink = element instanceof HTMLAnchorElement;
  return {
    isLink,
    href: isLink ? element.getAttribute('href') : null,
    download: isLink && element.hasAttribute('download'),
    open: element.getAttribute('data-elementor-open-lightbox'),
  };
}

export function thumbOf(element: Element | null): HTMLImageElement | null {
  return element instanceof HTMLImageElement ? element : (element?.querySelector('img') ?? null);
}

/** A lightbox item for a slide, its zoom starting from `thumb` when there is one. */
export function itemOfSlide({ src, caption, description }: SlideFacts, thumb: HTMLImageElement | null): LightboxItem {
  const alt = thumb?.getAttribute('alt')?.trim() ?? '';
  return { src, caption, description, alt: alt || caption, thumb, ratio: imageRatio(thumb) };
}

/** The image a link shows, with the page builder's title and description; null when it has none. */
export function itemOfLink(link: Element): LightboxItem | null {
  const src = imageSource(link.getAttribute('href'), document.baseURI);
  if (!src) return null;
  const caption = captionText(link.getAttribute('data-elementor-lightbox-title'));
  const description = captionText(link.getAttribute('data-elementor-lightbox-description'));
  return itemOfSlide({ src, caption, description }, thumbOf(link));
}

export interface Group {
  items: LightboxItem[];
  links: Element[];
}

/**
 * The shown links of a slideshow, each image once (a looping carousel repeats its slides) and none
 * from a carousel's clones.
 */
export function slideshowGroup(id: string): Group {
  const items: LightboxItem[] = [];
  const links: Element[] = [];
  const seen = new Set<string>();
  for (const link of document.querySelectorAll(`[${SLIDESHOW}]`)) {
    if (link.getAttribute(SLIDESHOW) !== id || link.closest('.swiper-slide-duplicate, .slick-cloned') || !isShown(link)) continue;
    const item = itemOfLink(link);
    if (!item || seen.has(item.src)) continue;
    seen.add(item.src);
    items.push(item);
    links.push(link);
  }
  return { items, links };
}
