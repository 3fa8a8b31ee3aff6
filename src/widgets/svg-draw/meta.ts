import type { WidgetMeta } from '../../api-types';

export default { types: ['ha-svg-draw'], trigger: 'visible' } satisfies WidgetMeta;
