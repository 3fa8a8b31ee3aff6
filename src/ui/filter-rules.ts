// Pure rules of the filter bar: `.hajs-filter[data-default-filter]` > `button.ha-filter__item[data-filter]`,
// where a filter is `*` (everything) or a selector such as `.__fltr-2`.

export const ALL = '*';
export const ACTIVE_CLASS = 'ha-filter__item--active';
/** Spec section 9: the items follow the last click after this pause; the pressed button shows at once. */
export const FILTER_DEBOUNCE_MS = 200;

export function normalizeFilter(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  return text === '' ? ALL : text;
}

export type Matcher = (element: Element) => boolean;

/** A test for items, or null when the filter is not a selector the browser accepts. */
export function compileFilter(filter: string): Matcher | null {
  const value = normalizeFilter(filter);
  if (value === ALL) return () => true;
  try {
    // Throws on an invalid selector, so a bad filter is found once here and not on every item.
    document.createDocumentFragment().querySelector(value);
  } catch {
    return null;
  }
  return (element) => element.matches(value);
}

export interface DefaultFilter {
  filter: string;
  /** Why the printed default could not be used, for a debug warning. */
  problem?: string;
}

/**
 * The filter applied at load: the bar's `data-default-filter` when a button offers it or it is `*`
 * (the server prints `*` even when it prints no "All" button), else everything.
 */
export function resolveDefaultFilter(printed: string | null | undefined, offered: readonly string[]): DefaultFilter {
  const wanted = normalizeFilter(printed);
  if (wanted === ALL || offered.includes(wanted)) return { filter: wanted };
  return { filter: ALL, problem: `data-default-filter "${wanted}" matches no filter button; showing all items` };
}
