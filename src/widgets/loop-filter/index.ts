// The stylesheets of this widget, in cascade order (see CONTRIBUTING.md, "Stylesheets").
import './base.css';
import '../../ui/visually-hidden.css';
import './loop-filter.css';
import { defineWidget } from '../../runtime';
import { LoopFilter } from './LoopFilter';
import { loopFilterSchema } from './settings';

export default defineWidget({
  requires: '.e-filter',
  schema: loopFilterSchema,
  Component: LoopFilter,
});
