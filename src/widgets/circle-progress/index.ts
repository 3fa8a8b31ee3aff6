// The stylesheets of this widget, in cascade order (see CONTRIBUTING.md, "Stylesheets").
import './base.css';
import '../../ui/count-up/count-up.css';
import { defineWidget } from '../../runtime';
import { CircleProgress } from './CircleProgress';
import { circleProgressSchema } from './settings';

export default defineWidget({
  requires: '.ha-circle-progress__wrap',
  root: (container) => container,
  schema: circleProgressSchema,
  Component: CircleProgress,
});
