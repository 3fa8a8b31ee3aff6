// Pure rules of the advanced map: the centre, the pins of both variants, the shapes, the route's
// request and answer, the style as a CSS filter on the tiles, and the tile address.

export interface LatLng {
  lat: number;
  lng: number;
}

/** The add-on's own default centre, used when latitude and longitude are empty or unusable. */
export const DEFAULT_CENTRE: LatLng = { lat: 40.7306, lng: -73.9352 };

/** A coordinate from a setting: a number or numeric text within its range; NaN otherwise. */
export function coordinate(value: unknown, limit: 90 | 180): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : NaN;
}

/** A point when both halves are usable, else null. */
export function point(lat: unknown, lng: unknown): LatLng | null {
  const la = coordinate(lat, 90);
  const ln = coordinate(lng, 180);
  return Number.isNaN(la) || Number.isNaN(ln) ? null : { lat: la, lng: ln };
}

/** The map's centre: the settings' point, else the second variant's `init.center`, else the default. */
export function centreOf(latitude: unknown, longitude: unknown, init: Record<string, unknown> = {}): LatLng {
  const centre = init.center as { lat?: unknown; lng?: unknown } | undefined;
  return point(latitude, longitude) ?? (centre && typeof centre === 'object' ? point(centre.lat, centre.lng) : null) ?? DEFAULT_CENTRE;
}

// ---------- travel mode

export const TRAVEL_MODES = ['WALKING', 'BICYCLING', 'DRIVING', 'TRANSIT'] as const;
export type TravelMode = (typeof TRAVEL_MODES)[number];

/** The add-on prints the mode in lower case; the routing service is given it in upper case. Null: not a mode. */
export function travelMode(value: unknown): TravelMode | null {
  const mode = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return (TRAVEL_MODES as readonly string[]).includes(mode) ? (mode as TravelMode) : null;
}

// ---------- styles

export const MAP_STYLES = ['standard', 'silver', 'retro', 'dark', 'night', 'aubergine', 'custom'] as const;
export type MapStyle = (typeof MAP_STYLES)[number];

/**
 * Raster tiles cannot be restyled per feature as the add-on's vector styles were, so each named style
 * is a CSS filter on the tile layer that gives its overall look; pins, shapes and popups keep their colours.
 */
export const STYLE_FILTERS: Record<Exclude<MapStyle, 'custom'>, string> = {
  standard: '',
  silver: 'grayscale(1) brightness(1.08) contrast(0.9)',
  retro: 'sepia(0.65) saturate(1.4) hue-rotate(-12deg) brightness(0.97)',
  dark: 'invert(1) hue-rotate(180deg) grayscale(0.85) brightness(0.8) contrast(1.1)',
  night: 'invert(1) hue-rotate(180deg) saturate(0.6) brightness(0.75) sepia(0.25)',
  aubergine: 'invert(1) hue-rotate(180deg) sepia(0.6) saturate(2.2) hue-rotate(220deg) brightness(0.7)',
};

export interface StyleChoice {
  /** The style applied: `custom` only when its JSON was usable, else `standard`. */
  name: MapStyle;
  filter: string;
  /** Set when a custom style was asked for and refused. */
  problem?: string;
}

interface StyleRule {
  featureType?: unknown;
  elementType?: unknown;
  stylers?: unknown;
}

const clampTo = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * A custom style is the add-on's (Google's) style JSON: an array of `{featureType, elementType,
 * stylers}`. The rules that apply to the whole map (no feature type, or `all`) give the filter:
 * `invert_lightness`, `saturation` (-100 to 100), `lightness` (-100 to 100) and `gamma` (0.01 to 10).
 */
export function customFilter(rules: StyleRule[]): string {
  const parts: string[] = [];
  for (const rule of rules) {
    if (!rule || typeof rule !== 'object') continue;
    if (rule.featureType !== undefined && rule.featureType !== 'all') continue;
    if (rule.elementType !== undefined && !['all', 'geometry'].includes(String(rule.elementType))) continue;
    for (const styler of Array.isArray(rule.stylers) ? rule.stylers : []) {
      if (!styler || typeof styler !== 'object') continue;
      const { invert_lightness: invert, saturation, lightness, gamma } = styler as Record<string, unknown>;
      if (invert === true || invert === 'true') parts.push('invert(1) hue-rotate(180deg)');
      if (Number.isFinite(Number(saturation)) && saturation !== '' && saturation !== null)
        parts.push(`saturate(${round(clampTo(1 + Number(saturation) / 100, 0, 2))})`);
      if (Number.isFinite(Number(lightness)) && lightness !== '' && lightness !== null)
        parts.push(`brightness(${round(clampTo(1 + Number(lightness) / 100, 0, 2))})`);
      if (Number(gamma) > 0) parts.push(`contrast(${round(clampTo(1 / Number(gamma), 0.1, 3))})`);
    }
  }
  return parts.join(' ');
}

const round = (value: number) => Math.round(value * 100) / 100;

/** The style to apply: a named one, or `custom` when its JSON is a valid style array. */
export function chooseStyle(style: MapStyle, customJson: string): StyleChoice {
  if (style !== 'custom') return { name: style, filter: STYLE_FILTERS[style] };
  let parsed: unknown;
  try {
    parsed = JSON.parse(customJson);
  } catch {
    return { name: 'standard', filter: '', problem: 'the custom map style is not valid JSON; using the standard style' };
  }
  if (!Array.isArray(parsed)) return { name: 'standard', filter: '', problem: 'the custom map style is not a style array; using the standard style' };
  return { name: 'custom', filter: customFilter(parsed as StyleRule[]) };
}

// ---------- addresses

/** A link or image address that is relative or http(s) (or mailto/tel for links); null for the rest. */
export function safeUrl(value: unknown, base: string, allow: readonly string[] = ['http:', 'https:']): string | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  try {
    const url = new URL(value.trim(), base);
    return allow.includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_ATTRIBUTION = '© OpenStreetMap contributors';

export interface TileSource {
  url: string;
  attribution: string;
}

/**
 * The tile address: `mapTileUrl` from the configuration, one template for every map type or an object
 * per type (`roadmap`, `satellite`, `terrain`, `hybrid`; a missing type uses `roadmap`). It must name
 * `{z}`, `{x}` and `{y}` and be relative or http(s); otherwise OpenStreetMap's tiles are used.
 */
export function tileSource(configured: unknown, mapType: string, attribution: unknown, base: string): TileSource {
  const byType = configured && typeof configured === 'object' ? (configured as Record<string, unknown>) : null;
  const template = byType ? (byType[mapType] ?? byType.roadmap) : configured;
  if (typeof template === 'string' && /\{z\}/.test(template) && /\{x\}/.test(template) && /\{y\}/.test(template)) {
    // The placeholders are checked on the address as written: URL() would escape their braces.
    const probe = safeUrl(template.replace(/[{}]/g, ''), base);
    if (probe) return { url: template, attribution: typeof attribution === 'string' ? attribution : '' };
  }
  return { url: DEFAULT_TILE_URL, attribution: DEFAULT_ATTRIBUTION };
}

// ---------- shapes

/** The polyline's points: the add-on's `ha_gmap_polyline_lat/lng`, or plain `lat/lng`; unusable ones are left out. */
export function shapePoints(list: unknown): LatLng[] {
  if (!Array.isArray(list)) return [];
  const points: LatLng[] = [];
  for (const item of list) {
    if (!item || typeof item !== 'object') continue;
    const row = item as Record<string, unknown>;
    const p = point(row.ha_gmap_polyline_lat ?? row.lat, row.ha_gmap_polyline_lng ?? row.lng);
    if (p) points.push(p);
  }
  return points;
}

// ---------- routes

export interface RouteQuery {
  origin: LatLng;
  destination: LatLng;
  mode: TravelMode;
}

const PROFILES: Record<TravelMode, string> = { WALKING: 'foot', BICYCLING: 'bike', DRIVING: 'car', TRANSIT: 'car' };

/**
 * The routing request: `mapRouteUrl` with `{originLat}`, `{originLng}`, `{destLat}`, `{destLng}`,
 * `{travelMode}` (upper case) and `{profile}` (foot, bike, car) filled in; a template without
 * placeholders gets `origin=lat,lng&destination=lat,lng&travelMode=MODE` added to its query. Null when
 * the address is not relative or http(s).
 */
export function routeRequestUrl(template: string, query: RouteQuery, base: string): string | null {
  const values: Record<string, string> = {
    originLat: String(query.origin.lat),
    originLng: String(query.origin.lng),
    destLat: String(query.destination.lat),
    destLng: String(query.destination.lng),
    travelMode: query.mode,
    profile: PROFILES[query.mode],
  };
  const filled = template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? encodeURIComponent(values[name]) : whole));
  const href = safeUrl(filled, base);
  if (!href) return null;
  if (filled !== template) return href;
  const url = new URL(href);
  url.searchParams.set('origin', `${values.originLat},${values.originLng}`);
  url.searchParams.set('destination', `${values.destLat},${values.destLng}`);
  url.searchParams.set('travelMode', query.mode);
  return url.href;
}

/** More points than a route needs are a broken or hostile answer. */
export const MAX_ROUTE_POINTS = 20000;

/**
 * The route's points from the routing answer: a GeoJSON LineString (`[lng, lat]` pairs), bare, in a
 * Feature, or as OSRM gives it (`routes[0].geometry`). Null when it holds no usable line.
 */
export function routePoints(answer: unknown): LatLng[] | null {
  const a = answer as Record<string, any> | null;
  const geometry = a?.routes?.[0]?.geometry ?? a?.features?.[0]?.geometry ?? a?.geometry ?? a;
  const coordinates: unknown = geometry && typeof geometry === 'object' && geometry.type === 'LineString' ? geometry.coordinates : null;
  if (!Array.isArray(coordinates) || coordinates.length < 2 || coordinates.length > MAX_ROUTE_POINTS) return null;
  const points: LatLng[] = [];
  for (const pair of coordinates) {
    const p = Array.isArray(pair) ? point(pair[1], pair[0]) : null;
    if (!p) return null;
    points.push(p);
  }
  return points;
}
