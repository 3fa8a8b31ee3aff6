import type { WidgetMeta } from '../../api-types';

// Nothing happens until the visitor pages or filters, so the code can wait until the list is seen.
export default { types: ['ha-smart-post-list'], trigger: 'visible' } satisfies WidgetMeta;
