import './base.css';
import { defineWidget } from '../../runtime';
import { readImageScrollerSettings } from './dom';
import { ImageScroller } from './ImageScroller';
import { imageScrollerSchema } from './settings';
import './image-scroller.css';

export default defineWidget({
  requires: '.ha-image-scroller-wrapper',
  schema: imageScrollerSchema,
  read: readImageScrollerSettings,
  Component: ImageScroller,
});
