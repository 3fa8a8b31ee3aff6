// Pure rules of the animated headline: which effect a headline asks for, the timings of the add-on's
// styles, the next word, and the sentence read to assistive technology.

/** The add-on's `.cd-headline` styles, named by a class on the headline. */
export const CD_STYLES = ['type', 'rotate-2', 'rotate-3', 'scale', 'rotate-1', 'loading-bar', 'slide', 'clip', 'zoom', 'push'] as const;
export type CdStyle = (typeof CD_STYLES)[number];

export const FX_NAMES = ['fx1', 'fx2', 'fx3', 'fx4', 'fx5', 'fx6', 'fx7', 'fx8', 'fx9', 'fx10', 'fx11', 'fx12'] as const;
export type FxName = (typeof FX_NAMES)[number];

export type Effect = { kind: 'cd'; style: CdStyle; letters: boolean } | { kind: 'fx'; name: FxName };

/** Styles that animate letter by letter (the add-on prints them with a `letters` class too). */
const LETTER_STYLES: ReadonlySet<CdStyle> = new Set(['type', 'rotate-2', 'rotate-3', 'scale']);

/** The effect of a headline: the first of the add-on's style classes it carries, else the seed's fx effect. */
export function effectOf(classes: readonly string[], fx: FxName): Effect {
  const style = CD_STYLES.find((name) => classes.includes(name));
  if (!style) return { kind: 'fx', name: fx };
  return { kind: 'cd', style, letters: LETTER_STYLES.has(style) || classes.includes('letters') };
}

/** The add-on's timings (ms): letters in and out one after another, typing, the clip's reveal and the loading bar's start. */
export const TIMING = {
  letterStep: 50,
  typeLetterStep: 150,
  selection: 500,
  reveal: 600,
  barStart: 800,
} as const;

/**
 * How long a word shows before the next: the setting, except that the loading bar (which fills while
 * the word shows) and typing (which types, then waits) take their own times on top.
 */
export function holdFor(effect: Effect, delay: number): number {
  if (effect.kind === 'cd' && effect.style === 'type') return delay + TIMING.selection;
  return delay;
}

export const nextIndex = (index: number, count: number) => (count > 0 ? (index + 1) % count : 0);

/**
 * What a screen reader reads once in place of the changing headline: the text before, every word
 * as a list ("websites, apps or shops" in the page's language), the text after.
 */
export function spokenSentence(before: string, words: readonly string[], after: string, list: (items: string[]) => string): string {
  const clean = (text: string) => text.replace(/\s+/g, ' ').trim();
  const named = words.map(clean).filter(Boolean);
  return [clean(before), named.length ? list(named) : '', clean(after)].filter(Boolean).join(' ');
}

/** A disjunctive list in `lang` ("a, b or c"), or joined by commas where Intl cannot. */
export function listFormatter(lang: string | undefined): (items: string[]) => string {
  try {
    const format = new Intl.ListFormat(lang || undefined, { type: 'disjunction' });
    return (items) => format.format(items);
  } catch {
    return (items) => items.join(', ');
  }
}
