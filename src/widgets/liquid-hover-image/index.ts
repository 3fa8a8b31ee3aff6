// The stylesheets of this widget, in cascade order (see CONTRIBUTING.md, "Stylesheets").
import './base.css';
import './liquid-hover-image.css';
import { defineWidget } from '../../runtime';
import { readLiquidSettings } from './dom';
import { LiquidHoverImage } from './LiquidHoverImage';
import { liquidHoverSchema } from './settings';

// enhance: the printed image stays (under the canvas, and as the picture without the script).
export default defineWidget({
  requires: '.ha-lhi-area .ha-lhi-image-area .ha-lhi-image > img',
  schema: liquidHoverSchema,
  read: readLiquidSettings,
  Component: LiquidHoverImage,
});
