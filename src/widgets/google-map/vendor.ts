// The Leaflet pieces the map uses, loaded through a dynamic import (see engine.ts) so that only a page
// with a map loads Leaflet, as a chunk of its own. Leaflet's ES module build sets no `window.L`.
export {
  Control,
  DomEvent,
  DomUtil,
  divIcon,
  icon,
  map,
  marker,
  polygon,
  polyline,
  tileLayer,
} from 'leaflet/dist/leaflet-src.esm.js';
