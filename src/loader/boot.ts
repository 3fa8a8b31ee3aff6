// The loader's second stage, fetched once a page has a candidate widget: it knows every built type
// (the manifest is compiled into it), mounts each on its trigger, keeps parents before children, and
// unmounts widgets whose nodes leave the document.
import type { HaEventDetail, HaWidgetsApi, MountTrigger, RegisteredDefinition } from '../api-types';
import type { ExtensionDefinition, RuntimeHost, RuntimeModule } from '../internal-types';
import type { BootState } from './state';
import { createChunkLoader } from './chunks';
import { withPageBreakpoints } from './config';
import { createTriggers } from './triggers';
import { widgetTypeOf } from './elements';

/** services/url-action-event.ts's URL_ACTION_WANTED (the loader imports no service; a unit test keeps them equal). */
export const URL_ACTION_WANTED = 'ha:url-action-wanted';

/**
 * Where a definition is: the default export of `js`, or, for a tiny entry the build folded into a
 * shared chunk, what the function `js` exports as `entry` returns.
 */
interface Files {
  js: string;
  entry?: string;
}

const definitionIn = (module: Record<string, unknown>, { entry }: Files) => (entry ? (module[entry] as () => unknown)() : module.default);

/** How to mount a type: its folder (or a registered definition), trigger and visibility threshold. */
type Known = [source: string | RegisteredDefinition, trigger: MountTrigger, threshold?: number];

declare const __HA_MANIFEST_DATA__: {
  runtime: string;
  /** The shared chunks the runtime imports, however deep (numbers in `chunks`). */
  runtimeDeps: number[];
  chunks: string[];
  types: Record<string, Known>;
  /**
   * `css`: the widget's stylesheets in cascade order, shared ones (Swiper's) first; `deps`: the shared
   * chunks its chunk imports, however deep (numbers in `chunks`).
   */
  widgets: Record<string, Files & { css?: string[]; deps: number[]; optional?: [selector: string, files: number[]][] }>;
  /** Page-level behaviour: loaded once an element matching `selector` is on the page (and `config` is set). */
  extensions: Record<string, Files & { css?: string[]; deps: number[]; selector: string; config?: string; actions?: string[]; wakesLoader?: false }>;
  /** Widgets inside an element matching this wait (a closed popup): its extension scans them later. */
  holds: string;
};

interface Entry {
  type: string;
  id: string;
  element: HTMLElement;
  state: 'loading' | 'ready' | 'error';
  /** Starts mounting now; gone once started. */
  begin?: () => void;
  /** Set once mounting has started; resolves once the widget is ready or failed: children wait for it. */
  mounting?: Promise<void>;
  /** Resolves once the widget is ready or has failed. */
  done: Promise<void>;
  mounted?: boolean;
}

export type Boot = Pick<HaWidgetsApi, 'get' | 'unmount'> & {
  schedule(element: HTMLElement, now?: boolean): Promise<void>;
  /** Starts the extensions whose elements are in `root`, each element once per extension. */
  extend(root: ParentNode): void;
};

export function boot({ config, custom, inTurn, emit }: BootState): Boot {
  withPageBreakpoints(window as never, config);
  // Before any widget stylesheet loads: the widgets' base look (zero specificity) is switched off.
  if (config.baseStyles === false) document.documentElement.setAttribute('data-ha-base', 'off');
  const manifest = __HA_MANIFEST_DATA__;
  scrollToThemeTemplate(config);
  const chunks = createChunkLoader(config.assetsUrl, () => config.chunkTimeout, config.cspNonce);
  const entries = new WeakMap<Element, Entry>();
  const live = new Set<HTMLElement>();
  const warned = new Set<string>();
  const triggers = createTriggers(config.rootMargin, inTurn);
  let runtime: Promise<RuntimeModule> | undefined;
  /** The runtime once loaded, so that unmounting is synchronous. */
  let loaded: RuntimeModule | undefined;

  const host: RuntimeHost = {
    config,
    emit(event, detail: HaEventDetail) {
      const entry = entries.get(detail.element);
      if (entry && event != 'unmount' && !detail.recoverable)
        detail.element.setAttribute('data-ha-state', (entry.state = event == 'mount' ? 'ready' : 'error'));
      emit(event, detail);
    },
  };

  const attached = new Map<string, WeakSet<Element>>();
  const extensionLoads = new Map<string, Promise<ExtensionDefinition>>();
  /** Loads the extension once and hands it the elements (none: it came for a URL action). */
  function startExtension(name: string, elements: HTMLElement[]): void {
    const extension = manifest.extensions[name];
    if (!extensionLoads.has(name)) {
      for (const file of [extension.js, ...extension.deps.map((n) => manifest.chunks[n])]) chunks.preload(file);
      const files = [chunks.importChunk(extension.js), ...(extension.css ?? []).map(chunks.loadStyle)];
      extensionLoads.set(name, Promise.all(files).then(([module]) => definitionIn(module, extension) as ExtensionDefinition));
    }
    extensionLoads
      .get(name)!
      .then((definition) => {
        definition.attach(elements, { config, api: (window as never)[Symbol.for('ha-widgets') as never] });
        markStarted(name);
      })
      // One extension failing leaves the widgets and the other extensions working.
      .catch((error) => console.error(error?.message ?? error));
  }

  function extend(root: ParentNode): void {
    for (const [name, extension] of Object.entries(manifest.extensions)) {
      if (extension.config && !(config.features as Record<string, unknown> | undefined)?.[extension.config]) continue;
      const seen = attached.get(name) ?? attached.set(name, new WeakSet()).get(name)!;
      const found = [...((root as Element).matches?.(extension.selector) ? [root as HTMLElement] : []), ...root.querySelectorAll<HTMLElement>(extension.selector)];
      const fresh = found.filter((element) => !seen.has(element) && seen.add(element));
      if (fresh.length) startExtension(name, fresh);
    }
  }

  // A URL action no one has registered yet (services/url-actions): the extension that carries it out comes.
  addEventListener(URL_ACTION_WANTED, (event) => {
    const action = (event as CustomEvent<string>).detail;
    const provider = Object.keys(manifest.extensions).find((name) => manifest.extensions[name].actions?.includes(action));
    if (provider && !extensionLoads.has(provider)) startExtension(provider, []);
  });

  const loadRuntime = () => (runtime ??= chunks.importChunk(manifest.runtime).then((rt) => (loaded = rt)));
  // Every file a widget needs, asked for at once: the browser would find a chunk's imports only once
  // the chunk has arrived, one level of the import graph per round trip.
  // A module the widget loads late comes too where its markup shows the widget will ask for it.
  const fetchFilesOf = (source: Known[0], element: HTMLElement) => {
    if (typeof source != 'string') return;
    const { js, deps, optional = [] } = manifest.widgets[source];
    const late = optional.flatMap(([selector, files]) => (element.querySelector(selector) ? files : []));
    for (const file of [manifest.runtime, js, ...[...manifest.runtimeDeps, ...deps, ...late].map((n) => manifest.chunks[n])]) chunks.preload(file);
  };
  const loadDefinition = async (source: Known[0]): Promise<RegisteredDefinition> => {
    if (typeof source != 'string') return source;
    const files = manifest.widgets[source];
    // Each stylesheet loads once per page, however many widgets list it.
    const [module] = await Promise.all([chunks.importChunk(files.js), ...(files.css ?? []).map(chunks.loadStyle)]);
    return definitionIn(module, files) as RegisteredDefinition;
  };

  /** The closest ancestor widget still mounting: parents mount before children. */
  const parentMounting = (element: Element) => {
    for (let node = element.parentElement?.closest('[data-ha-state]'); node; node = node.parentElement?.closest('[data-ha-state]')) {
      const entry = entries.get(node);
      if (entry?.mounting && entry.state == 'loading') return entry.mounting;
    }
  };

  async function mountNow(entry: Entry, source: Known[0]): Promise<void> {
    const { element } = entry;
    element.setAttribute('data-ha-state', 'loading');
    fetchFilesOf(source, element);
    try {
      // No parent to wait for: the chunk and stylesheet requests start now, in the caller's slice,
      // not in the microtasks after it.
      const parent = parentMounting(element);
      if (parent) await parent;
      const [rt, definition] = await Promise.all([loadRuntime(), loadDefinition(source)]);
      if (entries.get(element) != entry) return;
      entry.mounted = true;
      await rt.mountWidget(element, entry.type, definition, host);
      // Still loading, still ours: the runtime never started it (its element was out of the document
      // when its turn came). Forget it, so that the element mounts afresh: now if it is back already,
      // else when it comes back (the loader's observer scans it) or when scan() or mount() asks.
      if (entries.get(element) == entry && entry.state == 'loading') {
        forget(entry);
        rt.unmountWidget(element);
        if (element.isConnected) await schedule(element, true);
      }
    } catch (error) {
      console.error((error as Error)?.message ?? error);
      if (entries.get(element) == entry) host.emit('error', { type: entry.type, id: entry.id, element, error });
    }
  }

  function schedule(element: HTMLElement, now?: boolean): Promise<void> {
    const existing = entries.get(element);
    if (existing) return now && existing.begin?.(), existing.done;
    // Asked for again (haWidgets.scan) once the element holding it lets go.
    if (manifest.holds && element.closest(manifest.holds)) return Promise.resolve();
    const [type] = widgetTypeOf(element);
    const info: Known | undefined = custom.has(type)
      ? [custom.get(type)!, custom.get(type)!.trigger ?? 'visible', custom.get(type)!.threshold]
      : manifest.types[type];
    if (!info) {
      // Said once per type, also without debug: an ha-* element that stays as printed says why.
      if (!warned.has(type)) warned.add(type), console.warn(`[ha-widgets] no widget for type "${type}"; ignored`);
      return Promise.resolve();
    }
    let finish!: () => void;
    const entry: Entry = { type, id: element.dataset.id ?? '', element, state: 'loading', done: new Promise<void>((r) => (finish = r)) };
    entry.begin = () => {
      entry.begin = undefined;
      triggers.cancel(element);
      entry.mounting = mountNow(entry, info[0]).then(finish);
    };
    entries.set(element, entry);
    live.add(element);
    const trigger = now ? 'eager' : (element.dataset.haTrigger as MountTrigger) || info[1];
    // A widget that waits to be seen has its files when it is: they come while the page is idle.
    if (trigger != 'eager') triggers.whenIdle(() => fetchFilesOf(info[0], element));
    if (trigger == 'visible')
      triggers.whenVisible(element, +(element.dataset.haThreshold ?? info[2] ?? config.threshold), () => entry.begin?.());
    else if (trigger == 'idle') triggers.whenIdle(() => entry.begin?.());
    else entry.begin();
    return entry.done;
  }

  /** Drops the entry: the element is as if never seen. */
  function forget(entry: Entry): void {
    entries.delete(entry.element);
    live.delete(entry.element);
    triggers.cancel(entry.element);
    entry.element.removeAttribute('data-ha-state');
  }

  function unmount(element: Element): void {
    const entry = entries.get(element);
    if (!entry) return;
    // Children first: deepest mounted descendants go before their parent.
    for (const child of [...element.querySelectorAll('[data-ha-state]')].reverse()) unmount(child);
    const wasReady = entry.state == 'ready';
    forget(entry);
    if (entry.mounted) loaded!.unmountWidget(entry.element);
    // `ha:unmount` answers an `ha:mount`: a widget taken away while still loading never said it was mounted.
    if (wasReady) host.emit('unmount', { type: entry.type, id: entry.id, element: entry.element });
  }

  // Removals unmount a frame later, so a node moved within the same batch survives.
  let sweeping = false;
  const sweep = () => {
    if (sweeping) for (const element of live) if (!element.isConnected) unmount(element);
    sweeping = false;
  };
  // Extensions whose selector the loader does not carry are looked for here: in the page, then in
  // what is added to it.
  const quiet = Object.values(manifest.extensions).some((extension) => !wakesLoader(extension));
  if (quiet) {
    if (document.readyState == 'loading') addEventListener('DOMContentLoaded', () => extend(document), { once: true });
    else extend(document);
  }
  new MutationObserver((records) => {
    if (quiet && document.readyState != 'loading')
      for (const record of records) for (const node of record.addedNodes) if (node.nodeType == 1) extend(node as Element);
    if (sweeping || !live.size || !records.some((record) => record.removedNodes.length)) return;
    sweeping = true;
    requestAnimationFrame(sweep);
    setTimeout(sweep, 100);
  }).observe(document, { childList: true, subtree: true });

  return {
    schedule,
    extend,
    unmount,
    get(element) {
      const entry = entries.get(element);
      return entry && { type: entry.type, id: entry.id, element: entry.element, state: entry.state };
    },
  };
}

/** How long the scroll to a theme template takes: the page builder's animated scroll on an unknown page. */
export const TEMPLATE_SCROLL_MS = 1000;

/**
 * `?theme_template_id={id}` (the page builder's link to where a theme template shows on a page):
 * once the page has loaded, it scrolls to the template, centred, over TEMPLATE_SCROLL_MS with an
 * easing that starts and ends slowly (at once under reduced motion). The visitor's own wheel, touch
 * or key stops it. A real page builder does it itself.
 */
function scrollToThemeTemplate(config: BootState['config']): void {
  const id = new URLSearchParams(location.search).get('theme_template_id');
  if (!id || !/^\d+$/.test(id) || (window as { elementorFrontend?: { config?: unknown } }).elementorFrontend?.config !== config) return;
  const scroll = () => {
    const template = document.querySelector(`.elementor-${id}`);
    if (!template) return;
    const box = template.getBoundingClientRect();
    const from = scrollY;
    const to = Math.min(Math.max(from + box.top + box.height / 2 - innerHeight / 2, 0), document.documentElement.scrollHeight - innerHeight);
    const jump = (y: number) => scrollTo({ top: y, behavior: 'instant' as ScrollBehavior });
    if (matchMedia('(prefers-reduced-motion: reduce)').matches) return jump(to);
    const visitor = ['wheel', 'touchstart', 'keydown'];
    let stopped = false;
    const stop = () => {
      stopped = true;
      for (const name of visitor) removeEventListener(name, stop);
    };
    for (const name of visitor) addEventListener(name, stop, { passive: true });
    const start = performance.now();
    const step = (now: number) => {
      if (stopped) return;
      const t = Math.min((now - start) / TEMPLATE_SCROLL_MS, 1);
      jump(from + (to - from) * (0.5 - Math.cos(t * Math.PI) / 2));
      if (t < 1) requestAnimationFrame(step);
      else stop();
    };
    requestAnimationFrame(step);
  };
  if (document.readyState == 'complete') scroll();
  else addEventListener('load', scroll, { once: true });
}

/** Whether the loader carries the extension's selector (else the second stage looks for it). */
const wakesLoader = (extension: { wakesLoader?: false; config?: string }) => extension.wakesLoader !== false || !!extension.config;

/**
 * The extensions at work on the page, named on the root element once they have started
 * (`data-ha-extensions="popup lightbox"`): a site's styles or scripts (and tests) can tell that a
 * popup's triggers or a lightbox's links are live.
 */
function markStarted(name: string): void {
  const root = document.documentElement;
  const names = new Set((root.getAttribute('data-ha-extensions') ?? '').split(' ').filter(Boolean));
  if (names.has(name)) return;
  names.add(name);
  root.setAttribute('data-ha-extensions', [...names].join(' '));
}

