import { defineWidget } from '../../runtime';
import { ComparisonTable } from './ComparisonTable';
import { comparisonSchema, readComparison } from './settings';
import './comparison-table.css';

export default defineWidget({
  pattern: 'enhance',
  schema: comparisonSchema,
  read: readComparison,
  Component: ComparisonTable,
});
