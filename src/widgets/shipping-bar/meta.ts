import type { WidgetMeta } from '../../api-types';

// Eager: the bar sits at the top of shop pages (often fixed), and a bar the visitor closed must be
// hidden again as early as possible.
export default { types: ['ha-shipping-bar'], trigger: 'eager' } satisfies WidgetMeta;
