// The stylesheets of this widget, in cascade order (see CONTRIBUTING.md, "Stylesheets").
import './base.css';
import '../../ui/visually-hidden.css';
import '../../ui/filter-bar/filter-bar.css';
import './filter-bar.css';
import { defineWidget } from '../../runtime';
import { FilterBar } from './FilterBar';
import { filterBarSchema } from './settings';

export default defineWidget({
  requires: '.hajs-filter',
  schema: filterBarSchema,
  Component: FilterBar,
});
