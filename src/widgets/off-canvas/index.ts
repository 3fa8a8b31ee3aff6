import './base.css';
import { defineWidget } from '../../runtime';
import { readOffCanvasSettings } from './dom';
import { OffCanvas } from './OffCanvas';
import { offCanvasSchema } from './settings';
import './off-canvas.css';

// adopt: the panel (which may hold a saved template and its widgets) is moved to the body, never re-created.
export default defineWidget({
  requires: '.ha-offcanvas-content-wrap > .ha-offcanvas-content',
  schema: offCanvasSchema,
  read: readOffCanvasSettings,
  Component: OffCanvas,
});
