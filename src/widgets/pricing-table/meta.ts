import type { WidgetMeta } from '../../api-types';

// Mounts once a sliver shows: pricing rows can be laid out far wider than the viewport (a real page
// without its stylesheet is), so a visible fraction of 0.5 might never come.
export default { types: ['ha-pricing-table'], trigger: 'visible', threshold: 0.01 } satisfies WidgetMeta;
