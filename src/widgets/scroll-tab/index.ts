// The stylesheets of this widget, in cascade order (see CONTRIBUTING.md, "Stylesheets").
import './base.css';
import { defineWidget } from '../../runtime';
import { ScrollTabs } from './ScrollTabs';
import { scrollTabSchema } from './settings';

// adopt: the panels (which may hold other widgets) stay where they are printed; only roles and the
// active class change.
export default defineWidget({
  requires: '.ha-scroll-tab-wrapper .ha-scroll-tab-nav .ha-scroll-tab-title',
  schema: scrollTabSchema,
  Component: ScrollTabs,
});
