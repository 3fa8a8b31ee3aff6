import type { WidgetMeta } from '../../api-types';

// Nothing plays before it is seen; an autoplaying video starts when it scrolls into view.
export default { types: ['ha-video-player'], trigger: 'visible' } satisfies WidgetMeta;
