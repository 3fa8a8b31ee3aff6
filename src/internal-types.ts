// Types only the loader and the runtime core share; not part of the public contract (not shipped in dist/*.d.ts).
import type { ReactNode } from 'react';
import type { HaConfig, HaEventDetail, HaEventName, HaWidgetsApi, WidgetDefinition } from './api-types';

// Inside the project a widget's Component returns React's node type (the runtime renders it as JSX);
// the shipped types leave it `unknown` (see ComponentResult in api-types.ts).
declare module './api-types' {
  interface ComponentResult {
    node: ReactNode;
  }
}

/** What the loader hands the runtime core with each mount. */
export interface RuntimeHost {
  config: HaConfig;
  /** Sets `data-ha-state`, dispatches the DOM event and calls `haWidgets.on` listeners. */
  emit(event: HaEventName, detail: HaEventDetail): void;
}

/** The runtime core's entry, imported by the loader on the first mount. */
export interface RuntimeModule {
  /** Resolves once the widget has rendered (or failed); mounts queue and yield to the main thread. */
  mountWidget(element: HTMLElement, type: string, definition: WidgetDefinition, host: RuntimeHost): Promise<void>;
  unmountWidget(element: HTMLElement): void;
}

// Page-level behaviour (src/extensions/): the loader and its second stage know these before any of its code loads.

/** What an extension folder's `meta.ts` declares; compiled into the loader and its second stage. */
export interface ExtensionMeta {
  /** The extension's chunk loads only once an element matching this is on the page (now or later). */
  selector: string;
  /**
   * A site-wide feature: its key in `haWidgetsConfig.features` (e.g. `analytics`). Set there, the
   * extension starts on every page (the loader looks at `features` only, one key for all of them).
   */
  config?: string;
  /**
   * Widgets inside an element matching this are not mounted (a closed popup). The extension scans the
   * element once it stops matching, and unmounts the widgets inside once it matches again.
   */
  holds?: string;
  /**
   * The URL actions it carries out (`lightbox`): a hash-action link asking for one loads it even on
   * a page without an element matching the selector.
   */
  actions?: string[];
  /**
   * False: the selector is not in the loader (its bytes are budgeted), so an element matching it
   * alone does not bring the second stage; the extension starts on pages the second stage runs on for
   * a widget or another extension. Default true.
   */
  wakesLoader?: boolean;
}

export interface ExtensionContext {
  config: HaConfig;
  api: HaWidgetsApi;
}

export interface ExtensionDefinition {
  /** Called with elements newly matching the selector, each once, in document order. */
  attach(elements: HTMLElement[], context: ExtensionContext): void;
}
