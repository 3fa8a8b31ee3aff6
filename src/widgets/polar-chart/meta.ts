import type { WidgetMeta } from '../../api-types';

// Visible: the chart is drawn (and animates) when the visitor reaches it, once.
export default { types: ['ha-polar-chart'], trigger: 'visible' } satisfies WidgetMeta;
