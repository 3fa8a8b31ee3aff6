// The stylesheets of this widget, in cascade order (see CONTRIBUTING.md, "Stylesheets").
import './base.css';
import '../../ui/visually-hidden.css';
import { defineWidget } from '../../runtime';
import { createChartWidget } from '../../ui/chart';
import { chartSchema, readChartMarkup } from '../../ui/chart';
import { register } from './register';

const selector = '.ha-bar-chart-container';

export default defineWidget({
  requires: `${selector} canvas`,
  schema: chartSchema('bar'),
  read: readChartMarkup(selector),
  Component: createChartWidget({ kind: 'bar', selector, register }),
});
