import { defineWidget } from '../../runtime';
import { PricingTable } from './PricingTable';
import { pricingSchema } from './settings';
import './pricing-table.css';

export default defineWidget({
  pattern: 'enhance',
  schema: pricingSchema,
  Component: PricingTable,
});
