// Enhances the server-printed gallery: items are placed in justified rows (absolute positions on the
// server's own nodes), filtered by the filter bar, and open in the lightbox. Captions and the dialog
// are portals; everything else is undone on unmount.
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import type { WidgetProps } from '../../api-types';
import { imageRatio, useLightbox } from '../../extensions/lightbox';
import { ALL, compileFilter, useFilterBar } from '../../ui/filter-bar';
import { snapshotAttributes } from '../../ui/restorer';
import { useEvent } from '../../ui/use-event';
import { READY_CLASS, findGallery, isUnnamedLink, measure, type Box, type GalleryDom } from './dom';
import { layoutRows } from './layout';
import type { GallerySettings } from './settings';

const NO_BOX: Box = { width: 0, rtl: false, paddingStart: 0, paddingTop: 0 };
const sameBox = (a: Box, b: Box) =>
  a.width === b.width && a.rtl === b.rtl && a.paddingStart === b.paddingStart && a.paddingTop === b.paddingTop;

/** The grid's measurements, current after every resize (read in the next frame, so a layout never feeds its own observer). */
function useGridBox(grid: HTMLElement | undefined, report: (error: unknown) => void): Box {
  const [box, setBox] = useState(NO_BOX);
  useLayoutEffect(() => {
    if (!grid) return;
    const update = () => {
      const next = measure(grid);
      setBox((prev) => (sameBox(prev, next) ? prev : next));
    };
    update();
    let frame = 0;
    const observer = new ResizeObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        try {
          update();
        } catch (error) {
          report(error);
        }
      });
    });
    observer.observe(grid);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [grid]);
  return box;
}

/** Aspect ratio of each item's image: from its width/height attributes, else once it has loaded. */
function useRatios(dom: GalleryDom | null, report: (error: unknown) => void): (number | undefined)[] {
  const read = () => dom?.items.map((item) => imageRatio(item.img)) ?? [];
  const [ratios, setRatios] = useState(read);
  const refresh = () => {
    const next = read();
    setRatios((prev) => (next.every((r, i) => r === prev[i]) ? prev : next));
  };
  // Images that finished loading between the first render and the listener below.
  useEffect(refresh, [dom]);
  useEvent(dom?.grid, 'load', (event) => event.target instanceof HTMLImageElement && refresh(), report, { capture: true });
  return ratios;
}

export function JustifiedGallery({ container, settings, env }: WidgetProps<GallerySettings>) {
  const dom = useMemo(() => findGallery(container), [container]);
  const filter = useFilterBar(container, { report: env.report, warn: env.warn });
  const box = useGridBox(dom?.grid, env.report);
  const ratios = useRatios(dom, env.report);
  const lightbox = useLightbox({
    root: dom?.grid,
    selector: '.ha-js-lightbox',
    enabled: settings.enable_popup,
    disableOnMobile: settings.disable_lightbox_on_mobile,
    disableOnTablet: settings.disable_lightbox_on_tablet,
    breakpoints: env.config.breakpoints,
    report: env.report,
  });

  useEffect(() => {
    if (!dom) env.warn('no .hajs-justified-grid found; nothing to lay out');
    else if (!dom.items.length) env.warn('no .ha-justified-grid__item found; nothing to lay out');
    // Once, about the markup the widget mounted with.
  }, []);

  useLayoutEffect(() => {
    if (!dom) return;
    const restore = snapshotAttributes([dom.grid, ...dom.items.map((item) => item.el)], ['class', 'style', 'hidden', 'aria-label']);
    dom.grid.classList.add(READY_CLASS);
    dom.items.forEach((item, i) => isUnnamedLink(item) && item.el.setAttribute('aria-label', `Image ${i + 1}`));
    return restore;
  }, [dom]);

  useLayoutEffect(() => {
    if (!dom || box.width <= 0) return;
    const matches = compileFilter(filter) ?? (() => true);
    const shown = dom.items.filter((item) => matches(item.el));
    const layout = layoutRows(
      shown.map((item) => ratios[dom.items.indexOf(item)]),
      {
        width: box.width,
        rowHeight: settings.row_height,
        maxRowHeight: settings.max_row_height ? settings.row_height : undefined,
        margin: settings.margins,
        // Spec: the last row is not justified while a filter is on.
        lastRow: filter === ALL ? settings.last_row : 'nojustify',
      },
    );
    for (const item of dom.items) {
      const placed = layout.boxes[shown.indexOf(item)];
      item.el.hidden = !placed;
      if (!placed) continue;
      const { style } = item.el;
      style[box.rtl ? 'right' : 'left'] = `${box.paddingStart + placed.left}px`;
      style.top = `${box.paddingTop + placed.top}px`;
      style.width = `${placed.width}px`;
      style.height = `${placed.height}px`;
    }
    dom.grid.style.height = `${layout.height}px`;
  }, [dom, box, ratios, filter, settings]);

  const captions =
    settings.show_caption && dom
      ? dom.items.map((item, i) =>
          item.caption
            ? createPortal(
                <div className="ha-justified-grid__caption" aria-hidden="true">
                  {item.caption}
                </div>,
                item.el,
                String(i),
              )
            : null,
        )
      : null;

  return (
    <>
      {captions}
      {lightbox}
    </>
  );
}
