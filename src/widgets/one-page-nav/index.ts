// The stylesheets of this widget, in cascade order (see CONTRIBUTING.md, "Stylesheets").
import './base.css';
import { defineWidget } from '../../runtime';
import { OnePageNav } from './OnePageNav';
import { onePageNavSchema } from './settings';

// enhance: the server's items become links to their sections; nothing is re-rendered.
export default defineWidget({ requires: '.ha-opn-dotted-nav a[data-section-id]', schema: onePageNavSchema, Component: OnePageNav });
