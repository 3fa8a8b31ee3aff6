import type { WidgetMeta } from '../../api-types';

// Nothing plays before it is seen.
export default { types: ['ha-audio-player'], trigger: 'visible' } satisfies WidgetMeta;
