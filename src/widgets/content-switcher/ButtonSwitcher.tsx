import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { WidgetEnv } from '../../api-types';
import { notifyNestedChange } from '../../ui/nested-change';
import { createRestorer, type Restorer } from '../../ui/restorer';
import { useEvent } from '../../ui/use-event';
import { ACTIVE, type ButtonItem } from './dom';
import { indexForKey, initialIndex } from './logic';

interface Props {
  row: HTMLElement;
  items: ButtonItem[];
  env: WidgetEnv<unknown>;
}

/**
 * The button design as WAI-ARIA tabs: the row is the tablist, each button a tab controlling its
 * section. Sections (which may hold other widgets) are shown and hidden in place, never moved.
 */
export function ButtonSwitcher({ row, items, env }: Props) {
  const [active, setActive] = useState(() => initialIndex(items.map((item) => item.button.classList.contains(ACTIVE))));
  const restorer = useMemo(createRestorer, [items]);
  const shown = useRef(active);

  useLayoutEffect(() => {
    applyRoles(row, items, env.id, restorer);
    return () => restorer.restore();
  }, [row, items, env.id, restorer]);

  useLayoutEffect(() => {
    items.forEach((item, index) => applyState(item, index === active, restorer));
    if (shown.current === active) return;
    shown.current = active;
    const section = items[active]?.section;
    if (section) notifyNestedChange({ element: section, index: active, expanded: true });
  }, [items, active, restorer]);

  const indexOf = (target: EventTarget | null) => {
    const button = target instanceof Element ? target.closest('.ha-cs-button') : null;
    return button ? items.findIndex((item) => item.button === button) : -1;
  };
  const select = (index: number) => {
    if (items[index]?.section) setActive(index);
  };

  useEvent(
    row,
    'click',
    (event) => {
      const index = indexOf(event.target);
      if (index < 0) return;
      event.preventDefault();
      select(index);
    },
    env.report,
  );

  useEvent(
    row,
    'keydown',
    (event) => {
      const current = indexOf(event.target);
      if (current < 0 || event.altKey || event.ctrlKey || event.metaKey) return;
      const next = indexForKey(event.key, current, items.length, getComputedStyle(row).direction === 'rtl');
      if (next === null) return;
      event.preventDefault();
      items[next].button.focus();
      select(next);
    },
    env.report,
  );

  return null;
}

function applyRoles(row: HTMLElement, items: ButtonItem[], widgetId: string, restorer: Restorer): void {
  restorer.attr(row, 'role', 'tablist');
  items.forEach(({ button, section }, index) => {
    if (!button.id) restorer.attr(button, 'id', `ha-cs-tab-${widgetId}-${index + 1}`);
    restorer.attr(button, 'role', 'tab');
    if (!section) {
      restorer.attr(button, 'aria-disabled', 'true');
      return;
    }
    restorer.attr(button, 'aria-controls', section.id);
    restorer.attr(section, 'role', 'tabpanel');
    restorer.attr(section, 'aria-labelledby', button.id);
    restorer.attr(section, 'tabindex', '0');
  });
}

function applyState({ button, section }: ButtonItem, on: boolean, restorer: Restorer): void {
  restorer.toggle(button, ACTIVE, on);
  restorer.attr(button, 'aria-selected', String(on));
  restorer.attr(button, 'tabindex', on ? '0' : '-1');
  if (!section) return;
  restorer.toggle(section, ACTIVE, on);
  restorer.attr(section, 'hidden', on ? null : '');
}
