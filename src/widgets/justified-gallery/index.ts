// The stylesheets of this widget, in cascade order (see CONTRIBUTING.md, "Stylesheets").
import './base.css';
import '../../ui/lightbox/lightbox.css';
import '../../ui/filter-bar/filter-bar.css';
import './justified-gallery.css';
import { defineWidget } from '../../runtime';
import { JustifiedGallery } from './JustifiedGallery';
import { gallerySchema } from './settings';
import './justified-gallery.css';

export default defineWidget({
  requires: '.hajs-justified-grid',
  schema: gallerySchema,
  Component: JustifiedGallery,
});
