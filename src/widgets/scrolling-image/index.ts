// The stylesheets of this widget, in cascade order (see CONTRIBUTING.md, "Stylesheets").
import './base.css';
import '../../ui/pause-toggle/pause-toggle.css';
import '../../ui/marquee/marquee.css';
import { defineWidget } from '../../runtime';
import { readScrollingImageSettings } from './dom';
import { ScrollingImage } from './ScrollingImage';
import { scrollingImageSchema } from './settings';

export default defineWidget({
  requires: '.ha-scrolling-image-wrapper',
  schema: scrollingImageSchema,
  read: readScrollingImageSettings,
  Component: ScrollingImage,
});
