// Pure rules of the portfolio's paging: how many items of the current filter show, and whether the
// more button has anything left to reveal.

export interface Page {
  /** How many of the matching items show. */
  shown: number;
  /** More items match than show: the more button stays. */
  more: boolean;
}

export function pageOf(matching: number, limit: number): Page {
  const shown = Math.max(0, Math.min(matching, limit));
  return { shown, more: matching > shown };
}

/** The limit after a click on the more button: the next `perPage` items. */
export const nextLimit = (limit: number, perPage: number): number => limit + perPage;

/** Width / height of an image from its printed size, else its loaded size; undefined when unknown. */
export function ratioOf(width: number, height: number): number | undefined {
  return width > 0 && height > 0 && Number.isFinite(width / height) ? width / height : undefined;
}
