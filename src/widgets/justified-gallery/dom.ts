// Reading one justified gallery out of the server markup, and measuring it.
import { captionOf } from '../../extensions/lightbox/logic';

export const READY_CLASS = 'ha-jg--ready';

export interface GalleryItem {
  el: HTMLElement;
  img: HTMLImageElement | null;
  /** The add-on's caption: the item's title, else the image's alt text. */
  caption: string;
}

export interface GalleryDom {
  grid: HTMLElement;
  items: GalleryItem[];
}

export function findGallery(container: HTMLElement): GalleryDom | null {
  const grid = container.querySelector<HTMLElement>('.hajs-justified-grid');
  if (!grid) return null;
  const items = [...grid.children]
    .filter((el): el is HTMLElement => el instanceof HTMLElement && el.matches('.ha-justified-grid__item'))
    .map((el) => {
      const img = el.querySelector('img');
      return { el, img, caption: captionOf(el.getAttribute('title'), img?.getAttribute('alt') ?? null) };
    });
  return { grid, items };
}

/** A link with no text, no alt and no title has no accessible name. */
export function isUnnamedLink(item: GalleryItem): boolean {
  return item.el instanceof HTMLAnchorElement && !item.caption && !item.el.textContent?.trim() && !item.el.getAttribute('aria-label');
}

export interface Box {
  width: number;
  /** Right to left: rows start at the right edge. */
  rtl: boolean;
  /** Padding on the side the rows start from, and at the top. */
  paddingStart: number;
  paddingTop: number;
}

/** The width the rows fill (content box, whole pixels) and where it starts inside the padding box. */
export function measure(grid: HTMLElement): Box {
  const style = getComputedStyle(grid);
  const px = (value: string) => parseFloat(value) || 0;
  const rtl = style.direction === 'rtl';
  const inner =
    grid.getBoundingClientRect().width -
    px(style.borderLeftWidth) -
    px(style.borderRightWidth) -
    px(style.paddingLeft) -
    px(style.paddingRight);
  return {
    width: Math.max(0, Math.floor(inner)),
    rtl,
    paddingStart: px(rtl ? style.paddingRight : style.paddingLeft),
    paddingTop: px(style.paddingTop),
  };
}
