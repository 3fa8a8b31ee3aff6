// The stylesheets of this widget, in cascade order (see CONTRIBUTING.md, "Stylesheets").
import './base.css';
import 'leaflet/dist/leaflet.css';
import './google-map.css';
import { defineWidget } from '../../runtime';
import { GoogleMap } from './GoogleMap';
import { MAP_SELECTOR, mapSchema, readSettings } from './settings';

export default defineWidget({
  requires: MAP_SELECTOR,
  schema: mapSchema,
  read: readSettings,
  Component: GoogleMap,
});
