// The table of contents: lists the page's headings in the printed box, keeps the active item on the
// heading being read, scrolls smoothly to a clicked heading, and folds the box (see rules.ts).
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import type { WidgetProps } from '../../api-types';
import { useStore } from '../../runtime';
import { onNextLayout } from '../../scheduling/layout';
import { deviceMode } from '../../services/device';
import { nameLandmark } from '../../ui/landmark-name';
import { createRestorer } from '../../ui/restorer';
import { followCurrent, pageTop, smoothScrollTo, type Follower } from '../../ui/scroll-spy';
import { findToc } from './dom';
import { anchorHeadings, buildTree, findHeadings, openBranch, type HeadingNode } from './headings';
import { activeHeading, CLICK_HOLD_MS, floatsHere, SCROLL_MS, startsCollapsed } from './rules';
import type { TocSettings } from './settings';
import { useBoxPlace } from './use-box-place';
import { useScrollToTop } from './use-scroll-to-top';
import { useToggleButtons } from './use-toggle-buttons';

export const NO_HEADINGS = 'No headings were found on this page.';
export const ACTIVE_CLASS = 'ha-toc-item-active';
export const COLLAPSED_CLASS = 'ha-toc--collapsed';
export const FLOATING_CLASS = 'floating-toc';
export const EXPANDED_ITEM_CLASS = 'ha-toc__list-item--expanded';

/** An unmodified primary click: a ctrl/cmd/shift click still opens the anchor the browser's way. */
const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export function TableOfContents({ element, container, settings, env }: WidgetProps<TocSettings>) {
  const dom = useMemo(() => findToc(container), [container]);
  const restorer = useMemo(createRestorer, [dom]);
  const device = useStore(deviceMode);
  const custom = settings.custom_style;
  const hierarchical = settings.hierarchical_view && !custom;

  const headings = useMemo(
    () =>
      findHeadings(document, {
        tags: settings.headings_by_tags,
        container: settings.container,
        exclude: settings.exclude_headings_by_selector,
      }),
    [],
  );
  const { items, toSet } = useMemo(() => anchorHeadings(headings, document), [headings]);
  const tree = useMemo(() => buildTree(items, hierarchical), [items, hierarchical]);

  const [active, setActive] = useState(-1);
  const [collapsed, setCollapsed] = useState(
    // Without both printed buttons nobody could open it again.
    () => !custom && !!dom?.expand && !!dom.collapse && startsCollapsed(settings.minimize_box, settings.minimized_on, window.innerWidth, env.config.breakpoints),
  );
  const holdUntil = useRef(0);
  const holdTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const follower = useRef<Follower | null>(null);
  const scrolling = useRef<{ cancel(): void } | null>(null);

  // First, so that unmounting puts its inline styles back before the box's own.
  const floating = floatsHere(settings.sticky_toc_toggle, settings.sticky_toc_type, settings.sticky_toc_disable_on, device);
  const place = useBoxPlace(dom, element, floating, env.report);

  // The anchors, the landmark and the box's structure, once; all put back on unmount.
  useLayoutEffect(() => {
    if (!dom) return;
    for (const [heading, id] of toSet) restorer.attr(heading, 'id', id);
    restorer.attr(dom.wrapper, 'role', 'navigation');
    // Saved before the landmark's name is written, so that unmounting puts the printed label back.
    restorer.attr(dom.wrapper, 'aria-label', dom.wrapper.getAttribute('aria-label'));
    restorer.defer(nameLandmark(dom.wrapper, settings.widget_title.trim() || 'Table of Contents'));
    if (!items.length && !env.editMode) restorer.attr(dom.wrapper, 'hidden', '');
    // Opened at an anchor that did not exist until now: the browser could not scroll to it. Read
    // after the next layout (not mid-mount), kept below the scroll offset as a click would.
    const linked = [...toSet].find(([, id]) => `#${id}` === location.hash)?.[0];
    const cancelJump = linked
      ? onNextLayout({
          read: () => {
            const y = pageTop(linked) - settings.scroll_offset;
            return () => window.scrollTo({ top: y, behavior: 'instant' as ScrollBehavior });
          },
          report: env.report,
        })
      : () => {};
    return () => {
      cancelJump();
      clearTimeout(holdTimer.current);
      scrolling.current?.cancel();
      restorer.restore();
    };
  }, [dom, restorer]);

  useLayoutEffect(() => {
    if (!dom || custom) return;
    restorer.toggle(element, COLLAPSED_CLASS, collapsed);
    if (dom.body) restorer.attr(dom.body, 'hidden', collapsed ? '' : null);
    // A collapsed box is only its header: the minimum height is the open box's.
    restorer.style(dom.wrapper, 'min-height', collapsed ? '0px' : settings.min_height);
  }, [dom, collapsed, settings.min_height, restorer]);

  useToggleButtons(dom, collapsed, setCollapsed, restorer, env.id, env.report);

  // The active item follows the scroll, except for a while after a click.
  useEffect(() => {
    if (!items.length) return;
    const follow = followCurrent(
      headings,
      (boxes, viewport) => activeHeading(boxes.map((box) => (box ? box.top : null)), viewport, settings.scroll_offset),
      (index) => {
        if (performance.now() >= holdUntil.current) setActive(index);
      },
      env.report,
    );
    follower.current = follow;
    return () => {
      follow.stop();
      follower.current = null;
    };
  }, [headings, settings.scroll_offset]);

  useScrollToTop(dom, settings.scroll_to_top_toggle ? settings.scroll_to_top_option : null, place.pastBox, element, env.report);

  const go = (event: MouseEvent<HTMLAnchorElement>, index: number) => {
    if (!plainClick(event)) return;
    const heading = headings[index];
    if (!heading?.isConnected) return;
    event.preventDefault();
    setActive(index);
    holdUntil.current = performance.now() + CLICK_HOLD_MS;
    clearTimeout(holdTimer.current);
    holdTimer.current = setTimeout(() => follower.current?.refresh(), CLICK_HOLD_MS);
    const hash = items[index].anchorLink;
    if (location.hash !== hash) history.pushState(history.state, '', hash);
    scrolling.current = smoothScrollTo(pageTop(heading) - settings.scroll_offset, SCROLL_MS);
    // From the keyboard, reading goes on at the heading (as the browser's own anchor jump does).
    if (event.detail === 0) {
      if (!heading.hasAttribute('tabindex')) restorer.attr(heading, 'tabindex', '-1');
      heading.focus({ preventScroll: true });
    }
  };

  if (!dom) return null;
  if (!items.length) return env.editMode ? <div className="ha-toc__no-headings-found">{NO_HEADINGS}</div> : null;
  if (custom) return <CustomList title={settings.widget_title} nodes={tree} active={active} go={go} />;
  const open = settings.collapse_subitems && hierarchical ? openBranch(tree, active) : null;
  const list = (nodes: HeadingNode[], depth: number): ReactNode => {
    const List = settings.marker_view === 'numbers' ? 'ol' : 'ul';
    return (
      <List className="ha-toc__list-wrapper">
        {nodes.map((node) => (
          <li key={node.index} className={`ha-toc__list-item${open?.has(node.index) ? ` ${EXPANDED_ITEM_CLASS}` : ''}`}>
            <div className="ha-toc__list-item-text-wrapper">
              {settings.marker_view === 'bullets' && <i className={settings.icon.value} aria-hidden="true" />}
              <a
                href={node.item.anchorLink}
                className={`ha-toc__list-item-text${depth === 0 ? ' ha-toc__top-level' : ''}${node.index === active ? ` ${ACTIVE_CLASS}` : ''}`}
                aria-current={node.index === active ? 'true' : undefined}
                onClick={(event) => go(event, node.index)}
              >
                {node.item.text}
              </a>
            </div>
            {node.children.length > 0 && list(node.children, depth + 1)}
          </li>
        ))}
      </List>
    );
  };
  return list(tree, 0);
}

interface CustomListProps {
  title: string;
  nodes: HeadingNode[];
  active: number;
  go: (event: MouseEvent<HTMLAnchorElement>, index: number) => void;
}

/** The custom styles (slide, timeline, list): a title and a flat list of entries, each with its level. */
function CustomList({ title, nodes, active, go }: CustomListProps) {
  return (
    <div className="hm-toc">
      {title.trim() && <p className="hm-toc-title">{title}</p>}
      <div className="hm-toc-items">
        <div className="hm-toc-items-inner">
          <ul>
            {nodes.map((node) => (
              <li key={node.index} className={`hm-toc-entry hm-toc-level-${node.item.level}`}>
                <a
                  href={node.item.anchorLink}
                  className={node.index === active ? ACTIVE_CLASS : undefined}
                  aria-current={node.index === active ? 'true' : undefined}
                  onClick={(event) => go(event, node.index)}
                >
                  {node.item.text}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
