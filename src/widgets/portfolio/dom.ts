// Reading one portfolio: `.ha-portfolio__wrap` > the filter bar (`.hajs-filter`, see src/ui/filter-bar),
// `.ha-portfolio__grid` > `.ha-portfolio__item` (its filter slugs as classes), and
// `button.ha-portfolio__more`.
import { findGrid, type GridDom, type GridParts } from '../../ui/grid';

export const PORTFOLIO_PARTS: GridParts = { grid: '.ha-portfolio__grid', item: '.ha-portfolio__item' };
export const RATIO_PROPERTY = '--ha-portfolio-ratio';

export interface PortfolioDom extends GridDom {
  more: HTMLElement | null;
}

export function findPortfolio(container: HTMLElement): PortfolioDom | null {
  const dom = findGrid(container, PORTFOLIO_PARTS);
  if (!dom) return null;
  return { ...dom, more: container.querySelector<HTMLElement>('.ha-portfolio__more') };
}
