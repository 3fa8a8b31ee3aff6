// The stylesheets of this widget, in cascade order (see CONTRIBUTING.md, "Stylesheets").
import './base.css';
import { defineWidget } from '../../runtime';
import { ScrollNavigation } from './ScrollNavigation';
import { scrollNavigationSchema } from './settings';

// enhance: the server's items are followed and driven; nothing is re-rendered.
export default defineWidget({ requires: '.ha-scroll-nav .ha-scroll-nav__item', schema: scrollNavigationSchema, Component: ScrollNavigation });
