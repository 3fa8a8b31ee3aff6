import type { WidgetMeta } from '../../api-types';

// Nothing happens until the visitor points at a term, so the code can wait until the widget is seen.
export default { types: ['ha-post-tab'], trigger: 'visible' } satisfies WidgetMeta;
