import { useRef } from 'react';
import { useEvent } from './use-event';

/**
 * Calls `onChange` when the window's width changes. Only the width: a phone's address bar showing or
 * hiding changes the height alone, and would close a menu as the visitor scrolls it.
 */
export function useWidthChange(onChange: () => void, report: (error: unknown) => void): void {
  const width = useRef(window.innerWidth);
  useEvent(
    window,
    'resize',
    () => {
      if (window.innerWidth === width.current) return;
      width.current = window.innerWidth;
      onChange();
    },
    report,
  );
}
