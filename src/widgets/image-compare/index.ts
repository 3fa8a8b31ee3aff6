import './base.css';
import { defineWidget } from '../../runtime';
import { readHappySettings } from './dom';
import { ImageCompare } from './ImageCompare';
import { compareSchema } from './settings';
import './image-compare.css';

export default defineWidget({
  requires: '.hajs-image-comparison, .twentytwenty-container',
  schema: compareSchema,
  read: (_element, container) => readHappySettings(container).value,
  Component: ImageCompare,
});
