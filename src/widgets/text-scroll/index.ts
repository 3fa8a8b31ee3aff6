// The stylesheets of this widget, in cascade order (see CONTRIBUTING.md, "Stylesheets").
import './base.css';
import '../../ui/visually-hidden.css';
import './text-scroll.css';
import { defineWidget } from '../../runtime';
import { textScrollSchema } from './settings';
import { TextScroll } from './TextScroll';

// enhance: the printed text is split in place and put back on unmount.
export default defineWidget({
  requires: '.ha-split-lines',
  schema: textScrollSchema,
  Component: TextScroll,
});
