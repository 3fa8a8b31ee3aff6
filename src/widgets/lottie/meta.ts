import type { WidgetMeta } from '../../api-types';

export default { types: ['ha-lottie'], trigger: 'visible' } satisfies WidgetMeta;
