import type { WidgetMeta } from '../../api-types';

// Eager: the tabs are often above the fold, and the rotation should start with the page.
export default { types: ['ha-loop-tab'], trigger: 'eager' } satisfies WidgetMeta;
