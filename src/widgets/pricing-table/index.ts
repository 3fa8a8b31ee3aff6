import './base.css';
import { defineWidget } from '../../runtime';
import { PricingTable } from './PricingTable';
import { pricingSchema } from './settings';
import './pricing-table.css';

export default defineWidget({
  requires: '.ha-pricing-table-body',
  schema: pricingSchema,
  Component: PricingTable,
});
