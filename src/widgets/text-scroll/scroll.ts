// The effects on GSAP: SplitText splits the text into lines, words (and letters), re-splitting when
// the width or the fonts change, and a ScrollTrigger-scrubbed timeline plays along with scrolling.
// Imported only by text scroll widgets that move, so GSAP loads only on pages that have one.
import { gsap } from 'gsap';
import { ScrollTrigger } from 'gsap/ScrollTrigger';
import { SplitText } from 'gsap/SplitText';
import { splitInPlace } from '../../ui/split-in-place';
import { effectPlan, maskOrigin, SCRUB_RANGE, type ScrollType } from './logic';

gsap.registerPlugin(ScrollTrigger, SplitText);

export interface TextScrollOptions {
  type: ScrollType;
  /** The dim pieces' opacity (highlights). */
  dim: number;
}

/** Starts the effect on `text`; the returned function kills it and puts the text back as printed. */
export function startTextScroll(text: HTMLElement, options: TextScrollOptions): () => void {
  const plan = effectPlan(options.type);
  let current: gsap.core.Timeline | undefined;
  const stopTimeline = () => {
    current?.scrollTrigger?.kill();
    current?.kill();
  };
  // A re-split builds the timeline again; the scrubbed trigger takes up the same progress.
  const build = (split: SplitText): void => {
    stopTimeline();
    const timeline = (current = gsap.timeline({ scrollTrigger: { trigger: text, ...SCRUB_RANGE, scrub: true } }));
    if (plan.kind === 'highlight') {
      if (plan.pieces === 'chars') timeline.fromTo(split.chars, { opacity: options.dim }, { opacity: 1, duration: 1, ease: 'none', stagger: 1 });
      else split.lines.forEach((line, i) => timeline.fromTo(line.querySelectorAll('.word'), { opacity: options.dim }, { opacity: 1, duration: 1, ease: 'none' }, i));
      return;
    }
    split.lines.forEach((line, i) => {
      const mask = document.createElement('span');
      mask.className = 'ha-line-mask';
      mask.setAttribute('aria-hidden', 'true');
      line.append(mask);
      const scale = plan.axis === 'x' ? 'scaleX' : 'scaleY';
      timeline.fromTo(mask, { [scale]: 1, transformOrigin: maskOrigin(plan.axis) }, { [scale]: 0, duration: 1, ease: 'none' }, i);
    });
  };
  const split = splitInPlace(
    text,
    // The text is read from a copy beside it (TextScroll.tsx): the pieces say nothing.
    { type: plan.split, linesClass: 'line', wordsClass: 'word', charsClass: 'char', aria: 'none' },
    build,
  );
  return () => {
    stopTimeline();
    split.revert();
  };
}
