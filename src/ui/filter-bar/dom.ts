// Finding a widget's own filter bar in the server markup.
import { normalizeFilter } from '../filter-rules';

export interface FilterBar {
  root: HTMLElement;
  buttons: HTMLButtonElement[];
  /** `data-default-filter` as printed (may be missing). */
  printedDefault: string | null;
}

/** The first `.hajs-filter` of `container` that is not inside a nested widget. */
export function findFilterBar(container: HTMLElement): FilterBar | null {
  const root = [...container.querySelectorAll<HTMLElement>('.hajs-filter')].find(
    (bar) => bar.closest('.elementor-widget') === container.closest('.elementor-widget'),
  );
  if (!root) return null;
  const buttons = [...root.querySelectorAll<HTMLButtonElement>('.ha-filter__item[data-filter]')];
  return { root, buttons, printedDefault: root.getAttribute('data-default-filter') };
}

export function filterOf(button: Element): string {
  return normalizeFilter(button.getAttribute('data-filter'));
}

/** The bar's button that holds `target`, or undefined. */
export function buttonFor(bar: FilterBar, target: EventTarget | null): HTMLButtonElement | undefined {
  const button = target instanceof Element ? target.closest('.ha-filter__item') : null;
  return bar.buttons.find((b) => b === button);
}
