// The stylesheets of this widget, in cascade order (see CONTRIBUTING.md, "Stylesheets").
import './base.css';
import '../../ui/lightbox/lightbox.css';
import '../../ui/filter-bar/filter-bar.css';
import './image-grid.css';
import { defineWidget } from '../../runtime';
import { ImageGrid } from './ImageGrid';
import { imageGridSchema } from './settings';
import './image-grid.css';

export default defineWidget({
  requires: '.hajs-isotope',
  schema: imageGridSchema,
  Component: ImageGrid,
});
