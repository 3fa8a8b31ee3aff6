import type { WidgetMeta } from '../../api-types';

// Mounts once a sliver shows: the head only needs to stick after the table has come into view, and a
// tall table never reaches the default visible fraction.
export default { types: ['ha-comparison-table'], trigger: 'visible', threshold: 0.01 } satisfies WidgetMeta;
