// The filter bar as a hook for any grid widget (justified gallery, image grid, portfolio).
//
// Accessibility: the buttons stay native buttons and become toggle buttons (aria-pressed), so Tab,
// Enter and Space work as everywhere and no roving focus is needed. A radio group would fit the
// "one of many" choice too, but it would override the buttons' role and need arrow-key focus
// management for no gain to the visitor. The server's role=navigation is wrong for buttons that
// filter content, so the bar becomes a labelled group while mounted.
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { useEvent } from '../use-event';
import { buttonFor, filterOf, findFilterBar } from './dom';
import { ACTIVE_CLASS, FILTER_DEBOUNCE_MS, compileFilter, resolveDefaultFilter } from '../filter-rules';
import { snapshotAttributes } from '../restorer';

export interface FilterBarOptions {
  report(error: unknown): void;
  warn(message: string): void;
}

/**
 * Wires the widget's `.hajs-filter` bar and returns the filter its items should show: the default
 * filter at once, then each clicked filter FILTER_DEBOUNCE_MS after the last click. Without a bar it
 * returns `*`.
 */
export function useFilterBar(container: HTMLElement, { report, warn }: FilterBarOptions): string {
  const bar = useMemo(() => findFilterBar(container), [container]);
  const [initial] = useState(() => resolveDefaultFilter(bar?.printedDefault, bar?.buttons.map(filterOf) ?? []));
  const [pressed, setPressed] = useState(initial.filter);
  const [applied, setApplied] = useState(initial.filter);

  useEffect(() => {
    if (initial.problem) warn(initial.problem);
    const invalid = bar?.buttons.map(filterOf).filter((filter) => !compileFilter(filter)) ?? [];
    if (invalid.length) warn(`data-filter ${invalid.map((f) => `"${f}"`).join(', ')} is not a valid selector; it shows all items`);
    // Once, about the markup the widget mounted with.
  }, []);

  useLayoutEffect(() => {
    if (!bar) return;
    const restore = snapshotAttributes([bar.root, ...bar.buttons], ['class', 'aria-pressed', 'role']);
    if (bar.root.getAttribute('role') === 'navigation') bar.root.setAttribute('role', 'group');
    return restore;
  }, [bar]);

  useLayoutEffect(() => {
    for (const button of bar?.buttons ?? []) {
      const on = filterOf(button) === pressed;
      button.classList.toggle(ACTIVE_CLASS, on);
      button.setAttribute('aria-pressed', String(on));
    }
  }, [bar, pressed]);

  useEffect(() => {
    if (pressed === applied) return;
    const timer = setTimeout(() => setApplied(pressed), FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [pressed, applied]);

  useEvent(
    bar?.root,
    'click',
    (event) => {
      const button = bar && buttonFor(bar, event.target);
      if (button) setPressed(filterOf(button));
    },
    report,
  );

  return applied;
}
