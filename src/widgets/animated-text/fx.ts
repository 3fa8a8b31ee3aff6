// The seed's fx1 to fx12 on GSAP: the incoming word is split into letters with SplitText and its
// letters (or the word whole) come in by the effect's definition. This module is imported only by
// headlines that use an fx effect, so GSAP loads only on pages that have one.
import { gsap } from 'gsap';
import { SplitText } from 'gsap/SplitText';
import type { Restorer } from '../../ui/restorer';
import { splitInPlace, type SplitInPlace } from '../../ui/split-in-place';
import type { Transition } from './cd';
import { FX, FX_OUT } from './fx-effects';
import type { FxName } from './logic';
import type { Timers } from './timers';
import { swapWords } from './words';

gsap.registerPlugin(SplitText);

export function setUpFx(words: HTMLElement[], shown: number, name: FxName, restorer: Restorer, timers: Timers): Transition {
  const effect = FX[name];
  const splits = new Map<HTMLElement, SplitInPlace>();
  restorer.snapshot(...words);
  words.forEach((word, i) => gsap.set(word, { autoAlpha: i === shown ? 1 : 0 }));
  let running: gsap.core.Timeline | undefined;
  restorer.defer(() => {
    running?.kill();
    for (const split of splits.values()) split.revert();
  });

  const piecesOf = (word: HTMLElement): Element[] => {
    if (effect.pieces === 'word') return [word];
    let split = splits.get(word);
    // The words wrapper is hidden from assistive technology already (the sentence is read instead).
    if (!split) splits.set(word, (split = splitInPlace(word, { type: 'chars', aria: 'none' })));
    return split.split.chars;
  };

  return async (from, to) => {
    const leaving = words[from];
    const coming = words[to];
    const pieces = piecesOf(coming);
    running = gsap
      .timeline()
      .to(leaving, FX_OUT)
      .add(() => swapWords(restorer, leaving, coming))
      .set(leaving, { yPercent: 0 })
      .set(coming, { autoAlpha: 1 })
      .from(pieces, {
        ...effect.from,
        duration: effect.duration,
        ease: effect.ease,
        stagger: { each: effect.stagger, from: effect.order ?? 'start' },
        clearProps: 'all',
      });
    const length = running.duration() * 1000;
    await timers.wait(length);
  };
}
