import type { WidgetMeta } from '../../api-types';

// Idle, like ha-carousel: turning the stacked server slides into one row moves the content below,
// so it is done before the visitor scrolls there. The shop's and the digital downloads' categories
// print the same carousel.
export default { types: ['ha-product-category-carousel', 'ha-edd-category-carousel'], trigger: 'idle' } satisfies WidgetMeta;
