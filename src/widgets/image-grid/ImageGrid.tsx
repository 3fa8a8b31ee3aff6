// Enhances the server-printed image grid: the items are placed in columns (even, masonry or fit
// rows; absolute positions on the server's own nodes), filtered by the filter bar, and open in the
// lightbox. The dialog is a portal; everything else is undone on unmount.
import { useLayoutEffect, useMemo, useReducer } from 'react';
import type { WidgetProps } from '../../api-types';
import { gridLightbox, useLightbox } from '../../extensions/lightbox';
import { useFilterBar } from '../../ui/filter-bar';
import { findGrid, shownItems, useGridBox, useImageLoads, usePreparedGrid, type GridParts } from '../../ui/grid';
import { placeItems, resolveColumns } from './layout';
import type { ImageGridSettings } from './settings';

const PARTS: GridParts = { grid: '.hajs-isotope', item: '.ha-image-grid__item' };
const READY_CLASS = 'ha-ig--ready';
/** Even cells crop their images to the cell; the other layouts show them whole. */
const EVEN_CLASS = 'ha-ig--even';
/** The add-on's column count, set on the items by the page's CSS for each breakpoint. */
const COLUMNS_PROPERTY = '--image-grid-column';

export function ImageGrid({ container, settings, device, env }: WidgetProps<ImageGridSettings>) {
  const dom = useMemo(() => findGrid(container, PARTS), [container]);
  const filter = useFilterBar(container, { report: env.report, warn: env.warn });
  const box = useGridBox(dom?.grid, env.report);
  usePreparedGrid(dom, PARTS, READY_CLASS, box.width > 0, env.warn);
  const [loads, imageLoaded] = useReducer((count: number) => count + 1, 0);
  useImageLoads(dom?.grid, imageLoaded, env.report);
  const lightbox = useLightbox(gridLightbox(dom?.grid, settings, env));

  useLayoutEffect(() => {
    if (!dom?.items.length || box.width <= 0) return;
    const { grid, items } = dom;
    const { layout } = settings;
    const columns = resolveColumns(getComputedStyle(items[0].el).getPropertyValue(COLUMNS_PROPERTY), settings.columns);
    const shown = shownItems(items, filter);
    grid.classList.toggle(EVEN_CLASS, layout === 'even');
    for (const item of items) item.el.hidden = !shown.includes(item);
    // Every write first, then one read of the heights at the column width.
    for (const { el } of shown) {
      el.style.width = `${box.width / columns}px`;
      el.style.height = '';
    }
    const heights = shown.map(({ el }) => el.getBoundingClientRect().height);
    const { cells, height } = placeItems(layout, heights, box.width, columns);
    shown.forEach(({ el }, i) => {
      const cell = cells[i];
      el.style[box.rtl ? 'right' : 'left'] = `${box.paddingStart + cell.left}px`;
      el.style.top = `${box.paddingTop + cell.top}px`;
      if (layout === 'even') el.style.height = `${cell.height}px`;
    });
    grid.style.height = `${height}px`;
    // The device: the page CSS may change the column count at a breakpoint while the grid keeps its width.
  }, [dom, box, filter, settings.layout, settings.columns, device, loads]);

  return lightbox;
}
