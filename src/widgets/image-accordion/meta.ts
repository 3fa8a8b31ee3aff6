import type { WidgetMeta } from '../../api-types';

// The server already shows the items (and the one marked active); behaviour can wait until seen.
export default { types: ['ha-image-accordion'], trigger: 'visible' } satisfies WidgetMeta;
