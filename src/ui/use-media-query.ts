import { useSyncExternalStore } from 'react';

/** The spec's other mobile breakpoint: tables scroll sideways, loop tabs drop hover mode. */
export const NARROW_QUERY = '(max-width: 767px)';

// One MediaQueryList per query for the whole page: React reads the snapshot on every render, and
// a new list per read is work (and garbage) for nothing.
const lists = new Map<string, MediaQueryList>();
const listFor = (query: string) => {
  let list = lists.get(query);
  if (!list) lists.set(query, (list = window.matchMedia(query)));
  return list;
};

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = listFor(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => listFor(query).matches,
    () => false,
  );
}
