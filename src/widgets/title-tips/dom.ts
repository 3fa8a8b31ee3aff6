// Reading the server markup of one title tips widget.

export interface TitleTipsDom {
  /** `.ha-title-tips-hover`: the list, and in the swap style the figure. */
  root: HTMLElement;
  /** The swap style's `figure` holding one image per title; null in the default style. */
  figure: HTMLElement | null;
  /** Titles that have an image. */
  links: HTMLAnchorElement[];
  /** The figure's images by `data-filter-id`. */
  images: Map<string, HTMLImageElement>;
}

export function findTitleTips(container: HTMLElement): TitleTipsDom | null {
  const root = container.querySelector<HTMLElement>('.ha-title-tips-hover');
  if (!root) return null;
  const figure = root.querySelector<HTMLElement>(':scope > figure');
  const images = new Map<string, HTMLImageElement>();
  for (const img of figure?.querySelectorAll<HTMLImageElement>(':scope > img[data-filter-id]') ?? [])
    images.set(img.dataset.filterId!, img);
  const links = [
    ...root.querySelectorAll<HTMLAnchorElement>('.ha-title-tips-hover-item.have-image > a[data-filter-id]'),
  ];
  return { root, figure, links, images };
}

/** The title holding `target`, if it is one of ours. */
export function linkOf(dom: TitleTipsDom, target: EventTarget | null): HTMLAnchorElement | null {
  const link = target instanceof Element ? target.closest('a[data-filter-id]') : null;
  return link && dom.links.includes(link as HTMLAnchorElement) ? (link as HTMLAnchorElement) : null;
}
