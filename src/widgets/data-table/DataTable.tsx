import { useEffect, useLayoutEffect, useMemo } from 'react';
import type { WidgetProps } from '../../api-types';
import { createRestorer } from '../../ui/restorer';
import { cellsOf, planBody, rowsOf, snapshotChildren, tableLabel, wrapIn } from '../../ui/table';
import { useScrollRegion } from '../../ui/table';
import { NARROW_QUERY, useMediaQuery } from '../../ui/use-media-query';
import { copyHeads, findDataTable, type DataTableDom } from './dom';

/**
 * Enhances the server table in place: empty body rows go, each body cell gets a copy of its column
 * head for the narrow layout, and at 767 px or less the table scrolls sideways in its own box.
 */
export function DataTable({ container, env }: WidgetProps<unknown>) {
  const dom = useMemo(() => findDataTable(container), [container]);
  useEffect(() => {
    if (!dom) env.warn('no table with a body found; nothing to enhance');
    // Once, about the markup the widget mounted with.
  }, []);
  return dom ? <Enhanced dom={dom} /> : null;
}

function Enhanced({ dom }: { dom: DataTableDom }) {
  const box = useMemo(() => {
    const div = dom.table.ownerDocument.createElement('div');
    div.className = 'ha-table-scroll';
    return div;
  }, [dom]);

  useLayoutEffect(() => {
    const memory = createRestorer();
    const restoreBodies = dom.bodies.map(snapshotChildren);
    const unwrap = wrapIn(dom.table, box);
    const copies = dom.bodies.flatMap((body) => {
      const { rows, plan } = planBody(body);
      for (const [r, i, span] of plan.spans) memory.attr(cellsOf(rows[r])[i], 'rowspan', String(span));
      plan.drop.forEach((r) => rows[r].remove());
      return copyHeads(dom, rowsOf(body));
    });
    return () => {
      copies.forEach((copy) => copy.remove());
      restoreBodies.forEach((restore) => restore());
      memory.restore();
      unwrap();
    };
  }, [dom, box]);

  useScrollRegion(box, useMediaQuery(NARROW_QUERY), tableLabel(dom.table));
  return null;
}
