import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { WidgetProps } from '../../api-types';
import { reducedMotion } from '../../services/device';
import { isActivationKey, rovingIndex } from '../../ui/keys';
import { PauseToggle } from '../../ui/pause-toggle';
import { notifyNestedChange } from '../../ui/nested-change';
import { useOnScreen } from '../../ui/on-screen';
import { createRestorer, type Restorer } from '../../ui/restorer';
import { NARROW_QUERY, useMediaQuery } from '../../ui/use-media-query';
import { useBuild } from '../../ui/use-build';
import { useEvent } from '../../ui/use-event';
import { useStore } from '../../runtime';
import {
  ACTIVE_CLASS,
  FILLING_CLASS,
  findLoopTab,
  ownIds,
  serverActiveIndex,
  tabIndexOf,
  type LoopTabDom,
  type LoopTabItem,
} from './dom';
import { borderShape, hoverActivates, itemSize, nextIndex, type BorderShape, type ItemSize } from './logic';
import type { LoopTabSettings } from './settings';
import { useFill } from './use-fill';

/**
 * Adopts the server-printed tabs (panels may hold other widgets: they are only shown and hidden in
 * place) and rotates them: the active tab's border fills over the delay, then the next tab opens.
 * The rotation holds while the pointer is over the widget (click action) and while it is off screen,
 * stops for good when the keyboard enters it, pauses and plays by a button, is held in the editor
 * and off under reduced motion.
 */
export function LoopTab({ container, settings, env }: WidgetProps<LoopTabSettings>) {
  const dom = useMemo(() => findLoopTab(container), [container]);
  const items = dom?.items ?? [];
  const reduce = useStore(reducedMotion);
  const narrow = useMediaQuery(NARROW_QUERY);
  // A new round restarts the fill, even on the same tab.
  const [turn, setTurn] = useState(() => ({ index: Math.max(0, serverActiveIndex(items)), round: 0 }));
  const [paused, setPaused] = useState(env.editMode);
  const [hovered, setHovered] = useState(false);
  const onScreen = useOnScreen(container);
  const [host, setHost] = useState<HTMLElement | null>(null);
  const restorer = useMemo(createRestorer, [dom]);
  const shown = useRef(turn.index);
  const rotating = !reduce && items.length > 1;
  const hoverMode = hoverActivates(settings.tab_action, narrow);
  const { tab_nav_item_width, tab_nav_item_height, tab_nav_item_border_radius, tab_nav_item_stroke_width } = settings;
  const size = useMemo(
    () => itemSize({ tab_nav_item_width, tab_nav_item_height, tab_nav_item_border_radius, tab_nav_item_stroke_width }),
    [tab_nav_item_width, tab_nav_item_height, tab_nav_item_border_radius, tab_nav_item_stroke_width],
  );
  const shape = useMemo(() => borderShape(size), [size]);

  // Once, about the markup the widget mounted with.
  useEffect(() => {
    if (!dom || dom.items.length === 0) env.warn('no tabs found in .ha-loop-tab-nav');
  }, []);

  // In a task of its own: its check of the ids against the page goes through the whole page.
  useBuild(
    env,
    () => {
      if (dom) applyStructure(dom, env.id, restorer);
      return () => restorer.restore();
    },
    [dom, env.id, restorer],
  );

  useLayoutEffect(() => {
    for (const item of items) drawBorder(item, size, shape, restorer);
  }, [items, restorer, size, shape]);

  useLayoutEffect(() => {
    if (!dom) return;
    items.forEach((item, index) => applyState(item, index === turn.index, rotating, restorer));
    if (shown.current === turn.index) return;
    shown.current = turn.index;
    notifyNestedChange({ element: dom.wrapper, index: turn.index });
  }, [dom, turn.index, rotating, restorer]);

  // The pause button comes first in the widget, so the keyboard meets it before the tabs.
  useLayoutEffect(() => {
    if (!dom || !rotating) return;
    const node = document.createElement('div');
    node.className = 'ha-pause-toggle__control ha-loop-tab__control';
    dom.wrapper.prepend(node);
    setHost(node);
    return () => {
      node.remove();
      setHost(null);
    };
  }, [dom, rotating]);

  useFill({
    border: items[turn.index]?.border ?? null,
    length: shape.length,
    delay: settings.tab_transition_delay,
    running: !paused && onScreen && (hoverMode || !hovered),
    round: rotating ? turn.round : null,
    onDone: () => setTurn((was) => ({ index: nextIndex(was.index, items.length), round: was.round + 1 })),
    onError: env.report,
  });

  const select = (index: number) => {
    if (index >= 0) setTurn((was) => ({ index, round: was.round + 1 }));
  };

  useEvent(dom?.nav, 'click', (event) => select(tabIndexOf(items, event.target)), env.report);

  useEvent(
    dom?.nav,
    'keydown',
    (event) => {
      const current = tabIndexOf(items, event.target);
      if (!dom || current < 0 || event.altKey || event.ctrlKey || event.metaKey) return;
      const rtl = getComputedStyle(dom.nav).direction === 'rtl';
      const next = rovingIndex(event.key, current, items.length, { horizontal: true, vertical: dom.vertical, rtl });
      if (next !== null) {
        event.preventDefault();
        items[next].tab.focus();
        select(next);
      } else if (isActivationKey(event.key)) {
        event.preventDefault();
        select(current);
      }
    },
    env.report,
  );

  useEvent(
    dom?.nav,
    'pointerover',
    (event) => {
      if (!hoverMode || event.pointerType !== 'mouse') return;
      const index = tabIndexOf(items, event.target);
      if (index >= 0 && index !== turn.index) select(index);
    },
    env.report,
  );

  // The mouse only: a tap already selects. Over the pause button the rotation goes on, to be seen.
  useEvent(
    dom?.wrapper,
    'pointerover',
    (event) => {
      if (event.pointerType === 'mouse') setHovered(!host?.contains(event.target as Node));
    },
    env.report,
  );
  useEvent(dom?.wrapper, 'pointerleave', () => setHovered(false), env.report);

  // WAI-ARIA: keyboard focus in the widget stops the rotation until the button plays it again.
  useEvent(
    dom?.wrapper,
    'focusin',
    (event) => {
      const target = event.target as Element;
      if (!host?.contains(target) && target.matches(':focus-visible')) setPaused(true);
    },
    env.report,
  );

  return host
    ? createPortal(<PauseToggle paused={paused} name="tab rotation" onToggle={() => setPaused((was) => !was)} />, host)
    : null;
}

/** The WAI-ARIA tabs roles and relations, with ids that are unique on the page. */
function applyStructure(dom: LoopTabDom, widgetId: string, restorer: Restorer): void {
  // The server puts role=tablist on the wrapper, which also holds the panels; only the nav is the tablist.
  restorer.attr(dom.wrapper, 'role', null);
  restorer.attr(dom.nav, 'role', 'tablist');
  if (dom.vertical) restorer.attr(dom.nav, 'aria-orientation', 'vertical');
  const ids = ownIds(
    dom.items.flatMap(({ tab, panel }) => [tab, panel]),
    dom.items.flatMap((_, index) => [`ha-loop-tab-${widgetId}-tab-${index + 1}`, `ha-loop-tab-${widgetId}-panel-${index + 1}`]),
  );
  dom.items.forEach(({ tab, panel, svg }, index) => {
    const [tabId, panelId] = ids.slice(index * 2, index * 2 + 2);
    restorer.attr(tab, 'id', tabId);
    restorer.attr(panel, 'id', panelId);
    restorer.attr(tab, 'role', 'tab');
    restorer.attr(tab, 'aria-controls', panelId);
    restorer.attr(panel, 'role', 'tabpanel');
    restorer.attr(panel, 'aria-labelledby', tabId);
    restorer.attr(panel, 'tabindex', '0');
    if (svg) {
      restorer.attr(svg, 'aria-hidden', 'true');
      restorer.attr(svg, 'focusable', 'false');
    }
  });
}

/** The border from the settings: the box of the item, the stroke dashed by its length and hidden. */
function drawBorder({ svg, border }: LoopTabItem, size: ItemSize, shape: BorderShape, restorer: Restorer): void {
  if (svg) {
    restorer.attr(svg, 'width', String(size.width));
    restorer.attr(svg, 'height', String(size.height));
    restorer.attr(svg, 'viewBox', `0 0 ${size.width} ${size.height}`);
    restorer.attr(svg, 'preserveAspectRatio', 'none');
  }
  if (!border) return;
  const values: [string, number][] = [
    ['x', shape.x],
    ['y', shape.y],
    ['width', shape.width],
    ['height', shape.height],
    ['rx', shape.radius],
    ['ry', shape.radius],
    ['stroke-width', shape.stroke],
    ['stroke-dasharray', shape.length],
    ['stroke-dashoffset', shape.length],
  ];
  for (const [name, value] of values) restorer.attr(border, name, String(round2(value)));
}

const round2 = (value: number) => Math.round(value * 100) / 100;

function applyState({ tab, panel }: LoopTabItem, on: boolean, rotating: boolean, restorer: Restorer): void {
  restorer.toggle(tab, ACTIVE_CLASS, on);
  restorer.toggle(tab, FILLING_CLASS, on && rotating);
  restorer.attr(tab, 'aria-selected', String(on));
  restorer.attr(tab, 'tabindex', on ? '0' : '-1');
  restorer.toggle(panel, ACTIVE_CLASS, on);
  restorer.attr(panel, 'hidden', on ? null : '');
}
