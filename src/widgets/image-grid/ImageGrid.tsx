// Enhances the server-printed image grid: the items are placed in columns (even, masonry or fit
// rows; absolute positions on the server's own nodes), filtered by the filter bar, and open in the
// lightbox. The dialog is a portal; everything else is undone on unmount.
import { useLayoutEffect, useMemo, useReducer } from 'react';
import type { WidgetProps } from '../../api-types';
import { gridLightbox, useLightbox } from '../../ui/lightbox-dialog';
import { useFilterBar } from '../../ui/filter-bar';
import { findGrid, shownItems, useGridBox, useImageLoads, usePreparedGrid, useReadyWhenPlaced, type Box, type GridDom, type GridItem, type GridParts } from '../../ui/grid';
import { onStartAfterLayout } from '../../scheduling/layout';
import { placeItems, resolveColumns, type GridLayout } from './layout';
import type { ImageGridSettings } from './settings';

const PARTS: GridParts = { grid: '.hajs-isotope', item: '.ha-image-grid__item' };
const READY_CLASS = 'ha-ig--ready';
/** Even cells crop their images to the cell; the other layouts show them whole. */
const EVEN_CLASS = 'ha-ig--even';
/** The add-on's column count, set on the items by the page's CSS for each breakpoint. */
const COLUMNS_PROPERTY = '--image-grid-column';

/** Every write first (the shown items at the column width), then one read of their heights, then their places. */
function placeGrid({ grid, items }: GridDom, shown: GridItem[], layout: GridLayout, columns: number, box: Box): void {
  // Its CSS positions the items from here on: until now the premount layout, so no layout has them unplaced.
  grid.classList.add(READY_CLASS);
  grid.classList.toggle(EVEN_CLASS, layout === 'even');
  for (const item of items) item.el.hidden = !shown.includes(item);
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
}

export function ImageGrid({ container, settings, device, env }: WidgetProps<ImageGridSettings>) {
  const dom = useMemo(() => findGrid(container, PARTS), [container]);
  const filter = useFilterBar(container, { report: env.report, warn: env.warn });
  const box = useGridBox(dom?.grid, env.report);
  usePreparedGrid(dom, PARTS, env.warn);
  const [loads, imageLoaded] = useReducer((count: number) => count + 1, 0);
  useImageLoads(dom?.grid, imageLoaded, env.report);
  const lightbox = useLightbox(gridLightbox(dom?.grid, settings, env));
  const placed = useReadyWhenPlaced(env, Boolean(dom?.items.length), box);

  // Placed right after a layout, in turn with other heavy starts (see `onStartAfterLayout`), when only
  // the grid's own changes are laid out to read the heights; until then the premount stylesheet
  // shows the items where they will go. Read in this commit, they laid out the whole page while it
  // mounted.
  useLayoutEffect(() => {
    if (!dom?.items.length || box.width <= 0) return;
    const { layout, columns: fallback } = settings;
    return onStartAfterLayout(container, {
      run: () => {
        const columns = resolveColumns(getComputedStyle(dom.items[0].el).getPropertyValue(COLUMNS_PROPERTY), fallback);
        placeGrid(dom, shownItems(dom.items, filter), layout, columns, box);
        placed();
      },
      report: env.report,
    });
    // The device: the page CSS may change the column count at a breakpoint while the grid keeps its width.
  }, [dom, box, filter, settings.layout, settings.columns, device, loads]);

  return lightbox;
}
