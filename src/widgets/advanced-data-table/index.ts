import { defineWidget } from '../../runtime/define';
import { AdvancedDataTable } from './AdvancedDataTable';
import { advancedSchema, readSettings } from './settings';
import '../../ui/table/table.css';
import '../../ui/visually-hidden.css';
import './advanced-data-table.css';

export default defineWidget({
  pattern: 'enhance',
  schema: advancedSchema,
  read: readSettings,
  Component: AdvancedDataTable,
});
