import { defineWidget } from '../../runtime/define';
import { readScrollingImageSettings } from './dom';
import { ScrollingImage } from './ScrollingImage';
import { scrollingImageSchema } from './settings';

export default defineWidget({
  pattern: 'enhance',
  schema: scrollingImageSchema,
  read: readScrollingImageSettings,
  Component: ScrollingImage,
});
