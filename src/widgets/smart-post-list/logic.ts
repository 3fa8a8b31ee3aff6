// Pure rules of the smart post list: which page a click asks for and what an answer changes.
// Offsets count posts skipped; a page is `step` posts (the wrapper's data-offset).

export interface SplState {
  /** The offset of the posts shown. */
  offset: number;
  step: number;
  /** The term whose posts are shown ('' for all). */
  term: string;
  /** The term highlighted in the filter: the last one chosen, until its answer fails. */
  chosen: string;
  nextDisabled: boolean;
}

export type SplMove = 'prev' | 'next' | 'term';

export interface SplRequest {
  move: SplMove;
  offset: number;
  term: string;
}

export type SplOutcome = 'items' | 'empty' | 'failed';

export function initialSplState(offset: number, step: number, term: string): SplState {
  return { offset, step, term, chosen: term, nextDisabled: false };
}

/** Previous is disabled at offset 0. */
export const prevDisabled = (state: SplState): boolean => state.offset <= 0;

/** The request a move makes, or null when the move is not possible (previous at 0, next after an empty page). */
export function requestFor(state: SplState, move: SplMove, term = state.term): SplRequest | null {
  switch (move) {
    case 'prev':
      return prevDisabled(state) ? null : { move, offset: Math.max(0, state.offset - state.step), term: state.term };
    case 'next':
      return state.nextDisabled ? null : { move, offset: state.offset + state.step, term: state.term };
    case 'term':
      return { move, offset: 0, term };
  }
}

/** The state once a choice of term is made, before its answer: the filter shows it at once. */
export const choose = (state: SplState, term: string): SplState => ({ ...state, chosen: term });

/**
 * After an answer: a page with posts is shown; an empty next page disables next (the posts stay);
 * a term with no posts shows none, with nowhere to go; a failure changes nothing but puts the
 * filter back on the term shown.
 */
export function afterAnswer(state: SplState, request: SplRequest, outcome: SplOutcome): SplState {
  if (outcome === 'failed') return { ...state, chosen: state.term };
  if (outcome === 'items') return { ...state, offset: request.offset, term: request.term, chosen: request.term, nextDisabled: false };
  if (request.move === 'term') return { ...state, offset: 0, term: request.term, chosen: request.term, nextDisabled: true };
  if (request.move === 'next') return { ...state, nextDisabled: true };
  return state;
}

/** Whether the grid's content is replaced by the answer's. */
export const replacesContent = (request: SplRequest, outcome: SplOutcome): boolean =>
  outcome === 'items' || (outcome === 'empty' && request.move === 'term');

export function shownMessage(count: number, termName: string): string {
  const posts = `${count} ${count === 1 ? 'post' : 'posts'} shown`;
  return termName ? `${termName}: ${posts}.` : `${posts}.`;
}
