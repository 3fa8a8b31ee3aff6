import type { WidgetMeta } from '../../api-types';

export default { types: ['ha-flip-box'], trigger: 'visible' } satisfies WidgetMeta;
