import './base.css';
import { defineWidget } from '../../runtime';
import { AdvancedComparisonTable } from './AdvancedComparisonTable';
import './advanced-comparison-table.css';

// No settings of its own: what the add-on's settings decide (columns, child rows printed open) is in
// the markup, and the device mode comes from the runtime.
export default defineWidget({
  requires: '.ha-adct-table',
  Component: AdvancedComparisonTable,
});
