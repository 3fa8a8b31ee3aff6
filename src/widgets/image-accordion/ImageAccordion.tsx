import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import type { WidgetProps } from '../../api-types';
import { createRestorer } from '../../ui/restorer';
import { useEvent } from '../../ui/use-event';
import '../../ui/visually-hidden.css';
import { ACTIVE_CLASS, findImageAccordion, itemIndexOf } from './dom';
import { focusIndexForKey, initialActive } from './logic';
import type { ImageAccordionSettings } from './settings';

/**
 * Enhances the server-printed items: the add-on's stylesheet expands the `.active` one, the runtime
 * moves that class. Each item gets a switch first in it: a button with aria-expanded, named by the
 * item's title and seen only as the item's focus ring (an item holds links, and a button may not).
 * Click mode: a click on the item, or the switch's Enter or Space, opens it; hover mode: pointing
 * at it or focusing into it does. The last opened item stays open.
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

  const switches = useMemo(() => dom?.items.map(() => document.createElement('button')) ?? [], [dom]);
  useLayoutEffect(() => {
    dom?.items.forEach((item, index) => {
      const button = switches[index];
      button.type = 'button';
      button.className = 'ha-ia-switch ha-visually-hidden';
      const title = item.querySelector('.ha-ia-content-title');
      if (title && !title.id) restorer.attr(title, 'id', `ha-ia-title-${env.id}-${index + 1}`);
      if (title) button.setAttribute('aria-labelledby', title.id);
      else button.setAttribute('aria-label', `${index + 1} of ${switches.length}`);
      const content = item.querySelector('.ha-ia-content-wrapper');
      if (content && !content.id) restorer.attr(content, 'id', `ha-ia-content-${env.id}-${index + 1}`);
      if (content) button.setAttribute('aria-controls', content.id);
      item.prepend(button);
    });
    return () => {
      for (const button of switches) button.remove();
      restorer.restore();
    };
  }, [dom, env.id, restorer, switches]);

  useLayoutEffect(() => {
    dom?.items.forEach((item, index) => {
      restorer.toggle(item, ACTIVE_CLASS, index === active);
      switches[index].setAttribute('aria-expanded', String(index === active));
    });
  }, [dom, active, restorer, switches]);

  const open = (target: EventTarget | null) => {
    const index = dom ? itemIndexOf(dom, target) : -1;
    if (index >= 0) setActive(index);
  };

  useEvent(dom?.gallery, 'click', (event) => open(event.target), env.report);
  useEvent(hover ? dom?.gallery : null, 'mouseover', (event) => open(event.target), env.report);
  // Focus on an item's switch, or on a link inside the item, shows that item.
  useEvent(hover ? dom?.gallery : null, 'focusin', (event) => open(event.target), env.report);

  // Arrows, Home and End between the switches; Enter and Space are the button's own click.
  useEvent(
    dom?.gallery,
    'keydown',
    (event) => {
      const index = switches.indexOf(event.target as HTMLButtonElement);
      if (!dom || index < 0 || event.altKey || event.ctrlKey || event.metaKey) return;
      const rtl = getComputedStyle(dom.gallery).direction === 'rtl';
      const next = focusIndexForKey(event.key, index, switches.length, rtl);
      if (next === null) return;
      event.preventDefault();
      switches[next].focus();
    },
    env.report,
  );

  return null;
}
