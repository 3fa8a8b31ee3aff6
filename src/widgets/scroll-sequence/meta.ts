import type { WidgetMeta } from '../../api-types';

export default { types: ['ha-scroll-sequence'], trigger: 'visible' } satisfies WidgetMeta;
