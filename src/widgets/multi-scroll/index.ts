// The stylesheets of this widget, in cascade order (see CONTRIBUTING.md, "Stylesheets").
import './base.css';
import './multi-scroll.css';
import { defineWidget } from '../../runtime';
import { readMultiScrollSettings } from './dom';
import { MultiScroll } from './MultiScroll';
import { multiScrollSchema } from './settings';

// adopt: the sections may hold templates with widgets of their own, which are moved, never re-created.
export default defineWidget({
  requires: '.ha-multi-scroll-wrap .ms-left .ms-section',
  schema: multiScrollSchema,
  read: readMultiScrollSettings,
  Component: MultiScroll,
});
