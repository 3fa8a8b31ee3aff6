// Finding one animated box in the server markup (see fixtures/widgets/animated-box.html).

export interface BoxDom {
  /** `.ha-animated-box__box`: carries the state class; the faces are its children. */
  box: HTMLElement;
  /** `.ha-animated-box__front`, laid over the back. */
  front: HTMLElement;
  /** `.ha-animated-box__back`, the face revealed. */
  back: HTMLElement;
}

export function findBox(container: HTMLElement): BoxDom | null {
  const box = container.querySelector<HTMLElement>('.ha-animated-box__box');
  const front = box?.querySelector<HTMLElement>(':scope > .ha-animated-box__front');
  const back = box?.querySelector<HTMLElement>(':scope > .ha-animated-box__back');
  return box && front && back ? { box, front, back } : null;
}

/** The URL in a CSS `background-image` value (the first layer's), or null. */
export function cssUrl(value: string): string | null {
  const match = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)\s]*))\s*\)/.exec(value);
  return match ? (match[1] ?? match[2] ?? match[3]) || null : null;
}

/** The picture of the front: its first image, else its background image. */
export function frontImage(front: HTMLElement): string | null {
  const img = front.querySelector('img');
  if (img) return img.currentSrc || img.src || null;
  return cssUrl(getComputedStyle(front).backgroundImage);
}

/** Controls inside the box keep their own clicks. */
export function isControl(target: EventTarget | null, box: HTMLElement): boolean {
  const control = target instanceof Element ? target.closest('a, button, input, select, textarea, label, summary, [role="button"]') : null;
  return Boolean(control && box.contains(control));
}
