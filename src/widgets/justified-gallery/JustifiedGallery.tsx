// Enhances the server-printed gallery: items are placed in justified rows (absolute positions on the
// server's own nodes), filtered by the filter bar, and open in the lightbox. Captions and the dialog
// are portals; everything else is undone on unmount.
import { useLayoutEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import type { WidgetProps } from '../../api-types';
import { imageRatio } from '../../ui/lightbox';
import { gridLightbox, useLightbox } from '../../ui/lightbox-dialog';
import { useFilterBar } from '../../ui/filter-bar';
import { ALL } from '../../ui/filter-rules';
import { shownItems, useGridBox, useImageLoads, usePreparedGrid, useReadyWhenPlaced } from '../../ui/grid';
import { GALLERY_PARTS, READY_CLASS, findGallery, type GalleryDom } from './dom';
import { layoutRows } from './layout';
import type { GallerySettings } from './settings';

/** Aspect ratio of each item's image: from its width/height attributes, else once it has loaded. */
function useRatios(dom: GalleryDom | null, report: (error: unknown) => void): (number | undefined)[] {
  const read = () => dom?.items.map((item) => imageRatio(item.img)) ?? [];
  const [ratios, setRatios] = useState(read);
  useImageLoads(
    dom?.grid,
    () => {
      const next = read();
      setRatios((prev) => (next.every((r, i) => r === prev[i]) ? prev : next));
    },
    report,
  );
  return ratios;
}

export function JustifiedGallery({ container, settings, env }: WidgetProps<GallerySettings>) {
  const dom = useMemo(() => findGallery(container), [container]);
  const filter = useFilterBar(container, { report: env.report, warn: env.warn });
  const box = useGridBox(dom?.grid, env.report);
  usePreparedGrid(dom, GALLERY_PARTS, env.warn);
  const ratios = useRatios(dom, env.report);
  const lightbox = useLightbox(gridLightbox(dom?.grid, settings, env));
  const placed = useReadyWhenPlaced(env, Boolean(dom?.items.length), box);

  useLayoutEffect(() => {
    if (!dom || box.width <= 0) return;
    const shown = shownItems(dom.items, filter);
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
    dom.grid.classList.add(READY_CLASS);
    placed();
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
