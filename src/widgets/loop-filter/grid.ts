// One loop grid driven by its filter widgets: their filters live in a nanostores map per grid (the
// page builder's "loop filter store"), and every change, FILTER_DEBOUNCE_MS after the last, refreshes
// the grid from the refresh-loop route. The first filter widget of a grid connects it, the last one
// to go puts the grid's server content and the address back.
import { atom, map, type MapStore, type ReadableAtom } from 'nanostores';
import type { HaConfig } from '../../api-types';
import { restJson } from '../../services/rest';
import { FILTER_DEBOUNCE_MS } from '../../ui/filter-rules';
import { filteredHref, widgetFilters, type LoopFilter, type WidgetFilters } from './rules';

export const REFRESH_ROUTE = 'elementor-pro/v1/refresh-loop';
export const LOADING_CLASS = 'e-loading';
export const OVERLAY_CLASS = 'e-loading-overlay';

export type FilterMap = Record<string, LoopFilter | undefined>;
export type RefreshState = 'idle' | 'loading' | 'done' | 'failed';

export interface GridContext {
  config: HaConfig;
  editMode: boolean;
  /** The page's address without filters, for the grid's pagination links. */
  baseUrl: string;
  report(error: unknown): void;
}

export interface GridConnection {
  filters: MapStore<FilterMap>;
  /** The last refresh's outcome, for a live region. */
  state: ReadableAtom<RefreshState>;
  /** Sets a filter widget's entry; `quiet` records what the page already shows, without a refresh. */
  set(filterId: string, filter: LoopFilter, quiet?: boolean): void;
  release(): void;
}

interface Grid {
  filters: MapStore<FilterMap>;
  state: ReadableAtom<RefreshState>;
  users: number;
  /** Sets (undefined: removes) an entry; quietly, it records what the grid shows, with no refresh. */
  write(filterId: string, filter: LoopFilter | undefined, quiet: boolean): void;
  stop(): void;
}

const grids = new Map<string, Grid>();

/** The grid's wrapper: the page builder's widget element with that id. */
export function findGrid(gridId: string): HTMLElement | null {
  const id = CSS.escape(gridId);
  return document.querySelector<HTMLElement>(`[data-id="${id}"][data-widget_type], .elementor-element-${id}.elementor-widget`);
}

const contentOf = (grid: HTMLElement) => grid.querySelector<HTMLElement>(':scope > .elementor-widget-container') ?? grid;

/** The post whose page holds the grid: the page builder's config, else the enclosing document's id. */
function postIdOf(grid: HTMLElement): number | string {
  const printed = (window as { elementorFrontendConfig?: { post?: { id?: unknown } } }).elementorFrontendConfig?.post?.id;
  if (typeof printed === 'number' || (typeof printed === 'string' && printed)) return printed;
  const doc = grid.closest('[data-elementor-id]:not([data-elementor-type="loop-item"])');
  return doc?.getAttribute('data-elementor-id') ?? 0;
}

/** In the editor the route also wants the grid's model; the editor's own when it is there. */
function widgetModel(gridId: string, grid: HTMLElement): unknown {
  const editor = (window as { elementor?: { getContainer?(id: string): { model?: { toJSON?(): unknown } } | undefined } }).elementor;
  const model = editor?.getContainer?.(gridId)?.model?.toJSON?.();
  if (model) return model;
  let settings: unknown = {};
  try {
    settings = JSON.parse(grid.getAttribute('data-settings') || '{}');
  } catch {
    // The settings as printed are unreadable: the server falls back to its own.
  }
  return { id: gridId, elType: 'widget', widgetType: (grid.dataset.widget_type ?? '').split('.')[0], settings };
}

/** The REST nonce: the page builder pro's, the REST API's, else the add-on's. */
function restNonce(config: HaConfig): string {
  const w = window as { elementorProFrontend?: { config?: { nonce?: string } }; wpApiSettings?: { nonce?: string } };
  return w.elementorProFrontend?.config?.nonce || w.wpApiSettings?.nonce || config.nonce;
}

/** Lets the page builder initialise the widgets of new content; ours are found by the loader's observer. */
function initialise(content: HTMLElement): void {
  const handler = (window as { elementorFrontend?: { elementsHandler?: { runReadyTrigger?(el: Element): void } } }).elementorFrontend?.elementsHandler;
  if (typeof handler?.runReadyTrigger !== 'function') return;
  for (const element of content.querySelectorAll('.elementor-element')) handler.runReadyTrigger(element);
}

function createGrid(gridId: string, ctx: GridContext): Grid {
  const filters = map<FilterMap>({});
  const state = atom<RefreshState>('idle');
  /** What the grid shows: put back into the store when a refresh fails. */
  let applied: FilterMap = {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: AbortController | undefined;
  let serverContent: Node[] | undefined;
  let serverHref: string | undefined;
  let overlay: HTMLElement | undefined;
  /** Set while the store is written without a refresh. */
  let quiet = false;
  const quietly = (write: () => void) => {
    quiet = true;
    try {
      write();
    } finally {
      quiet = false;
    }
  };

  const setLoading = (grid: HTMLElement, on: boolean) => {
    grid.classList.toggle(LOADING_CLASS, on);
    if (on) grid.setAttribute('aria-busy', 'true');
    else grid.removeAttribute('aria-busy');
    if (on && !overlay) grid.append((overlay = Object.assign(document.createElement('div'), { className: OVERLAY_CLASS })));
    if (!on) overlay?.remove(), (overlay = undefined);
  };

  async function refresh(wanted: FilterMap): Promise<void> {
    const grid = findGrid(gridId);
    if (!grid) return;
    pending?.abort();
    const controller = (pending = new AbortController());
    const { signal } = controller;
    const sent: WidgetFilters = widgetFilters(wanted);
    const body: Record<string, unknown> = {
      post_id: postIdOf(grid),
      widget_id: gridId,
      widget_filters: sent,
      pagination_base_url: ctx.baseUrl,
    };
    if (ctx.editMode) Object.assign(body, { widget_model: widgetModel(gridId, grid), is_edit_mode: true });
    setLoading(grid, true);
    state.set('loading');
    let fragment: DocumentFragment | null = null;
    try {
      const answer = await restJson<{ data?: unknown }>(REFRESH_ROUTE, {
        config: ctx.config,
        body,
        nonce: ctx.editMode ? restNonce(ctx.config) : undefined,
        signal,
      });
      // Spec section 8: a non-OK answer, a status of 400 or more, or no answer is an empty result.
      const html = answer?.ok && answer.status < 400 ? answer.data?.data : undefined;
      if (typeof html === 'string') fragment = await (await import('../../services/sanitize')).sanitizeAnswer(html, {}, signal);
    } catch (error) {
      ctx.report(error);
    }
    if (signal.aborted) return;
    pending = undefined;
    setLoading(grid, false);
    if (!fragment) {
      // The grid is unchanged, so the buttons go back to what it shows (unless a newer choice waits).
      if (timer === undefined) quietly(() => filters.set(applied));
      state.set('failed');
      return;
    }
    const content = contentOf(grid);
    serverContent ??= [...content.childNodes];
    content.replaceChildren(fragment);
    initialise(content);
    serverHref ??= location.href;
    const next = filteredHref(location.href, gridId, sent);
    if (next !== location.href) history.replaceState(history.state, '', next);
    applied = wanted;
    state.set('done');
  }

  const unlisten = filters.listen((value) => {
    if (quiet) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      refresh(value).catch(ctx.report);
    }, FILTER_DEBOUNCE_MS);
  });

  return {
    filters,
    state,
    users: 0,
    write(filterId, filter, silent) {
      if (!silent) return filters.setKey(filterId, filter);
      quietly(() => filters.setKey(filterId, filter));
      applied = { ...applied, [filterId]: filter };
    },
    stop() {
      unlisten();
      clearTimeout(timer);
      pending?.abort();
      const element = findGrid(gridId);
      if (element) {
        setLoading(element, false);
        if (serverContent) contentOf(element).replaceChildren(...serverContent);
      }
      if (serverHref !== undefined && serverHref !== location.href) {
        const url = new URL(location.href);
        url.search = new URL(serverHref).search;
        history.replaceState(history.state, '', url.href);
      }
    },
  };
}

/** Connects a filter widget to its grid's store; the grid's refreshes run while any widget is connected. */
export function connectGrid(gridId: string, ctx: GridContext): GridConnection {
  let grid = grids.get(gridId);
  if (!grid) grids.set(gridId, (grid = createGrid(gridId, ctx)));
  grid.users++;
  const own = grid;
  const ids = new Set<string>();
  let released = false;
  return {
    filters: own.filters,
    state: own.state,
    set(filterId, filter, quiet = false) {
      if (released) return;
      ids.add(filterId);
      own.write(filterId, filter, quiet);
    },
    release() {
      if (released) return;
      released = true;
      // A filter widget that leaves takes its entry along, without refreshing what the grid shows.
      for (const id of ids) own.write(id, undefined, true);
      if (--own.users > 0) return;
      own.stop();
      if (grids.get(gridId) === own) grids.delete(gridId);
    },
  };
}
