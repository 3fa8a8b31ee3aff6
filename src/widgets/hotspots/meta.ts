import type { WidgetMeta } from '../../api-types';

export default { types: ['ha-hotspots'], trigger: 'visible' } satisfies WidgetMeta;
