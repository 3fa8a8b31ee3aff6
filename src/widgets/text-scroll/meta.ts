import type { WidgetMeta } from '../../api-types';

export default { types: ['ha-text-scroll'], trigger: 'visible' } satisfies WidgetMeta;
