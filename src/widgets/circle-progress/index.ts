// The stylesheets of this widget, in cascade order (see CONTRIBUTING.md, "Stylesheets").
import '../../ui/count-up/count-up.css';
import { defineWidget } from '../../runtime';
import { CircleProgress } from './CircleProgress';
import { circleProgressSchema } from './settings';

export default defineWidget({
  pattern: 'render',
  schema: circleProgressSchema,
  Component: CircleProgress,
});
