import { defineWidget } from '../../runtime';
import { readImageScrollerSettings } from './dom';
import { ImageScroller } from './ImageScroller';
import { imageScrollerSchema } from './settings';
import './image-scroller.css';

export default defineWidget({
  pattern: 'enhance',
  schema: imageScrollerSchema,
  read: readImageScrollerSettings,
  Component: ImageScroller,
});
