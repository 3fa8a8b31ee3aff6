import { useSyncExternalStore } from 'react';
import type { ReadableAtom } from 'nanostores';

/** Subscribes a component to a nanostores atom. */
export function useStore<T>(store: ReadableAtom<T>): T {
  return useSyncExternalStore(
    (onChange) => store.listen(onChange),
    () => store.get(),
    () => store.get(),
  );
}
