// Pure rules of the post tabs: which term is highlighted, which term's posts show, which is loading.
// Terms are the `data-term` strings of the filter items.

export interface PostTabState {
  /** The term the visitor chose last: its tab is the selected one. */
  selected: string;
  /** The term whose posts are visible ('' when the server printed none). */
  shown: string;
  /** The term being fetched, or null. */
  loading: string | null;
  /** Terms whose posts are in the page (printed by the server or fetched). */
  loaded: readonly string[];
  /** A choice is waiting for the debounce pause before it is applied. */
  pending: boolean;
}

export type PostTabAction =
  | { type: 'choose'; term: string }
  | { type: 'settle' }
  | { type: 'answered'; term: string; ok: boolean };

export function initialState(selected: string, shown: string, loaded: readonly string[]): PostTabState {
  return { selected, shown, loading: null, loaded, pending: false };
}

/**
 * `choose` highlights a tab at once; `settle` (after the debounce pause) shows its posts or starts
 * fetching them; `answered` ends a fetch. A fetch that is no longer the one in flight is ignored,
 * and a failed one puts the selection back on the posts still shown.
 */
export function postTabReducer(state: PostTabState, action: PostTabAction): PostTabState {
  switch (action.type) {
    case 'choose':
      return action.term === state.selected ? state : { ...state, selected: action.term, pending: true };
    case 'settle': {
      const term = state.selected;
      const settled = { ...state, pending: false };
      if (term === state.shown || state.loaded.includes(term)) return { ...settled, shown: term, loading: null };
      return { ...settled, loading: term };
    }
    case 'answered': {
      if (state.loading !== action.term) return state;
      if (!action.ok) {
        return { ...state, loading: null, selected: state.selected === action.term ? state.shown : state.selected };
      }
      const loaded = state.loaded.includes(action.term) ? state.loaded : [...state.loaded, action.term];
      // A newer choice still waiting for its pause keeps the current posts until it settles.
      const shown = state.selected === action.term ? action.term : state.shown;
      return { ...state, loading: null, loaded, shown };
    }
  }
}
