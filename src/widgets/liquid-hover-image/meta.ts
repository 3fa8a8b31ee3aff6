import type { WidgetMeta } from '../../api-types';

export default { types: ['ha-liquid-hover-image'], trigger: 'visible' } satisfies WidgetMeta;
