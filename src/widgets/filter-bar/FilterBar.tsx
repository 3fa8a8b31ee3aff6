// A filter bar on its own: its buttons (src/ui/filter-bar: the default filter, the active one
// highlighted and the others cleared, 200 ms debounce) show the target's items that match the
// pressed filter and hide the others. Everything it changes is put back on unmount.
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import type { WidgetProps } from '../../api-types';
import { useFilterBar } from '../../ui/filter-bar';
import { compileFilter } from '../../ui/filter-rules';
import { snapshotAttributes } from '../../ui/restorer';
import { findTarget } from './target';
import type { FilterBarSettings } from './settings';

/** On the items the bar leaves out, with `hidden`: the page's stylesheet may give them a display. */
export const HIDDEN_CLASS = 'ha-filter-bar__hidden';

export function FilterBar({ container, settings, env }: WidgetProps<FilterBarSettings>) {
  const target = useMemo(() => findTarget(document, settings.target, settings.item), [settings.target, settings.item]);
  const filter = useFilterBar(container, { report: env.report, warn: env.warn });
  const [firstFilter] = useState(filter);
  const [spoken, setSpoken] = useState(false);

  useEffect(() => {
    if (!settings.target.trim()) env.warn('target is empty: there is nothing to filter');
    else if (!target) env.warn(`target "${settings.target}" matches nothing on the page; there is nothing to filter`);
    else if (!target.items.length) env.warn(`no items in the target "${settings.target}"; there is nothing to filter`);
  }, []);

  useEffect(() => {
    if (filter !== firstFilter) setSpoken(true);
  }, [filter]);

  useLayoutEffect(() => {
    if (!target) return;
    const bar = container.querySelector<HTMLElement>('.hajs-filter');
    const buttons = bar ? [...bar.querySelectorAll<HTMLElement>('.ha-filter__item')] : [];
    const restore = snapshotAttributes([...target.items, target.root, ...buttons], ['hidden', 'class', 'id', 'aria-controls']);
    if (!target.root.id) target.root.id = `ha-filter-bar-target-${env.id}`;
    for (const button of buttons) button.setAttribute('aria-controls', target.root.id);
    return restore;
  }, [target]);

  const matches = useMemo(() => compileFilter(filter) ?? (() => true), [filter]);
  const shown = target?.items.filter((item) => matches(item)).length ?? 0;
  useLayoutEffect(() => {
    for (const item of target?.items ?? []) {
      const out = !matches(item);
      item.hidden = out;
      item.classList.toggle(HIDDEN_CLASS, out);
    }
  }, [target, matches]);

  const bar = container.querySelector<HTMLElement>('.hajs-filter');
  if (!target || !bar) return null;
  return createPortal(
    <span className="ha-visually-hidden" role="status">
      {spoken ? `Showing ${shown} of ${target.items.length} items` : ''}
    </span>,
    bar,
  );
}
