// Reading one image swap. The add-on prints one of two layouts:
// - swap: `.ha-image-swap-wrapper.{effect}[data-trigger][data-click]` > `img.fake_img` (holds the size)
//   + `.ha-image-swap-wrapper__inside` > `img.img_swap_first` + `img.img_swap_second`; the state is
//   `data-click="active|inactive"` on the wrapper;
// - slide: `.ha-image-swap-ctn.slide_{side}[data-trigger="click"]` > `.ha-image-swap-fakeone` +
//   `.ha-image-swap-insider` > two `.ha-image-swap-item`; the state is the insider's `changed` class.

export const CHANGED = 'changed';

export type Layout = 'swap' | 'slide';

export interface ImageSwapDom {
  layout: Layout;
  /** The box the visitor points at, clicks or focuses. */
  root: HTMLElement;
  /** slide: the element that carries `changed`. */
  insider: HTMLElement | null;
}

export function findImageSwap(container: HTMLElement): ImageSwapDom | null {
  const wrapper = container.querySelector<HTMLElement>('.ha-image-swap-wrapper');
  if (wrapper) return { layout: 'swap', root: wrapper, insider: null };
  const box = container.querySelector<HTMLElement>('.ha-image-swap-ctn');
  const insider = box?.querySelector<HTMLElement>(':scope > .ha-image-swap-insider');
  return box && insider ? { layout: 'slide', root: box, insider } : null;
}

/** Raw settings from the box's `data-trigger`; nothing when it is absent. */
export function readImageSwap(container: HTMLElement): Record<string, unknown> {
  const trigger = findImageSwap(container)?.root.getAttribute('data-trigger');
  return trigger === null || trigger === undefined ? {} : { swip_trigger: trigger };
}

/** Whether the server printed the second image as the one showing. */
export function serverSwapped(dom: ImageSwapDom): boolean {
  return dom.layout === 'slide' ? dom.insider!.classList.contains(CHANGED) : dom.root.getAttribute('data-click') === 'active';
}

/** The alt texts of the two images (not of the copy that holds the size). */
export function imageAlts(dom: ImageSwapDom): (string | null)[] {
  const images = dom.root.querySelectorAll(':scope > .ha-image-swap-wrapper__inside > img, :scope > .ha-image-swap-insider > .ha-image-swap-item > img');
  return [...images].map((img) => img.getAttribute('alt'));
}
