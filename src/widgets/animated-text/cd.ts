// The add-on's `.cd-headline` styles, driven as its script drives them: by classes that its
// stylesheet (or ours, animated-text.css) animates. Letter styles split each word into `i` letters
// that get `in` and `out` one after another; `type` selects the word, clears it and types the next;
// `clip` narrows the words' box to nothing and widens it to the next word; `loading-bar` fills a bar
// under the word while it shows.
import type { Restorer } from '../../ui/restorer';
import { TIMING, type CdStyle } from './logic';
import type { Timers } from './timers';
import { swapWords } from './words';

export interface Transition {
  /** Runs the change from word `from` to word `to`; resolves once it has finished. */
  (from: number, to: number): Promise<void>;
}

export interface CdParts {
  wrapper: HTMLElement;
  words: HTMLElement[];
  shown: number;
  style: CdStyle;
  letters: boolean;
}

/** Splits a word's text into `i` letters (spaces kept as no-break spaces, so they keep their width). */
function splitLetters(restorer: Restorer, word: HTMLElement, shown: boolean): HTMLElement[] {
  const text = word.textContent ?? '';
  restorer.keepChildren(word);
  const letters = [...text].map((char) => {
    const letter = document.createElement('i');
    letter.textContent = char === ' ' ? '\u00a0' : char;
    if (shown) letter.className = 'in';
    return letter;
  });
  word.replaceChildren(...letters);
  return letters;
}

export function setUpCd(parts: CdParts, restorer: Restorer, timers: Timers): Transition {
  const { wrapper, words, style } = parts;
  const letters = parts.letters ? words.map((word, i) => splitLetters(restorer, word, i === parts.shown)) : [];
  const setLetter = (letter: HTMLElement | undefined, state: 'in' | 'out' | null) => {
    if (!letter) return;
    letter.classList.toggle('in', state === 'in');
    letter.classList.toggle('out', state === 'out');
  };

  const barFill = () => void timers.wait(TIMING.barStart).then(() => restorer.toggle(wrapper, 'is-loading', true));
  if (style === 'type') restorer.toggle(wrapper, 'waiting', true);
  if (style === 'loading-bar') barFill();

  /** Letters out of one word and into the other, a step apart. */
  const lettersAcross = async (from: number, to: number) => {
    swapWords(restorer, words[from], words[to]);
    const steps = Math.max(letters[from].length, letters[to].length);
    for (let i = 0; i < steps; i++) {
      setLetter(letters[from][i], 'out');
      setLetter(letters[to][i], 'in');
      if (i < steps - 1) await timers.wait(TIMING.letterStep);
    }
  };

  const type = async (from: number, to: number) => {
    restorer.toggle(wrapper, 'waiting', false);
    restorer.toggle(wrapper, 'selected', true);
    await timers.wait(TIMING.selection);
    restorer.toggle(wrapper, 'selected', false);
    for (const letter of letters[from]) setLetter(letter, null);
    swapWords(restorer, words[from], words[to]);
    for (const letter of letters[to]) {
      await timers.wait(TIMING.typeLetterStep);
      setLetter(letter, 'in');
    }
    restorer.toggle(wrapper, 'waiting', true);
  };

  const widthTo = async (width: string) => {
    const from = getComputedStyle(wrapper).width;
    restorer.style(wrapper, 'width', width);
    wrapper.animate?.([{ width: from }, { width }], { duration: TIMING.reveal, easing: 'ease-in-out' });
    await timers.wait(TIMING.reveal);
  };

  const clip = async (from: number, to: number) => {
    await widthTo('2px');
    swapWords(restorer, words[from], words[to]);
    // The box is 2px wide here: the word's own width, as laid out, is what it opens to.
    await widthTo(`${words[to].scrollWidth}px`);
  };

  const bar = async (from: number, to: number) => {
    restorer.toggle(wrapper, 'is-loading', false);
    swapWords(restorer, words[from], words[to]);
    barFill();
  };

  const change: Transition =
    style === 'type' ? type : style === 'clip' ? clip : style === 'loading-bar' ? bar : parts.letters ? lettersAcross : async (from, to) => swapWords(restorer, words[from], words[to]);
  return (from, to) => {
    restorer.toggle(wrapper, 'ha-at-started', true);
    return change(from, to);
  };
}
