import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { WidgetProps } from '../../api-types';
import { isActivationKey, rovingIndex } from '../../ui/keys';
import { createRestorer } from '../../ui/restorer';
import { followCurrent, pageTop, smoothScrollTo } from '../../ui/scroll-spy';
import { useEvent } from '../../ui/use-event';
import { usableId } from '../../ui/usable-id';
import { findScrollTabs } from './dom';
import { ACTIVATE_DEBOUNCE_MS, currentPanel } from './logic';
import type { ScrollTabSettings } from './settings';

const ACTIVE = 'active';

/**
 * The seed's scroll tabs: a tab list beside panels that all stay shown, one under the other. The
 * active tab follows the panel passing through the window (once the page has been still for 200 ms);
 * choosing a tab (click, Enter, Space, or moving to it with the arrow keys, Home and End) scrolls its
 * panel into view. Roles and keys follow the WAI-ARIA tabs pattern, with automatic activation.
 */
export function ScrollTabs({ container, settings, env }: WidgetProps<ScrollTabSettings>) {
  const dom = useMemo(() => findScrollTabs(container), [container]);
  const tabs = dom?.tabs ?? [];
  const restorer = useMemo(createRestorer, [dom]);
  const [active, setActive] = useState(() => Math.max(0, tabs.findIndex(({ item }) => item.classList.contains(ACTIVE))));
  /** A tab's scroll is under way: the scroll does not move the active tab meanwhile. */
  const choosing = useRef(0);
  const refreshFollower = useRef(() => {});

  useEffect(() => {
    if (!dom) env.warn('no .ha-scroll-tab-nav title links to a .ha-scroll-tab-panel of the widget; nothing to do');
  }, []);

  useLayoutEffect(() => {
    if (!dom) return;
    restorer.attr(dom.nav, 'role', 'tablist');
    restorer.attr(dom.nav, 'aria-orientation', 'vertical');
    tabs.forEach(({ item, title, panel }, i) => {
      restorer.attr(item, 'role', 'presentation');
      if (!usableId(title)) restorer.attr(title, 'id', `${panel.id}-tab`);
      restorer.attr(title, 'role', 'tab');
      restorer.attr(title, 'aria-controls', panel.id);
      restorer.attr(panel, 'role', 'tabpanel');
      restorer.attr(panel, 'aria-labelledby', title.id);
      // The first write of each state is remembered, so the printed one comes back on unmount.
      restorer.attr(title, 'aria-selected', String(i === active));
    });
    return () => restorer.restore();
  }, [dom, restorer]);

  useLayoutEffect(() => {
    tabs.forEach(({ item, title, panel }, i) => {
      const on = i === active;
      restorer.toggle(item, ACTIVE, on);
      restorer.toggle(panel, ACTIVE, on);
      restorer.attr(title, 'aria-selected', String(on));
      restorer.attr(title, 'tabindex', on ? '0' : '-1');
    });
  }, [dom, active, restorer]);

  useEffect(() => {
    if (!dom) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const follower = followCurrent(
      tabs.map(({ panel }) => panel),
      (boxes, view) => currentPanel(boxes, { viewportHeight: view.height, scrollY: view.scrollY, pageHeight: view.pageHeight }, settings.activation_line),
      (index) => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          if (!choosing.current && index >= 0) setActive(index);
        }, ACTIVATE_DEBOUNCE_MS);
      },
      env.report,
    );
    refreshFollower.current = () => follower.refresh();
    return () => {
      clearTimeout(timer);
      follower.stop();
    };
  }, [dom, settings.activation_line]);

  const choose = (index: number) => {
    const { panel } = tabs[index];
    setActive(index);
    const scroll = smoothScrollTo(pageTop(panel) - settings.scroll_offset, settings.scroll_speed);
    const mine = ++choosing.current;
    void scroll.done.then(() => {
      // A later choice's scroll stopped this one: ending the hold is that choice's.
      if (mine !== choosing.current) return;
      choosing.current = 0;
      refreshFollower.current();
    });
  };

  const indexOf = (target: EventTarget | null) => tabs.findIndex(({ title }) => target instanceof Node && title.contains(target));

  useEvent(
    dom?.nav,
    'click',
    (event) => {
      const index = indexOf(event.target);
      if (index < 0 || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      choose(index);
    },
    env.report,
  );

  useEvent(
    dom?.nav,
    'keydown',
    (event) => {
      const from = indexOf(event.target);
      if (from < 0) return;
      if (isActivationKey(event.key)) {
        event.preventDefault();
        choose(from);
        return;
      }
      const to = rovingIndex(event.key, from, tabs.length, { horizontal: true, vertical: true, rtl: document.dir === 'rtl' });
      if (to === null) return;
      event.preventDefault();
      tabs[to].title.focus();
      choose(to);
    },
    env.report,
  );

  return null;
}
