// Reading one animated headline as the add-on prints it: `.cd-headline.{style}[data-animation-delay]`
// holding the text before, `.cd-words-wrapper` > `b` words (the shown one `is-visible`, the others
// `is-hidden` or bare) and the text after.

export interface HeadlineDom {
  headline: HTMLElement;
  wrapper: HTMLElement;
  words: HTMLElement[];
}

export function findHeadline(container: HTMLElement): HeadlineDom | null {
  const headline = container.querySelector<HTMLElement>('.cd-headline');
  const wrapper = headline?.querySelector<HTMLElement>('.cd-words-wrapper');
  const words = wrapper ? [...wrapper.querySelectorAll<HTMLElement>(':scope > b')] : [];
  return headline && wrapper && words.length ? { headline, wrapper, words } : null;
}

/** The index of the word the server shows (`is-visible`), else the first. */
export function shownIndex(words: readonly HTMLElement[]): number {
  return Math.max(0, words.findIndex((word) => word.classList.contains('is-visible')));
}

/** The headline's text before and after the words, as a reader would see it. */
export function surroundingText(dom: HeadlineDom): { before: string; after: string } {
  const range = document.createRange();
  range.selectNodeContents(dom.headline);
  range.setEndBefore(dom.wrapper);
  const before = range.toString();
  range.selectNodeContents(dom.headline);
  range.setStartAfter(dom.wrapper);
  return { before, after: range.toString() };
}

/** Raw settings from the headline's `data-animation-delay`; nothing when absent. */
export function readAnimatedText(container: HTMLElement): Record<string, unknown> {
  const delay = container.querySelector('.cd-headline')?.getAttribute('data-animation-delay');
  return delay === null || delay === undefined || delay === '' ? {} : { animation_delay: delay };
}
