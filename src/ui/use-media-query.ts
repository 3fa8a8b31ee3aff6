import { useSyncExternalStore } from 'react';

/** The spec's other mobile breakpoint: tables scroll sideways, loop tabs drop hover mode. */
export const NARROW_QUERY = '(max-width: 767px)';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
