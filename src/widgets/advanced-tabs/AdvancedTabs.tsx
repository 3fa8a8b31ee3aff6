import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { WidgetProps } from '../../api-types';
import { linkedItem, useDeepLink, type LinkableItem } from '../../ui/deep-link';
import { createRestorer, type Restorer } from '../../ui/restorer';
import { notifyNestedChange } from '../../ui/nested-change';
import { useEvent } from '../../ui/use-event';
import {
  ACTIVE_CLASS,
  findTabs,
  itemIndexOf,
  serverActiveIndex,
  type TabItem,
  type TabsDom,
} from './dom';
import { isActivationKey } from '../../ui/keys';
import { indexForKey, orientationFromClasses, resolveDefaultTab } from './logic';
import type { TabsSettings } from './settings';

const byTitle = (item: TabItem) => item.title;
const byMobileTitle = (item: TabItem) => item.mobile;

/**
 * Adopts the server-printed tabs: panels (which may hold other widgets) are only shown and hidden in
 * place, never moved or re-created. Renders nothing itself. Off the editor, an address hash naming
 * a tab or its panel (or anything in it) selects that tab, on load and on hash change.
 */
export function AdvancedTabs({ container, settings, env }: WidgetProps<TabsSettings>) {
  const dom = useMemo(() => findTabs(container), [container]);
  const items = dom?.items ?? [];
  const linkable: LinkableItem[] = items.map(({ title, mobile, panel }) => ({ titles: [title, mobile], panel }));
  const deepLinks = !env.editMode;
  const [initial] = useState(() =>
    resolveDefaultTab(settings.activeItemIndex, items.length, serverActiveIndex(items)),
  );
  const [start] = useState(() => (deepLinks ? linkedItem(linkable, location.hash)?.index : undefined) ?? initial.index);
  const [active, setActive] = useState(start);
  const restorer = useMemo(createRestorer, [dom]);
  const shown = useRef(start);

  // Once, about the markup and settings the widget mounted with.
  useEffect(() => {
    if (!dom || dom.items.length === 0) env.warn('no tabs found in .ha-tabs__nav');
    else if (initial.outOfRange)
      env.warn(`activeItemIndex ${settings.activeItemIndex} is out of range (${dom.items.length} tabs); using 1`);
  }, []);

  useLayoutEffect(() => {
    if (dom) applyStructure(dom, env.id, restorer);
    return () => restorer.restore();
  }, [dom, env.id, restorer]);

  useLayoutEffect(() => {
    if (!dom) return;
    dom.items.forEach((item, index) => applyState(item, index === active, restorer));
    if (shown.current === active) return;
    shown.current = active;
    notifyNestedChange({ element: dom.root, index: active });
  }, [dom, active, restorer]);

  const select = (index: number) => {
    if (index >= 0) setActive(index);
  };

  useDeepLink(linkable, deepLinks, select, env.report);

  useEvent(dom?.nav, 'click', (event) => select(itemIndexOf(items, event.target, byTitle)), env.report);

  useEvent(
    dom?.nav,
    'keydown',
    (event) => {
      const current = itemIndexOf(items, event.target, byTitle);
      if (!dom || current < 0 || event.altKey || event.ctrlKey || event.metaKey) return;
      const rtl = getComputedStyle(dom.nav).direction === 'rtl';
      const next = indexForKey(event.key, current, items.length, orientationFromClasses(dom.root.classList), rtl);
      if (next !== null) {
        event.preventDefault();
        items[next].title.focus();
        select(next);
      } else if (isActivationKey(event.key)) {
        event.preventDefault();
        select(current);
      }
    },
    env.report,
  );

  useEvent(dom?.content, 'click', (event) => select(itemIndexOf(items, event.target, byMobileTitle)), env.report);

  useEvent(
    dom?.content,
    'keydown',
    (event) => {
      if (!isActivationKey(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
      const index = itemIndexOf(items, event.target, byMobileTitle);
      if (index < 0) return;
      event.preventDefault();
      select(index);
    },
    env.report,
  );

  return null;
}

/** The WAI-ARIA tabs roles and relations; the mobile titles act as disclosure buttons for the same panels. */
function applyStructure(dom: TabsDom, widgetId: string, restorer: Restorer): void {
  // The server puts role=tablist on the outer box, which also holds the panels; only the nav is the tablist.
  restorer.attr(dom.root, 'role', null);
  restorer.attr(dom.nav, 'role', 'tablist');
  if (orientationFromClasses(dom.root.classList) === 'vertical') restorer.attr(dom.nav, 'aria-orientation', 'vertical');
  dom.items.forEach(({ title, mobile, panel }, index) => {
    if (!title.id) restorer.attr(title, 'id', `ha-tab-title-${widgetId}-${index + 1}`);
    if (!panel.id) restorer.attr(panel, 'id', `ha-tab-content-${widgetId}-${index + 1}`);
    restorer.attr(title, 'role', 'tab');
    // The server's aria-controls names an id that does not exist (`ha-tab__content-N`).
    restorer.attr(title, 'aria-controls', panel.id);
    restorer.attr(panel, 'role', 'tabpanel');
    restorer.attr(panel, 'aria-labelledby', title.id);
    restorer.attr(panel, 'tabindex', '0');
    if (mobile) {
      restorer.attr(mobile, 'role', 'button');
      restorer.attr(mobile, 'aria-controls', panel.id);
      restorer.attr(mobile, 'tabindex', '0');
    }
  });
}

function applyState({ title, mobile, panel }: TabItem, on: boolean, restorer: Restorer): void {
  restorer.toggle(title, ACTIVE_CLASS, on);
  restorer.attr(title, 'aria-selected', String(on));
  restorer.attr(title, 'tabindex', on ? '0' : '-1');
  restorer.toggle(panel, ACTIVE_CLASS, on);
  restorer.attr(panel, 'hidden', on ? null : '');
  if (mobile) {
    restorer.toggle(mobile, ACTIVE_CLASS, on);
    restorer.attr(mobile, 'aria-expanded', String(on));
  }
}
