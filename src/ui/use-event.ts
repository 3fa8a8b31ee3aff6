import { useEffect, useRef } from 'react';

/**
 * Adds a native listener to a server-rendered node for the life of the component. The handler
 * always sees the latest render's values; an exception goes to `onError` instead of the page.
 */
export function useEvent<K extends keyof HTMLElementEventMap>(
  target: EventTarget | null | undefined,
  type: K | (string & {}),
  handler: (event: K extends keyof HTMLElementEventMap ? HTMLElementEventMap[K] : Event) => void,
  onError: (error: unknown) => void,
  options?: AddEventListenerOptions,
): void {
  const latest = useRef(handler);
  latest.current = handler;
  const report = useRef(onError);
  report.current = onError;
  const capture = options?.capture ?? false;
  const passive = options?.passive;
  useEffect(() => {
    if (!target) return;
    const listener = (event: Event) => {
      try {
        latest.current(event as never);
      } catch (error) {
        report.current(error);
      }
    };
    target.addEventListener(type, listener, { capture, passive });
    return () => target.removeEventListener(type, listener, { capture });
  }, [target, type, capture, passive]);
}
