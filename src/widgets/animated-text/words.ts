// What every effect does to the words: the add-on's state classes (the shown word `is-visible`, the
// others `is-hidden`), which its stylesheet and ours animate.
import type { Restorer } from '../../ui/restorer';

/** Marks `to` as the shown word and `from` as the one leaving. */
export function swapWords(restorer: Restorer, from: HTMLElement, to: HTMLElement): void {
  restorer.toggle(from, 'is-visible', false);
  restorer.toggle(from, 'is-hidden', true);
  restorer.toggle(to, 'is-hidden', false);
  restorer.toggle(to, 'is-visible', true);
}

/** Every word but the shown one is `is-hidden`, as the add-on's script leaves them. */
export function markWords(restorer: Restorer, words: readonly HTMLElement[], shown: number): void {
  words.forEach((word, i) => {
    restorer.toggle(word, 'is-visible', i === shown);
    restorer.toggle(word, 'is-hidden', i !== shown);
  });
}
