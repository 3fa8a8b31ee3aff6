// Whether a widget's box is in the viewport, for motion that only runs while someone can see it:
// every running animation is restyled in every frame the page draws, on screen or not.
import { useEffect, useState } from 'react';

/** Calls `onChange` with whether any part of `element` is in the viewport, from the browser's first report on. */
export function watchOnScreen(element: Element, onChange: (onScreen: boolean) => void): () => void {
  const observer = new IntersectionObserver((entries) => onChange(entries[entries.length - 1].isIntersecting));
  observer.observe(element);
  return () => observer.disconnect();
}

/** Whether any part of `element` is in the viewport; false until the browser first reports. */
export function useOnScreen(element: Element): boolean {
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => watchOnScreen(element, setOnScreen), [element]);
  return onScreen;
}
