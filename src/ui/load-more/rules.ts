// Pure rules of a load-more button: what an answer means and what the visitor is told.

/** The page builder's "hide the button" pause after 'All Loaded' shows. */
export const ALL_LOADED_HIDE_MS = 800;
export const ALL_LOADED_TEXT = 'All Loaded';

/**
 * Whether nothing is left once `loaded` items are in the page: only when the server said how many
 * there are (`total` > 0); otherwise an empty answer is the only sign.
 */
export function allLoaded(loaded: number, total: number | null): boolean {
  return total !== null && total > 0 && loaded >= total;
}

/** The polite announcement after a load. */
export function loadedMessage(added: number, noun: string, done: boolean): string {
  if (added === 0) return 'All loaded.';
  const more = `${added} more ${noun} loaded.`;
  return done ? `${more} All loaded.` : more;
}
