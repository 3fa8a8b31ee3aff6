export { createChartWidget } from './ChartWidget';
export { chartSchema, readChartMarkup } from './schema';
export { type Register } from './adapter';
