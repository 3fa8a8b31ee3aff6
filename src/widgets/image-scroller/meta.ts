import type { WidgetMeta } from '../../api-types';

export default { types: ['ha-image-scroller'], trigger: 'visible' } satisfies WidgetMeta;
