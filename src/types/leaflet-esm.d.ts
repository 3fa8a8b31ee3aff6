// Leaflet's ES module build (src/widgets/google-map/vendor.ts): unlike the package's main file, it
// sets no `window.L` that a site's own Leaflet could be using. Its types are the package's.
declare module 'leaflet/dist/leaflet-src.esm.js' {
  export * from 'leaflet';
}
