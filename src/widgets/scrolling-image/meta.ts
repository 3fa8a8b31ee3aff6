import type { WidgetMeta } from '../../api-types';

export default { types: ['ha-scrolling-image'], trigger: 'visible' } satisfies WidgetMeta;
