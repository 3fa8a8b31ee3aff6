// The stylesheets of this widget, in cascade order (see CONTRIBUTING.md, "Stylesheets").
import './base.css';
import '../../ui/table/table.css';
import '../../ui/visually-hidden.css';
import './advanced-data-table.css';
import { defineWidget } from '../../runtime';
import { AdvancedDataTable } from './AdvancedDataTable';
import { advancedSchema, readSettings } from './settings';
import '../../ui/table/table.css';
import '../../ui/visually-hidden.css';
import './advanced-data-table.css';

export default defineWidget({
  requires: 'table.ha-advanced-table',
  schema: advancedSchema,
  read: readSettings,
  Component: AdvancedDataTable,
});
