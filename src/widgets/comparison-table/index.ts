import './base.css';
import { defineWidget } from '../../runtime';
import { ComparisonTable } from './ComparisonTable';
import { comparisonSchema, readComparison } from './settings';
import './comparison-table.css';

export default defineWidget({
  requires: '.ha-comparison-table__head',
  schema: comparisonSchema,
  read: readComparison,
  Component: ComparisonTable,
});
