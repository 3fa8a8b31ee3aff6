import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { WidgetEnv } from '../../api-types';
import { reducedMotion } from '../../services/device';
import { createSlider } from '../../ui/slide';
import { isActivationKey } from '../../ui/keys';
import { createRestorer } from '../../ui/restorer';
import { useEvent } from '../../ui/use-event';
import { useStore } from '../../runtime';
import { groupIndexOf, OPEN_CLASS, type AdctDom } from './dom';
import { keepExact } from './exact';
import { toggleLabel } from './logic';

/**
 * Collapsible child rows: each parent row's collapse icon becomes a disclosure button (aria-expanded,
 * aria-controls) that slides its child rows open or shut, at once under reduced motion.
 */
export function useChildRows(dom: AdctDom, env: WidgetEnv<unknown>): void {
  const { table, groups } = dom;
  const [open, setOpen] = useState(() => groups.map((group) => group.printedOpen));
  const restorer = useMemo(createRestorer, [dom]);
  const slider = useMemo(createSlider, [dom]);
  const applied = useRef<boolean[] | null>(null);
  const animate = !useStore(reducedMotion) && !env.editMode;

  useLayoutEffect(() => {
    groups.forEach(({ toggle, children, feature }, index) => {
      keepExact(restorer, toggle, 'class');
      keepExact(restorer, children, 'style');
      // The add-on hides closed child rows with an inline style; `hidden` takes over.
      if (children.style.display === 'none') restorer.style(children, 'display', '');
      if (!children.id) restorer.attr(children, 'id', `ha-adct-children-${env.id}-${index + 1}`);
      restorer.attr(toggle, 'role', 'button');
      restorer.attr(toggle, 'tabindex', '0');
      restorer.attr(toggle, 'aria-controls', children.id);
      restorer.attr(toggle, 'aria-label', toggleLabel(feature));
    });
    return () => {
      slider.stop();
      restorer.restore();
      applied.current = null;
    };
  }, [dom, env.id, restorer, slider]);

  useLayoutEffect(() => {
    const before = applied.current;
    applied.current = open;
    groups.forEach(({ toggle, children }, index) => {
      const on = open[index];
      restorer.toggle(toggle, OPEN_CLASS, on);
      restorer.attr(toggle, 'aria-expanded', String(on));
      // The first pass records the server's `hidden`; later passes let the slider own it.
      if (!before) restorer.attr(children, 'hidden', on ? null : '');
      else if (before[index] !== on) slider.set(children, on, animate);
    });
  }, [dom, open, animate, restorer, slider]);

  const toggle = (index: number) => {
    if (index >= 0) setOpen((current) => current.map((on, i) => (i === index ? !on : on)));
  };

  useEvent(table, 'click', (event) => toggle(groupIndexOf(groups, event.target)), env.report);

  useEvent(
    table,
    'keydown',
    (event) => {
      if (!isActivationKey(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
      const index = groupIndexOf(groups, event.target);
      if (index < 0) return;
      event.preventDefault();
      toggle(index);
    },
    env.report,
  );
}
