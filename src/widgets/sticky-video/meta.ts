import type { WidgetMeta } from '../../api-types';

// Nothing plays before it is seen; an autoplaying one starts when it scrolls into view.
export default { types: ['ha-sticky-video'], trigger: 'visible' } satisfies WidgetMeta;
