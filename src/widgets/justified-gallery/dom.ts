// Reading one justified gallery out of the server markup.
import { captionOf } from '../../ui/lightbox';
import { findGrid, type GridDom, type GridItem, type GridParts } from '../../ui/grid';

export const READY_CLASS = 'ha-jg--ready';

export const GALLERY_PARTS: GridParts = { grid: '.hajs-justified-grid', item: '.ha-justified-grid__item' };

export interface GalleryItem extends GridItem {
  /** The add-on's caption: the item's title, else the image's alt text. */
  caption: string;
}

export type GalleryDom = GridDom<GalleryItem>;

export function findGallery(container: HTMLElement): GalleryDom | null {
  const dom = findGrid(container, GALLERY_PARTS);
  if (!dom) return null;
  const items = dom.items.map((item) => ({
    ...item,
    caption: captionOf(item.el.getAttribute('title'), item.img?.getAttribute('alt') ?? null),
  }));
  return { grid: dom.grid, items };
}
