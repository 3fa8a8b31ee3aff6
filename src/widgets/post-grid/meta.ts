import type { WidgetMeta } from '../../api-types';

// Nothing happens until the visitor asks for more, so the code can wait until the list is seen.
export default { types: ['ha-post-grid'], trigger: 'visible' } satisfies WidgetMeta;
