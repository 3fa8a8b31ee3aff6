// Builds the map on Leaflet: tiles from the configured address with the style's filter, the zoom
// buttons and the attribution as our own controls (Leaflet's write HTML strings, which a page that
// enforces Trusted Types refuses), the pins with their popups, the shapes, and the route.
import type * as Leaflet from 'leaflet';
import type { WidgetEnv } from '../../api-types';
import { answerJson } from '../../services/answer';
import { reducedMotion } from '../../services/device';
import { fetchWithin } from '../../services/fetch-within';
import { nameLandmark } from '../../ui/landmark-name';
import { createRestorer, type Restorer } from '../../ui/restorer';
import { centreOf, chooseStyle, point, routePoints, routeRequestUrl, shapePoints, tileSource } from './logic';
import { pinsOpenAtFirst, readPins, type Pin } from './pins';
import { popupContent } from './popup';
import { mapOptions, type MapSettings } from './settings';

// A dynamic import keeps Leaflet in a chunk of its own, loaded only by pages with a map.
const L = await import('./vendor');

const SVG = 'http://www.w3.org/2000/svg';

/** The default pin: a drawn marker (no image to fetch), coloured by CSS. */
function pinIcon(): Leaflet.DivIcon {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 30 42');
  svg.setAttribute('width', '30');
  svg.setAttribute('height', '42');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const body = document.createElementNS(SVG, 'path');
  body.setAttribute('d', 'M15 1C7.3 1 1 7.3 1 15c0 10.5 14 26 14 26s14-15.5 14-26C29 7.3 22.7 1 15 1z');
  const dot = document.createElementNS(SVG, 'circle');
  dot.setAttribute('cx', '15');
  dot.setAttribute('cy', '15');
  dot.setAttribute('r', '5.5');
  svg.append(body, dot);
  return L.divIcon({ html: svg as unknown as HTMLElement, className: 'ha-map-pin', iconSize: [30, 42], iconAnchor: [15, 42], popupAnchor: [0, -38] });
}

function imageIcon(pin: Pin): Leaflet.Icon {
  const { url, width, height } = pin.icon!;
  const sized = width && height ? { iconSize: [width, height] as [number, number], iconAnchor: [width / 2, height] as [number, number], popupAnchor: [0, -height] as [number, number] } : {};
  return L.icon({ iconUrl: url, className: 'ha-map-pin ha-map-pin--image', ...sized });
}

/** A control of our own at `position`, holding `element`. */
function control(map: Leaflet.Map, position: Leaflet.ControlPosition, element: HTMLElement): void {
  const made = new L.Control({ position });
  made.onAdd = () => element;
  made.addTo(map);
}

function zoomButtons(map: Leaflet.Map): void {
  const bar = L.DomUtil.create('div', 'leaflet-control-zoom leaflet-bar leaflet-control ha-map-zoom');
  const button = (className: string, label: string, text: string, zoom: () => void) => {
    const element = L.DomUtil.create('button', className, bar) as HTMLButtonElement;
    element.type = 'button';
    element.title = label;
    element.setAttribute('aria-label', label);
    element.textContent = text;
    L.DomEvent.on(element, 'click', (event) => {
      L.DomEvent.stop(event);
      if (element.getAttribute('aria-disabled') !== 'true') zoom();
    });
    return element;
  };
  // Leaflet drops a zoom asked for while it animates one: quick clicks add up to a target, reached
  // once the running animation ends.
  let target: number | null = null;
  const step = (by: number) => {
    target = Math.min(map.getMaxZoom(), Math.max(map.getMinZoom(), (target ?? map.getZoom()) + by));
    map.setZoom(target);
  };
  const zoomIn = button('leaflet-control-zoom-in', 'Zoom in', '+', () => step(1));
  const zoomOut = button('leaflet-control-zoom-out', 'Zoom out', '−', () => step(-1));
  map.on('zoomend', () => {
    if (target !== null && target !== map.getZoom()) map.setZoom(target);
    else target = null;
  });
  const update = () => {
    const atMax = map.getZoom() >= map.getMaxZoom();
    const atMin = map.getZoom() <= map.getMinZoom();
    zoomIn.setAttribute('aria-disabled', String(atMax));
    zoomOut.setAttribute('aria-disabled', String(atMin));
    zoomIn.classList.toggle('leaflet-disabled', atMax);
    zoomOut.classList.toggle('leaflet-disabled', atMin);
  };
  map.on('zoomend zoomlevelschange', update);
  update();
  L.DomEvent.disableClickPropagation(bar);
  control(map, 'topleft', bar);
}

function attribution(map: Leaflet.Map, text: string): void {
  if (!text) return;
  const element = L.DomUtil.create('div', 'leaflet-control-attribution leaflet-control');
  element.textContent = text;
  control(map, 'bottomright', element);
}

interface PinMarker {
  marker: Leaflet.Marker;
  icon(): HTMLElement | undefined;
}

function addPins(map: Leaflet.Map, pins: Pin[], settings: MapSettings, autoClose: boolean, restorer: Restorer): PinMarker[] {
  const made: PinMarker[] = [];
  // Popups in the order they opened: Escape closes the one holding focus, else the latest.
  const opened: Leaflet.Marker[] = [];
  pins.forEach((pin, index) => {
    const name = pin.label || `Pin ${index + 1}`;
    const marker = L.marker([pin.position.lat, pin.position.lng], {
      icon: pin.icon ? imageIcon(pin) : pinIcon(),
      alt: name,
      keyboard: true,
      riseOnHover: true,
      autoPanOnFocus: true,
    }).addTo(map);
    const icon = () => marker.getElement();
    icon()?.setAttribute('aria-label', name);
    made.push({ marker, icon });
    if (!pin.title && !pin.description && !pin.link) return;
    // Made (and sanitised) on first opening: a map of many pins builds quickly.
    let content: HTMLElement | null = null;
    const makeContent = () => {
      if (content) return content;
      const parts = popupContent(pin, name);
      L.DomEvent.on(parts.close, 'click', (event) => {
        L.DomEvent.stop(event);
        marker.closePopup();
        icon()?.focus();
      });
      return (content = parts.content);
    };
    icon()?.setAttribute('aria-haspopup', 'dialog');
    icon()?.setAttribute('aria-expanded', 'false');
    marker.bindPopup(makeContent, {
      autoClose,
      closeOnClick: autoClose,
      // Escape is ours (below): Leaflet's closes only the latest popup, whatever holds focus.
      closeOnEscapeKey: false,
      closeButton: false,
      className: 'ha-map-box',
      maxWidth: 320,
    });
    marker.on('popupopen', (event) => {
      const element = (event as Leaflet.PopupEvent).popup.getElement();
      element?.setAttribute('role', 'dialog');
      element?.setAttribute('aria-label', name);
      icon()?.setAttribute('aria-expanded', 'true');
      if (!opened.includes(marker)) opened.push(marker);
    });
    marker.on('popupclose', () => {
      icon()?.setAttribute('aria-expanded', 'false');
      const at = opened.indexOf(marker);
      if (at >= 0) opened.splice(at, 1);
    });
    // Role button: Space opens it as Enter does (Leaflet answers Enter).
    const element = icon();
    if (element)
      L.DomEvent.on(element, 'keydown', (event) => {
        if ((event as KeyboardEvent).key !== ' ') return;
        L.DomEvent.preventDefault(event);
        marker.togglePopup();
      });
    if (settings.info_open_hover) marker.on('mouseover', () => marker.openPopup());
  });
  const box = map.getContainer();
  restorer.listen<KeyboardEvent>(box, 'keydown', (event) => {
    if (event.key !== 'Escape' || !opened.length) return;
    const focused = document.activeElement;
    const holder = made.find(({ marker, icon }) => marker.getPopup()?.getElement()?.contains(focused) || icon() === focused)?.marker;
    const marker = holder && opened.includes(holder) ? holder : opened[opened.length - 1];
    const hadFocus = !!marker.getPopup()?.getElement()?.contains(focused);
    marker.closePopup();
    event.stopPropagation();
    if (hadFocus) marker.getElement()?.focus();
  });
  return made;
}

function openAtFirst(markers: PinMarker[], indexes: number[]): void {
  for (const index of indexes) {
    const popup = markers[index].marker.getPopup();
    if (!popup) continue;
    // Opening at first keeps the centre the editor chose.
    popup.options.autoPan = false;
    markers[index].marker.openPopup();
    popup.options.autoPan = true;
  }
}

function stroke(settings: MapSettings): Leaflet.PathOptions {
  return { color: settings.stroke_color, opacity: settings.stroke_opacity, weight: settings.stroke_weight, interactive: false };
}

function addShape(map: Leaflet.Map, settings: MapSettings): void {
  const kind = settings.google_map_type;
  if (kind !== 'polyline' && kind !== 'polygon') return;
  const points = shapePoints(settings.polylines).map((p) => [p.lat, p.lng] as [number, number]);
  if (points.length < 2) return;
  if (kind === 'polyline') L.polyline(points, { ...stroke(settings), className: 'ha-map-shape' }).addTo(map);
  else
    L.polygon(points, {
      ...stroke(settings),
      className: 'ha-map-shape',
      fill: true,
      fillColor: settings.stroke_fill,
      fillOpacity: settings.stroke_fill_opacity,
    }).addTo(map);
}

/** Asks the routing service for the route and draws it; any failure leaves the map as it is. */
async function drawRoute(map: Leaflet.Map, settings: MapSettings, env: WidgetEnv<MapSettings>, signal: AbortSignal): Promise<void> {
  const origin = point(settings.origin_lat, settings.origin_lng);
  const destination = point(settings.dest_lat, settings.dest_lng);
  const template = env.config.mapRouteUrl;
  if (!origin || !destination) return env.warn('the route needs origin and destination coordinates; none drawn');
  if (typeof template !== 'string' || !template) return env.warn('no routing address (haWidgetsConfig.mapRouteUrl); the route is not drawn');
  const url = routeRequestUrl(template, { origin, destination, mode: settings.travel_mode }, location.href);
  if (!url) return env.warn('mapRouteUrl is not a relative or http(s) address; the route is not drawn');
  try {
    const response = await fetchWithin(url, { headers: { Accept: 'application/json' }, signal });
    const points = response.ok ? routePoints(await answerJson(response, signal)) : null;
    if (signal.aborted) return;
    if (!points) return env.warn(`the routing service gave no usable route (HTTP ${response.status}); the map stays as it is`);
    const line = L.polyline(
      points.map((p) => [p.lat, p.lng] as [number, number]),
      { ...stroke(settings), className: 'ha-map-route' },
    ).addTo(map);
    map.fitBounds(line.getBounds(), { padding: [24, 24], animate: false });
  } catch {
    if (!signal.aborted) env.warn('the route could not be loaded; the map stays as it is');
  }
}

export interface BuiltMap {
  map: Leaflet.Map;
  destroy(): void;
}

export function buildMap(box: HTMLElement, settings: MapSettings, env: WidgetEnv<MapSettings>): BuiltMap {
  const restorer = createRestorer();
  restorer.snapshot(box);
  restorer.keepChildren(box);
  const options = mapOptions(settings);
  const still = reducedMotion.get();
  const centre = centreOf(settings.latitude, settings.longitude, settings.init);
  const map = L.map(box, {
    center: [centre.lat, centre.lng],
    zoom: options.zoom,
    zoomControl: false,
    attributionControl: false,
    scrollWheelZoom: options.scrollWheelZoom,
    dragging: options.dragging,
    keyboard: true,
    closePopupOnClick: options.pinsAutoClose,
    zoomAnimation: !still,
    fadeAnimation: !still,
    markerZoomAnimation: !still,
  });
  restorer.defer(() => map.remove());
  restorer.attr(box, 'role', 'region');
  restorer.defer(nameLandmark(box, 'Map'));
  restorer.attr(box, 'aria-roledescription', 'map');

  const style = chooseStyle(settings.map_style, settings.custom_map_style);
  if (style.problem) env.warn(style.problem);
  restorer.addClass(box, `ha-map-style-${style.name}`);
  const tiles = tileSource(env.config.mapTileUrl, settings.map_type, env.config.mapAttribution, location.href);
  L.tileLayer(tiles.url, { maxZoom: 19, className: 'ha-map-tiles' }).addTo(map);
  const tilePane = map.getPane('tilePane');
  if (tilePane && style.filter) tilePane.style.filter = style.filter;

  if (options.zoomControl) zoomButtons(map);
  attribution(map, tiles.attribution);
  addShape(map, settings);
  const pins = readPins(settings.markers, settings.pins, location.href);
  const markers = addPins(map, pins, settings, options.pinsAutoClose, restorer);
  openAtFirst(markers, pinsOpenAtFirst(pins, settings.info_open, options.pinsAutoClose));

  const aborter = new AbortController();
  restorer.defer(() => aborter.abort());
  if (settings.google_map_type === 'routes') void drawRoute(map, settings, env, aborter.signal);

  // A map laid out while hidden (a closed tab) or resized draws its tiles for its new size. Not when
  // Leaflet's stylesheet failed to load: its tiles then lie in the flow and make the map taller, which
  // would ask for more tiles for ever.
  let frame = 0;
  const mapPane = map.getPane('mapPane');
  const observer = new ResizeObserver(() => {
    cancelAnimationFrame(frame);
    if (!mapPane || getComputedStyle(mapPane).position !== 'absolute') return;
    frame = requestAnimationFrame(() => map.invalidateSize({ pan: false }));
  });
  observer.observe(box);
  restorer.defer(() => {
    observer.disconnect();
    cancelAnimationFrame(frame);
  });

  return { map, destroy: () => restorer.restore() };
}
