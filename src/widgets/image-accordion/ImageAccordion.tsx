import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import type { WidgetProps } from '../../api-types';
import { isActivationKey } from '../../ui/keys';
import { createRestorer } from '../../ui/restorer';
import { useEvent } from '../../ui/use-event';
import { ACTIVE_CLASS, findImageAccordion, itemIndexOf } from './dom';
import { focusIndexForKey, initialActive } from './logic';
import type { ImageAccordionSettings } from './settings';

/**
 * Enhances the server-printed items: the add-on's stylesheet expands the `.active` one, the runtime
 * moves that class. Each item is a button with aria-expanded. Click mode: a click, Enter or Space
 * opens an item; hover mode: pointing at it or focusing it does. The last opened item stays open.
 */
export function ImageAccordion({ settings, container, env }: WidgetProps<ImageAccordionSettings>) {
  const dom = useMemo(() => findImageAccordion(container), [container]);
  const [active, setActive] = useState(() => initialActive(dom?.items.map((item) => item.classList.contains(ACTIVE_CLASS)) ?? []));
  const restorer = useMemo(createRestorer, [dom]);
  const hover = settings.active_behavior === 'hover';

  // Once, about the markup the widget mounted with.
  useEffect(() => {
    if (!dom?.items.length) env.warn('no .ha-ia-item found in .ha-ia-gallery-wrap; nothing to do');
  }, []);

  useLayoutEffect(() => {
    dom?.items.forEach((item, index) => {
      restorer.attr(item, 'role', 'button');
      restorer.attr(item, 'tabindex', '0');
      const title = item.querySelector('.ha-ia-content-title');
      if (!title) return;
      if (!title.id) restorer.attr(title, 'id', `ha-ia-title-${env.id}-${index + 1}`);
      restorer.attr(item, 'aria-labelledby', title.id);
    });
    return () => restorer.restore();
  }, [dom, env.id, restorer]);

  useLayoutEffect(() => {
    dom?.items.forEach((item, index) => {
      restorer.toggle(item, ACTIVE_CLASS, index === active);
      restorer.attr(item, 'aria-expanded', String(index === active));
    });
  }, [dom, active, restorer]);

  const open = (target: EventTarget | null) => {
    const index = dom ? itemIndexOf(dom, target) : -1;
    if (index >= 0) setActive(index);
  };

  useEvent(dom?.gallery, 'click', (event) => open(event.target), env.report);
  useEvent(hover ? dom?.gallery : null, 'mouseover', (event) => open(event.target), env.report);
  // Focus on an item, or on a link inside one, shows that item.
  useEvent(hover ? dom?.gallery : null, 'focusin', (event) => open(event.target), env.report);

  useEvent(
    dom?.gallery,
    'keydown',
    (event) => {
      // Keys pressed on a link inside an item are the link's.
      const index = dom ? dom.items.indexOf(event.target as HTMLElement) : -1;
      if (!dom || index < 0 || event.altKey || event.ctrlKey || event.metaKey) return;
      const rtl = getComputedStyle(dom.gallery).direction === 'rtl';
      const next = focusIndexForKey(event.key, index, dom.items.length, rtl);
      if (next !== null) {
        event.preventDefault();
        dom.items[next].focus();
      } else if (isActivationKey(event.key)) {
        event.preventDefault();
        setActive(index);
      }
    },
    env.report,
  );

  return null;
}
