// The stylesheets of this widget, in cascade order (see CONTRIBUTING.md, "Stylesheets").
import './base.css';
import './scroll-sequence.css';
import { defineWidget } from '../../runtime';
import { readSequenceSettings } from './dom';
import { ScrollSequence } from './ScrollSequence';
import { scrollSequenceSchema } from './settings';

// enhance: the printed box keeps its place; a canvas is added inside it.
export default defineWidget({
  requires: '.ha-scroll-sequence-wrap .ha-scroll-sequence-canvas-wrap-inner',
  schema: scrollSequenceSchema,
  read: readSequenceSettings,
  Component: ScrollSequence,
});
