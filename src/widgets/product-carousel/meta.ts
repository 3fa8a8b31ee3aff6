import type { WidgetMeta } from '../../api-types';

// Idle, like ha-carousel: turning the stacked server slides into one row moves the content below,
// so it is done before the visitor scrolls there. The shop's products and its digital downloads
// print the same carousel under their own wrapper class.
export default { types: ['ha-product-carousel', 'ha-edd-product-carousel'], trigger: 'idle' } satisfies WidgetMeta;
