import { useLayoutEffect } from 'react';

/**
 * Turns the widget's own wrapper around a table into a named, focusable scroll region while `on`,
 * so keyboard users can scroll it too (WCAG 2.1.1); off, it is a plain box again.
 */
export function useScrollRegion(box: HTMLElement, on: boolean, label: string): void {
  useLayoutEffect(() => {
    box.classList.toggle('ha-table-scroll--on', on);
    const attrs: [string, string][] = [
      ['role', 'region'],
      ['tabindex', '0'],
      ['aria-label', label],
    ];
    for (const [name, value] of attrs) {
      if (on) box.setAttribute(name, value);
      else box.removeAttribute(name);
    }
  }, [box, on, label]);
}
