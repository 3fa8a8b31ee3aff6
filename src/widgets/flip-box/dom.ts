// Reading one flip box: `.ha-flip-box-container` > `.ha-flip-box-inner` (`ha-flip-up|down|left|right`)
// > `.ha-flip-box-inner-wrapper` > `.ha-flip-box-front` + `.ha-flip-box-back`.

export interface FlipBoxDom {
  box: HTMLElement;
  inner: HTMLElement;
  front: HTMLElement;
  back: HTMLElement;
  /** The front title, which names the box. */
  heading: HTMLElement | null;
}

export function findFlipBox(container: HTMLElement): FlipBoxDom | null {
  const box = container.querySelector<HTMLElement>('.ha-flip-box-container');
  const inner = box?.querySelector<HTMLElement>(':scope > .ha-flip-box-inner');
  const faces = inner?.querySelector<HTMLElement>(':scope > .ha-flip-box-inner-wrapper');
  const front = faces?.querySelector<HTMLElement>(':scope > .ha-flip-box-front');
  const back = faces?.querySelector<HTMLElement>(':scope > .ha-flip-box-back');
  if (!box || !inner || !front || !back) return null;
  return { box, inner, front, back, heading: front.querySelector<HTMLElement>('.ha-flip-box-heading') };
}
