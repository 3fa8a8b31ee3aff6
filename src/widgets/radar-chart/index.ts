import { defineWidget } from '../../runtime/define';
import { createChartWidget } from '../../ui/chart/ChartWidget';
import { chartSchema, readChartMarkup } from '../../ui/chart/schema';
import { register } from './register';

const selector = '.ha-radar-chart-container';

export default defineWidget({
  pattern: 'enhance',
  schema: chartSchema('radar'),
  read: readChartMarkup(selector),
  Component: createChartWidget({ kind: 'radar', selector, register }),
});
