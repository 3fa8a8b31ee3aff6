// The add-on's markup: `.ha-spl-wrapper[data-settings][data-offset][data-total-offset]` holding a
// header with `.ha-spl-filter` > `ul.ha-spl-filter-list li span[data-value]` (the active one
// `.ha-active`) and `.ha-spl-pagination button.prev/.next`, then `.ha-spl-grid-area` with the posts.
export const ACTIVE_CLASS = 'ha-active';

export interface SplDom {
  wrapper: HTMLElement;
  grid: HTMLElement;
  filter: HTMLElement | null;
  terms: HTMLElement[];
  select: HTMLSelectElement | null;
  prev: HTMLButtonElement | null;
  next: HTMLButtonElement | null;
}

export const termOf = (el: Element): string => el.getAttribute('data-value') ?? '';

export function findSmartPostList(container: HTMLElement): SplDom | null {
  const wrapper = container.querySelector<HTMLElement>('.ha-spl-wrapper');
  const grid = wrapper?.querySelector<HTMLElement>('.ha-spl-grid-area');
  if (!wrapper || !grid) return null;
  return {
    wrapper,
    grid,
    filter: wrapper.querySelector<HTMLElement>('.ha-spl-filter'),
    terms: [...wrapper.querySelectorAll<HTMLElement>('ul.ha-spl-filter-list li span[data-value]')],
    select: wrapper.querySelector<HTMLSelectElement>('select.ha-spl-custom-select'),
    prev: wrapper.querySelector<HTMLButtonElement>('.ha-spl-pagination button.prev'),
    next: wrapper.querySelector<HTMLButtonElement>('.ha-spl-pagination button.next'),
  };
}

/** Raw settings from the wrapper's attributes. */
export function readSmartPostList(container: HTMLElement): Record<string, unknown> {
  const wrapper = container.querySelector('.ha-spl-wrapper');
  const attr = (name: string) => wrapper?.getAttribute(name) ?? undefined;
  return { query_settings: attr('data-settings'), per_page: attr('data-offset'), total_offset: attr('data-total-offset') };
}

/** The term the server shows: the filter's data-active, else the highlighted term, else all (''). */
export function serverTerm(dom: SplDom): string {
  const active = dom.filter?.getAttribute('data-active');
  if (active !== null && active !== undefined) return active;
  const marked = dom.terms.find((span) => span.classList.contains(ACTIVE_CLASS));
  return marked ? termOf(marked) : '';
}

/** The term of a drop-down option: its data-value, as the list's spans carry it, else its value. */
export const optionTerm = (option: HTMLOptionElement): string => option.getAttribute('data-value') ?? option.value;
