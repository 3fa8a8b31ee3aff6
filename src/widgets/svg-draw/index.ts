import './base.css';
import { defineWidget } from '../../runtime';
import { SvgDraw } from './SvgDraw';
import { svgDrawSchema } from './settings';

export default defineWidget({
  requires: '.ha-svg-draw-container svg',
  schema: svgDrawSchema,
  Component: SvgDraw,
});
