import { defineWidget } from '../../runtime/define';
import { readImageAccordion } from './dom';
import { ImageAccordion } from './ImageAccordion';
import { imageAccordionSchema } from './settings';
import './image-accordion.css';

export default defineWidget({
  pattern: 'enhance',
  schema: imageAccordionSchema,
  read: (element) => readImageAccordion(element),
  Component: ImageAccordion,
});
