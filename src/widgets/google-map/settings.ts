// The advanced map prints its settings on `.ha-adv-google-map__wrapper` as data attributes, not in
// data-settings: data-latitude, data-longitude, data-map-type, data-map-zoom(-tablet, -mobile),
// data-scroll-wheel-zoom, data-info-open, data-info-open-hover, data-zoom-control,
// data-disable-map-drag, data-markers (JSON), data-google-map-type (basic, polyline, polygon,
// routes), data-polylines (JSON), data-map-style, data-custom-map-style, data-stroke-color,
// data-stroke-opacity, data-stroke-weight, data-stroke-fill, data-stroke-fill-opacity,
// data-origin-lat, data-origin-lng, data-dest-lat, data-dest-lng, data-travel-mode. The second pin
// variant adds data-pins (JSON) and data-init (JSON init options: center, zoom, scrollwheel,
// zoomControl, draggable, pinsAutoClose). Switchers print 'yes' or 'false'. The same names with
// underscores work in data-settings.
import { bool, json, num, oneOf, responsive, schema, str, type Field, type SettingsOf } from '../../settings/schema';
import { MAP_STYLES, travelMode, type TravelMode } from './logic';

const list = (value: unknown): value is unknown[] => Array.isArray(value);
const object = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/** The add-on prints the mode in lower case; kept in upper case. */
const travelModeField: Field<TravelMode> = {
  default: 'WALKING',
  coerce(value) {
    const mode = travelMode(value);
    return mode ? { ok: true, value: mode } : { ok: false, value: 'WALKING' };
  },
};

/** A CSS colour as the colour picker gives it: hex, rgb(a), hsl(a) or a name; nothing that loads. */
const colour = (fallback: string): Field<string> => ({
  default: fallback,
  coerce(value) {
    const text = typeof value === 'string' ? value.trim() : '';
    return /^(#[0-9a-f]{3,8}|(rgb|hsl)a?\([\d\s.,%/-]+\)|[a-z]{3,20})$/i.test(text) ? { ok: true, value: text } : { ok: false, value: fallback };
  },
});

export const mapSchema = schema({
  latitude: str(''),
  longitude: str(''),
  map_type: oneOf(['roadmap', 'satellite', 'terrain', 'hybrid'], 'roadmap'),
  map_zoom: responsive(num(8, { min: 1, max: 19, integer: true }), { desktop: 8, tablet: 10, mobile: 12 }),
  scroll_wheel_zoom: bool(false),
  info_open: bool(false),
  info_open_hover: bool(false),
  zoom_control: bool(true),
  disable_map_drag: bool(false),
  markers: json<unknown[]>([], list),
  google_map_type: oneOf(['basic', 'polyline', 'polygon', 'routes'], 'basic'),
  polylines: json<unknown[]>([], list),
  map_style: oneOf(MAP_STYLES, 'standard'),
  custom_map_style: str(''),
  stroke_color: colour('#e23a47'),
  stroke_opacity: num(0.8, { min: 0, max: 1 }),
  stroke_weight: num(4, { min: 0, max: 20 }),
  stroke_fill: colour('#e23a47'),
  stroke_fill_opacity: num(0.4, { min: 0, max: 1 }),
  origin_lat: str(''),
  origin_lng: str(''),
  dest_lat: str(''),
  dest_lng: str(''),
  travel_mode: travelModeField,
  pins: json<unknown[]>([], list),
  init: json<Record<string, unknown>>({}, object),
});

export type MapSettings = SettingsOf<typeof mapSchema>;

export const MAP_SELECTOR = '.ha-adv-google-map__wrapper';

export function findMapBox(container: HTMLElement): HTMLElement | null {
  return container.matches(MAP_SELECTOR) ? container : container.querySelector<HTMLElement>(MAP_SELECTOR);
}

export function readSettings(_element: HTMLElement, container: HTMLElement): Record<string, unknown> {
  const box = findMapBox(container);
  const raw: Record<string, unknown> = {};
  if (!box) return raw;
  for (const { name, value } of box.attributes) {
    if (!name.startsWith('data-') || value === '') continue;
    const key = name.slice(5);
    raw[key.replace(/-/g, '_')] = value;
  }
  return raw;
}

export interface MapOptions {
  zoom: number;
  scrollWheelZoom: boolean;
  zoomControl: boolean;
  dragging: boolean;
  /** Opening a pin's popup closes the others. */
  pinsAutoClose: boolean;
}

const flag = (value: unknown, fallback: boolean) =>
  value === true || value === 'true' || value === 'yes' ? true : value === false || value === 'false' || value === 'no' ? false : fallback;

/** The map's options: the settings, with the second variant's init options over them where given. */
export function mapOptions(settings: MapSettings): MapOptions {
  const init = settings.init;
  const zoom = Number(init.zoom);
  return {
    zoom: Number.isInteger(zoom) && zoom >= 1 && zoom <= 19 ? zoom : settings.map_zoom,
    scrollWheelZoom: flag(init.scrollwheel, settings.scroll_wheel_zoom),
    zoomControl: flag(init.zoomControl, settings.zoom_control),
    dragging: flag(init.draggable, !settings.disable_map_drag),
    pinsAutoClose: flag(init.pinsAutoClose, false),
  };
}
