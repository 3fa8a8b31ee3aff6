// The stylesheets of this widget, in cascade order (see CONTRIBUTING.md, "Stylesheets").
import './base.css';
import '../../ui/count-up/count-up.css';
import { defineWidget } from '../../runtime';
import { ProgressBar } from './ProgressBar';
import { progressBarSchema } from './settings';

export default defineWidget({
  requires: '.ha-progress-bar__wrap',
  root: (container) => container,
  schema: progressBarSchema,
  Component: ProgressBar,
});
