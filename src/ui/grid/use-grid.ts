// The hooks every positioned grid (justified gallery, image grid) shares: preparing the server
// markup, following the grid's width, and hearing its images load.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { WidgetEnv } from '../../api-types';
import { onEachLayout } from '../../scheduling/layout';
import { snapshotAttributes } from '../restorer';
import { useEvent } from '../use-event';
import { NO_BOX, isUnnamedLink, measure, sameBox, type Box, type GridDom, type GridParts } from './dom';

/** Attributes the grid widgets change on the server's nodes; all are put back on unmount. */
const TOUCHED = ['class', 'style', 'hidden', 'aria-label'];

/**
 * Names links that have no name and warns once when the markup holds nothing to lay out. Every
 * attribute the widget changes on the grid and its items (its ready class, which the widget adds
 * where it places the items, included) is put back on unmount.
 */
export function usePreparedGrid(dom: GridDom | null, parts: GridParts, warn: (message: string) => void): void {
  useEffect(() => {
    if (!dom) warn(`no ${parts.grid} found; nothing to lay out`);
    else if (!dom.items.length) warn(`no ${parts.item} found; nothing to lay out`);
    // Once, about the markup the widget mounted with.
  }, []);

  useLayoutEffect(() => {
    if (!dom) return;
    const restore = snapshotAttributes([dom.grid, ...dom.items.map((item) => item.el)], TOUCHED);
    dom.items.forEach((item, i) => isUnnamedLink(item) && item.el.setAttribute('aria-label', `Image ${i + 1}`));
    return restore;
  }, [dom]);
}

/**
 * The grid's measurements, read whenever the shared layout report comes: right after a layout (the
 * first one included) and before any widget writes, so reading there never forces one, not even
 * while the page mounts. The widget lays out in a later task (a state update), so its layout never
 * feeds the report.
 */
export function useGridBox(grid: HTMLElement | undefined, report: (error: unknown) => void): Box {
  const [box, setBox] = useState(NO_BOX);
  useEffect(() => {
    if (!grid) return;
    return onEachLayout(grid, {
      read: () => {
        const next = measure(grid);
        setBox((prev) => (sameBox(prev, next) ? prev : next));
      },
      report,
    });
  }, [grid]);
  return box;
}

/**
 * Calls `onChange` whenever an image under `root` loads or fails (either may change its size), and
 * once when listening starts, for images that finished between the render and then.
 */
export function useImageLoads(root: HTMLElement | undefined, onChange: () => void, report: (error: unknown) => void): void {
  const handle = (event: Event) => event.target instanceof HTMLImageElement && onChange();
  useEffect(() => {
    if (root) onChange();
  }, [root]);
  useEvent(root, 'load', handle, report, { capture: true });
  useEvent(root, 'error', handle, report, { capture: true });
}

/**
 * Holds the widget's ready until the grid calls the returned `placed` after placing its items, or
 * until there is nothing to place (no items, or a grid measured with no width: hidden). Ready at its
 * first commit, a grid still showed its premount layout: its width is measured and its items placed
 * in layout reports after that.
 */
export function useReadyWhenPlaced(env: Pick<WidgetEnv<unknown>, 'holdReady'>, hasItems: boolean, box: Box): () => void {
  const hold = useRef<(() => void) | null>(null);
  const placed = useCallback(() => {
    hold.current?.();
    hold.current = null;
  }, []);
  useLayoutEffect(() => {
    hold.current = env.holdReady();
    return placed;
  }, []);
  useLayoutEffect(() => {
    if (!hasItems || (box !== NO_BOX && box.width <= 0)) placed();
  }, [hasItems, box]);
  return placed;
}
