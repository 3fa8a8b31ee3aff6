import type { WidgetMeta } from '../../api-types';

// Idle, like ha-carousel: turning the stacked server slides into one row moves the content below,
// so it is done before the visitor scrolls there.
export default { types: ['ha-product-category-carousel'], trigger: 'idle' } satisfies WidgetMeta;
