import type { WidgetMeta } from '../../api-types';

export default { types: ['ha-image-swap'], trigger: 'visible' } satisfies WidgetMeta;
