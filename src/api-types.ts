// The public contract of ha-widgets: configuration, widget definitions and the `window.haWidgets` API.
// Type-only: the loader, the runtime, widgets and third parties all import from here. Shipped as
// dist/ha-widgets.d.ts, so it imports nothing (a consumer needs no React types) and holds only public types.

/** Device modes in the page builder's order, narrowest first. */
export type DeviceMode =
  | 'mobile'
  | 'mobile_extra'
  | 'tablet'
  | 'tablet_extra'
  | 'laptop'
  | 'desktop'
  | 'widescreen';

/** Active breakpoints: max-width in px (widescreen: min-width). Always has mobile and tablet. */
export type Breakpoints = Partial<Record<Exclude<DeviceMode, 'desktop'>, number>> & {
  mobile: number;
  tablet: number;
};

export type MountTrigger = 'eager' | 'visible' | 'idle';

export interface HaConfig {
  ajaxUrl: string;
  nonce: string;
  restUrl: string;
  templateUrl: string;
  /** Base URL of dist/, found from the loader's own URL. */
  assetsUrl: string;
  breakpoints: Breakpoints;
  editMode: boolean;
  debug: boolean;
  isRtl: boolean;
  /** Milliseconds before a chunk load counts as timed out. */
  chunkTimeout: number;
  /** Default IntersectionObserver threshold for `visible` widgets. */
  threshold: number;
  rootMargin: string;
  /** CSP nonce copied from the loader's script tag onto every tag it injects. */
  cspNonce: string;
  /** Logged-in user roles, when the page builder printed them. */
  userRoles: string[];
  /** Each widget's zero-specificity base look; false leaves widgets to the page's own stylesheets. Default true. */
  baseStyles: boolean;
  /**
   * Origins, besides the template endpoint's own, that a template's scripts (`template_scripts` in the
   * template endpoint's answer, loaded by the dropbar) may come from, e.g. `['https://cdn.example.com']`.
   * A template naming a script from any other origin is not loaded. Default: none.
   */
  templateScriptOrigins?: string[];
  /**
   * Site-wide features, each on every page once set: `analytics` (the tracker's endpoints and the
   * page's fields), `displayConditions`, `smoothScroll`, `nextGenImages` (README, "Page-level behaviour").
   */
  features?: { analytics?: unknown; displayConditions?: unknown; smoothScroll?: unknown; nextGenImages?: unknown; [feature: string]: unknown };
  /**
   * The advanced map's tiles: an address naming `{z}`, `{x}` and `{y}` (and `{s}` for Leaflet's
   * subdomains), relative or http(s), or one per map type (`roadmap`, `satellite`, `terrain`,
   * `hybrid`; a missing type uses `roadmap`). Default: OpenStreetMap's tiles.
   */
  mapTileUrl?: string | Partial<Record<'roadmap' | 'satellite' | 'terrain' | 'hybrid', string>>;
  /** The text credited under the tiles of `mapTileUrl` (plain text). Default with OpenStreetMap's tiles: its credit. */
  mapAttribution?: string;
  /**
   * The routing service the advanced map asks for a route (its "routes" type): an address with
   * `{originLat}`, `{originLng}`, `{destLat}`, `{destLng}`, `{travelMode}` (WALKING, BICYCLING,
   * DRIVING, TRANSIT) and `{profile}` (foot, bike, car), or without placeholders, then given
   * `origin=lat,lng&destination=lat,lng&travelMode=MODE`. It answers a GeoJSON LineString (bare, in a
   * Feature or as OSRM's `routes[0].geometry`). Default: none, and no route is drawn.
   */
  mapRouteUrl?: string;
  onError?: (error: unknown, element: Element | null) => void;
  [extra: string]: unknown;
}

/** What each widget folder's `meta.ts` declares; the loader embeds it. */
export interface WidgetMeta {
  /** `data-widget_type` names without the skin, e.g. `ha-countdown`. */
  types: readonly string[];
  trigger: MountTrigger;
  /** IntersectionObserver threshold for `visible`, default from config (0.5). */
  threshold?: number;
  /**
   * Modules the widget loads late (a dynamic import) only when its markup holds a selector, keyed by that
   * selector, valued by the module's path under `src/` (e.g. `ui/tooltip`): where the markup has it,
   * the second stage fetches the module with the widget's own files, in the same wave.
   */
  optional?: Readonly<Record<string, string>>;
}

export interface WidgetEnv<S> {
  id: string;
  type: string;
  skin: string;
  config: HaConfig;
  editMode: boolean;
  /** Settings resolved for another device (e.g. to build per-breakpoint options). */
  settingsFor(device: DeviceMode): S;
  /** A debug-mode warning naming the widget and element id. */
  warn(message: string): void;
  /** Reports an error from an event handler or async work as `ha:error` without tearing the widget down. */
  report(error: unknown): void;
  /**
   * Keeps the widget from being ready after its first commit until the returned release is called
   * (for work an effect puts off to a task of its own); a hold taken once the widget is ready does nothing.
   */
  holdReady(): () => void;
}

export interface WidgetProps<S> {
  /** The widget wrapper (`.elementor-widget`, carries data-settings and data-ha-state). */
  element: HTMLElement;
  /** `.elementor-widget-container` when printed, else the wrapper itself. */
  container: HTMLElement;
  /** Settings resolved for the current device mode. */
  settings: S;
  device: DeviceMode;
  env: WidgetEnv<S>;
}

export interface SetupContext<S> extends WidgetProps<S> {}

export interface Schema<S> {
  parse(raw: Record<string, unknown>, device: DeviceMode, breakpoints: Breakpoints): {
    value: S;
    problems: string[];
  };
}

/**
 * What a widget's Component returns. Open for merging: the runtime, which has React's types, merges
 * `{ node: ReactNode }` into it (src/internal-types.ts); for a consumer it stays empty and the result is
 * `unknown`, so the shipped types need no React.
 */
export interface ComponentResult {}

/** A function component taking the widget's props: any React function component fits. */
export type WidgetComponent<P> = (props: P) => ComponentResult extends { node: infer N } ? N : unknown;

export interface WidgetDefinition<S = any> {
  schema?: Schema<S>;
  /** Extra raw settings from inner attributes, merged over data-settings before the schema runs. */
  read?(element: HTMLElement, container: HTMLElement): Record<string, unknown>;
  /**
   * The element whose children the component re-renders; the server's children are restored on unmount.
   * Without `root` the component renders into a detached node and works on the server markup through effects.
   */
  root?(container: HTMLElement): HTMLElement | null;
  /** A selector that must match inside the container (or the container itself) before mounting; when nothing matches, the widget ends in error with a console warning naming the type, the element id and this selector. */
  requires?: string;
  Component?: WidgetComponent<WidgetProps<S>>;
  /** Framework-free alternative to Component; return a cleanup. */
  setup?(ctx: SetupContext<S>): void | (() => void);
}

/** A definition registered through the public API also says when to mount. */
export interface RegisteredDefinition<S = any> extends WidgetDefinition<S> {
  trigger?: MountTrigger;
  threshold?: number;
}

export type HaEventName = 'mount' | 'unmount' | 'error';

export interface HaEventDetail {
  type: string;
  id: string;
  element: HTMLElement;
  error?: unknown;
  /** An error the widget survived (reported from a handler or async work): the state stays ready. */
  recoverable?: boolean;
}

export interface MountedWidget {
  type: string;
  id: string;
  element: HTMLElement;
  state: 'loading' | 'ready' | 'error';
}

export interface HaWidgetsApi {
  version: string;
  config: HaConfig;
  scan(root?: ParentNode): void;
  mount(element: Element): Promise<void>;
  unmount(element: Element): void;
  get(element: Element): MountedWidget | undefined;
  register(type: string, definition: RegisteredDefinition): void;
  on(event: HaEventName, fn: (detail: HaEventDetail) => void): () => void;
}

/** A function queued for the API: called with it once it exists, at once when it already does. */
export type HaWidgetsCallback = (api: HaWidgetsApi) => void;

declare global {
  interface Window {
    haWidgets?: HaWidgetsApi;
    haWidgetsConfig?: Partial<HaConfig>;
    /** Functions to call with the API: an array before the loader runs, drained (and replaced) by it. */
    haWidgetsQueue?: HaWidgetsCallback[] | { push(fn: HaWidgetsCallback): void };
  }
  interface DocumentEventMap {
    'ha:init': CustomEvent<HaWidgetsApi>;
  }
  interface HTMLElementEventMap {
    'ha:mount': CustomEvent<HaEventDetail>;
    'ha:unmount': CustomEvent<HaEventDetail>;
    'ha:error': CustomEvent<HaEventDetail>;
  }
}
