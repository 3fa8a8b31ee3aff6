// Reading the taxonomy filter's markup: `search.e-filter[data-base-url]` > `button.e-filter-item[data-filter]`
// (`__all` for "all"), the pressed ones `aria-pressed="true"`.
import { ALL_TERMS } from './rules';

export interface FilterDom {
  root: HTMLElement;
  buttons: HTMLButtonElement[];
}

export function findFilter(container: HTMLElement): FilterDom | null {
  const root = container.matches('.e-filter') ? container : container.querySelector<HTMLElement>('.e-filter');
  if (!root) return null;
  return { root, buttons: [...root.querySelectorAll<HTMLButtonElement>('.e-filter-item[data-filter]')] };
}

export const termOf = (button: Element): string => button.getAttribute('data-filter')?.trim() || ALL_TERMS;

/** The terms the server printed as pressed. */
export function printedTerms(dom: FilterDom): string[] {
  return dom.buttons.filter((b) => b.getAttribute('aria-pressed') === 'true').map(termOf).filter((t) => t !== ALL_TERMS);
}

/** The address the grid's pagination links start from: the bar's `data-base-url`, else this page without its query. */
export function baseUrlOf(dom: FilterDom): string {
  const printed = dom.root.getAttribute('data-base-url')?.trim();
  const here = location.origin + location.pathname;
  if (!printed || printed.startsWith('#')) return here;
  try {
    const url = new URL(printed, location.href);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : here;
  } catch {
    return here;
  }
}
