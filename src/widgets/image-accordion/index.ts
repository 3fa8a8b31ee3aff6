// The stylesheets of this widget, in cascade order (see CONTRIBUTING.md, "Stylesheets").
import './base.css';
import '../../ui/visually-hidden.css';
import './image-accordion.css';
import { defineWidget } from '../../runtime';
import { readImageAccordion } from './dom';
import { ImageAccordion } from './ImageAccordion';
import { imageAccordionSchema } from './settings';
import './image-accordion.css';

export default defineWidget({
  requires: '.ha-ia-gallery-wrap',
  schema: imageAccordionSchema,
  read: (element) => readImageAccordion(element),
  Component: ImageAccordion,
});
