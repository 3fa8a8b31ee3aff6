import { describe, expect, it } from 'vitest';
import { effectOf, holdFor, listFormatter, nextIndex, spokenSentence, FX_NAMES } from '../../../../src/widgets/animated-text/logic';
import { FX } from '../../../../src/widgets/animated-text/fx-effects';
import { animatedTextSchema } from '../../../../src/widgets/animated-text/settings';
import { findHeadline, readAnimatedText, shownIndex, surroundingText } from '../../../../src/widgets/animated-text/dom';

const BREAKPOINTS = { mobile: 767, tablet: 1024 } as never;

describe('animated text effect', () => {
  it("takes the add-on's style class, letter styles split into letters", () => {
    expect(effectOf(['cd-headline', 'rotate-1'], 'fx1')).toEqual({ kind: 'cd', style: 'rotate-1', letters: false });
    expect(effectOf(['cd-headline', 'letters', 'type'], 'fx1')).toEqual({ kind: 'cd', style: 'type', letters: true });
    expect(effectOf(['cd-headline', 'rotate-2'], 'fx3')).toEqual({ kind: 'cd', style: 'rotate-2', letters: true });
    expect(effectOf(['cd-headline', 'clip', 'is-full-width'], 'fx1')).toEqual({ kind: 'cd', style: 'clip', letters: false });
  });

  it('falls back to the seed effect without a style class', () => {
    expect(effectOf(['cd-headline'], 'fx7')).toEqual({ kind: 'fx', name: 'fx7' });
  });

  it('defines all twelve fx effects', () => {
    expect(FX_NAMES).toHaveLength(12);
    for (const name of FX_NAMES) expect(FX[name].duration).toBeGreaterThan(0);
  });

  it('holds each word the delay; typing adds its selection time', () => {
    expect(holdFor({ kind: 'fx', name: 'fx1' }, 3000)).toBe(3000);
    expect(holdFor({ kind: 'cd', style: 'rotate-1', letters: false }, 2500)).toBe(2500);
    expect(holdFor({ kind: 'cd', style: 'type', letters: true }, 3000)).toBe(3500);
  });

  it('cycles through the words', () => {
    expect(nextIndex(0, 3)).toBe(1);
    expect(nextIndex(2, 3)).toBe(0);
    expect(nextIndex(0, 0)).toBe(0);
  });
});

describe('animated text settings', () => {
  it('defaults to delay 3000 and fx1; bad values fall back with a problem', () => {
    expect(animatedTextSchema.parse({}, 'desktop', BREAKPOINTS)).toEqual({ value: { animation_delay: 3000, effect: 'fx1' }, problems: [] });
    const bad = animatedTextSchema.parse({ animation_delay: 'soon', effect: 'fx13' }, 'desktop', BREAKPOINTS);
    expect(bad.value).toEqual({ animation_delay: 3000, effect: 'fx1' });
    expect(bad.problems).toHaveLength(2);
    expect(animatedTextSchema.parse({ animation_delay: '2000', effect: 'fx12' }, 'desktop', BREAKPOINTS).value).toEqual({ animation_delay: 2000, effect: 'fx12' });
  });
});

describe('animated text sentence', () => {
  const list = listFormatter('en');

  it('reads the text before, every word as a list, the text after', () => {
    expect(spokenSentence(' We build ', ['websites', 'shops', 'apps'], ' that last. ', list)).toBe('We build websites, shops, or apps that last.');
    expect(spokenSentence('', ['one'], '', list)).toBe('one');
    expect(spokenSentence('Say', ['  hello\n', ''], '', list)).toBe('Say hello');
  });

  it('joins with commas when the language is not one Intl knows', () => {
    expect(listFormatter('not a language!')(['a', 'b'])).toBe('a, b');
  });
});

describe('animated text markup', () => {
  it('finds the words, the shown one, the text around and the delay', () => {
    const container = document.createElement('div');
    container.innerHTML =
      '<h2 class="cd-headline slide" data-animation-delay="2500"><span>Made in</span> <span class="cd-words-wrapper"><b>Lisbon</b><b class="is-visible">Porto</b></span> today</h2>';
    document.body.append(container);
    const dom = findHeadline(container)!;
    expect(dom.words.map((word) => word.textContent)).toEqual(['Lisbon', 'Porto']);
    expect(shownIndex(dom.words)).toBe(1);
    expect(surroundingText(dom)).toEqual({ before: 'Made in ', after: ' today' });
    expect(readAnimatedText(container)).toEqual({ animation_delay: '2500' });
    container.remove();
  });

  it('finds nothing without words', () => {
    const container = document.createElement('div');
    container.innerHTML = '<h2 class="cd-headline"><span class="cd-words-wrapper"></span></h2>';
    expect(findHeadline(container)).toBeNull();
    expect(readAnimatedText(container)).toEqual({});
  });
});
