// Types only the loader and the runtime core share; not part of the public contract (not shipped in dist/*.d.ts).
import type { ReactNode } from 'react';
import type { HaConfig, HaEventDetail, HaEventName, WidgetDefinition } from './api-types';

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
