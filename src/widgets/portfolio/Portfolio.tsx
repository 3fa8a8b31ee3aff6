// Enhances a portfolio: the filter bar (src/ui/filter-bar) narrows the items, and of those the first
// perPage show; the more button reveals perPage more, then hides when none remain. The layout itself
// (masonry columns or justified rows) is CSS, the same before and after mounting.
import { useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { WidgetProps } from '../../api-types';
import { useFilterBar } from '../../ui/filter-bar';
import { shownItems, useImageLoads, usePreparedGrid } from '../../ui/grid';
import { snapshotAttributes } from '../../ui/restorer';
import { useEvent } from '../../ui/use-event';
import { PORTFOLIO_PARTS, RATIO_PROPERTY, findPortfolio } from './dom';
import { nextLimit, pageOf, ratioOf } from './rules';
import type { PortfolioSettings } from './settings';

/** Set once the widget shows the items itself; until then premount.css hides those past perPage. */
export const READY_CLASS = 'ha-portfolio--ready';

export function Portfolio({ container, settings, env }: WidgetProps<PortfolioSettings>) {
  const dom = useMemo(() => findPortfolio(container), [container]);
  const filter = useFilterBar(container, { report: env.report, warn: env.warn });
  usePreparedGrid(dom, PORTFOLIO_PARTS, env.warn);
  const [limit, setLimit] = useState(settings.perPage);
  const [imagesChanged, imageLoaded] = useReducer((n: number) => n + 1, 0);
  /** The count is said only once the visitor has changed something (not on load). */
  const [firstFilter] = useState(filter);
  const [spoken, setSpoken] = useState(false);
  useEffect(() => {
    if (filter !== firstFilter) setSpoken(true);
  }, [filter]);
  /** The first item a click on "more" revealed: it takes focus, so keyboard users go on from there. */
  const revealed = useRef<HTMLElement | null>(null);

  // A new filter starts again from the first page.
  useEffect(() => setLimit(settings.perPage), [filter, settings.perPage]);

  const matching = useMemo(() => (dom ? shownItems(dom.items, filter) : []), [dom, filter]);
  const page = pageOf(matching.length, limit);

  useLayoutEffect(() => {
    if (!dom) return;
    const wrap = dom.grid.closest<HTMLElement>('.ha-portfolio__wrap');
    const touched = [dom.more, dom.grid, wrap].filter((el): el is HTMLElement => el !== null);
    const restore = snapshotAttributes(touched, ['hidden', 'aria-controls', 'type', 'id', 'class']);
    // The server prints the layout's class; the setting decides when the two disagree.
    wrap?.classList.toggle('ha-portfolio--justify', settings.layoutType === 'justify');
    wrap?.classList.toggle('ha-portfolio--masonry', settings.layoutType === 'masonry');
    if (!dom.more) return restore;
    if (!dom.grid.id) dom.grid.id = `ha-portfolio-${env.id}`;
    dom.more.setAttribute('aria-controls', dom.grid.id);
    if (dom.more instanceof HTMLButtonElement && !dom.more.hasAttribute('type')) dom.more.type = 'button';
    return restore;
  }, [dom]);

  useLayoutEffect(() => {
    if (!dom) return;
    const visible = new Set(matching.slice(0, page.shown).map((item) => item.el));
    for (const item of dom.items) item.el.hidden = !visible.has(item.el);
    dom.grid.classList.add(READY_CLASS);
    // premount.css has the common column counts (2, 3 from the add-on's stylesheet, 4); the others here.
    if (settings.layoutType === 'masonry' && ![2, 3, 4].includes(settings.columns)) dom.grid.style.columns = String(settings.columns);
    if (dom.more) dom.more.hidden = !page.more;
    revealed.current?.focus();
    revealed.current = null;
  }, [dom, matching, page.shown, page.more, settings.layoutType, settings.columns]);

  // Justified rows need each image's ratio; the server prints it, else it comes from the image.
  useLayoutEffect(() => {
    for (const item of dom?.items ?? []) {
      if (item.el.style.getPropertyValue(RATIO_PROPERTY) || !item.img) continue;
      const img = item.img;
      const ratio = ratioOf(Number(img.getAttribute('width')), Number(img.getAttribute('height'))) ?? ratioOf(img.naturalWidth, img.naturalHeight);
      if (ratio) item.el.style.setProperty(RATIO_PROPERTY, ratio.toFixed(4));
    }
  }, [dom, imagesChanged]);
  useImageLoads(settings.layoutType === 'justify' ? dom?.grid : undefined, imageLoaded, env.report);

  useEvent(
    dom?.more,
    'click',
    (event) => {
      if (!page.more) return;
      event.preventDefault();
      const next = matching[page.shown]?.el;
      revealed.current = next && isFocusable(next) ? next : (next?.querySelector<HTMLElement>('a[href], button') ?? null);
      setLimit(nextLimit(limit, settings.perPage));
      setSpoken(true);
    },
    env.report,
  );

  if (!dom) return null;
  return createPortal(
    <span className="ha-visually-hidden" role="status">
      {spoken ? `Showing ${page.shown} of ${matching.length} items` : ''}
    </span>,
    dom.grid.parentElement ?? dom.grid,
  );
}

const isFocusable = (el: HTMLElement) => el.matches('a[href], button, [tabindex]');
