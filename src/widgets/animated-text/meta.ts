import type { WidgetMeta } from '../../api-types';

export default { types: ['ha-animated-text'], trigger: 'visible' } satisfies WidgetMeta;
