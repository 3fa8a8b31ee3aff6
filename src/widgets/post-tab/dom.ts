// Reading the server markup of one post tab widget.
import { initialState, type PostTabState } from './logic';
export const ACTIVE_CLASS = 'active';
export const WRAPPER = '.ha-post-tab-item-wrapper';

export interface PostTabDom {
  root: HTMLElement;
  /** `ul.ha-post-tab-filter`. */
  filter: HTMLElement;
  /** The filter items, each with a `data-term`. */
  tabs: HTMLElement[];
  /** `.ha-post-tab-content`, holding one `.ha-post-tab-item-wrapper[data-term]` per loaded term. */
  content: HTMLElement;
}

export const termOf = (el: Element): string => el.getAttribute('data-term') ?? '';

export function findPostTab(container: HTMLElement): PostTabDom | null {
  const root = container.querySelector<HTMLElement>('.ha-post-tab');
  const filter = root?.querySelector<HTMLElement>('.ha-post-tab-filter');
  const content = root?.querySelector<HTMLElement>('.ha-post-tab-content');
  if (!root || !filter || !content) return null;
  const tabs = [...filter.querySelectorAll<HTMLElement>('li[data-term]')];
  return { root, filter, tabs, content };
}

/** Raw settings from the attributes the add-on prints on `.ha-post-tab`. */
export function readPostTab(container: HTMLElement): Record<string, unknown> {
  const root = container.querySelector('.ha-post-tab');
  return { event: root?.getAttribute('data-event') ?? undefined, query_args: root?.getAttribute('data-query-args') ?? undefined };
}

export function wrappersOf(content: HTMLElement): HTMLElement[] {
  return [...content.children].filter((el): el is HTMLElement => el instanceof HTMLElement && el.matches(`${WRAPPER}[data-term]`));
}

/** The term whose posts the server shows: the active wrapper's, else the first wrapper's, else ''. */
export function serverShownTerm(content: HTMLElement): string {
  const wrappers = wrappersOf(content);
  const shown = wrappers.find((el) => el.classList.contains(ACTIVE_CLASS)) ?? wrappers[0];
  return shown ? termOf(shown) : '';
}

/** The tab the server marked active, else the first. */
export function serverSelectedTab(tabs: readonly HTMLElement[]): HTMLElement | undefined {
  return tabs.find((tab) => tab.classList.contains(ACTIVE_CLASS)) ?? tabs[0];
}

/**
 * The state the server printed: the posts shown and their tab selected (else the tab marked
 * active). When it printed no posts, the selected term is fetched as if it had just been chosen.
 */
export function stateFromMarkup(dom: PostTabDom | null): PostTabState {
  if (!dom) return initialState('', '', []);
  const shown = serverShownTerm(dom.content);
  const marked = serverSelectedTab(dom.tabs);
  const selected = dom.tabs.some((tab) => termOf(tab) === shown) ? shown : marked ? termOf(marked) : '';
  const state = initialState(selected, shown, wrappersOf(dom.content).map(termOf));
  return shown === '' && selected !== '' ? { ...state, pending: true } : state;
}
