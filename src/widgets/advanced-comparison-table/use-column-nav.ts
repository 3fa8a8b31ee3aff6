import { useLayoutEffect, useMemo, useState } from 'react';
import type { DeviceMode, WidgetEnv } from '../../api-types';
import { rovingIndex } from '../../ui/keys';
import { createRestorer } from '../../ui/restorer';
import { useEvent } from '../../ui/use-event';
import { ACTIVE_CLASS, navIndexOf, type AdctDom } from './dom';
import { keepExact } from './exact';
import { initialColumn, shownCells, usesColumnNav } from './logic';

/** Marks the widget's container while mounted: `nav` (one plan column at a time) or `all`. */
const MODE_ATTR = 'data-ha-adct';
const COUNT_VAR = '--ha-adct-column-count';

/**
 * The responsive nav: on tablet and narrower its buttons choose the one plan column shown next to the
 * feature column; wider, the nav hides and every column shows. The buttons form a toggle-button group
 * (aria-pressed) with one tab stop; arrows, Home and End move through it and choose at once.
 */
export function useColumnNav(dom: AdctDom, container: HTMLElement, device: DeviceMode, env: WidgetEnv<unknown>): void {
  const { nav, items, table, rows } = dom;
  const buttons = items.flatMap((entry) => (entry.button ? [entry.button] : []));
  const navMode = usesColumnNav(device) && buttons.length > 0;
  const [chosen, setChosen] = useState(() => initialColumn(items.map((entry) => entry.item.classList.contains(ACTIVE_CLASS))));
  const restorer = useMemo(createRestorer, [dom]);
  const printedCount = useMemo(() => table.style.getPropertyValue(COUNT_VAR), [table]);

  useLayoutEffect(() => {
    keepExact(restorer, table, 'style');
    if (!table.id) restorer.attr(table, 'id', `ha-adct-table-${env.id}`);
    for (const { item, button } of items) {
      keepExact(restorer, item, 'class');
      if (!button) continue;
      restorer.attr(button, 'type', 'button');
      restorer.attr(button, 'aria-controls', table.id);
    }
    return () => restorer.restore();
  }, [dom, env.id, restorer]);

  useLayoutEffect(() => {
    restorer.attr(container, MODE_ATTR, navMode ? 'nav' : 'all');
    if (nav) restorer.attr(nav, 'hidden', navMode ? null : '');
    items.forEach(({ item, button }, index) => {
      const on = index === chosen;
      restorer.toggle(item, ACTIVE_CLASS, on);
      if (!button) return;
      restorer.attr(button, 'aria-pressed', String(on));
      restorer.attr(button, 'tabindex', on ? null : '-1');
    });
    for (const cells of rows)
      shownCells(cells.length, chosen, navMode).forEach((shown, i) => restorer.attr(cells[i], 'hidden', shown ? null : ''));
    // The add-on's layout divides the width by this count; one plan column shows in nav mode.
    restorer.style(table, COUNT_VAR, navMode ? '1' : printedCount);
  }, [dom, container, navMode, chosen, restorer, printedCount]);

  useEvent(
    nav,
    'click',
    (event) => {
      const index = navIndexOf(items, event.target);
      if (index >= 0) setChosen(index);
    },
    env.report,
  );

  useEvent(
    nav,
    'keydown',
    (event) => {
      const current = navIndexOf(items, event.target);
      if (!nav || current < 0 || event.altKey || event.ctrlKey || event.metaKey) return;
      const position = buttons.indexOf(items[current].button!);
      const rtl = getComputedStyle(nav).direction === 'rtl';
      const next = rovingIndex(event.key, position, buttons.length, { horizontal: true, vertical: true, rtl });
      if (next === null) return;
      event.preventDefault();
      buttons[next].focus();
      setChosen(items.findIndex((entry) => entry.button === buttons[next]));
    },
    env.report,
  );
}
