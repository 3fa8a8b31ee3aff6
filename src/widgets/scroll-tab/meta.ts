import type { WidgetMeta } from '../../api-types';

export default { types: ['ha-scroll-tab'], trigger: 'visible' } satisfies WidgetMeta;
