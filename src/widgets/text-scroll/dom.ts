// The add-on's printed markup (Text Scroll widget): the wrapper has the `ha-text-scroll` class, and
// `.ha-split-lines` holds the text (escaped plain text, with the page builder's white space). The
// script splits it into `.line` > `.word` (> `.char`) and, for the masks, puts a `.ha-line-mask`
// in each line.

export function findText(container: HTMLElement): HTMLElement | null {
  return container.querySelector<HTMLElement>('.ha-split-lines');
}

/** The text as one line of words, for assistive technology. */
export const spokenText = (text: HTMLElement): string => (text.textContent ?? '').replace(/\s+/g, ' ').trim();
