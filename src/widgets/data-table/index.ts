// The stylesheets of this widget, in cascade order (see CONTRIBUTING.md, "Stylesheets").
import './base.css';
import '../../ui/table/table.css';
import './data-table.css';
import { defineWidget } from '../../runtime';
import { DataTable } from './DataTable';
import '../../ui/table/table.css';
import './data-table.css';

// No settings of its own: the add-on prints none for this widget, everything is in the markup.
export default defineWidget({
  requires: 'table',
  Component: DataTable,
});
