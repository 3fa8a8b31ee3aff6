// The loader: a classic script with no React. It reads config, attaches to (or provides) the page
// builder's element-ready hooks, and finds widget wrappers now and later. Only once a page has a
// candidate widget does it fetch the second stage (boot.ts), which knows the built types and mounts them.
import type { HaWidgetsApi, HaWidgetsCallback } from '../api-types';
import type { Boot } from './boot';
import { addStylesheet, importFrom } from './chunks';
import { ownScript, readConfig } from './config';
import { ELEMENT_SELECTOR, elementType, toElement, widgetTypeOf } from './elements';
import { createHooks, requireArg, type Hooks } from './hooks';
import { copyPremountSettings } from './premount-settings';
import type { BootState } from './state';
import { createTurns } from '../scheduling/tasks';

const GLOBAL_KEY = Symbol.for('ha-widgets');
/** Elements handled by the page builder's hooks, by a widget, or by an extension. */
const FOUND = `${ELEMENT_SELECTOR},${__HA_EXTENSIONS__}`;

function start(win: Window & Record<string | symbol, any>): void {
  const doc = win.document;
  const script = ownScript(doc);
  const config = readConfig(win, new URL('.', script?.src || doc.baseURI).href, script?.nonce || '');
  // Page-sized work (a scan, the widgets waiting for the second stage) runs in slices of 10 ms.
  const inTurn = createTurns(10);

  const state: BootState = {
    config,
    listeners: { mount: new Set(), unmount: new Set(), error: new Set() },
    custom: new Map(),
    inTurn,
    emit(event, detail) {
      detail.element.dispatchEvent(new CustomEvent(`ha:${event}`, { bubbles: true, detail }));
      for (const fn of state.listeners[event]) fn(detail);
      if (event == 'error') config.onError?.(detail.error, detail.element);
    },
  };
  const triggered = new WeakSet<Element>();
  let booted: Boot | undefined;
  let booting: Promise<Boot> | undefined;

  // The second stage failed to load (said once): each widget waiting for it fails as any widget does.
  // No element: the page's extensions asked for it.
  const withBoot = (element: HTMLElement | null, run: (boot: Boot) => unknown): Promise<unknown> =>
    (booting ??= importFrom(config.assetsUrl, __HA_BOOT__, config.chunkTimeout).then(
      (m) => (booted = m.boot(state)),
      (error) => {
        console.error(error.message);
        throw error;
      },
    )).then(
      (boot) => new Promise((done) => inTurn(() => done(run(boot)))),
      (error) =>
        element && (element.setAttribute('data-ha-state', 'error'), state.emit('error', { type: widgetTypeOf(element)[0], id: element.dataset.id ?? '', element, error })),
    );

  // The page should link the premount stylesheet in its head (no layout shift); else it comes now.
  // Set once: to the link found, or to the load started.
  let premount: unknown;

  // Elements unmounted through the API: a mount asked for before the unmount (still waiting its turn,
  // or for the second stage) does not happen. Asking again clears the mark.
  const unmounted = new WeakSet<Element>();

  /** Built widget types start with `ha-` but for a few the build lists; the second stage knows which exist. */
  async function candidate(element: HTMLElement, now?: boolean): Promise<void> {
    const [type] = widgetTypeOf(element);
    if (type.startsWith('ha-') || __HA_OTHER_TYPES__.includes(type) || state.custom.has(type)) {
      premount ??= doc.querySelector('link[href*="ha-widgets.css"]') || addStylesheet(config.assetsUrl, 'ha-widgets.css', config.cspNonce);
      unmounted.delete(element);
      await withBoot(element, (boot) => !unmounted.has(element) && boot.schedule(element, now));
    }
  }

  // Element-ready hooks: a real page builder's when present (attached once it has initialised), else
  // our compatible ones. Either way our own scan also runs, and mounting is idempotent.
  const attach = (hooks: Hooks) =>
    hooks.addAction('frontend/element_ready/widget', (scope: unknown) => {
      const element = toElement(scope);
      if (element) candidate(element);
    });
  const real = win.elementorFrontend;
  const ownsHooks = !real;
  if (real?.hooks) attach(real.hooks);
  else if (real) win.addEventListener('elementor/frontend/init', () => attach(real.hooks), { once: true });
  const frontend = (win.elementorFrontend ??= {
    hooks: createHooks((error) => console.error(error)),
    config,
    isEditMode: () => config.editMode,
  });
  if (ownsHooks) attach(frontend.hooks);

  function readyTrigger(element: HTMLElement, hooks: Hooks): void {
    if (triggered.has(element) || element.parentElement?.closest('[data-delay-child-handlers="true"]')) return;
    triggered.add(element);
    const kind = elementType(element);
    // global, then the element's kind, then a widget's own type.
    for (const name of ['global', kind, kind == 'widget' && element.dataset.widget_type])
      if (name) hooks.doAction(`frontend/element_ready/${name}`, element);
  }

  function scan(root: ParentNode = doc): void {
    if (typeof root?.querySelectorAll != 'function') throw new TypeError('root invalid type');
    const found = [...root.querySelectorAll<HTMLElement>(FOUND)];
    if ((root as Element).matches?.(FOUND)) found.unshift(root as HTMLElement);
    for (const element of found) {
      // Now, not in turn: before the browser first paints the page (README: blocking="render").
      copyPremountSettings(element, __HA_PREMOUNT_SETTINGS__);
      unmounted.delete(element);
      inTurn(() => {
        if (unmounted.has(element)) return;
        // A wrapper seen before (or unmounted through the API) goes straight to the second stage.
        // An element without the page builder's marks (a bare data-widget_type) fires no hooks.
        if (ownsHooks && elementType(element) && !triggered.has(element)) readyTrigger(element, frontend.hooks);
        else if (element.dataset.widget_type) candidate(element);
        // Page-level behaviour (a popup, a hash-action link...) brings the second stage without any widget.
        if (element.matches(__HA_EXTENSIONS__)) withBoot(null, (boot) => boot.extend(element));
      });
    }
  }

  // Content added later (popups, ajax, templates) comes alive; the parser's own additions wait for DOM ready.
  new MutationObserver((records) => {
    if (doc.readyState != 'loading')
      for (const record of records) for (const node of record.addedNodes) if (node.nodeType == 1) scan(node as Element);
  }).observe(doc, { childList: true, subtree: true });

  const element = (value: unknown): HTMLElement => {
    requireArg(value, 'element', 'object');
    if (!(value instanceof HTMLElement)) throw new TypeError('element invalid type');
    return value;
  };

  const api: HaWidgetsApi = {
    version: __HA_VERSION__,
    config,
    scan,
    mount: (el) => candidate(element(el), true),
    unmount: (el) => (unmounted.add(element(el)), booted?.unmount(el as HTMLElement)),
    get: (el) => booted?.get(element(el)),
    register(type, definition) {
      requireArg(type, 'type', 'string');
      requireArg(definition, 'definition', 'object');
      if (typeof (definition.Component ?? definition.setup) != 'function') throw new TypeError('definition invalid type');
      state.custom.set(type, definition);
      // Its elements already seen go straight to the second stage; the others are new anyway.
      scan();
    },
    on(event, fn) {
      requireArg(event, 'event', 'string');
      requireArg(fn, 'fn', 'function');
      const set = state.listeners[event];
      if (!set) throw new TypeError('event invalid type');
      set.add(fn);
      return () => set.delete(fn);
    },
  };
  win[GLOBAL_KEY] = win.haWidgets = api;
  // Registering whatever the script order: functions queued before the loader run now, later ones at
  // once; one that throws stops none of the others.
  const call = (fn: HaWidgetsCallback) => {
    try {
      fn(api);
    } catch (error) {
      console.error(error);
    }
  };
  const queued = win.haWidgetsQueue as HaWidgetsCallback[] | undefined;
  win.haWidgetsQueue = { push: call };
  for (const fn of queued || []) call(fn);
  doc.dispatchEvent(new CustomEvent('ha:init', { detail: api }));
  if (ownsHooks) win.dispatchEvent(new CustomEvent('elementor/frontend/init'));
  // Site-wide features (`haWidgetsConfig.features`: a tracker, smooth scrolling) work on every page.
  if (__HA_FEATURES__ && config.features) withBoot(null, (boot) => boot.extend(doc));
  if (doc.readyState == 'loading') doc.addEventListener('DOMContentLoaded', () => scan());
  else scan();
}

// A second copy of the loader hands over to the first.
const first: HaWidgetsApi | undefined = (window as any)[GLOBAL_KEY];
if (first) first.scan();
else start(window as any);
