// The stylesheets of this widget, in cascade order (see CONTRIBUTING.md, "Stylesheets").
import '../../ui/count-up/count-up.css';
import { defineWidget } from '../../runtime';
import { ProgressBar } from './ProgressBar';
import { progressBarSchema } from './settings';

export default defineWidget({
  pattern: 'render',
  schema: progressBarSchema,
  Component: ProgressBar,
});
