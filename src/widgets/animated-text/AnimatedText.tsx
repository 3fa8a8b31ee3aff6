import { useEffect, useMemo, useRef } from 'react';
import type { WidgetProps } from '../../api-types';
import { useStore } from '../../runtime';
import { reducedMotion } from '../../services/device';
import { watchOnScreen } from '../../ui/on-screen';
import { createRestorer } from '../../ui/restorer';
import { setUpCd, type Transition } from './cd';
import { findHeadline, shownIndex } from './dom';
import { effectOf, holdFor, nextIndex } from './logic';
import type { AnimatedTextSettings } from './settings';
import { speakWhole } from './speech';
import { createTimers } from './timers';
import { markWords } from './words';

/**
 * The add-on's animated headline on its server markup: every `animation_delay` ms the shown word
 * gives way to the next, by the headline's `.cd-headline` style or, without one, by the seed's fx
 * effect (GSAP, loaded only then). Screen readers get the whole sentence once. Still with reduced
 * motion, in the editor, while off screen and while the pointer rests on it.
 */
export function AnimatedText({ container, settings, env }: WidgetProps<AnimatedTextSettings>) {
  const dom = useMemo(() => findHeadline(container), [container]);
  const reduce = useStore(reducedMotion);
  const still = reduce || env.editMode;
  const effect = useMemo(() => dom && effectOf([...dom.headline.classList], settings.effect), [dom, settings.effect]);
  // The word shown survives a change of preference: motion picks up from it.
  const shown = useRef(dom ? shownIndex(dom.words) : 0);

  useEffect(() => {
    if (!dom) return;
    const restorer = createRestorer();
    try {
      speakWhole(dom, restorer);
    } catch (error) {
      env.report(error);
    }
    return () => restorer.restore();
  }, [dom]);

  useEffect(() => {
    if (!dom || !effect || still || dom.words.length < 2) return;
    const restorer = createRestorer();
    const timers = createTimers();
    markWords(restorer, dom.words, shown.current);
    let transition: Transition | undefined;
    let visible = false;
    let hovered = false;
    let waiting = false;
    let changing = false;

    const cycle = async () => {
      waiting = false;
      if (!transition || !visible || hovered) return;
      const from = shown.current;
      const to = nextIndex(from, dom.words.length);
      changing = true;
      shown.current = to;
      await transition(from, to);
      changing = false;
      schedule();
    };
    const schedule = () => {
      if (waiting || changing || !visible || hovered || !transition) return;
      waiting = true;
      void timers.wait(holdFor(effect, settings.animation_delay)).then(() => cycle().catch(env.report));
    };

    const ready =
      effect.kind === 'cd'
        ? Promise.resolve(setUpCd({ wrapper: dom.wrapper, words: dom.words, shown: shown.current, style: effect.style, letters: effect.letters }, restorer, timers))
        : import('./fx').then(({ setUpFx }) => (timers.stopped ? undefined : setUpFx(dom.words, shown.current, effect.name, restorer, timers)));
    ready.then((made) => {
      transition = made;
      schedule();
    }, env.report);

    const stopWatching = watchOnScreen(dom.headline, (onScreen) => {
      visible = onScreen;
      schedule();
    });
    const pause = () => (hovered = true);
    const resume = () => {
      hovered = false;
      schedule();
    };
    restorer.listen(dom.headline, 'pointerenter', pause);
    restorer.listen(dom.headline, 'pointerleave', resume);
    return () => {
      timers.stop();
      stopWatching();
      restorer.restore();
    };
  }, [dom, effect, still, settings.animation_delay]);

  return null;
}
