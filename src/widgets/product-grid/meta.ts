import type { WidgetMeta } from '../../api-types';

// Visible: nothing changes on the printed grid until a visitor uses a button in it.
export default { types: ['ha-product-grid'], trigger: 'visible' } satisfies WidgetMeta;
