// Enhances the page builder pro's taxonomy filter: its buttons become toggle buttons that write this
// widget's filter into its loop grid's store (grid.ts), which refreshes the grid. The buttons show
// the store's entry, so a refresh that fails puts them back to what the grid still shows.
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { atom, map } from 'nanostores';
import type { WidgetProps } from '../../api-types';
import { useStore } from '../../runtime';
import { createRestorer } from '../../ui/restorer';
import { useEvent } from '../../ui/use-event';
import { baseUrlOf, findFilter, printedTerms, termOf } from './dom';
import { connectGrid, findGrid, type FilterMap, type GridConnection, type RefreshState } from './grid';
import { ALL_TERMS, logicalJoinOf, nextTerms, type LogicalJoin, type LoopFilter as Filter } from './rules';
import type { LoopFilterSettings } from './settings';

const NO_FILTERS = map<FilterMap>({});
const IDLE = atom<RefreshState>('idle');

const MESSAGES: Record<RefreshState, string> = {
  idle: '',
  loading: 'Loading results',
  done: 'Results updated',
  failed: 'The results could not be loaded',
};

export function LoopFilter({ container, settings, env }: WidgetProps<LoopFilterSettings>) {
  const dom = useMemo(() => findFilter(container), [container]);
  const [initial] = useState(() => (dom ? printedTerms(dom) : []));
  const join = logicalJoinOf(settings.logical_combination);
  const gridId = settings.selected_element.trim();
  const taxonomy = settings.taxonomy.trim();
  const [connection, setConnection] = useState<GridConnection | null>(null);

  const filterOf = (terms: string[], logicalJoin: LogicalJoin): Filter => ({
    filterType: 'taxonomy',
    filterData: { terms, selectedTaxonomy: taxonomy, logicalJoin },
  });

  // Once, about the markup and settings the widget mounted with.
  useEffect(() => {
    if (!dom?.buttons.length) env.warn('no .e-filter-item[data-filter] found; nothing to filter');
    if (!gridId) env.warn('selected_element is empty: no loop grid to filter');
    else if (!findGrid(gridId)) env.warn(`no loop grid with the id "${gridId}" on the page; nothing to filter`);
    if (!join) env.warn(`logical_combination "${settings.logical_combination}" is not AND or OR; filtering is off`);
    if (!taxonomy) env.warn('taxonomy is empty; filtering is off');
  }, []);

  useLayoutEffect(() => {
    if (!dom || !gridId || !join || !taxonomy) return;
    const next = connectGrid(gridId, { config: env.config, editMode: env.editMode, baseUrl: baseUrlOf(dom), report: env.report });
    next.set(env.id, filterOf(initial, join), true);
    setConnection(next);
    return () => {
      next.release();
      setConnection(null);
    };
  }, [dom, gridId, join, taxonomy]);

  const filters = useStore(connection?.filters ?? NO_FILTERS);
  const state = useStore(connection?.state ?? IDLE);
  const pressed = filters[env.id]?.filterData.terms ?? initial;

  const restorer = useMemo(createRestorer, [dom]);
  useLayoutEffect(() => () => restorer.restore(), [restorer]);
  useLayoutEffect(() => {
    if (!dom || !connection) return;
    for (const button of dom.buttons) {
      const term = termOf(button);
      const on = term === ALL_TERMS ? pressed.length === 0 : pressed.includes(term);
      restorer.attr(button, 'aria-pressed', String(on));
      // A button always submits inside a form the theme may wrap around the bar.
      if (!button.hasAttribute('type')) restorer.attr(button, 'type', 'button');
    }
  }, [dom, connection, pressed, restorer]);

  useEvent(
    connection ? dom?.root : null,
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('.e-filter-item') : null;
      if (!dom || !connection || !join || !button || !dom.buttons.includes(button as HTMLButtonElement)) return;
      event.preventDefault();
      const terms = nextTerms(pressed, termOf(button), settings.multiple_selection);
      connection.set(env.id, filterOf(terms, join));
    },
    env.report,
  );

  if (!dom || !connection) return null;
  return createPortal(
    <span className="ha-visually-hidden" role="status">
      {MESSAGES[state]}
    </span>,
    dom.root,
  );
}
