// Pure rules of the text scroll effects: what each type splits the text into, what moves, and the
// stretch of scrolling the effect follows.

export const SCROLL_TYPES = ['vertical_line_highlight', 'horizontal_line_highlight', 'vertical_line_mask', 'horizontal_line_mask'] as const;
export type ScrollType = (typeof SCROLL_TYPES)[number];

export interface EffectPlan {
  /** SplitText's `type`. */
  split: 'lines,words' | 'lines,words,chars';
  /**
   * highlight: the pieces go from dim to whole, a line at a time (vertical) or a letter at a time
   * across each line (horizontal); mask: a cover over each line shrinks away, downwards (vertical,
   * from its top edge) or across (horizontal, from its left edge), a line after another.
   */
  kind: 'highlight' | 'mask';
  /** The pieces that light up in turn (highlight). */
  pieces: 'lines' | 'chars';
  /** The cover's scale property and the side it shrinks towards (mask). */
  axis: 'x' | 'y';
}

export function effectPlan(type: ScrollType): EffectPlan {
  switch (type) {
    case 'vertical_line_highlight':
      return { split: 'lines,words', kind: 'highlight', pieces: 'lines', axis: 'y' };
    case 'horizontal_line_highlight':
      return { split: 'lines,words,chars', kind: 'highlight', pieces: 'chars', axis: 'x' };
    case 'vertical_line_mask':
      return { split: 'lines,words', kind: 'mask', pieces: 'lines', axis: 'y' };
    case 'horizontal_line_mask':
      return { split: 'lines,words', kind: 'mask', pieces: 'lines', axis: 'x' };
  }
}

/**
 * ScrollTrigger's scrubbed range: from the text's top at 85% of the window down to its bottom at 35%,
 * so the last line is whole while it is still well in view.
 */
export const SCRUB_RANGE = { start: 'top 85%', end: 'bottom 35%' } as const;

/** Where the mask of line `index` shrinks towards: the far edge along its axis. */
export const maskOrigin = (axis: 'x' | 'y') => (axis === 'x' ? '100% 50%' : '50% 100%');
