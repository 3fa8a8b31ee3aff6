import { usableId } from '../usable-id';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { WidgetProps } from '../../api-types';
import { reducedMotion } from '../../services/device';
import { createRestorer, type Restorer } from '../restorer';
import { isActivationKey, rovingIndex } from '../keys';
import { notifyNestedChange } from '../nested-change';
import { useEvent } from '../use-event';
import { useStore } from '../../runtime';
import {
  activeClass,
  findDisclosure,
  itemIndexOf,
  printedOpen,
  type DisclosureDom,
} from './dom';
import { linkedItem, useDeepLink, type LinkableItem } from '../deep-link';
import {
  changedItems,
  initialOpen,
  openItem,
  panelsAreRegions,
  toggleItem,
} from './logic';
import { createSlider } from '../slide';

export interface DisclosureOptions {
  /** The add-on's class prefix: `ha-accordion` or `ha-toggle`. */
  block: string;
  /** Several items may be open at once (toggle), else one at a time (accordion). */
  multiple: boolean;
}

/** Marks a mounted widget so the stylesheet shows open and sliding panels whatever the theme says. */
const MOUNTED_ATTR = 'data-ha-disclosure';

/**
 * Adopts the server-printed items: panels (which may hold other widgets) are shown and hidden in
 * place, never moved or re-created. Follows the WAI-ARIA accordion pattern.
 * `expand` is the 1-based item that opens at once on mount when the server printed none open (the
 * accordion's `activeItemIndex`); 0 opens none. Off the editor, an address hash naming an item (or
 * anything in it) opens it too, on load and on hash change, without a slide.
 */
export function useDisclosure(
  { container, env }: WidgetProps<unknown>,
  { block, multiple }: DisclosureOptions,
  expand: number,
): void {
  const dom = useMemo(() => findDisclosure(container, block), [container, block]);
  const items = dom?.items ?? [];
  const linkable: LinkableItem[] = items.map(({ title, content }) => ({ titles: [title], panel: content }));
  const deepLinks = !env.editMode;
  const [initial] = useState(() => {
    const start = initialOpen(items.map((item) => printedOpen(item, block)), multiple, expand);
    const link = deepLinks ? linkedItem(linkable, location.hash) : null;
    return link ? { ...start, open: openItem(start.open, link.index, multiple) } : start;
  });
  const [open, setOpen] = useState(initial.open);
  const restorer = useMemo(createRestorer, [dom]);
  const slider = useMemo(createSlider, [dom]);
  const applied = useRef<boolean[] | null>(null);
  /** The next state change comes from a deep link: no slide, so the scroll lands where the item ends up. */
  const linked = useRef(false);
  const animate = !useStore(reducedMotion) && !env.editMode;

  useEffect(() => {
    if (!dom || dom.items.length === 0) env.warn(`no items found in .${block}__wrapper`);
    else if (initial.outOfRange)
      env.warn(`activeItemIndex ${expand} is out of range (${dom.items.length} items); using 1`);
    // Once, about the markup and settings the widget mounted with.
  }, []);

  useLayoutEffect(() => {
    if (dom) applyStructure(dom, block, multiple, env.id, restorer);
    return () => {
      slider.stop();
      restorer.restore();
      applied.current = null;
    };
  }, [dom, block, multiple, env.id, restorer, slider]);

  useLayoutEffect(() => {
    if (!dom) return;
    const before = applied.current;
    applied.current = open;
    const slide = animate && !linked.current;
    linked.current = false;
    dom.items.forEach(({ title, button, content }, index) => {
      const on = open[index];
      restorer.toggle(title, activeClass(block), on);
      restorer.toggle(content, activeClass(block), on);
      restorer.attr(button, 'aria-expanded', String(on));
      // The first pass records the server's `hidden`; later passes let the slider own it.
      if (!before) restorer.attr(content, 'hidden', on ? null : '');
      else if (before[index] !== on) slider.set(content, on, slide);
    });
    const changed = before ? changedItems(before, open) : [];
    if (changed.length === 0) return;
    const index = changed.find((i) => open[i]) ?? changed[0];
    notifyNestedChange({ element: dom.root, index, expanded: open[index] });
  }, [dom, block, open, animate, restorer, slider]);

  useDeepLink(
    linkable,
    deepLinks,
    (index) => {
      linked.current = true;
      setOpen((current) => openItem(current, index, multiple));
    },
    env.report,
  );

  const toggle = (index: number) => {
    if (index >= 0) setOpen((current) => toggleItem(current, index, multiple));
  };

  useEvent(dom?.root, 'click', (event) => toggle(itemIndexOf(items, event.target, block)), env.report);

  useEvent(
    dom?.root,
    'keydown',
    (event) => {
      const index = itemIndexOf(items, event.target, block);
      if (index < 0 || event.altKey || event.ctrlKey || event.metaKey) return;
      const next = rovingIndex(event.key, index, items.length, { horizontal: false, vertical: true });
      if (next !== null) {
        event.preventDefault();
        items[next].button.focus();
      } else if (isActivationKey(event.key)) {
        event.preventDefault();
        toggle(index);
      }
    },
    env.report,
  );
}

/** WAI-ARIA accordion roles and relations in place of the server's tabs roles. */
function applyStructure(dom: DisclosureDom, block: string, multiple: boolean, widgetId: string, restorer: Restorer): void {
  // The server prints role=tablist / tab / tabpanel, which the accordion pattern does not use.
  restorer.attr(dom.root, 'role', null);
  restorer.attr(dom.root, MOUNTED_ATTR, '');
  const regions = panelsAreRegions(dom.items.length, multiple);
  dom.items.forEach(({ title, button, content }, index) => {
    const n = index + 1;
    if (!usableId(button)) restorer.attr(button, 'id', `${block}-title-${widgetId}-${n}`);
    if (!usableId(content)) restorer.attr(content, 'id', `${block}-content-${widgetId}-${n}`);
    // A heading printed with role=tab would lose its level.
    if (button !== title && title.getAttribute('role') === 'tab') restorer.attr(title, 'role', null);
    restorer.attr(button, 'role', 'button');
    restorer.attr(button, 'tabindex', '0');
    restorer.attr(button, 'aria-controls', content.id);
    restorer.attr(content, 'role', regions ? 'region' : null);
    restorer.attr(content, 'aria-labelledby', regions ? button.id : null);
  });
}
